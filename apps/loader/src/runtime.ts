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
 *   Preact runtime (runtime-[hash].js, `mount()` of @plaudit/amplify) and the
 *   kind's chunk, fetched side by side (no layout shift: the controls are
 *   there already).
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

/** A widget painted from the server's HTML; `drop()` stops it but leaves its markup in place. */
type Still = Handle & { drop(): void; painted?: 1 };

/**
 * Paints a widget from the server-rendered HTML: first the payload's `html` (fetched from
 * /embed/widgets when missing), then every `every` ms from there. `quiet`: a failed first
 * paint is left to the kind's code (an interactive kind, painted while its code comes).
 */
function still(
  root: ShadowRoot,
  o: Options,
  every: number,
  unreserve: () => void,
  quiet?: boolean,
): Still {
  let dead = false;
  let last = '';
  let uncss = unreserve;
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
        handle.painted = 1;
      })
      .catch((e) => {
        // A failed refresh keeps what is shown; a failed first paint warns once.
        if (!dead && !last && !quiet) {
          dead = true;
          uncss();
          warn(o.payload.id, e);
        }
      });
  };
  paint();
  const timer = every ? setInterval(paint, every) : 0;
  const handle: Still = {
    drop() {
      dead = true;
      clearInterval(timer);
      uncss();
    },
    destroy() {
      handle.drop();
      root.replaceChildren();
    },
  };
  return handle;
}

/**
 * The interactive kinds' code: the Preact runtime and the kind's own chunk, fetched side by side
 * (the chunk's static import of the runtime would otherwise wait until the chunk had arrived).
 * These are the modules `mount()` of @plaudit/amplify imports: Rollup gives them the same chunks.
 */
const CODE: Record<string, () => Promise<unknown>> = {
  teaser: () => import('../../../packages/amplify/src/kinds/teaser'),
  full_page: () => import('../../../packages/amplify/src/kinds/full-page'),
};
function code(kind: string) {
  runtime ||= import('./preact-runtime');
  return Promise.all([runtime, CODE[kind]?.()]).then(([m]) => m);
}

/** Paints a widget whose payload is at hand; `early`: its kind's code, asked for already. */
function show(el: Element, o: Options, early?: Promise<unknown>): Handle {
  const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  // Keep the space the loader (or the server-rendered markup) holds until this widget paints:
  // inside the shadow root from here, so the loader's inline reservation goes.
  const unreserve = addCss(
    root,
    `:host{min-height:${(el as HTMLElement).offsetHeight}px}`,
    o.nonce,
  );
  (el as HTMLElement).style.minHeight = '';
  const kind = o.payload.widget_type;
  if (Object.hasOwn(STILL_KINDS, kind)) return still(root, o, STILL_KINDS[kind]!, unreserve);
  let dead = false;
  let inner: (Handle & { ready: Promise<boolean> }) | undefined;
  // The server's markup with its controls, shown until the code has painted over it.
  const shown = o.payload.html ? still(root, o, 0, unreserve, true) : undefined;
  const live = (m: Awaited<ReturnType<typeof code>>) => {
    if (dead) return;
    inner = m.mount(el, o as never); // reuses the markup; reserves the kind's space meanwhile
    unreserve();
    // Its own styles apply now; a widget that failed (one warning) takes the markup with it.
    inner.ready.then((ok) => (ok ? shown?.drop() : shown?.destroy()));
  };
  ((early as ReturnType<typeof code> | undefined) ?? code(kind)).then(
    (m) => {
      // Painted already: let that frame go out before the code renders over it.
      if (shown?.painted) requestAnimationFrame(() => setTimeout(live, 0, m));
      else {
        shown?.drop();
        live(m);
      }
    },
    (e) => {
      if (dead) return;
      shown?.destroy(); // controls that would do nothing
      unreserve();
      warn(o.payload.id, e);
    },
  );
  return {
    destroy() {
      dead = true;
      unreserve();
      inner?.destroy();
      shown?.destroy();
    },
  };
}

/** Placeholders waiting to near the viewport (within 200px), and what to do then. */
const near = new Map<Element, () => void>();
let io: IntersectionObserver | undefined;
const watch = (el: Element, then: () => void) => {
  // Laid out near the viewport already: at once, not after the observer's first frame.
  const r = el.getBoundingClientRect();
  if (r.width && r.top < innerHeight + 200 && r.bottom > -200) return then();
  io ||= new IntersectionObserver(
    (entries) => {
      for (const e of entries)
        if (e.isIntersecting) {
          io!.unobserve(e.target);
          near.get(e.target)?.();
          near.delete(e.target);
        }
    },
    { rootMargin: '200px' },
  );
  near.set(el, then);
  io.observe(el);
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
  let early: Promise<unknown> | undefined;
  let dead = false;
  let inner: Handle | undefined;
  watch(el, () => {
    if (Object.hasOwn(CODE, hint)) {
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
