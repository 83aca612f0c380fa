import type { Widget } from '@plaudit/api-client';
import { Button } from '@plaudit/ui-kit';
import { useId } from 'react';
import { CopyStatus, useCopy } from './copy';
import { NoScriptEmbed } from './NoScriptEmbed';
import { embedSnippet } from './widget-form';
import { EXAMPLE_PAGE_HREF } from './widget-list';

export { COPY_CONFIRMATION_MS } from './copy';

/** The embed code for a widget with a copy button ('Copied!' for 2 s). */
export function EmbedSnippet({
  widget,
}: {
  widget: Pick<Widget, 'id' | 'widget_type' | 'published'>;
}) {
  const id = useId();
  const code = embedSnippet(widget.id, widget.widget_type, window.location.origin);
  const { status, copy } = useCopy(code);

  return (
    <section className="amplify-embed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="amplify__section-title">
        EMBED CODE
      </h2>
      <p className="field__hint" id={`${id}-hint`}>
        Paste this where the widget should appear on your website.
        {!widget.published && ' It shows nothing until the widget is published.'}{' '}
        <a href={EXAMPLE_PAGE_HREF} target="_blank" rel="noreferrer">
          See an example page
        </a>
      </p>
      <label className="pk-visually-hidden" htmlFor={`${id}-code`}>
        Embed code
      </label>
      <textarea
        id={`${id}-code`}
        className="amplify-embed__code"
        readOnly
        rows={3}
        value={code}
        aria-describedby={`${id}-hint`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy Code
        </Button>
        <CopyStatus status={status} />
      </div>
      <NoScriptEmbed widget={widget} />
    </section>
  );
}
