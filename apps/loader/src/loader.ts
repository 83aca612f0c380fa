/**
 * /embed/loader.js: a tiny IIFE (no module syntax, no AMD/UMD detection) that
 * renders every `<div data-plaudit-widget="ID">` on the page, now and later.
 *
 * - API origin and chunk base come from this script's own URL.
 * - Each placeholder: its payload is fetched at once (it tells the kind),
 *   space is reserved for the kind, and core.js (no Preact) is imported beside
 *   it and handed the placeholder with the payload still on its way. core.js
 *   paints it once it is within 200px of the viewport (and loads the Preact
 *   code only then); see runtime.ts.
 * - Placeholders removed from the page are destroyed; a changed id re-mounts.
 * - A failure logs one console warning per widget and leaves the page alone.
 * - Safe to include twice: the second copy sees window.Plaudit and stops.
 */
import { RESERVED_HEIGHT } from '@plaudit/amplify';

type Handle = { destroy(): void };
type Core = {
  mount(
    el: Element,
    o: { payload: Promise<Payload | undefined>; apiOrigin: string; nonce?: string },
  ): Handle;
};
type Payload = { widget_type: string };
type State = { id: string; p: Promise<Payload | undefined>; h?: Handle; f?: 1 };
type Placeholder = HTMLElement;

declare global {
  interface Window {
    Plaudit?: { mount(el: Element, id: string): void; destroy(el: Element): void };
  }
}

((w: Window, d: Document) => {
  if (w.Plaudit) return;
  const script = (d.currentScript ||
    d.querySelector('script[src*="/embed/loader"]')) as HTMLScriptElement | null;
  if (!script) return;
  const api = new URL(script.src).origin;
  const nonce = script.nonce;
  const ATTR = 'data-plaudit-widget';
  const SEL = `[${ATTR}]`;
  const VAR = '--plaudit-reserve';
  const live = new Map<Placeholder, State>();
  let core: Promise<Core> | undefined;

  // Space for a kind is reserved by a box of its height inside the placeholder (a `::before`,
  // from a stylesheet of the loader's own), not by the placeholder's min-height: the placeholder
  // is then as tall as the larger of that box (plus the page's padding and borders) and the page's
  // own reservation, whenever the page's stylesheets arrive. The page's rules for `div`s and `*`
  // (margins, borders, line height, `!important`) do not reach a pseudo-element, and the rule is
  // more specific than a `::before` or `div::before` of the page's. The height is an inline custom
  // property, set on a placeholder only while its space is reserved. Adopted: no `<style>` that a
  // strict CSP would block (a browser without adopted stylesheets, before 2023, reserves nothing).
  if (d.adoptedStyleSheets) {
    const s = new CSSStyleSheet();
    s.replaceSync(`[style*="${VAR}"]::before{content:"";display:block;height:var(${VAR})}`);
    d.adoptedStyleSheets = [...d.adoptedStyleSheets, s];
  }
  const reserve = (el: Placeholder, kind?: string | null) => {
    // None ('') where the widget is on screen already (rendered on the server into a declarative
    // shadow root): a box above it would push it down.
    const h =
      !el.shadowRoot?.firstChild && kind && (RESERVED_HEIGHT as Record<string, number>)[kind];
    el.style.setProperty(VAR, h ? `${h}px` : '');
  };
  const fail = (el: Placeholder, st: State, e: unknown) => {
    if (st.f || live.get(el) !== st) return;
    st.f = 1;
    reserve(el);
    console.warn(
      `[Plaudit] widget ${st.id} could not be shown:`,
      e instanceof Error ? e.message : e,
    );
  };

  const drop = (el: Element) => {
    const st = live.get(el as Placeholder);
    if (!st) return;
    live.delete(el as Placeholder);
    st.h?.destroy();
    reserve(el as Placeholder);
  };

  const add = (el: Placeholder, id?: string | null) => {
    id ||= el.getAttribute(ATTR);
    const old = live.get(el);
    if (!id || old?.id === id) return;
    if (old) drop(el);
    const kind = el.getAttribute('data-plaudit-kind');
    // The payload first, then core.js (no Preact, ~1 KB) beside it, not once a widget is in view.
    const st: State = {
      id,
      // With the widget rendered on the server (`html`): core.js paints that first.
      p: fetch(`${api}/api/public/widgets/${encodeURIComponent(id)}?html=1`, {
        credentials: 'omit',
      })
        .then((r) => {
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          return r.json();
        })
        .then((payload: Payload) => {
          if (!kind && live.get(el) === st) reserve(el, payload.widget_type);
          return payload;
        })
        .catch((e) => {
          fail(el, st, e);
          return undefined;
        }),
    };
    core ||= import(`${new URL('core.js', script.src)}`);
    // At once, before any payload or paint: a page painted before the loader ran would move in
    // the next frame.
    reserve(el, kind);
    // core.js gets the payload still on its way; it waits for the placeholder to near the viewport.
    core.then(
      (c) => {
        if (live.get(el) === st) st.h = c.mount(el, { payload: st.p, apiOrigin: api, nonce });
      },
      (e) => fail(el, st, e),
    );
    live.set(el, st);
  };

  const scan = (n: Node) => {
    if (n.nodeType !== 1) return;
    if ((n as Element).matches(SEL)) add(n as Placeholder);
    (n as Element).querySelectorAll<Placeholder>(SEL).forEach((el) => {
      add(el);
    });
  };

  new MutationObserver((records) => {
    live.forEach((_, el) => {
      if (!el.isConnected) drop(el);
    });
    records.forEach((m) => {
      if (m.type === 'attributes') {
        if (!(m.target as Element).hasAttribute(ATTR)) drop(m.target as Element);
        scan(m.target);
      } else m.addedNodes.forEach(scan);
    });
  }).observe(d.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [ATTR],
  });

  w.Plaudit = {
    mount: (el, id) => add(el as Placeholder, String(id)),
    destroy: drop,
  };
  scan(d.documentElement);
})(window, document);
