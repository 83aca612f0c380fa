/**
 * /embed/core.js, the ES module the loader imports. It holds no Preact:
 *
 * - Kinds a visitor cannot operate (star snapshot, location information) are
 *   painted from the server-rendered widget (`/embed/widgets/{id}.html`, the
 *   zero-JS embed: same views, same CSS, escaped on the server). Location
 *   information fetches it again every minute (open now / closed now); the
 *   answer is cached 60 s with an ETag, so that is a revalidation.
 * - Interactive kinds (teaser carousel, review feed "Show more") load the
 *   Preact runtime (runtime-[hash].js, `mount()` of @plaudit/amplify) and the
 *   kind's chunk, side by side.
 * - The loader calls mount() for every placeholder, before the payload is in;
 *   core.js waits for the placeholder to near the viewport (see mount()).
 *
 * CSS goes through constructable stylesheets (strict CSP), or one `<style nonce>`
 * where they are missing; the stars' widths are set through CSSOM.
 * Imports nothing from @plaudit/amplify statically (it would pull Preact in).
 */
type Payload = { id: string; widget_type: string };
type Options = { payload: Payload; apiOrigin: string; nonce?: string };
/** What the loader passes: the widget id and its payload, usually still on its way. */
type LoaderOptions = Omit<Options, 'payload'> & {
  id?: string;
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
const get = (api: string, id: string, again?: boolean) =>
  fetch(`${api}/embed/widgets/${encodeURIComponent(id)}.html`, {
    credentials: 'omit',
    cache: again ? 'no-cache' : 'default',
  });

/**
 * Paints a still kind from the server-rendered HTML (and repaints it every `every` ms);
 * `first`: its first answer, when already asked for.
 */
function still(
  root: ShadowRoot,
  o: Options,
  every: number,
  unreserve: () => void,
  first?: Promise<Response>,
): Handle {
  let dead = false;
  let last = '';
  let uncss = unreserve;
  const paint = () => {
    const answer = first ?? get(o.apiOrigin, o.payload.id, !!last);
    first = undefined;
    return answer
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.text();
      })
      .then((html) => {
        if (dead || html === last) return;
        const t = document.createElement('template');
        // Parsed style attributes (the stars' widths) would break a CSP without 'unsafe-inline':
        // they arrive renamed and are applied through CSSOM below. The server escapes `"` in
        // every text and attribute value, so ` style="` only ever starts a real attribute.
        t.innerHTML = html.replace(/ style="/g, ' data-s="');
        // The declarative shadow root stays a <template> here: its content is the widget.
        // Anything else (a bad answer) throws a TypeError here: one warning, below.
        const inner = t.content.querySelector('template')!.content;
        const css = inner.querySelector('style')!.textContent!;
        const widget = inner.querySelector('[part=widget]')!;
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
          dead = true;
          uncss();
          warn(o.payload.id, e);
        }
      });
  };
  paint();
  const timer = every ? setInterval(paint, every) : 0;
  return {
    destroy() {
      dead = true;
      clearInterval(timer);
      root.replaceChildren();
      uncss();
    },
  };
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

/** Paints a widget whose payload is at hand; `early`: what was fetched for its kind already. */
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
  if (Object.hasOwn(STILL_KINDS, kind))
    return still(root, o, STILL_KINDS[kind]!, unreserve, early as Promise<Response> | undefined);
  let dead = false;
  let inner: Handle | undefined;
  ((early as ReturnType<typeof code> | undefined) ?? code(kind)).then(
    (m) => {
      if (dead) return;
      inner = m.mount(el, o as never); // reserves the kind's space inside the shadow root
      unreserve();
    },
    (e) => {
      if (dead) return;
      unreserve();
      warn(o.payload.id, e);
    },
  );
  return {
    destroy() {
      dead = true;
      unreserve();
      inner?.destroy();
    },
  };
}

/** Placeholders waiting to near the viewport (within 200px), and what to do then. */
const near = new Map<Element, () => void>();
let io: IntersectionObserver | undefined;
const watch = (el: Element, then: () => void) => {
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
 * What the loader calls for every placeholder, with the payload still on its way (a promise;
 * undefined when that failed: the loader has warned). Data comes at once, code once the
 * placeholder nears the viewport:
 * - a still kind named by `data-plaudit-kind` has its server HTML asked for now, like the
 *   payload (it is that widget's data), and painted when the placeholder nears the viewport;
 * - an interactive kind has the Preact runtime and its chunk fetched then, side by side.
 * The payload decides the kind: a wrong or missing `data-plaudit-kind` only loses the head start.
 * Nothing touches the placeholder before the payload is in. Never throws, one warning on
 * failure. The loader destroys a placeholder's widget before mounting another one there.
 */
export function mount(el: Element, o: LoaderOptions): Handle {
  const hint = el.getAttribute('data-plaudit-kind') ?? '';
  const id = o.id ?? (o.payload as Payload).id;
  let early: Promise<unknown> | undefined = Object.hasOwn(STILL_KINDS, hint)
    ? get(o.apiOrigin, id)
    : undefined;
  early?.catch(() => {}); // a failure shows once the payload says this kind is wanted
  let dead = false;
  let inner: Handle | undefined;
  watch(el, () => {
    if (Object.hasOwn(CODE, hint)) {
      early = code(hint);
      early.catch(() => {});
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
