/**
 * /embed/core.js, the ES module the loader imports. It holds no Preact:
 *
 * - Every kind is painted first from the widget the server rendered (the
 *   payload's `html`, asked for with `?html=1`: the zero-JS embed's views and
 *   CSS, escaped on the server), as soon as the payload is in.
 * - Kinds a visitor cannot operate (star snapshot, location information) stay
 *   that way. Location information fetches `/embed/widgets/{id}.html` again
 *   every minute (open now / closed now); the answer is cached 60 s with an
 *   ETag, so that is a revalidation.
 * - Interactive kinds (teaser carousel, review feed "Show more") are painted
 *   with their controls and brought to life in place, a frame later, by the
 *   Preact runtime (runtime-[hash].js: `live()` of @plaudit/amplify and both
 *   views), keeping the CSS the markup came with (no layout shift: the
 *   controls are there already).
 * - While a widget is in view its placeholder keeps the height it had when
 *   the widget painted (see lock()).
 * - The loader calls mount() for every placeholder, before the payload is in;
 *   core.js waits for the placeholder to near the viewport (see mount()).
 *
 * CSS goes through constructable stylesheets (strict CSP), or one `<style nonce>`
 * where they are missing; the stars' widths are set through CSSOM.
 * Imports nothing from @plaudit/amplify statically (it would pull Preact in).
 */
type Payload = { id: string; widget_type: string; html?: string };
type Options = { payload: Payload; apiOrigin: string; nonce?: string };
/** What the loader passes: the widget's payload, usually still on its way. */
type LoaderOptions = Omit<Options, 'payload'> & {
  payload: Payload | Promise<Payload | undefined>;
};
type Handle = { destroy(): void };

/** Kinds painted from the server's HTML, with their refresh period in ms (0: never). */
const STILL_KINDS: Record<string, number> = { star_snapshot: 0, location_info: 60_000 };

let runtime: Promise<typeof import('./preact-runtime')> | undefined;

const warn = (id: string, e: unknown) =>
  console.warn(`[Plaudit] widget ${id} could not be shown:`, e instanceof Error ? e.message : e);

/** Adds CSS to the shadow root; returns its remover. */
function addCss(root: ShadowRoot, css: string, nonce?: string): () => void {
  if (root.adoptedStyleSheets && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const s = new CSSStyleSheet();
    s.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((x) => x !== s);
    };
  }
  const el = document.createElement('style');
  if (nonce) el.nonce = nonce;
  el.textContent = css;
  root.prepend(el);
  return () => el.remove();
}

/** The server-rendered widget; a refresh revalidates (ETag, 304 when unchanged) rather than take a stale copy. */
const get = (api: string, id: string) =>
  fetch(`${api}/embed/widgets/${encodeURIComponent(id)}.html`, {
    credentials: 'omit',
    cache: 'no-cache',
  }).then((r) => {
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.text();
  });

/** A widget painted from the server's HTML; `first`: whether its first paint went out. */
type Still = Handle & { first: Promise<boolean> };

/**
 * Paints a widget from the server-rendered HTML: first the payload's `html` (fetched from
 * /embed/widgets when missing), then every `every` ms from there. A failed first paint warns
 * once and releases the space (`unreserve`, also on destroy; a paint keeps it: see lock()).
 */
function still(root: ShadowRoot, o: Options, every: number, unreserve: () => void): Still {
  let dead = false;
  let last = '';
  let uncss = () => {};
  let first = o.payload.html;
  const paint = () => {
    const answer = first ? Promise.resolve(first) : get(o.apiOrigin, o.payload.id);
    first = '';
    return answer
      .then((html) => {
        if (dead || html === last) return;
        const t = document.createElement('template');
        // Parsed style attributes (the stars' widths) would break a CSP without 'unsafe-inline':
        // they arrive renamed and are applied through CSSOM below. The server escapes `"` in
        // every text and attribute value, so ` style="` only ever starts a real attribute.
        t.innerHTML = html.replace(/ style="/g, ' data-s="');
        // The embed's declarative shadow root stays a <template> here: its content is the
        // widget (the payload's `html` is that content). A bad answer throws a TypeError here.
        const inner = t.content.querySelector('template')?.content ?? t.content;
        const css = inner.querySelector('style')!.textContent!;
        const widget = inner.querySelector('[part=widget]')!;
        // Image paths in the payload's `html` are relative to the API: before they load.
        for (const e of widget.querySelectorAll('img[src^="/"]'))
          e.setAttribute('src', o.apiOrigin + e.getAttribute('src'));
        root.replaceChildren(widget); // in one task with the CSS below: nothing paints between
        const restyle = addCss(root, css, o.nonce);
        for (const e of widget.querySelectorAll<HTMLElement>('[data-s]')) {
          e.style.cssText = e.dataset.s!;
          e.removeAttribute('data-s');
        }
        uncss();
        uncss = restyle;
        last = html;
      })
      .catch((e) => {
        // A failed refresh keeps what is shown; a failed first paint warns once.
        if (!dead && !last) {
          handle.destroy();
          warn(o.payload.id, e);
        }
      });
  };
  const timer = every ? setInterval(paint, every) : 0;
  const handle: Still = {
    first: paint().then(() => !!last),
    destroy() {
      dead = true;
      clearInterval(timer);
      uncss();
      unreserve();
      root.replaceChildren();
    },
  };
  return handle;
}

type Runtime = typeof import('./preact-runtime');
type View = Runtime['views']['teaser'];
/** The kinds a visitor operates: brought to life by the Preact runtime. */
const LIVE = ['teaser', 'full_page'];
/**
 * The interactive kinds' code: one chunk, the Preact runtime with both views (apart, a page
 * with both loaded three files and ~480 B gzip more; a page with one of them loads ~300 B more).
 */
function code(kind: string): Promise<[Runtime, View]> {
  runtime ||= import('./preact-runtime');
  return runtime.then((m) => {
    if (!Object.hasOwn(m.views, kind)) throw new Error(`unknown widget type ${kind}`);
    return [m, m.views[kind as 'teaser']];
  });
}

/**
 * Placeholders waiting to near the viewport (within 200px), and placeholders held at their height
 * (see lock()): what to do once near, and once far. One IntersectionObserver watches both.
 */
const near = new Map<Element, () => void>();
const held = new Map<Element, () => void>();
let io: IntersectionObserver | undefined;
const observe = (el: Element) => {
  io ||= new IntersectionObserver(
    (entries) => {
      for (const e of entries) (e.isIntersecting ? near : held).get(e.target)?.();
    },
    { rootMargin: '200px' },
  );
  io.observe(el);
};
const releaseAll = () => {
  for (const release of held.values()) release();
};

/**
 * Holds the placeholder's box at the height it has now (the loader's reservation for its kind, or
 * the page's own) while the widget paints into it, whatever its content's height: a page around
 * a widget in view never moves. The box takes its content's height once it is out of the
 * viewport (nothing visible moves: below it, nothing in view; above it, scroll anchoring keeps
 * the view), or once the visitor acts (a click, a touch or a key: a change right after input is
 * no layout shift); meanwhile a taller content scrolls inside it. From here the hold lives in the
 * shadow root (`:host`, important: it beats the page's `!important` rules), so the loader's
 * reservation goes. It leaves the page's min-height alone: a page's own reservation taller than
 * the hold, from a stylesheet that arrives later, still wins. Returns the release.
 */
function lock(el: HTMLElement, root: ShadowRoot, nonce?: string): () => void {
  const off = addCss(
    root,
    `:host{box-sizing:border-box!important;height:${el.offsetHeight}px!important;overflow:auto!important}`,
    nonce,
  );
  // In the same task as the paint that follows: the loader's reservation (see loader.ts) goes.
  el.style.removeProperty('--plaudit-reserve');
  const release = () => {
    if (held.get(el) !== release) return;
    held.delete(el);
    io!.unobserve(el);
    off();
  };
  // Listening once is enough: the browser ignores the same listener added again.
  if (!held.size)
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, releaseAll, true);
  held.get(el)?.();
  held.set(el, release);
  observe(el);
  return release;
}

/** Paints a widget whose payload is at hand; `early`: its kind's code, asked for already. */
function show(el: Element, o: Options, early?: Promise<[Runtime, View]>): Handle {
  const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  const unreserve = lock(el as HTMLElement, root, o.nonce);
  const kind = o.payload.widget_type;
  if (Object.hasOwn(STILL_KINDS, kind)) return still(root, o, STILL_KINDS[kind]!, unreserve);
  let dead = false;
  let off: (() => void) | undefined;
  // The server's markup with its controls and its CSS, shown until the code renders over it.
  const shown = still(root, o, 0, unreserve);
  const fail = (e: unknown) => {
    if (dead) return;
    dead = true;
    shown.destroy(); // controls that would do nothing
    warn(o.payload.id, e);
  };
  Promise.all([early ?? code(kind), shown.first]).then(
    ([[rt, View], painted]) => {
      // Painted (a failed paint warned already): let that frame go out before the code renders.
      if (painted)
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (dead) return;
            try {
              off = rt.live(el, View, o.payload as never, o.apiOrigin);
            } catch (e) {
              fail(e);
            }
          }),
        );
      // A failed paint warned already; a failed code leaves controls that would do nothing.
    },
    (e) => shown.first.then((painted) => painted && fail(e)),
  );
  return {
    destroy() {
      dead = true;
      off?.();
      shown.destroy();
    },
  };
}

const watch = (el: Element, then: () => void) => {
  // Laid out near the viewport already: at once, not after the observer's first frame.
  const r = el.getBoundingClientRect();
  if (r.width && r.top < innerHeight + 200 && r.bottom > -200) return then();
  near.set(el, () => {
    near.delete(el);
    io!.unobserve(el);
    then();
  });
  observe(el);
};

/**
 * What the loader calls for every placeholder, with the payload (and the widget rendered on the
 * server in it) still on its way: a promise, undefined when that failed (the loader has warned).
 * Data comes at once, code and paint once the placeholder nears the viewport: then the widget
 * is painted from the payload's `html`, and an interactive kind named by `data-plaudit-kind`
 * has the Preact runtime and its chunk fetched, side by side, without waiting for the payload.
 * The payload decides the kind: a wrong or missing `data-plaudit-kind` only loses the head start.
 * Nothing touches the placeholder before the payload is in. Never throws, one warning on
 * failure. The loader destroys a placeholder's widget before mounting another one there.
 */
export function mount(el: Element, o: LoaderOptions): Handle {
  const hint = el.getAttribute('data-plaudit-kind') ?? '';
  let early: Promise<[Runtime, View]> | undefined;
  let dead = false;
  let inner: Handle | undefined;
  watch(el, () => {
    if (LIVE.includes(hint)) {
      early = code(hint);
      early.catch(() => {}); // a failure shows once the payload says this kind is wanted
    }
    Promise.resolve(o.payload).then((payload) => {
      if (dead || !payload) return;
      inner = show(el, { ...o, payload }, payload.widget_type === hint ? early : undefined);
    });
  });
  return {
    destroy() {
      dead = true;
      near.delete(el);
      io?.unobserve(el);
      inner?.destroy();
    },
  };
}
