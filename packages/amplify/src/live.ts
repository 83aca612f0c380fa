/**
 * The script-tag embed's Preact side (apps/loader's runtime chunk; not a public export). The
 * loader's core.js paints every widget from the server's HTML (markup and CSS, the same views and
 * the same CSS as here); for the interactive kinds, `live()` then renders the kind's view over
 * those elements (Preact reuses them: no second copy, nothing moves), and the CSS stays the one
 * the markup came with, so the embed carries no CSS text of its own. `mount()` (styles, fetching,
 * update()) serves the console preview, the React wrapper and the npm package.
 */
import type { PublicWidget } from '@plaudit/api-client/schemas';
import { type ComponentType, h, render } from 'preact';
import { resolve, type ViewProps } from './settings';

/**
 * Renders `View` into the widget painted in `el`'s open shadow root (its `[part=widget]`, which
 * must be there); returns the unmount.
 */
export function live(
  el: Element,
  View: ComponentType<ViewProps>,
  w: PublicWidget,
  apiOrigin: string,
): () => void {
  const container = el.shadowRoot!.querySelector('[part=widget]')!;
  render(h(View, { w, r: resolve(w.settings, apiOrigin) }), container);
  return () => render(null, container);
}
