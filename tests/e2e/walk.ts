import type { Page } from '@playwright/test';
import { overflow } from './fits-width';
import { expect } from './fixtures';
import { htmlcsErrors } from './htmlcs';
import { signIn } from './sign-in';

/**
 * The walk of every navigation item (and every settings page the navigation's Settings opens)
 * as one user, at 1440 and 390 px: no request fails, nothing is wider than the window,
 * HTML_CodeSniffer (pa11y's WCAG 2 AA) finds no error, and each page's title is the item that
 * opened it. HTML_CodeSniffer runs at 1440 px; the same load is then narrowed to 390 px (the
 * console follows a resize, as on a turned phone). console-walk.spec.ts walks as an
 * administrator, a partner and a Read Only user; console-billing.spec.ts as the ended trial,
 * before its admin upgrades.
 */

type Target = { label: string; href: string };

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** The navigation's links (label and address), then the settings pages' links. */
async function targetsOf(page: Page): Promise<Target[]> {
  await page.setViewportSize(WIDE);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  const links = (sel: ReturnType<Page['locator']>) =>
    sel.evaluateAll((as) =>
      as.map((a) => {
        const copy = a.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return {
          label: (a.getAttribute('aria-label') ?? copy.textContent ?? '').trim(),
          href: a.getAttribute('href') ?? '',
        };
      }),
    );
  const found = await links(nav.locator('a'));
  if (found.some((t) => t.href === '/settings')) {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await links(page.locator('main .card-grid a'))));
  }
  const seen = new Set<string>();
  // The brand's link home ('/') goes to the start page, which its own item opens.
  return found.filter(
    (t) => t.href.startsWith('/') && t.href !== '/' && !seen.has(t.href) && seen.add(t.href),
  );
}

/** Records every failed request (4xx, 5xx or a network error) with the page that made it. */
function watchRequests(page: Page, failed: string[], where: { href: string }) {
  page.on('response', (r) => {
    if (r.status() >= 400)
      failed.push(
        `${where.href}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`,
      );
  });
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    // A request the browser dropped because the page moved on is not a failure.
    if (!reason.includes('ERR_ABORTED'))
      failed.push(`${where.href}: ${reason} ${r.method()} ${new URL(r.url()).pathname}`);
  });
}

/** The page as a user reads it: its title shown, loading placeholders gone, data arrived. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** How far the page is wider than the window once the layout followed a resize (0: fits). */
async function overflowAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  let extra = 0;
  await expect
    .poll(async () => (extra = await overflow(page)), { timeout: 5_000 })
    .toBeLessThanOrEqual(0)
    .catch(() => undefined);
  return extra;
}

export type Figures = { hrefs: string[]; problems: string[] };

export async function walk(
  page: Page,
  email: string,
  opts: { ended?: boolean } = {},
): Promise<Figures> {
  const failed: string[] = [];
  const where = { href: '/' };
  watchRequests(page, failed, where);
  await signIn(page, email);
  const targets = await targetsOf(page);
  expect(targets.length, `${email}: navigation items`).toBeGreaterThan(opts.ended ? 3 : 5);
  const problems: string[] = [];
  for (const t of targets) {
    where.href = t.href;
    await page.setViewportSize(WIDE);
    await page.goto(t.href);
    await settle(page);
    const title = (
      (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? ''
    ).trim();
    if (opts.ended) {
      // An ended trial's every page is billing, saying why; nothing it asks for is refused.
      if (new URL(page.url()).pathname !== '/settings/billing/edit')
        problems.push(`${t.href}: opened ${page.url()}, not billing`);
    } else if (
      !t.href.startsWith('/settings/') &&
      !title.toLowerCase().includes(t.label.toLowerCase())
    ) {
      // A navigation item opens the page it names (a settings card's text is a description).
      problems.push(`${t.href}: the item "${t.label}" opens a page titled "${title}"`);
    }
    const wide = await overflowAt(page, WIDE);
    if (wide > 0) problems.push(`${t.href} at 1440 px: ${wide} px too wide`);
    // The ended trial's pages are all the billing page: checked once.
    if (!opts.ended || t === targets[0])
      for (const e of await htmlcsErrors(page)) problems.push(`${t.href}: ${e}`);
    const narrow = await overflowAt(page, NARROW);
    if (narrow > 0) problems.push(`${t.href} at 390 px: ${narrow} px too wide`);
  }
  problems.push(...failed);
  return { hrefs: targets.map((t) => t.href), problems };
}
