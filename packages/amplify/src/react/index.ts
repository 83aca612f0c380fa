/**
 * React wrapper for partners: `<PlauditWidget widgetId="..." apiOrigin="https://..." />`
 * or `<PlauditWidget payload={widget} />`. Mounts in an effect (so it renders
 * nothing on the server) and destroys on unmount.
 *
 * @packageDocumentation
 */
import { type CSSProperties, createElement, useEffect, useRef } from 'react';
import { type MountOptions, mount, type WidgetHandle } from '../mount';
import { RESERVED_HEIGHT } from '../settings';

export type PlauditWidgetProps = MountOptions & {
  className?: string;
  style?: CSSProperties;
  /** Called once the widget painted (true) or failed (false). */
  onReady?: (ok: boolean) => void;
};

/**
 * A Plaudit widget in a React app: a `div` whose open shadow root holds the widget (its styles
 * cannot leak in or out). It mounts in an effect, so it renders nothing on the server, and is
 * destroyed on unmount; a new `payload` re-renders in place. Give `kind` when you know it: the
 * widget's space is reserved before it loads.
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
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  // biome-ignore lint/correctness/useExhaustiveDependencies: payload changes go through update() below.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    mountedWith.current = payload;
    const h = mount(el, { widgetId, payload, apiOrigin, nonce, kind });
    handle.current = h;
    h.ready.then((ok) => handle.current === h && onReadyRef.current?.(ok));
    return () => {
      handle.current = null;
      h.destroy();
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
