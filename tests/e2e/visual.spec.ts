import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * One visual language, held by screenshots: ui-kit's controls in each size and state, and five
 * main console pages at 1440 px. Animations and carets off; what depends on the day the demo
 * data was seeded (dates, charts, period figures) is masked. Run on Debian's Chromium, the
 * machine the snapshots were recorded on (`-u` re-records them after an intended change).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 } as const;

/** The gallery page bundled from the BUILT ui-kit (esbuild is ui-kit's own build tool). */
async function galleryHtml(): Promise<string> {
  const esbuild = createRequire(`${ROOT}packages/ui-kit/package.json`)(
    'esbuild',
  ) as typeof import('esbuild');
  const out = await esbuild.build({
    entryPoints: [`${ROOT}tests/e2e/ui-kit-gallery.tsx`],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = out.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
  const css = readFileSync(`${ROOT}packages/ui-kit/dist/styles.css`, 'utf8');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ui-kit</title>
<style>${css}
body { margin: 0; font-family: var(--plaudit-font); font-size: var(--plaudit-font-size); color: var(--plaudit-text); }
.gallery { padding: var(--plaudit-space-6); }
.gallery__section { margin-bottom: var(--plaudit-space-6); }
.gallery__buttons { margin-bottom: var(--plaudit-space-3); }
.gallery__row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--plaudit-space-3); margin-bottom: var(--plaudit-space-3); }
.gallery__row > .pk-input, .gallery__row > .pk-select { width: 180px; }
</style></head><body><div id="root"></div><script>${js}</script></body></html>`;
}

let html: string | null = null;
async function openGallery(page: Page, query = '') {
  html ??= await galleryHtml();
  // A page of its own on the e2e server's origin (no network: the bundle is inline).
  await page.route('**/__ui-kit-gallery*', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html! }),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/__ui-kit-gallery${query}`);
  await expect(page.getByRole('heading', { name: 'ui-kit', level: 1 })).toBeVisible();
}

const heights = (locators: Locator[]) =>
  Promise.all(locators.map(async (l) => Math.round((await l.boundingBox())!.height)));

test.describe('ui-kit', () => {
  test('every control of a size has the one height, and buttons in a group do not touch', async ({
    page,
  }) => {
    await openGallery(page);
    const bar = page.getByTestId('filter-bar');
    const controls = [
      bar.getByRole('button', { name: /Location/ }),
      bar.getByRole('button', { name: /Date range/ }),
      bar.getByRole('combobox', { name: 'Reviewer' }),
      bar.getByRole('textbox', { name: 'Search' }),
      bar.getByRole('combobox', { name: 'Rating' }),
      bar.getByRole('button', { name: 'Apply' }),
    ];
    expect(await heights(controls)).toEqual(controls.map(() => 38));
    for (const [size, px] of [
      ['sm', 32],
      ['md', 38],
      ['lg', 44],
    ] as const) {
      const row = [
        page.getByRole('button', { name: `Default ${size}` }),
        page.getByRole('textbox', { name: `Name ${size}` }),
        page.getByRole('combobox', { name: `Unit ${size}` }),
      ];
      expect(await heights(row), size).toEqual([px, px, px]);
    }
    const first = (await page.getByRole('button', { name: 'Default md' }).boundingBox())!;
    const second = (await page.getByRole('button', { name: 'Primary' }).nth(1).boundingBox())!;
    expect(second.x - (first.x + first.width)).toBe(8);
  });

  test('the controls look as recorded', async ({ page }) => {
    await openGallery(page);
    await expect(page).toHaveScreenshot('ui-kit-controls.png', { ...SHOT, fullPage: true });
  });

  test('a dialog puts Cancel before its action, with the gap', async ({ page }) => {
    await openGallery(page, '?modal');
    const dialog = page.getByRole('dialog', { name: 'Delete this filter?' });
    await expect(dialog).toBeVisible();
    const footer = dialog.locator('.pk-modal__footer').getByRole('button');
    await expect(footer).toHaveText(['Cancel', 'Delete']);
    const [cancel, remove] = [
      (await footer.nth(0).boundingBox())!,
      (await footer.nth(1).boundingBox())!,
    ];
    expect(remove.x - (cancel.x + cancel.width)).toBe(8);
    await expect(dialog).toHaveScreenshot('ui-kit-dialog.png', SHOT);
  });
});

/**
 * What changes with the day the demo data was seeded (dates, charts, period figures) and with
 * what the specs before this one wrote into the shared demo data (review cards, list rows,
 * counts, NPS answers): the frame, headings, toolbars, filter bars and card edges stay checked.
 */
function dayMasks(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.locator('.pk-daterange__value'),
    page.locator('main figure, main svg[role="img"], canvas'),
    page.locator('[data-testid$="-value"], [data-testid$="-change"]'),
    page.locator('main table tbody, main article, main dl, main li'),
    page.locator('main :text-matches("^[0-9,]+ (reviews|answers)$")'),
  ];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

const PAGES = [
  { name: 'dashboard', path: '/dashboard', heading: 'Dashboard' },
  { name: 'reviews', path: '/reviews', heading: 'Reviews' },
  { name: 'locations', path: '/settings/locations', heading: 'Locations' },
  { name: 'request-reviews', path: '/request-reviews', heading: 'Ask Tool' },
  { name: 'settings', path: '/settings', heading: 'Settings' },
] as const;

test.describe('console pages at 1440 px', () => {
  for (const p of PAGES) {
    test(`${p.name} looks as recorded`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, 'admin@demo.test', p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await settle(page);
      // A list's rows (and a table's column widths) follow what earlier specs wrote into the
      // shared demo data: the shot ends above the first list, checking the frame, the page's
      // header, toolbar and filters.
      const lists = page.locator('main table, main article');
      const top = (await lists.count()) > 0 ? await lists.first().boundingBox() : null;
      await expect(page).toHaveScreenshot(`page-${p.name}.png`, {
        ...SHOT,
        mask: dayMasks(page),
        ...(top ? { clip: { x: 0, y: 0, width: 1440, height: Math.floor(top.y) } } : {}),
      });
    });
  }
});

test.describe('one set of words and formats', () => {
  test('dates read one way on the pages that list them', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const MEDIUM_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}(, \d{1,2}:\d{2}\s[AP]M)?$/;
    for (const path of ['/reviews', '/request-reviews']) {
      await page.goto(path);
      const times = page.locator('main time');
      await expect(times.first()).toBeVisible();
      const texts = (await times.allInnerTexts()).map((t) => t.trim());
      expect(
        texts.filter((t) => !MEDIUM_DATE.test(t)),
        path,
      ).toEqual([]);
    }
  });

  test("the partner's Dashboard opens the accounts dashboard", async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts Dashboard');
  });
});
