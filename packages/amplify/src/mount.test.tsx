import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { destroy, mount } from './index';
import { openAt } from './kinds/location-info';
import {
  sampleFullPage,
  sampleLocationInfo,
  sampleStarSnapshot,
  sampleTeaser,
  sampleWidgets,
} from './sample-widgets';

// Preact's hooks flush effects after a frame, or after a 35 ms timer that calls
// cancelAnimationFrame: let that timer run while this file's jsdom globals still exist.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

const hosts: HTMLElement[] = [];
function host() {
  const el = document.createElement('div');
  document.body.append(el);
  hosts.push(el);
  return el;
}
afterEach(() => {
  for (const el of hosts.splice(0)) {
    destroy(el);
    el.remove();
  }
  vi.restoreAllMocks();
});

describe('mount', () => {
  it('renders every kind into an open shadow root', async () => {
    for (const payload of Object.values(sampleWidgets)) {
      const el = host();
      const h = mount(el, { payload });
      expect(await h.ready).toBe(true);
      expect(el.shadowRoot?.mode).toBe('open');
      expect(el.shadowRoot?.querySelector('[part~="root"]')).not.toBeNull();
      expect(el.childNodes).toHaveLength(0); // nothing in the light DOM
    }
  });

  it('star snapshot: average with 2 decimals, locale count, stars label and link', async () => {
    const el = host();
    await mount(el, { payload: sampleStarSnapshot }).ready;
    const root = el.shadowRoot!;
    expect(root.querySelector('[part="rating"]')?.textContent).toBe('4.63');
    expect(root.querySelector('[part="count"]')?.textContent).toBe('1,284 reviews');
    expect(root.querySelector('[part="stars"]')?.getAttribute('aria-label')).toBe(
      'Rated 4.63 out of 5',
    );
    expect(root.querySelector('a')?.getAttribute('href')).toBe(
      'https://bluefernbistro.example/reviews',
    );
  });

  it('renders review text as text, never as HTML', async () => {
    const el = host();
    await mount(el, {
      payload: {
        ...sampleFullPage,
        settings: {
          ...sampleFullPage.settings,
          layout: { ...sampleFullPage.settings.layout, page_size: 10 },
        },
      },
    }).ready;
    const root = el.shadowRoot!;
    expect(root.querySelector('.text b')).toBeNull();
    expect(root.textContent).toContain('<b>Five stars</b> & then some.');
  });

  it('full page: page_size reviews, then "Show more" adds a page', async () => {
    const el = host();
    await mount(el, { payload: sampleFullPage }).ready;
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('ol > li')).toHaveLength(3);
    (root.querySelector('button.more') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelectorAll('ol > li')).toHaveLength(6);
    expect(root.querySelectorAll('[part~="bar"]')).toHaveLength(5);
  });

  it('teaser: a carousel with rotation, previous and next buttons and "n of N" slides', async () => {
    const el = host();
    await mount(el, { payload: sampleTeaser }).ready;
    const root = el.shadowRoot!;
    const section = root.querySelector('[aria-roledescription="carousel"]')!;
    expect(section.getAttribute('aria-label')).toBe('Customer reviews');
    const slides = root.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides[0]?.getAttribute('aria-label')).toBe(`1 of ${slides.length}`);
    expect(root.querySelector('.slide.on')).toBe(slides[0]);
    (root.querySelector('[part~="next"]') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector('.slide.on')).toBe(slides[1]);
    const rotation = root.querySelector('[part~="rotation"]') as HTMLButtonElement;
    expect(rotation.getAttribute('aria-label')).toBe('Stop automatic slide show');
    rotation.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(rotation.getAttribute('aria-label')).toBe('Start automatic slide show');
  });

  it('uses the widget language for texts and dates', async () => {
    const el = host();
    const payload = {
      ...sampleFullPage,
      settings: { ...sampleFullPage.settings, language: 'fr' as const },
    };
    await mount(el, { payload }).ready;
    const root = el.shadowRoot!;
    expect(root.querySelector('button.more')?.textContent).toBe('Afficher plus');
    expect(root.querySelector('time')?.textContent).toMatch(/2025/);
    expect(root.querySelector('time')?.textContent).toMatch(/mars/);
  });

  it('fetches the payload by id from the API origin', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(sampleStarSnapshot), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const el = host();
    expect(await mount(el, { widgetId: 'wgt_1', apiOrigin: 'https://api.example/' }).ready).toBe(
      true,
    );
    expect(fetchMock).toHaveBeenCalledWith('https://api.example/api/public/widgets/wgt_1', {
      credentials: 'omit',
    });
    vi.unstubAllGlobals();
  });

  it('a failure logs one warning and leaves the element empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"not found"}', { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = host();
    expect(await mount(el, { widgetId: 'nope', apiOrigin: 'https://api.example' }).ready).toBe(
      false,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(el.shadowRoot?.textContent).toBe('');
    vi.unstubAllGlobals();
  });

  it('destroy() empties the shadow root; mounting again reuses it', async () => {
    const el = host();
    const h = mount(el, { payload: sampleStarSnapshot });
    await h.ready;
    h.destroy();
    expect(el.shadowRoot?.childNodes.length ?? 0).toBeLessThanOrEqual(0);
    expect(await mount(el, { payload: sampleTeaser }).ready).toBe(true);
    expect(el.shadowRoot?.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
  });

  it('update() re-renders with a new payload', async () => {
    const el = host();
    const h = mount(el, { payload: sampleStarSnapshot });
    await h.ready;
    h.update({
      ...sampleStarSnapshot,
      data: {
        ...sampleStarSnapshot.data,
        summary: { ...sampleStarSnapshot.data.summary, count: 1 },
      },
    });
    expect(el.shadowRoot?.querySelector('[part="count"]')?.textContent).toBe('1 review');
  });
});

describe('location open status', () => {
  const loc = sampleLocationInfo.data.location!;
  // 2025-03-07 is a Friday; Los Angeles is UTC-8 then.
  const at = (iso: string) => new Date(iso);
  it('follows the hours in the location time zone', () => {
    expect(openAt(loc, at('2025-03-07T20:00:00Z'))).toBe(true); // Fri 12:00
    expect(openAt(loc, at('2025-03-07T23:00:00Z'))).toBe(false); // Fri 15:00, between ranges
    expect(openAt(loc, at('2025-03-10T20:00:00Z'))).toBe(false); // Monday: closed
  });
  it('holiday hours win over the weekday', () => {
    const closedToday = {
      ...loc,
      holiday_hours: [{ date: '2025-03-07', closed: true, hours: [] }],
    };
    expect(openAt(closedToday, at('2025-03-07T20:00:00Z'))).toBe(false);
  });
  it('handles ranges past midnight and inactive locations', () => {
    const late = {
      ...loc,
      hours: {
        ...loc.hours!,
        friday: {
          open: true,
          is_24_hours: false,
          hours: [{ open_time: '18:00', close_time: '02:00' }],
        },
      },
    };
    expect(openAt(late, at('2025-03-08T09:30:00Z'))).toBe(true); // Sat 01:30 from Friday's range
    expect(
      openAt({ ...loc, open_status: 'temporarily_inactive' }, at('2025-03-07T20:00:00Z')),
    ).toBe(false);
  });
});
