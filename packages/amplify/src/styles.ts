/**
 * CSS for a shadow root: constructable stylesheets (`adoptedStyleSheets`, no
 * `unsafe-inline` needed under a strict CSP), or one `<style nonce>` element
 * where they are missing. Nothing here runs at import time.
 */

const shared = new Map<string, CSSStyleSheet>();

function constructable(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

function sheet(css: string, cache: boolean): CSSStyleSheet {
  let s = cache ? shared.get(css) : undefined;
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    if (cache) shared.set(css, s);
  }
  return s;
}

export type Styler = {
  /** Sets the CSS of the root: shared texts (cached) plus one text of this widget. */
  set(sharedCss: string[], ownCss: string): void;
  clear(): void;
};

export function styler(root: ShadowRoot, nonce?: string): Styler {
  if (constructable()) {
    let own: CSSStyleSheet | undefined;
    return {
      set(sharedCss, ownCss) {
        own ??= new CSSStyleSheet();
        own.replaceSync(ownCss);
        root.adoptedStyleSheets = [...sharedCss.map((c) => sheet(c, true)), own];
      },
      clear() {
        root.adoptedStyleSheets = [];
      },
    };
  }
  let el: HTMLStyleElement | undefined;
  return {
    set(sharedCss, ownCss) {
      if (!el) {
        el = document.createElement('style');
        if (nonce) el.nonce = nonce;
        root.prepend(el);
      }
      el.textContent = sharedCss.join('\n') + ownCss;
    },
    clear() {
      el?.remove();
      el = undefined;
    },
  };
}

/**
 * Base CSS of every kind. The widget's own values arrive as `--_*` properties
 * on :host (see `themeCss`); a page overrides them with the public
 * `--plaudit-*` properties on the placeholder, which always win.
 */
export const baseCss = `:host{display:block}
.root{all:initial;display:block;box-sizing:border-box;font-family:var(--plaudit-font,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif);font-size:var(--plaudit-font-size,15px);line-height:1.5;color:var(--plaudit-text,var(--_fg));text-align:start;--a:var(--plaudit-accent,var(--_a));--r:var(--plaudit-radius,var(--_r));--bg:var(--plaudit-bg,var(--_bg));--fg:var(--plaudit-text,var(--_fg));--mu:var(--plaudit-muted,var(--_mu));--bd:var(--plaudit-border,var(--_bd));--sf:var(--plaudit-surface,var(--_sf));--st:var(--plaudit-star,var(--_st))}
.root *,.root *::before,.root *::after{box-sizing:border-box}
p,h2,ul,ol,li,dl,dd,figure,blockquote,address,table{margin:0;padding:0;font:inherit;font-style:normal;color:inherit}
ul,ol{list-style:none}
h2{font-size:1.2em;font-weight:700;line-height:1.3}
a{color:inherit;text-decoration:underline;text-underline-offset:2px;border-radius:2px}
a:hover{text-decoration-thickness:2px}
button{font:inherit;color:inherit;cursor:pointer}
:focus-visible{outline:2px solid var(--a);outline-offset:2px}
.box{background:var(--bg);border:1px solid var(--bd);border-radius:var(--r);padding:16px}
.mu{color:var(--mu)}
.line{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}`;

const LIGHT = '--_bg:#fff;--_fg:#1f2328;--_mu:#59636e;--_bd:#d1d9e0;--_sf:#f6f8fa;--_st:#c27803';
const DARK = '--_bg:#161b22;--_fg:#e6edf3;--_mu:#9ea7b3;--_bd:#3d444d;--_sf:#21262d;--_st:#f2b01e';

/** The widget's own :host values: scheme colours, accent, radius and reserved height. */
export function themeCss(
  theme: { scheme: string; accent_color: string; corner_radius: number },
  minHeight: number,
): string {
  const accent = /^#[0-9a-f]{6}$/i.test(theme.accent_color) ? theme.accent_color : '#1a73e8';
  const radius = Math.max(0, Math.min(24, Math.round(Number(theme.corner_radius) || 0)));
  const vars = `--_a:${accent};--_r:${radius}px;`;
  const reserve = minHeight > 0 ? `min-height:${minHeight}px;` : '';
  if (theme.scheme === 'dark') return `:host{${reserve}${vars}${DARK}}`;
  if (theme.scheme === 'light') return `:host{${reserve}${vars}${LIGHT}}`;
  return `:host{${reserve}${vars}${LIGHT}}@media (prefers-color-scheme:dark){:host{${DARK}}}`;
}
