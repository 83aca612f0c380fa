import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { e2eOrigin } from './e2e-server';
import { expect, test } from './fixtures';

/**
 * Cumulative layout shift of the four script-tag widgets, from Chromium's own `layout-shift`
 * entries (PerformanceObserver, buffered, without those after recent input): on a customer page
 * whose stylesheet puts margins, borders, padding, a large line height and font size on every
 * element with `!important`, and on the example page /examples/script-tag/. The page is read once
 * every widget is painted and brought to life (the teaser and the feed by the Preact runtime) and
 * two more frames have gone out, so every shift the widgets cause is in the entries by then.
 */

const PLAUDIT = e2eOrigin();
const EXAMPLE = readFileSync(
  new URL('../../examples/script-tag/index.html', import.meta.url),
  'utf8',
);
type Kind = 'teaser' | 'full_page' | 'star_snapshot' | 'location_info';
const ID = Object.fromEntries(
  [...EXAMPLE.matchAll(/<div\b[^>]*\bdata-plaudit-widget="[^"]*"[^>]*>/g)].map(([tag]) => [
    /data-plaudit-kind="([^"]*)"/.exec(tag)![1],
    /data-plaudit-widget="([^"]*)"/.exec(tag)![1],
  ]),
) as Record<Kind, string>;
const KINDS = Object.keys(ID) as Kind[];

/** What real sites do to every element, placeholders included. */
const HOSTILE_CSS = `* { margin: 12px !important; border: 3px solid red !important; padding: 5px !important;
  line-height: 3 !important; font-size: 22px !important; font-family: Georgia, serif !important; }
div { margin: 20px 8px !important; padding: 9px !important; line-height: 4 !important; letter-spacing: 2px; }
body { max-width: 900px; }`;

/**
 * The loader as a plain script in the head: it runs before the page's first paint on every run
 * (with `async`, whether the page painted first is a race the test would inherit; the example
 * page, loaded with `async`, reserves its placeholders' space in its own CSS instead).
 */
const hostilePage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Blue Fern Bistro</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/hostile.css">
<script src="${PLAUDIT}/embed/loader.js"></script>
</head><body>
<main>
<h1>Blue Fern Bistro</h1>
<p>Seasonal plates and a table waiting for you.</p>
<div data-plaudit-widget="${ID.star_snapshot}" data-plaudit-kind="star_snapshot"></div>
<p>What guests say about us.</p>
<div data-plaudit-widget="${ID.teaser}" data-plaudit-kind="teaser"></div>
<p>Find us and our opening hours.</p>
<div data-plaudit-widget="${ID.location_info}" data-plaudit-kind="location_info"></div>
<p>All reviews.</p>
<div data-plaudit-widget="${ID.full_page}" data-plaudit-kind="full_page"></div>
<p>Thank you for dining with us.</p>
</main>
</body></html>`;

let server: Server;
let HOST = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/hostile')
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostilePage());
    if (path === '/hostile.css')
      return res.writeHead(200, { 'Content-Type': 'text/css' }).end(HOSTILE_CSS);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

type Shift = { value: number; at: number; sources: string[] };

/**
 * Loads `url` in a viewport tall enough to hold every widget (each paints at once), waits until
 * all four are painted and the teaser and the feed are live, and returns the layout shifts.
 */
async function shifts(page: Page, url: string): Promise<Shift[]> {
  await page.setViewportSize({ width: 1280, height: 3600 });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Before any of the page's scripts: every layout shift from navigation on, without recent input.
  await page.addInitScript(() => {
    const found: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const e = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        if (e.hadRecentInput) continue;
        found.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: (e.sources ?? []).map(
            (s) =>
              `${s.node instanceof Element ? s.node.outerHTML.slice(0, 50) : String(s.node?.nodeName)} y ${s.previousRect.y}+${s.previousRect.height} -> ${s.currentRect.y}+${s.currentRect.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  for (const kind of KINDS)
    await expect(
      page.locator(`[data-plaudit-widget="${ID[kind]}"] [part~="root"]`),
      kind,
    ).toBeVisible();
  // The teaser and the feed are live once the Preact runtime rendered into their container
  // (Preact keeps its vnode tree on it), over the markup painted from the server's HTML.
  for (const kind of ['teaser', 'full_page'] as const)
    await expect
      .poll(() =>
        page
          .locator(`[data-plaudit-widget="${ID[kind]}"] [part="widget"]`)
          .evaluate((el) => '__k' in el),
      )
      .toBe(true);
  // Two frames after the last change: a shift it caused has been reported by then.
  const entries = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __shifts: Shift[] }).__shifts),
          ),
        ),
      ),
  );
  expect(problems).toEqual([]);
  return entries;
}

const total = (list: Shift[]) => list.reduce((n, s) => n + s.value, 0);

test('a hostile page (margins, borders, padding, line height and font size on every element, !important): the four widgets shift it by at most 0.01', async ({
  page,
}) => {
  const list = await shifts(page, `${HOST}/hostile`);
  console.info(`CLS hostile page: ${total(list).toFixed(4)}`, JSON.stringify(list));
  expect(total(list), JSON.stringify(list, null, 1)).toBeLessThanOrEqual(0.01);
});

test('the example page /examples/script-tag/: the four widgets shift it by at most 0.01', async ({
  page,
}) => {
  const list = await shifts(page, `${PLAUDIT}/examples/script-tag/`);
  console.info(`CLS example page: ${total(list).toFixed(4)}`, JSON.stringify(list));
  expect(total(list), JSON.stringify(list, null, 1)).toBeLessThanOrEqual(0.01);
});
