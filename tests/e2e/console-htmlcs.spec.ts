import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { htmlcsErrors } from './htmlcs';
import { signIn } from './sign-in';

/**
 * HTML_CodeSniffer (what pa11y runs), WCAG 2 AA, over the console's main pages as an
 * administrator and over /login: no error-level message (type 1). Warnings and notices need a
 * person's judgement and are not counted. Run through the DevTools protocol (htmlcs.ts), so the
 * pages' CSP stays as users get it.
 */

/** The page's HTML_CodeSniffer errors, once its main heading is shown and its data arrived. */
async function errorsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Loading placeholders gone: the page as a user reads it.
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0, { timeout: 30_000 });
  return (await htmlcsErrors(page)).map((f) => `${path}: ${f}`);
}

async function check(page: Page, paths: string[]) {
  const all: string[] = [];
  for (const path of paths) all.push(...(await errorsOn(page, path)));
  expect(all, all.join('\n\n')).toEqual([]);
}

test.describe('HTML_CodeSniffer WCAG 2 AA: no errors', () => {
  test('/login', async ({ page }) => {
    await check(page, ['/login']);
  });

  test('/dashboard, /reviews, /locations', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await check(page, ['/dashboard', '/reviews', '/locations']);
  });

  test('/settings/account, /request-reviews, /amplify', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await check(page, ['/settings/account', '/request-reviews', '/amplify']);
  });

  test('/visual-reports, /local-listings', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await check(page, ['/visual-reports', '/local-listings']);
  });
});
