import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * HTML_CodeSniffer (what pa11y runs), WCAG 2 AA, over the console's main pages as an
 * administrator and over /login: no error-level message (type 1). Warnings and notices need a
 * person's judgement and are not counted. Injected with `addScriptTag({ path })`, so the pages'
 * CSP is bypassed for this file only (the script is ours, not the page's).
 */
test.use({ bypassCSP: true });

const HTMLCS = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

type Finding = { code: string; msg: string; element: string };

/** The page's HTML_CodeSniffer errors, once its main heading is shown and its data arrived. */
async function errorsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Loading placeholders gone: the page as a user reads it.
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0, { timeout: 30_000 });
  await page.addScriptTag({ path: HTMLCS });
  // HTML_CodeSniffer 2.5.1 lacks the English texts of some messages (the autocomplete checks
  // of 1.3.5): without this it throws instead of reporting them, so they read as their codes.
  await page.evaluate(() => {
    const h = (window as unknown as { HTMLCS: { getTranslation: (k: string) => string } }).HTMLCS;
    const translate = h.getTranslation.bind(h);
    h.getTranslation = (key: string) => translate(key) ?? `${key} ({{x}}{{valuesStr}})`;
  });
  const found = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        const w = window as unknown as {
          HTMLCS: {
            process: (
              s: string,
              d: Document,
              done: () => void,
              fail: () => void,
              lang: string,
            ) => void;
            getMessages: () => { type: number; code: string; msg: string; element: Element }[];
          };
        };
        w.HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              w.HTMLCS.getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({
                  code: m.code,
                  msg: m.msg,
                  element: (m.element as Element).outerHTML?.slice(0, 160) ?? String(m.element),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed')),
          'en',
        );
      }),
  );
  return found.map((f) => `${path}: ${f.code}\n  ${f.msg}\n  ${f.element}`);
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
