/**
 * React wrapper for partners: `<PlauditWidget widgetId="..." apiOrigin="https://..." />`
 * or `<PlauditWidget payload={widget} />`. Mounts in an effect (so it renders
 * nothing on the server) and destroys on unmount.
 *
 * The widget runtime (Preact and the kind's chunk) is loaded with `import()` when the
 * first widget mounts, so it stays out of the host app's main chunk: the wrapper
 * itself only reserves the kind's height.
 *
 * @packageDocumentation
 */
import { type CSSProperties, createElement, useEffect, useRef } from 'react';
import type { MountOptions, WidgetHandle } from '../mount';
import { RESERVED_HEIGHT } from '../settings';

export type PlauditWidgetProps = MountOptions & {
  className?: string;
  style?: CSSProperties;
  /** Called once the widget painted (true) or failed (false). */
  onReady?: (ok: boolean) => void;
};

/** The runtime, fetched once for every widget on the page. */
let runtime: Promise<typeof import('../mount')> | undefined;
const loadRuntime = () => {
  runtime ??= import('../mount');
  return runtime;
};

/**
 * A Plaudit widget in a React app: a `div` whose open shadow root holds the widget (its styles
 * cannot leak in or out). It mounts in an effect, so it renders nothing on the server, and is
 * destroyed on unmount; a new `payload` re-renders in place. Give `kind` when you know it: the
 * widget's space is reserved before it loads. Preact and the widget's code load when it mounts.
 *
 * @example
 * ```tsx
 * import { PlauditWidget } from '@plaudit/amplify/react';
 *
 * // A child account's widget, listed with useWidgets() from @plaudit/hooks (widgets:read):
 * <PlauditWidget
 *   widgetId={widget.id}
 *   apiOrigin="https://app.plaudit.example"
 *   kind="star_snapshot"
 *   onReady={(ok) => ok || console.info('widget not shown')}
 * />
 * ```
 */
export function PlauditWidget({
  widgetId,
  payload,
  apiOrigin,
  nonce,
  kind,
  className,
  style,
  onReady,
}: PlauditWidgetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const mountedWith = useRef<MountOptions['payload']>(undefined);
  const latestPayload = useRef(payload);
  latestPayload.current = payload;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let gone = false;
    let h: WidgetHandle | undefined;
    loadRuntime().then(
      ({ mount }) => {
        if (gone) return;
        // The payload as it is now: it may have changed while the runtime loaded.
        const current = latestPayload.current;
        mountedWith.current = current;
        h = mount(el, { widgetId, payload: current, apiOrigin, nonce, kind });
        handle.current = h;
        const mine = h;
        h.ready.then((ok) => handle.current === mine && onReadyRef.current?.(ok));
      },
      () => {
        if (gone) return;
        console.warn('@plaudit/amplify: the widget runtime could not be loaded');
        onReadyRef.current?.(false);
      },
    );
    return () => {
      gone = true;
      handle.current = null;
      h?.destroy();
    };
  }, [widgetId, apiOrigin, nonce, kind]);

  useEffect(() => {
    if (payload && handle.current && payload !== mountedWith.current) {
      mountedWith.current = payload;
      handle.current.update(payload);
    }
  }, [payload]);

  const k = payload?.widget_type ?? kind;
  return createElement('div', {
    ref,
    className,
    style: k && !style?.minHeight ? { minHeight: RESERVED_HEIGHT[k], ...style } : style,
    'data-plaudit-kind': k,
  });
}

export type { MountOptions, WidgetHandle } from '../mount';
