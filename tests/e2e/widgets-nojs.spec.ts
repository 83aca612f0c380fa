import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { seriousViolations } from './axe';
import { e2eOrigin } from './e2e-server';
import { expect, test } from './fixtures';

/**
 * The zero-JS embed: a static site includes /embed/widgets/{id}.html at build time (here:
 * fetched once in beforeAll), and its page shows the star snapshot and the teaser with
 * JavaScript switched off, styled and axe-clean. A second page adds the loader, which
 * upgrades the server-rendered widgets in place.
 */

const PLAUDIT = e2eOrigin();
const EXAMPLE = readFileSync(
  new URL('../../examples/script-tag/index.html', import.meta.url),
  'utf8',
);
const idOf = (kind: string) =>
  new RegExp(`data-plaudit-widget="([^"]*)"[^>]*data-plaudit-kind="${kind}"`).exec(EXAMPLE)![1]!;
const STAR = idOf('star_snapshot');
const TEASER = idOf('teaser');

let server: Server;
let HOST = '';
const snippet: Record<string, string> = {};

function hostPage(withLoader: boolean) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Blue Fern Bistro</title>
${withLoader ? `<script async src="${PLAUDIT}/embed/loader.js"></script>` : ''}
</head><body><main>
<h1>Blue Fern Bistro</h1>
<h2>Our rating</h2>
${snippet.star}
<h2>What guests say</h2>
${snippet.teaser}
<p id="outro">Thank you for dining with us.</p>
</main></body></html>`;
}

test.beforeAll(async () => {
  // "Build time": the static site fetches the snippets once.
  for (const [name, id] of [
    ['star', STAR],
    ['teaser', TEASER],
  ] as const) {
    const res = await fetch(`${PLAUDIT}/embed/widgets/${id}.html`);
    expect(res.status, name).toBe(200);
    snippet[name] = await res.text();
  }
  server = createServer((req, res) => {
    const page =
      req.url === '/static' ? hostPage(false) : req.url === '/upgrade' ? hostPage(true) : null;
    if (!page) return void res.writeHead(404).end();
    // The static page allows no script at all.
    const csp =
      req.url === '/static'
        ? { 'Content-Security-Policy': "script-src 'none'; img-src * data:" }
        : {};
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...csp }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${HOST}/static`);
  return { context, page };
}

test('without JavaScript: the star snapshot and the teaser show, styled', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  try {
    const star = page.locator(`[data-plaudit-widget="${STAR}"]`);
    await expect(star.locator('[part="rating"]')).toHaveText(/^\d\.\d\d$/);
    await expect(star.locator('[part="count"]')).toHaveText(/^[\d,]+ reviews$/);
    await expect(star.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    // The widget's own CSS applies inside its shadow root: a box with a border, a big average.
    await expect(star.locator('[part~="root"]')).toHaveCSS('border-top-style', 'solid');
    await expect(star.locator('[part="rating"]')).toHaveCSS('font-weight', '700');
    await expect(star.locator('[part="rating"]')).toHaveCSS('font-size', '30px');

    const teaser = page.locator(`[data-plaudit-widget="${TEASER}"]`);
    await expect(teaser.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
    await expect(teaser.locator('[part="card"]').first()).toBeVisible();
    await expect(teaser.locator('[part="card"]').first()).toHaveCSS('border-top-style', 'solid');
    // Only the first slide shows; no button that would need script.
    await expect(teaser.locator('[part="slide"]:visible')).toHaveCount(1);
    await expect(teaser.getByRole('button')).toHaveCount(0);
    await expect(page.locator('#outro')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the no-script page: axe finds nothing serious', async ({ page }) => {
  // axe needs timers, which a context without JavaScript does not run: it runs here through
  // the DevTools protocol on the same page, which holds no script (and its CSP allows none).
  await page.goto(`${HOST}/static`);
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  await expect(page.locator('[part="rating"]')).toBeVisible();
  await expect(page.locator('[part="card"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('with the loader: the server-rendered widgets are upgraded in place', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'warning' && errors.push(m.text()));
  await page.goto(`${HOST}/upgrade`);
  const teaser = page.locator(`[data-plaudit-widget="${TEASER}"]`);
  // The carousel's controls appear once the runtime has painted: it is interactive now.
  await expect(teaser.getByRole('button', { name: 'Next review' })).toBeVisible();
  const state = await page.evaluate(
    (ids) =>
      ids.map((id) => {
        const root = document.querySelector(`[data-plaudit-widget="${id}"]`)!.shadowRoot!;
        return {
          containers: root.querySelectorAll('[part=widget]').length,
          roots: root.querySelectorAll('[part~=root]').length,
          serverStyles: root.querySelectorAll('style[data-plaudit-ssr]').length,
          sheets: root.adoptedStyleSheets.length > 0,
        };
      }),
    [STAR, TEASER],
  );
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          document
            .querySelector(`[data-plaudit-widget="${id}"]`)!
            .shadowRoot!.querySelectorAll('style[data-plaudit-ssr]').length,
        STAR,
      ),
    )
    .toBe(0);
  for (const s of state) expect(s).toMatchObject({ containers: 1, roots: 1, sheets: true });
  await teaser.getByRole('button', { name: 'Next review' }).click();
  await expect(teaser.getByText(/^2 of \d+$/)).toBeVisible();
  const star = page.locator(`[data-plaudit-widget="${STAR}"]`);
  await expect(star.locator('[part="rating"]')).toHaveCSS('font-size', '30px');
  expect(errors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
