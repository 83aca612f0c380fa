import { mount, type WidgetHandle } from '@plaudit/amplify';
import type { PublicWidget } from '@plaudit/api-client';
import { useEffect, useRef } from 'react';

/**
 * Renders a widget with the real runtime (`mount(el, { payload })` of @plaudit/amplify):
 * the same Preact components, shadow root and styles visitors get. A new payload is passed
 * to `update()`, so the preview follows the form without re-mounting.
 */
export function LivePreview({ payload, label }: { payload: PublicWidget; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const kind = payload.widget_type;
  const latest = useRef(payload);
  latest.current = payload;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    handle.current = mount(el, { payload: latest.current, kind });
    return () => {
      handle.current?.destroy();
      handle.current = null;
    };
  }, [kind]);

  useEffect(() => {
    handle.current?.update(payload);
  }, [payload]);

  return (
    <section className="amplify-preview" aria-label={label}>
      <div ref={ref} className="amplify-preview__host" data-testid="widget-preview" />
    </section>
  );
}
