import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { e2eOrigin } from './e2e-server';
import { expect, test } from './fixtures';

/**
 * The set-up of the script-tag embed specs (widgets-embed*.spec.ts): the real server
 * (playwright.config.ts, fresh seeded database) is the Plaudit origin; each test opens a customer
 * page on ANOTHER origin (a node:http server on 127.0.0.1 and a random port) that embeds the four
 * demo widgets of "Blue Fern Bistro".
 */

export const PLAUDIT = e2eOrigin();

export type Kind = 'teaser' | 'full_page' | 'star_snapshot' | 'location_info';
type Review = { rating: number; text: string; reviewer_name: string | null };
export type Payload = {
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
export const ID = Object.fromEntries(
  [...EXAMPLE.matchAll(/<div\b[^>]*\bdata-plaudit-widget="[^"]*"[^>]*>/g)].map(([tag]) => [
    /data-plaudit-kind="([^"]*)"/.exec(tag)![1],
    /data-plaudit-widget="([^"]*)"/.exec(tag)![1],
  ]),
) as Record<Kind, string>;
export const UNKNOWN = 'wgt_0000000000000000000000';

/**
 * The customer's Content-Security-Policy: Plaudit needs only its own origin in script-src (the
 * loader and the runtime's module chunks), connect-src (the payload fetch) and img-src (source
 * icons; data: for the page's own images). 'self' appears only for the host page's OWN files:
 * its AMD loader script and its (hostile) stylesheet. No 'unsafe-inline', no 'unsafe-eval':
 * widget CSS goes through adoptedStyleSheets and the loader reserves space through CSSOM.
 */
export const CSP = `default-src 'none'; script-src 'self' ${PLAUDIT}; connect-src ${PLAUDIT}; img-src ${PLAUDIT} data:; style-src 'self'`;

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
export function hostPage(opts: { strict: boolean; unknown?: boolean }) {
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

/**
 * The customer pages' server and the demo widgets' public payloads, for the specs' tests: its
 * fields are filled once the file's `beforeAll` ran.
 */
export function widgetsEmbedHost() {
  const t = {
    server: undefined as Server | undefined,
    host: '',
    payloads: {} as Record<Kind, Payload>,
  };

  test.beforeAll(async () => {
    const server = createServer((req, res) => {
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
    t.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const kind of Object.keys(ID) as Kind[]) {
      const res = await fetch(`${PLAUDIT}/api/public/widgets/${ID[kind]}`);
      expect(res.status, kind).toBe(200);
      t.payloads[kind] = (await res.json()) as Payload;
    }
  });

  test.afterAll(async () => {
    await new Promise((resolve) => t.server?.close(resolve));
  });

  /** Opens the plain customer page in a context of its own and waits for every widget. */
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
    await page.goto(`${t.host}/plain`);
    await allPainted(page);
    return { page, close: () => context.close() };
  }

  return Object.assign(t, { openPlain });
}

/** Console warnings and errors, uncaught errors and CSP violations of a page. */
export async function watch(page: Page) {
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
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Rewrites the public payloads on the way to the page (scheme, carousel interval). */
export async function rewritePayloads(page: Page, edit: (p: Payload) => void) {
  await page.route(`${PLAUDIT}/api/public/widgets/*`, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as Payload;
    edit(body);
    await route.fulfill({ response, json: body });
  });
}

export const SELECTOR: Record<Kind, string> = {
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
export async function allPainted(page: Page) {
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
export function hostSkeleton(page: Page, html?: string) {
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
