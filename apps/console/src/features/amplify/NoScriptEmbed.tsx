import type { Widget } from '@plaudit/api-client';
import { Button } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { CopyStatus, useCopy } from './copy';

/** Where the server-rendered widget (no script) is served, on the console's origin. */
export const noScriptUrl = (id: string, origin: string) =>
  `${origin}/embed/widgets/${encodeURIComponent(id)}.html`;

type Load =
  | { state: 'loading' }
  | { state: 'ready'; html: string }
  | { state: 'unpublished' }
  | { state: 'error' };

/**
 * The zero-JS embed: the widget as HTML with a declarative shadow root, for
 * websites that run no script (or include it when they build their pages).
 * Shows the address to include and the current HTML to paste.
 */
export function NoScriptEmbed({
  widget,
}: {
  widget: Pick<Widget, 'id' | 'widget_type' | 'published'>;
}) {
  const id = useId();
  const url = noScriptUrl(widget.id, window.location.origin);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const html = load.state === 'ready' ? load.html : '';
  const { status, copy } = useCopy(html);

  useEffect(() => {
    // `attempt` re-runs the request after an error ("Try again").
    void attempt;
    if (!widget.published) {
      setLoad({ state: 'unpublished' });
      return;
    }
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    fetch(url, { signal: abort.signal, credentials: 'omit' })
      .then(async (res) => {
        if (res.status === 404) return setLoad({ state: 'unpublished' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setLoad({ state: 'ready', html: await res.text() });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoad({ state: 'error' });
      });
    return () => abort.abort();
  }, [url, widget.published, attempt]);

  const partial = widget.widget_type === 'full_page' || widget.widget_type === 'location_info';
  return (
    <section className="amplify-embed" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="amplify__section-title">
        HTML WITHOUT SCRIPT
      </h3>
      <p className="field__hint" id={`${id}-hint`}>
        For a website that runs no JavaScript: paste this HTML, or have your site include{' '}
        <code className="amplify-embed__url">{url}</code> when it is built (it answers
        If-None-Match, so a rebuild fetches it only when the widget changed). With the script above
        on the same page, the widget becomes interactive.
        {partial &&
          (widget.widget_type === 'full_page'
            ? ' Without script it shows its first page of reviews.'
            : ' Without script its open or closed state is the one at the time it was fetched.')}
      </p>
      {load.state === 'loading' && (
        <div className="amplify-embed__code amplify-embed__skeleton" aria-busy="true">
          Loading the HTML…
        </div>
      )}
      {load.state === 'unpublished' && (
        <p className="field__hint">The HTML is available once the widget is published.</p>
      )}
      {load.state === 'error' && (
        <p className="field__error" role="alert">
          The HTML could not be loaded.{' '}
          <Button type="button" variant="quiet" size="sm" onClick={() => setAttempt(attempt + 1)}>
            Try again
          </Button>
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <label className="pk-visually-hidden" htmlFor={`${id}-code`}>
            HTML without script
          </label>
          <textarea
            id={`${id}-code`}
            className="amplify-embed__code"
            readOnly
            rows={4}
            value={html}
            aria-describedby={`${id}-hint`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              Copy HTML
            </Button>
            <CopyStatus status={status} />
          </div>
        </>
      )}
    </section>
  );
}
