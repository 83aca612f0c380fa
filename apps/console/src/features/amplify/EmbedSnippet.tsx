import type { Widget } from '@plaudit/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import { embedSnippet } from './widget-form';
import { AMPLIFY_TEXT, EXAMPLE_PAGE_HREF } from './widget-list';

/** Spec 3 section 9: the copy confirmation lasts 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/** The embed code for a widget with a copy button ('Copied!' for 2 s). */
export function EmbedSnippet({
  widget,
}: {
  widget: Pick<Widget, 'id' | 'widget_type' | 'published'>;
}) {
  const id = useId();
  const code = embedSnippet(widget.id, widget.widget_type, window.location.origin);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), COPY_CONFIRMATION_MS);
  };

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
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy Code
        </button>
        <span
          role="status"
          className={status === 'failed' ? 'field__error' : 'amplify-embed__copied'}
        >
          {status === 'copied'
            ? AMPLIFY_TEXT.copied
            : status === 'failed'
              ? AMPLIFY_TEXT.copyFailed
              : ''}
        </span>
      </div>
    </section>
  );
}
