// @vitest-environment jsdom
import { sampleWidgets } from '@plaudit/amplify';
import { renderWidgetHtml } from '@plaudit/amplify/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './runtime';

// Preact's hooks flush effects after a frame, or after a 35 ms timer that calls
// cancelAnimationFrame: let that timer run while this file's jsdom globals still exist.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * core.js (src/runtime.ts): the still kinds paint from the server-rendered HTML
 * without Preact; the interactive kinds go through the Preact runtime.
 */
const API = 'https://plaudit.test';
const html = (kind: keyof typeof sampleWidgets, patch?: (s: string) => string) => {
  const s = renderWidgetHtml(sampleWidgets[kind], { apiOrigin: API });
  return patch ? patch(s) : s;
};
const host = () => document.body.appendChild(document.createElement('div'));
const opts = (kind: keyof typeof sampleWidgets) => ({
  payload: sampleWidgets[kind],
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
  it('paints a star snapshot from /embed/widgets/{id}.html, with the CSS and the stars’ widths', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(html('star_snapshot')));
    const el = host();
    mount(el, opts('star_snapshot'));
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part~="rating"]')).toBeTruthy());
    const root = el.shadowRoot!;
    expect(fetch).toHaveBeenCalledWith(
      `${API}/embed/widgets/${sampleWidgets.star_snapshot.id}.html`,
      { credentials: 'omit', cache: 'default' },
    );
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
    let answer = html('location_info');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(answer));
    const el = host();
    const handle = mount(el, opts('location_info'));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part~="title"]')).not.toBeNull());
    answer = html('location_info', (s) => s.replace(/Open now|Closed now/, 'STATUS CHANGED'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![1]).toMatchObject({ cache: 'no-cache' });
    await vi.waitFor(() => expect(el.shadowRoot!.textContent).toContain('STATUS CHANGED'));
    handle.destroy();
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed HTML answer logs one warning and leaves the shadow root empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('nope', { status: 404 }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = host();
    mount(el, opts('star_snapshot'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toContain(sampleWidgets.star_snapshot.id);
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
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
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(renderWidgetHtml(evil as never, { apiOrigin: API })),
    );
    const el = host();
    mount(el, { ...opts('location_info'), payload: evil as never });
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part~="title"]')).not.toBeNull());
    expect(el.shadowRoot!.querySelector('img[src=x]')).toBeNull();
    expect(el.shadowRoot!.querySelector('[part~="title"]')!.textContent).toBe(
      '<img src=x onerror="window.__pwned=1"> style="color:red"',
    );
  });

  it('with data-plaudit-kind, the HTML is asked for beside the payload, painted once both are in', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(html('star_snapshot')));
    const el = host();
    el.setAttribute('data-plaudit-kind', 'star_snapshot');
    let give!: (p: typeof sampleWidgets.star_snapshot) => void;
    const payload = new Promise<typeof sampleWidgets.star_snapshot>((r) => {
      give = r;
    });
    mount(el, { id: sampleWidgets.star_snapshot.id, payload, apiOrigin: API, nonce: 'n0nce' });
    // Asked for at once, while the payload is still on its way: nothing painted yet.
    expect(fetch).toHaveBeenCalledWith(
      `${API}/embed/widgets/${sampleWidgets.star_snapshot.id}.html`,
      { credentials: 'omit', cache: 'default' },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot).toBeNull();
    give(sampleWidgets.star_snapshot);
    await vi.waitFor(() =>
      expect(el.shadowRoot?.querySelector('[part~="rating"]')?.textContent).toBe(
        sampleWidgets.star_snapshot.data.summary!.average!.toFixed(2),
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('far from the viewport: the still kind’s HTML (data) comes at once, the teaser’s code and every paint only once near', async () => {
    nearByDefault = false;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(html('location_info')));
    const loc = host();
    loc.setAttribute('data-plaudit-kind', 'location_info');
    mount(loc, { ...opts('location_info'), payload: Promise.resolve(sampleWidgets.location_info) });
    const teaser = host();
    teaser.setAttribute('data-plaudit-kind', 'teaser');
    mount(teaser, { ...opts('teaser'), payload: Promise.resolve(sampleWidgets.teaser) });
    expect(fetch).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(loc.shadowRoot).toBeNull();
    expect(teaser.shadowRoot).toBeNull();
    nearViewport(loc);
    await vi.waitFor(() => expect(loc.shadowRoot?.querySelector('[part~="title"]')).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1); // painted from the answer asked for at once
    expect(teaser.shadowRoot).toBeNull();
    nearViewport(teaser);
    await vi.waitFor(
      () => expect(teaser.shadowRoot?.querySelector('button[part~="next"]')).toBeTruthy(),
      { timeout: 5000 },
    );
  });

  it('a failed payload (the loader warned) leaves the placeholder alone: no shadow root, no second warning', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('nope', { status: 404 }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = host();
    el.setAttribute('data-plaudit-kind', 'location_info');
    mount(el, { id: 'wgt_unknown', payload: Promise.resolve(undefined), apiOrigin: API });
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('the payload decides the kind: a wrong data-plaudit-kind still paints the right widget', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(html('star_snapshot')));
    const el = host();
    el.setAttribute('data-plaudit-kind', 'teaser');
    mount(el, {
      id: sampleWidgets.star_snapshot.id,
      payload: Promise.resolve(sampleWidgets.star_snapshot),
      apiOrigin: API,
    });
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part~="rating"]')).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a teaser loads the Preact runtime and renders its carousel controls', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const el = host();
    el.setAttribute('data-plaudit-kind', 'teaser');
    mount(el, { ...opts('teaser'), payload: Promise.resolve(sampleWidgets.teaser) });
    await vi.waitFor(
      () => expect(el.shadowRoot!.querySelector('button[part~="next"]')).not.toBeNull(),
      { timeout: 5000 },
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
