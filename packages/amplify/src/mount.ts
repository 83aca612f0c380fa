import { publicWidgetUrl } from '@plaudit/api-client';
import type { PublicWidget, WidgetType } from '@plaudit/api-client/schemas';
import { type ComponentType, h, render } from 'preact';
import { RESERVED_HEIGHT, type Resolved, resolve, type ViewProps } from './settings';
import { baseCss, styler, themeCss } from './styles';

/** What each kind module exports. */
export type KindModule = { css: string; View: ComponentType<ViewProps> };

/** One chunk per kind: loaded with dynamic import() only when a widget of that kind mounts. */
const KINDS: Record<WidgetType, () => Promise<KindModule>> = {
  teaser: () => import('./kinds/teaser'),
  full_page: () => import('./kinds/full-page'),
  star_snapshot: () => import('./kinds/star-snapshot'),
  location_info: () => import('./kinds/location-info'),
};

export type MountOptions = {
  /** Widget id to fetch from `${apiOrigin}/api/public/widgets/${widgetId}` (when no payload). */
  widgetId?: string;
  /** A payload already at hand (the console preview, tests, server-side fetched data). */
  payload?: PublicWidget;
  /** Origin of the Plaudit API, e.g. https://app.plaudit.example ('' = this page's origin). */
  apiOrigin?: string;
  /** CSP nonce for the `<style>` fallback in browsers without constructable stylesheets. */
  nonce?: string;
  /** The widget kind when known in advance: reserves its space and loads its code early. */
  kind?: WidgetType;
};

export type WidgetHandle = {
  /** Unmounts and removes everything the widget added to the shadow root. */
  destroy(): void;
  /** Re-renders with a new payload (same element, same shadow root). */
  update(payload: PublicWidget): void;
  /** true once painted; false when it failed (one console warning) or was destroyed first. */
  ready: Promise<boolean>;
};

const handles = new WeakMap<Element, WidgetHandle>();

/**
 * A widget's public payload (`GET {apiOrigin}/api/public/widgets/{widgetId}`, no credentials),
 * for rendering it later with `mount(element, { payload })`. Rejects on an HTTP error.
 */
export function fetchWidget(apiOrigin: string, widgetId: string): Promise<PublicWidget> {
  return fetch(publicWidgetUrl(widgetId, apiOrigin), { credentials: 'omit' }).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json() as Promise<PublicWidget>;
  });
}

function loadKind(kind: WidgetType | undefined): Promise<KindModule> {
  const load = kind && Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  return load ? load() : Promise.reject(new Error(`unknown widget type ${String(kind)}`));
}

/**
 * Renders a widget into `element`'s open shadow root. Never throws for a bad
 * id, network failure or bad payload: it logs one console warning, leaves the
 * element empty and resolves `ready` with false.
 *
 * @example
 * ```ts
 * import { mount } from '@plaudit/amplify';
 *
 * const widget = mount(document.querySelector('#reviews')!, {
 *   widgetId: 'w_…',
 *   apiOrigin: 'https://app.plaudit.example',
 * });
 * if (!(await widget.ready)) showFallback();
 * // Later: widget.destroy();
 * ```
 */
export function mount(element: Element, options: MountOptions = {}): WidgetHandle {
  if (typeof document === 'undefined') throw new Error('@plaudit/amplify: mount() needs a browser');
  handles.get(element)?.destroy();
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const css = styler(root, options.nonce);
  // A server-rendered widget (declarative shadow root, see ./server) is upgraded in place:
  // its markup stays on screen until the first paint, which reuses its elements.
  const found = root.querySelector<HTMLElement>('[part=widget]');
  const container = found ?? root.appendChild(document.createElement('div'));
  // Markup on screen already holds its space and brings its own CSS (a `<style>`, or the loader's
  // stylesheet): styles set before the first paint would replace that CSS for a frame.
  const painted = !!found?.firstChild;
  container.setAttribute('part', 'widget');
  const dropServerStyles = () =>
    root.querySelectorAll('style[data-plaudit-ssr]').forEach((el) => {
      el.remove();
    });

  let destroyed = false;
  let mod: KindModule | undefined;
  let payload = options.payload;
  const origin =
    (options.apiOrigin ?? '').replace(/\/$/, '') ||
    (typeof location !== 'undefined' ? location.origin : '');
  const kind0 = payload?.widget_type ?? options.kind;

  const paintStyles = (r: Resolved | undefined, kind: WidgetType | undefined, done: boolean) =>
    css.set(
      mod ? [baseCss, mod.css] : [baseCss],
      themeCss(
        r?.theme ?? { scheme: 'auto', accent_color: '', corner_radius: 8 },
        done || !kind ? 0 : (RESERVED_HEIGHT[kind] ?? 0),
      ),
    );
  const paint = () => {
    if (destroyed || !mod || !payload) return;
    const r = resolve(payload.settings, origin);
    paintStyles(r, payload.widget_type, true);
    render(h(mod.View, { w: payload, r }), container);
    dropServerStyles();
  };

  // Reserve the kind's space at once so the page does not jump when it paints.
  if (!painted) paintStyles(payload ? resolve(payload.settings) : undefined, kind0, false);
  const early = kind0 ? loadKind(kind0) : undefined;
  early?.catch(() => {});

  const ready = (async () => {
    if (!payload) {
      if (!options.widgetId) throw new Error('mount() needs a widgetId or a payload');
      const fetched = await fetchWidget(origin, options.widgetId);
      if (destroyed) return false;
      if (!fetched || typeof fetched !== 'object' || !fetched.data) throw new Error('bad payload');
      payload ??= fetched; // an update() while fetching wins
      if (!painted) paintStyles(resolve(payload.settings), payload.widget_type, false);
    }
    mod = await (payload.widget_type === kind0 && early ? early : loadKind(payload.widget_type));
    if (destroyed) return false;
    paint();
    return true;
  })().catch((err: unknown) => {
    if (destroyed) return false;
    css.clear();
    console.warn(
      `[Plaudit] widget ${options.widgetId ?? payload?.id ?? ''} could not be shown:`,
      err instanceof Error ? err.message : err,
    );
    return false;
  });

  const handle: WidgetHandle = {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      render(null, container);
      container.remove();
      dropServerStyles();
      css.clear();
      if (handles.get(element) === handle) handles.delete(element);
    },
    update(next) {
      if (destroyed) return;
      const kindChanged = !!payload && next.widget_type !== payload.widget_type;
      payload = next;
      if (kindChanged || !mod) {
        // A different kind needs its own code; the old view stays until it arrives.
        loadKind(next.widget_type).then(
          (m) => {
            if (payload !== next) return;
            if (kindChanged) render(null, container);
            mod = m;
            paint();
          },
          (err: unknown) =>
            console.warn(
              '[Plaudit] widget update failed:',
              err instanceof Error ? err.message : err,
            ),
        );
      } else paint();
    },
    ready,
  };
  handles.set(element, handle);
  return handle;
}

/** Unmounts the widget mounted in `element`, if any. */
export function destroy(element: Element): void {
  handles.get(element)?.destroy();
}
