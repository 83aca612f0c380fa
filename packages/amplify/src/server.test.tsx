import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { destroy, mount } from './index';
import { sampleFullPage, sampleStarSnapshot, sampleTeaser, sampleWidgets } from './sample-widgets';
import { renderWidgetHtml, renderWidgetInner } from './server';

// Preact's hooks flush effects after a frame, or after a 35 ms timer that calls
// cancelAnimationFrame: let that timer run while this file's jsdom globals still exist.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const el of hosts.splice(0)) {
    destroy(el);
    el.remove();
  }
});

/** A page's server-rendered widget (what a declarative shadow root gives the browser). */
function serverRendered(payload = sampleStarSnapshot, live = false) {
  const el = document.createElement('div');
  el.setAttribute('data-plaudit-widget', payload.id);
  el.attachShadow({ mode: 'open' }).innerHTML = renderWidgetInner(payload, { live });
  document.body.append(el);
  hosts.push(el);
  return el;
}

describe('renderWidgetHtml', () => {
  it('renders every kind with its styles into a declarative shadow root, without script', () => {
    for (const payload of Object.values(sampleWidgets)) {
      const html = renderWidgetHtml(payload);
      expect(html).toMatch(
        /^<div data-plaudit-widget="[^"]+" data-plaudit-kind="\w+"><template shadowrootmode="open"><style data-plaudit-ssr>/,
      );
      expect(html).toMatch(/<\/template><\/div>$/);
      expect(html).not.toMatch(/<script|\son\w+=/i);
    }
  });

  it('star snapshot: the same texts as the script widget', () => {
    const html = renderWidgetHtml(sampleStarSnapshot);
    expect(html).toContain('>4.63</span>');
    expect(html).toContain('1,284 reviews');
    expect(html).toContain('aria-label="Rated 4.63 out of 5"');
    expect(html).toContain('href="https://bluefernbistro.example/reviews"');
  });

  it('says what the figures cover: the locations, the sources when limited, all time', () => {
    expect(renderWidgetHtml(sampleStarSnapshot)).toContain(
      'part="scope">All 12 locations · all time</span>',
    );
    const one = structuredClone(sampleFullPage);
    one.data.summary.scope = {
      all_locations: false,
      locations: 1,
      location_name: 'Blue Fern Capitol Hill',
      sources: ['Yelp', 'Google'],
    };
    expect(renderWidgetHtml(one)).toContain(
      'part="scope">Blue Fern Capitol Hill · Yelp, Google · all time</span>',
    );
    one.settings = { ...one.settings, language: 'de' };
    one.data.summary.scope = {
      all_locations: false,
      locations: 3,
      location_name: null,
      sources: [],
    };
    expect(renderWidgetHtml(one)).toContain('part="scope">3 Standorte · seit Beginn</span>');
    // A payload from before the scope was sent shows no scope line.
    const old = structuredClone(sampleStarSnapshot);
    delete old.data.summary.scope;
    expect(renderWidgetHtml(old)).not.toContain('part="scope"');
  });

  it('escapes every text of the payload', () => {
    const evil = '<script>alert(1)</script></template>"&';
    const payload = structuredClone(sampleTeaser);
    payload.id = 'wgt_"><script>';
    payload.data.reviews[0]!.text = evil;
    payload.data.reviews[0]!.reviewer_name = evil;
    const html = renderWidgetHtml(payload);
    expect(html).not.toContain('<script');
    expect(html.match(/<\/template>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script>alert(1)&lt;/script>&lt;/template>&quot;&amp;');
    expect(html).toContain('data-plaudit-widget="wgt_&quot;&gt;&lt;script&gt;"');
  });

  it('leaves out the controls that need script (carousel buttons, "Show more")', () => {
    expect(renderWidgetHtml(sampleTeaser)).not.toContain('<button');
    expect(renderWidgetHtml(sampleFullPage)).not.toContain('<button');
  });

  it('live: renders those controls too, as the script widget first paints them', () => {
    expect(renderWidgetHtml(sampleTeaser, { live: true })).toContain('part="button next"');
    expect(renderWidgetHtml(sampleFullPage, { live: true })).toContain('<button');
    expect(renderWidgetHtml(sampleFullPage, { live: true })).not.toMatch(/<script|\son\w+=/i);
  });
});

describe('mount() over a server-rendered widget', () => {
  it('upgrades it in place: the same container, no duplicate, the server styles dropped', async () => {
    const el = serverRendered(sampleTeaser);
    const root = el.shadowRoot!;
    const container = root.querySelector('[part=widget]');
    const section = root.querySelector('[part~="root"]');
    const firstCard = root.querySelector('[part=card]');
    expect(root.querySelector('style[data-plaudit-ssr]')).not.toBeNull();
    const h = mount(el, { payload: sampleTeaser });
    // Until the kind's code has painted, the server markup stays on screen, with its CSS alone
    // (styles set now would replace a stylesheet the loader adopted for a frame: a layout shift).
    expect(root.querySelector('[part=card]')).toBe(firstCard);
    expect(
      [...root.querySelectorAll('style')].map((s) => s.hasAttribute('data-plaudit-ssr')),
    ).toEqual([true]);
    expect(await h.ready).toBe(true);
    expect(el.shadowRoot).toBe(root);
    expect(root.querySelectorAll('[part=widget]')).toHaveLength(1);
    expect(root.querySelector('[part=widget]')).toBe(container);
    expect(root.querySelectorAll('[part~="root"]')).toHaveLength(1);
    expect(root.querySelector('[part~="root"]')).toBe(section); // elements reused, not redrawn
    expect(root.querySelector('style[data-plaudit-ssr]')).toBeNull();
    // Now interactive: the carousel's controls are there.
    expect(root.querySelector('button[part~="next"]')).not.toBeNull();
  });

  it('a carousel upgraded while focus is already on its controls does not rotate', async () => {
    const el = serverRendered(sampleTeaser, true);
    const root = el.shadowRoot!;
    const rotation = root.querySelector<HTMLButtonElement>('button[part~="rotation"]')!;
    rotation.focus(); // a visitor tabbed in before the widget's code arrived
    expect(root.activeElement).toBe(rotation);
    expect(await mount(el, { payload: sampleTeaser }).ready).toBe(true);
    await new Promise((r) => setTimeout(r, 60)); // Preact flushes effects after a 35 ms timer
    expect(root.activeElement).toBe(root.querySelector('button[part~="rotation"]'));
    // Stopped while focus is inside: the slides are a polite live region.
    expect(root.querySelector('#slides')?.getAttribute('aria-live')).toBe('polite');
  });
});
