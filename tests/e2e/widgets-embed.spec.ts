import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { e2eOrigin } from './e2e-server';
import { expect, test } from './fixtures';

/**
 * The script-tag embed end to end: the real server (playwright.config.ts, fresh seeded
 * database) is the Plaudit origin; each test starts a customer page on ANOTHER origin (a node:http
 * server on 127.0.0.1 and a random port) that embeds the four demo widgets of "Blue Fern Bistro".
 * Build first (`pnpm run build` at the root) so /embed/* is served from apps/loader/dist/embed.
 */

const PLAUDIT = e2eOrigin();
const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

type Kind = 'teaser' | 'full_page' | 'star_snapshot' | 'location_info';
type Review = { rating: number; text: string; reviewer_name: string | null };
type Payload = {
  id: string;
  widget_type: Kind;
  settings: { layout: { page_size: number; interval_seconds: number }; theme: { scheme: string } };
  data: {
    reviews: Review[];
    summary: { average: number; count: number };
    location: { name: string; address_lines: string[] };
  };
};

// The demo widget ids, as the example page names them (apps/loader/src/example-page.test.ts
// checks them against the seed).
const EXAMPLE = readFileSync(
  new URL('../../examples/script-tag/index.html', import.meta.url),
  'utf8',
);
const ID = Object.fromEntries(
  [...EXAMPLE.matchAll(/<div\b[^>]*\bdata-plaudit-widget="[^"]*"[^>]*>/g)].map(([tag]) => [
    /data-plaudit-kind="([^"]*)"/.exec(tag)![1],
    /data-plaudit-widget="([^"]*)"/.exec(tag)![1],
  ]),
) as Record<Kind, string>;
const UNKNOWN = 'wgt_0000000000000000000000';

/**
 * The customer's Content-Security-Policy: Plaudit needs only its own origin in script-src (the
 * loader and the runtime's module chunks), connect-src (the payload fetch) and img-src (source
 * icons; data: for the page's own images). 'self' appears only for the host page's OWN files:
 * its AMD loader script and its (hostile) stylesheet. No 'unsafe-inline', no 'unsafe-eval':
 * widget CSS goes through adoptedStyleSheets and the loader reserves space through CSSOM.
 */
const CSP = `default-src 'none'; script-src 'self' ${PLAUDIT}; connect-src ${PLAUDIT}; img-src ${PLAUDIT} data:; style-src 'self'`;

const HOSTILE_CSS = `* { all: unset; color: red !important; font-size: 40px !important; display: inline !important;
  font-family: "Comic Sans MS", cursive !important; line-height: 3 !important; }
div { padding: 7px; text-transform: uppercase; letter-spacing: 3px; text-align: right; }
button { display: none !important; }
svg, img { width: 300px !important; height: 300px !important; }
section, p, a, span { visibility: visible; opacity: 1; background: yellow !important; }`;

// A CMS page's AMD loader: a UMD bundle would call it instead of running (and here, throw).
const AMD_JS = `window.define = function () { throw new Error('AMD define called by a widget script'); };
window.define.amd = { jQuery: true };`;

/** The customer page. `strict`: CSP + hostile CSS + AMD + the loader twice. */
function hostPage(opts: { strict: boolean; unknown?: boolean }) {
  const loader = `<script async src="${PLAUDIT}/embed/loader.js"></script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Blue Fern Bistro</title>
${opts.strict ? `<link rel="stylesheet" href="/hostile.css">\n<script src="/amd.js"></script>\n${loader}\n` : ''}${loader}
</head><body>
<main>
<h1 id="title">Blue Fern Bistro</h1>
<p id="intro">Seasonal plates and <a href="#visit">a table waiting for you</a>.</p>
<h2>What guests say</h2>
<div id="teaser" data-plaudit-widget="${ID.teaser}" data-plaudit-kind="teaser"></div>
<h2>Our rating</h2>
<div id="star" data-plaudit-widget="${ID.star_snapshot}"></div>
${opts.unknown ? `<div id="unknown" data-plaudit-widget="${UNKNOWN}" data-plaudit-kind="teaser"></div>\n` : ''}<p id="between">Text between the widgets stays as it is.</p>
<h2 id="visit">Visit us</h2>
<div id="location" data-plaudit-widget="${ID.location_info}" data-plaudit-kind="location_info"></div>
<h2>All reviews</h2>
<div id="feed" data-plaudit-widget="${ID.full_page}"></div>
<p id="outro">Thank you for dining with us.</p>
</main>
</body></html>`;
}

let server: Server;
let HOST = '';
const payloads = {} as Record<Kind, Payload>;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const strict = url.pathname === '/strict';
    const headers: Record<string, string> = strict ? { 'Content-Security-Policy': CSP } : {};
    const send = (type: string, body: string, extra: Record<string, string> = {}) =>
      res.writeHead(200, { 'Content-Type': type, ...extra }).end(body);
    if (strict || url.pathname === '/plain')
      return send(
        'text/html; charset=utf-8',
        hostPage({ strict, unknown: url.searchParams.has('unknown') }),
        headers,
      );
    if (url.pathname === '/star-only')
      return send(
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rating</title>
<script async src="${PLAUDIT}/embed/loader.js"></script></head><body><main><h1>Our rating</h1>
<div id="star" data-plaudit-widget="${ID.star_snapshot}" data-plaudit-kind="star_snapshot"></div></main></body></html>`,
        { 'Content-Security-Policy': CSP },
      );
    if (url.pathname === '/below-fold')
      return send(
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Below the fold</title>
<link rel="icon" href="data:,"><script async src="${PLAUDIT}/embed/loader.js"></script></head><body><main><h1>Blue Fern Bistro</h1>
<div id="spacer" style="height: 4000px"></div>
<div id="star" data-plaudit-widget="${ID.star_snapshot}" data-plaudit-kind="star_snapshot"></div>
<div id="teaser" data-plaudit-widget="${ID.teaser}" data-plaudit-kind="teaser"></div></main></body></html>`,
      );
    if (url.pathname === '/slow-css')
      return send(
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slow stylesheet</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/slow.css">
<script async src="${PLAUDIT}/embed/loader.js"></script></head><body><main><h1>Our rating</h1>
<div id="star" data-plaudit-widget="${ID.star_snapshot}" data-plaudit-kind="star_snapshot"></div>
<p id="after">Text below the widget.</p></main></body></html>`,
      );
    if (url.pathname === '/slow.css') {
      // Arrives well after the loader has run: the page's own reservation comes late.
      setTimeout(() => send('text/css', '#star { min-height: 112px; }'), 400);
      return;
    }
    if (url.pathname === '/hostile.css') return send('text/css', HOSTILE_CSS);
    if (url.pathname === '/amd.js') return send('text/javascript', AMD_JS);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const kind of Object.keys(ID) as Kind[]) {
    const res = await fetch(`${PLAUDIT}/api/public/widgets/${ID[kind]}`);
    expect(res.status, kind).toBe(200);
    payloads[kind] = (await res.json()) as Payload;
  }
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Console warnings and errors, uncaught errors and CSP violations of a page. */
async function watch(page: Page) {
  const log = { warnings: [] as string[], errors: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'warning') log.warnings.push(m.text());
    if (m.type() === 'error') log.errors.push(m.text());
  });
  page.on('pageerror', (e) => log.errors.push(`uncaught: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    );
  });
  return log;
}
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Rewrites the public payloads on the way to the page (scheme, carousel interval). */
async function rewritePayloads(page: Page, edit: (p: Payload) => void) {
  await page.route(`${PLAUDIT}/api/public/widgets/*`, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as Payload;
    edit(body);
    await route.fulfill({ response, json: body });
  });
}

const SELECTOR: Record<Kind, string> = {
  teaser: '#teaser',
  star_snapshot: '#star',
  location_info: '#location',
  full_page: '#feed',
};

/**
 * Brings each placeholder near the viewport, as a visitor scrolling down would (each holds its
 * kind's reserved space, so on a short viewport the last ones start below the fold and paint
 * only once near), and waits for its widget.
 */
async function allPainted(page: Page) {
  for (const sel of Object.values(SELECTOR)) {
    await page.locator(sel).scrollIntoViewIfNeeded();
    await expect(page.locator(`${sel} [part~="root"]`), sel).toBeVisible();
  }
}

/**
 * The page's own DOM as a list of "tag attrs | own text" lines, for comparison with the HTML the
 * host served. An empty `style=""` on a placeholder is ignored (the loader reserved space there
 * through CSSOM and released it); any other change to the host's elements shows.
 */
function hostSkeleton(page: Page, html?: string) {
  return page.evaluate((source) => {
    const root = source
      ? new DOMParser().parseFromString(source, 'text/html').documentElement
      : document.documentElement;
    return [root, ...root.querySelectorAll('*')].map((el) => {
      const attrs = [...el.attributes]
        .filter((a) => !(a.name === 'style' && a.value === ''))
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ');
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim())
        .join('');
      return `${el.tagName} ${attrs} | ${text}`;
    });
  }, html);
}

test('strict CSP, hostile CSS, AMD and the loader twice on another origin: all four kinds render', async ({
  page,
}) => {
  const log = await watch(page);
  const payloadRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/public/widgets/')) payloadRequests.push(r.url());
  });
  const response = await page.goto(`${HOST}/strict`);
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await allPainted(page);

  // Star Snapshot: the average (2 decimals) and the count of the public payload.
  const star = payloads.star_snapshot.data.summary;
  await expect(page.locator('#star [part~="rating"]')).toHaveText(star.average.toFixed(2));
  await expect(page.locator('#star [part~="count"]')).toHaveText(
    `${star.count.toLocaleString('en-US')} reviews`,
  );
  await expect(page.locator('#star').getByRole('link', { name: 'Read our reviews' })).toBeVisible();

  // Testimonial Carousel: a pause control, previous/next, one slide per featured review.
  const teaser = page.locator('#teaser');
  const reviews = payloads.teaser.data.reviews;
  await expect(teaser.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  await expect(teaser.getByRole('button', { name: 'Previous review' })).toBeVisible();
  await expect(teaser.getByRole('button', { name: 'Next review' })).toBeVisible();
  await expect(teaser.locator('[aria-roledescription="slide"]')).toHaveCount(reviews.length);
  const first = teaser.getByRole('group', { name: `1 of ${reviews.length}` });
  await expect(first).toBeVisible();
  await expect(first).toContainText(reviews[0]!.text.slice(0, 60));

  // Location Information: name and address.
  const location = payloads.location_info.data.location;
  await expect(page.locator('#location [part~="title"]')).toHaveText(location.name);
  for (const line of location.address_lines)
    await expect(page.locator('#location [part~="address"]')).toContainText(line);

  // Location Review Feed: summary and the first page of reviews.
  const feed = payloads.full_page;
  await expect(page.locator('#feed [part~="rating"]')).toHaveText(
    feed.data.summary.average.toFixed(2),
  );
  await expect(page.locator('#feed [part~="list"] > li')).toHaveCount(
    feed.settings.layout.page_size,
  );
  await expect(page.locator('#feed').getByRole('button', { name: 'Show more' })).toBeVisible();

  // Every widget in an open shadow root, mounted once although the loader ran twice.
  for (const sel of Object.values(SELECTOR)) {
    expect(await page.locator(sel).evaluate((el) => el.shadowRoot?.mode), sel).toBe('open');
    expect(
      await page
        .locator(sel)
        .evaluate((el) => el.shadowRoot?.querySelectorAll('[part~="widget"]').length),
      sel,
    ).toBe(1);
  }
  expect(await page.locator('script[src$="/embed/loader.js"]').count()).toBe(2);
  expect(payloadRequests.sort()).toEqual(
    Object.values(ID)
      .map((id) => `${PLAUDIT}/api/public/widgets/${id}?html=1`)
      .sort(),
  );

  // The host's hostile CSS reaches neither into the widgets…
  const text = page.locator('#teaser [part~="text"]').first();
  const style = await text.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, fontSize: s.fontSize, display: s.display, font: s.fontFamily };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.fontSize).toBe('15px');
  expect(style.display).not.toBe('inline');
  expect(style.font).not.toContain('Comic Sans');
  const box = await teaser.getByRole('button', { name: 'Next review' }).boundingBox();
  expect(box!.height).toBeLessThan(80);
  // …nor is the host's own content restyled or changed by ours.
  const h1 = await page
    .locator('#title')
    .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize]);
  expect(h1).toEqual(['rgb(255, 0, 0)', '40px']);
  expect(await hostSkeleton(page)).toEqual(await hostSkeleton(page, hostPage({ strict: true })));

  // A placeholder added later renders; one removed is destroyed.
  await page.evaluate((id) => {
    const el = document.createElement('div');
    el.id = 'late';
    el.setAttribute('data-plaudit-widget', id);
    document.getElementById('intro')!.after(el);
    el.scrollIntoView(); // near the viewport: painted at once (the test scrolled down above)
  }, ID.star_snapshot);
  await expect(page.locator('#late [part~="rating"]')).toHaveText(star.average.toFixed(2));
  await page.evaluate(() => {
    const el = document.getElementById('teaser')!;
    (window as unknown as { removed: Element }).removed = el;
    el.remove();
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = (window as unknown as { removed: Element }).removed.shadowRoot!;
        return root.childNodes.length + root.adoptedStyleSheets.length;
      }),
    )
    .toBe(0);

  expect(await cspViolations(page)).toEqual([]);
  expect(log.errors).toEqual([]);
  expect(log.warnings).toEqual([]);
});

test('a page with only a star snapshot loads no Preact runtime: core.js paints the server HTML under a strict CSP', async ({
  page,
}) => {
  const log = await watch(page);
  const embed: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${PLAUDIT}/embed/`)) embed.push(r.url().slice(PLAUDIT.length));
  });
  await page.goto(`${HOST}/star-only`);
  const star = page.locator('#star');
  const { average } = payloads.star_snapshot.data.summary;
  await expect(star.locator('[part~="rating"]')).toHaveText(average.toFixed(2));
  // Styled (constructable stylesheets), and the stars' fill set through CSSOM despite the CSP.
  await expect(star.locator('.snap')).toHaveCSS('display', 'inline-flex');
  const fill = await star
    .locator('.on')
    .first()
    .evaluate((el) => (el as HTMLElement).style.width);
  expect(fill).toMatch(/^[1-9]\d*(\.\d+)?%$/);
  // Painted from the payload's `html`: nothing more than the loader and core.js.
  expect(embed.sort()).toEqual(['/embed/core.js', '/embed/loader.js']);
  expect(await cspViolations(page)).toEqual([]);
  expect(log.warnings).toEqual([]);
  expect(log.errors).toEqual([]);
});

test('widgets far below the fold: their data (the payloads, with the rendered widgets) comes at once, the Preact code and every paint only when scrolled near', async ({
  page,
}) => {
  const log = await watch(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(PLAUDIT)) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(`${HOST}/below-fold`);
  const early = [
    '/embed/loader.js',
    '/embed/core.js',
    `/api/public/widgets/${ID.star_snapshot}`,
    `/api/public/widgets/${ID.teaser}`,
  ];
  await expect.poll(() => early.filter((p) => !asked.includes(p))).toEqual([]);
  // No Preact code and nothing painted until the placeholders near the viewport.
  await page.waitForTimeout(500);
  expect(asked.sort()).toEqual([...early].sort());
  expect(await page.locator('#star').evaluate((el) => el.shadowRoot)).toBeNull();
  await page.locator('#teaser').scrollIntoViewIfNeeded();
  await expect(page.locator('#star [part~="rating"]')).toHaveText(
    payloads.star_snapshot.data.summary.average.toFixed(2),
  );
  await expect(page.locator('#teaser button[part~="next"]')).toBeVisible();
  const later = asked.filter((p) => !early.includes(p));
  expect(later.filter((p) => /^\/embed\/runtime-[\w-]{8}\.js$/.test(p))).toHaveLength(1);
  // Both painted from the payloads asked for at once: no request for their HTML.
  expect(later.filter((p) => p.startsWith('/embed/widgets/'))).toEqual([]);
  expect(log.warnings).toEqual([]);
  expect(log.errors).toEqual([]);
});

test('a page stylesheet slower than the loader: the page’s own (taller) reservation holds, nothing moves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${HOST}/slow-css`);
  await expect(page.locator('#star [part~="rating"]')).toHaveText(
    payloads.star_snapshot.data.summary.average.toFixed(2),
  );
  await page.waitForTimeout(300);
  // The loader's reservation (100 px) overrode nothing of the page's: the placeholder is as tall
  // as the page reserved, with the widget painted in it, and the text below never moved.
  expect(
    await page
      .locator('#star')
      .evaluate((el) => (el as HTMLElement).getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(112);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

test('an unknown widget id logs exactly one warning and leaves the page intact', async ({
  page,
}) => {
  const log = await watch(page);
  await page.goto(`${HOST}/strict?unknown`);
  await allPainted(page);
  await expect.poll(() => log.warnings.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(log.warnings).toHaveLength(1);
  expect(log.warnings[0]).toContain(`[Plaudit] widget ${UNKNOWN} could not be shown`);
  // Nothing rendered for it, its reserved space released, the page around it as served.
  expect(await page.locator('#unknown').evaluate((el) => el.shadowRoot)).toBeNull();
  // (It named its kind: the loader reserved the teaser's height at once, and released it.)
  expect(
    await page
      .locator('#unknown')
      .evaluate((el) => [
        getComputedStyle(el).minHeight,
        (el as HTMLElement).style.getPropertyValue('--plaudit-reserve'),
        getComputedStyle(el, '::before').content,
      ]),
  ).toEqual(['0px', '', 'none']);
  expect(await hostSkeleton(page)).toEqual(
    await hostSkeleton(page, hostPage({ strict: true, unknown: true })),
  );
  // The browser's own line for the 404 response is the only error.
  expect(log.errors.filter((e) => !/Failed to load resource.*404/.test(e))).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
  passes: { id: string; nodes: { target: unknown[] }[] }[];
};

async function openPlain(
  browser: Browser,
  opts: {
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    edit?: (p: Payload) => void;
  },
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 2400 },
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: opts.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  if (opts.edit) await rewritePayloads(page, opts.edit);
  await page.goto(`${HOST}/plain`);
  await allPainted(page);
  return { page, close: () => context.close() };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations in any kind (${scheme})`, async ({
    browser,
  }) => {
    // The demo carousel is themed light on purpose: set every widget's scheme explicitly.
    // Reduced motion keeps the carousel still while axe measures contrast.
    const { page, close } = await openPlain(browser, {
      colorScheme: scheme,
      reducedMotion: 'reduce',
      edit: (p) => {
        p.settings.theme.scheme = scheme;
      },
    });
    const background = await page
      .locator('#star [part~="root"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(scheme === 'dark' ? 'rgb(22, 27, 34)' : 'rgb(255, 255, 255)');
    await page.addScriptTag({ path: AXE });
    const result = (await page.evaluate(() =>
      (
        window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }
      ).axe.run(document, { resultTypes: ['violations', 'passes'] }),
    )) as AxeResult;
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help} → ${JSON.stringify(v.nodes.map((n) => n.target))}`,
      );
    expect(serious).toEqual([]);
    // axe did look inside every shadow root (a shadow target is a list: host, then inner selector).
    const shadowHosts = new Set(
      result.passes
        .flatMap((p) =>
          p.nodes.map((n) => n.target[0]).filter((t): t is string[] => Array.isArray(t)),
        )
        .map((t) => t[0]),
    );
    expect([...shadowHosts].sort()).toEqual(Object.values(SELECTOR).sort());
    await close();
  });
}

test('reduced motion: the carousel does not rotate by itself', async ({ browser }) => {
  const n = payloads.teaser.data.reviews.length;
  const fast = (p: Payload) => {
    if (p.widget_type === 'teaser') p.settings.layout.interval_seconds = 3;
  };
  // Without a preference it rotates (so the check below can see a rotation)…
  const moving = await openPlain(browser, { reducedMotion: 'no-preference', edit: fast });
  const teaser = moving.page.locator('#teaser');
  await expect(teaser.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  await expect(teaser.getByRole('group', { name: `2 of ${n}` })).toBeVisible({ timeout: 8_000 });
  await moving.close();
  // …under reduced motion it starts stopped and stays on the first slide.
  const still = await openPlain(browser, { reducedMotion: 'reduce', edit: fast });
  const teaser2 = still.page.locator('#teaser');
  await expect(teaser2.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await still.page.waitForTimeout(4_000);
  await expect(teaser2.getByRole('group', { name: `1 of ${n}` })).toBeVisible();
  await expect(teaser2.locator('#slides')).toHaveAttribute('aria-live', 'polite');
  await still.close();
});

test('keyboard: Tab reaches the carousel controls, with a visible focus style', async ({
  browser,
}) => {
  const { page, close } = await openPlain(browser, {});
  const n = payloads.teaser.data.reviews.length;
  const focused = () =>
    page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      return {
        label: el.getAttribute('aria-label') ?? el.textContent,
        outline: `${s.outlineStyle} ${s.outlineWidth}`,
      };
    });
  const labels: string[] = [];
  for (let i = 0; i < 10 && !labels.includes('Stop automatic slide show'); i++) {
    await page.keyboard.press('Tab');
    labels.push((await focused())?.label ?? '');
  }
  expect(labels.at(-1)).toBe('Stop automatic slide show');
  expect((await focused())?.outline).toBe('solid 2px');
  // Focus inside stops the rotation (the slides become a polite live region).
  await expect(page.locator('#teaser #slides')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Tab');
  expect(await focused()).toEqual({ label: 'Previous review', outline: 'solid 2px' });
  await page.keyboard.press('Tab');
  expect(await focused()).toEqual({ label: 'Next review', outline: 'solid 2px' });
  await page.keyboard.press('Enter');
  await expect(page.locator('#teaser').getByRole('group', { name: `2 of ${n}` })).toBeVisible();
  // Without focus the same button has no outline: the style comes with focus.
  await page.locator('#title').click();
  expect(
    await page
      .locator('#teaser')
      .getByRole('button', { name: 'Next review' })
      .evaluate((el) => getComputedStyle(el).outlineStyle),
  ).toBe('none');
  await close();
});

test('the example customer page at /examples/script-tag/ renders all four kinds', async ({
  page,
}) => {
  const log = await watch(page);
  await page.goto('/examples/script-tag/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const kind of ['star_snapshot', 'teaser', 'full_page', 'location_info'] as const) {
    const host = page.locator(`[data-plaudit-widget="${ID[kind]}"]`);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('[part~="root"]'), kind).toBeVisible();
  }
  const star = payloads.star_snapshot.data.summary;
  await expect(
    page.locator(`[data-plaudit-widget="${ID.star_snapshot}"] [part~="rating"]`),
  ).toHaveText(star.average.toFixed(2));
  await expect(
    page.locator(`[data-plaudit-widget="${ID.location_info}"] [part~="title"]`),
  ).toHaveText(payloads.location_info.data.location.name);
  expect(log.warnings).toEqual([]);
  expect(log.errors).toEqual([]);
});
