// @vitest-environment jsdom
import { sampleWidgets } from '@plaudit/amplify';
import { renderWidgetHtml, renderWidgetInner } from '@plaudit/amplify/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './runtime';

// Preact's hooks flush effects after a frame, or after a 35 ms timer that calls
// cancelAnimationFrame: let that timer run while this file's jsdom globals still exist.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * core.js (src/runtime.ts): every kind is painted from the widget the server rendered into the
 * payload (`?html=1`) without Preact; the interactive kinds are then brought to life by the
 * Preact runtime.
 */
const API = 'https://plaudit.test';
type Kind = keyof typeof sampleWidgets;
/** What GET /api/public/widgets/{id}?html=1 answers (image paths relative to the API). */
const withHtml = <W extends (typeof sampleWidgets)[Kind]>(w: W) => ({
  ...w,
  html: renderWidgetInner(w, { live: true }),
});
/** What GET /embed/widgets/{id}.html answers. */
const html = (kind: Kind, patch?: (s: string) => string) => {
  const s = renderWidgetHtml(sampleWidgets[kind], { apiOrigin: API });
  return patch ? patch(s) : s;
};
const host = () => document.body.appendChild(document.createElement('div'));
const opts = (kind: Kind) => ({
  payload: withHtml(sampleWidgets[kind]),
  apiOrigin: API,
  nonce: 'n0nce',
});

/**
 * jsdom has no IntersectionObserver: this one says "near the viewport" for an element once the
 * test calls `nearViewport(el)`, or at once when `nearByDefault`.
 */
let nearByDefault = true;
const observers = new Set<{ cb: IntersectionObserverCallback; els: Set<Element> }>();
const nearViewport = (el: Element) => {
  for (const o of observers)
    if (o.els.has(el)) o.cb([{ isIntersecting: true, target: el } as never], null as never);
};
globalThis.IntersectionObserver = class {
  private o: { cb: IntersectionObserverCallback; els: Set<Element> };
  constructor(cb: IntersectionObserverCallback) {
    this.o = { cb, els: new Set() };
    observers.add(this.o);
  }
  observe(el: Element) {
    this.o.els.add(el);
    if (nearByDefault) queueMicrotask(() => nearViewport(el));
  }
  unobserve(el: Element) {
    this.o.els.delete(el);
  }
} as never;

afterEach(() => {
  nearByDefault = true;
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('core.js mount()', () => {
  it('paints a star snapshot from the payload’s html, with the CSS and the stars’ widths, asking for nothing more', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const el = host();
    mount(el, opts('star_snapshot'));
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part~="rating"]')).toBeTruthy());
    const root = el.shadowRoot!;
    expect(fetch).not.toHaveBeenCalled();
    const avg = sampleWidgets.star_snapshot.data.summary!.average!;
    expect(root.querySelector('[part~="rating"]')!.textContent).toBe(avg.toFixed(2));
    // jsdom has no constructable stylesheets: one <style> carrying the nonce, no server <style>.
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.nonce).toBe('n0nce');
    expect(styles[0]!.textContent).toContain('.snap');
    expect(root.querySelector('[data-plaudit-ssr]')).toBeNull();
    const on = root.querySelector<HTMLElement>('.on')!;
    expect(on.style.width).toBe(`${(avg / 5) * 100}%`);
  });

  it('location information is fetched again every minute and repainted when it changed', async () => {
    vi.useFakeTimers();
    let answer = html('location_info', (s) => s.replace(/Open now|Closed now/, 'STATUS CHANGED'));
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(answer));
    const el = host();
    const handle = mount(el, opts('location_info'));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part~="title"]')).not.toBeNull());
    expect(el.shadowRoot!.textContent).not.toContain('STATUS CHANGED');
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      `${API}/embed/widgets/${sampleWidgets.location_info.id}.html`,
      { credentials: 'omit', cache: 'no-cache' },
    ]);
    await vi.waitFor(() => expect(el.shadowRoot!.textContent).toContain('STATUS CHANGED'));
    answer = html('location_info', (s) => s.replace(/Open now|Closed now/, 'CHANGED AGAIN'));
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(el.shadowRoot!.textContent).toContain('CHANGED AGAIN'));
    handle.destroy();
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a payload without html (an older server) paints from /embed/widgets/{id}.html; a failed answer warns once', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(html('star_snapshot')));
    const el = host();
    mount(el, { ...opts('star_snapshot'), payload: sampleWidgets.star_snapshot });
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part~="rating"]')).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch.mockImplementation(async () => new Response('nope', { status: 404 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = host();
    mount(failed, { ...opts('star_snapshot'), payload: sampleWidgets.star_snapshot });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toContain(sampleWidgets.star_snapshot.id);
    expect(failed.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('review text in the server HTML stays text (escaped on the server, never run)', async () => {
    const evil = {
      ...sampleWidgets.location_info,
      data: {
        ...sampleWidgets.location_info.data,
        location: {
          ...sampleWidgets.location_info.data.location!,
          name: '<img src=x onerror="window.__pwned=1"> style="color:red"',
        },
      },
    };
    const el = host();
    mount(el, { ...opts('location_info'), payload: withHtml(evil) });
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part~="title"]')).not.toBeNull());
    expect(el.shadowRoot!.querySelector('img[src=x]')).toBeNull();
    expect(el.shadowRoot!.querySelector('[part~="title"]')!.textContent).toBe(
      '<img src=x onerror="window.__pwned=1"> style="color:red"',
    );
  });

  it('nothing touches the placeholder before the payload is in; it paints from it at once', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const el = host();
    el.setAttribute('data-plaudit-kind', 'star_snapshot');
    let give!: (p: ReturnType<typeof withHtml>) => void;
    const payload = new Promise<ReturnType<typeof withHtml>>((r) => {
      give = r;
    });
    mount(el, { payload, apiOrigin: API, nonce: 'n0nce' });
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot).toBeNull();
    give(withHtml(sampleWidgets.star_snapshot));
    await vi.waitFor(() =>
      expect(el.shadowRoot?.querySelector('[part~="rating"]')?.textContent).toBe(
        sampleWidgets.star_snapshot.data.summary!.average!.toFixed(2),
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('far from the viewport: the payload (data) comes at once, the teaser’s code and every paint only once near', async () => {
    nearByDefault = false;
    const loc = host();
    loc.setAttribute('data-plaudit-kind', 'location_info');
    mount(loc, {
      ...opts('location_info'),
      payload: Promise.resolve(opts('location_info').payload),
    });
    const teaser = host();
    teaser.setAttribute('data-plaudit-kind', 'teaser');
    mount(teaser, { ...opts('teaser'), payload: Promise.resolve(opts('teaser').payload) });
    await new Promise((r) => setTimeout(r, 50));
    expect(loc.shadowRoot).toBeNull();
    expect(teaser.shadowRoot).toBeNull();
    nearViewport(loc);
    await vi.waitFor(() => expect(loc.shadowRoot?.querySelector('[part~="title"]')).toBeTruthy());
    expect(teaser.shadowRoot).toBeNull();
    nearViewport(teaser);
    await vi.waitFor(
      () => expect(teaser.shadowRoot?.querySelector('button[part~="next"]')).toBeTruthy(),
      { timeout: 5000 },
    );
  });

  it('a failed payload (the loader warned) leaves the placeholder alone: no shadow root, no second warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = host();
    el.setAttribute('data-plaudit-kind', 'location_info');
    mount(el, { payload: Promise.resolve(undefined), apiOrigin: API });
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('the payload decides the kind: a wrong data-plaudit-kind still paints the right widget', async () => {
    const el = host();
    el.setAttribute('data-plaudit-kind', 'teaser');
    mount(el, {
      ...opts('star_snapshot'),
      payload: Promise.resolve(opts('star_snapshot').payload),
    });
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part~="rating"]')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot!.querySelector('.teaser')).toBeNull();
  });

  it('a teaser paints the server’s markup with its controls at once, then its code brings that markup to life in place', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const el = host();
    el.setAttribute('data-plaudit-kind', 'teaser');
    mount(el, { ...opts('teaser'), payload: Promise.resolve(opts('teaser').payload) });
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part~="root"]')).toBeTruthy());
    const painted = el.shadowRoot!.querySelector('[part~="root"]');
    const next = el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="next"]')!;
    expect(next).not.toBeNull(); // the controls hold their place before the code is in
    const count = () => el.shadowRoot!.querySelector('.count')!.textContent;
    expect(count()).toMatch(/^1 /);
    // The payload's image paths are relative to the API: the origin goes in front.
    const icons = [...el.shadowRoot!.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(icons.length).toBeGreaterThan(0);
    for (const src of icons) expect(src).toMatch(new RegExp(`^${API}/`));
    // Once the code is in, the same elements answer the buttons.
    await vi.waitFor(
      () => {
        next.click();
        expect(count()).toMatch(/^[2-9] /);
      },
      { timeout: 5000 },
    );
    expect(el.shadowRoot!.querySelector('[part~="root"]')).toBe(painted);
    // The markup's own CSS went once the widget's took over: one stylesheet, the widget's.
    expect(el.shadowRoot!.querySelectorAll('style')).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a teaser payload without html (an older server) paints from /embed/widgets/{id}.html, then its code brings it to life, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(html('teaser')));
    const el = host();
    el.setAttribute('data-plaudit-kind', 'teaser');
    mount(el, { ...opts('teaser'), payload: sampleWidgets.teaser });
    await vi.waitFor(
      () => expect(el.shadowRoot!.querySelector('button[part~="next"]')).not.toBeNull(),
      { timeout: 5000 },
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    // The CSS that HTML came with stays: the embed's Preact code carries none.
    expect(el.shadowRoot!.querySelector('style')!.textContent).toContain('.teaser{');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a teaser whose code fails to render takes its inert controls away and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = host();
    el.setAttribute('data-plaudit-kind', 'teaser');
    const broken = {
      ...withHtml(sampleWidgets.teaser),
      settings: null as never,
      data: null as never,
    };
    mount(el, { ...opts('teaser'), payload: Promise.resolve(broken) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(String(warn.mock.calls[0]![0])).toContain(sampleWidgets.teaser.id);
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
  });
});
