import type { Page } from '@playwright/test';
import { overflow } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const PHONE = 390;

/** Every element the locator finds lies whole within the phone's width. */
async function expectAllWithinWidth(page: Page, selector: string, count: number) {
  const boxes = page.locator(selector);
  await expect(boxes).toHaveCount(count);
  for (const box of await boxes.all()) {
    await expect(box).toBeVisible();
    const b = (await box.boundingBox())!;
    expect(b.x, await box.getAttribute('aria-label')).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, await box.getAttribute('aria-label')).toBeLessThanOrEqual(PHONE);
  }
}

test.describe('the public review-request pages on a phone', () => {
  test('every type of answer page fits 390 px with all its answers on screen, and so does the thanks page', async ({
    page,
  }) => {
    // The links an admin copies from a location's Landing Pages tab.
    await signIn(page, 'admin@demo.test', '/settings/locations/1/details');
    const links = page.getByRole('tabpanel', { name: 'Landing Pages' }).getByRole('link');
    await expect(links).toHaveCount(6);
    const paths = (await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      .map((href) => new URL(href).pathname)
      .sort();
    expect(paths.map((p) => p.split('/').pop())).toEqual([
      'faces',
      'kiosk',
      'nps',
      'review',
      'stars',
      'thumbs',
    ]);
    await page.context().clearCookies();
    await page.setViewportSize({ width: PHONE, height: 844 });

    const answers: Record<string, number> = { nps: 11, stars: 5, thumbs: 2, faces: 5 };
    const pages = [...paths, paths.find((p) => p.endsWith('/kiosk'))! + '?type=stars'];
    for (const path of pages) {
      await page.goto(path);
      const kind = path.endsWith('?type=stars') ? 'stars' : path.split('/').pop()!;
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect(await overflow(page), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE,
      );
      if (kind === 'review') {
        // The review page offers the location's review sites.
        const sites = await page.getByRole('main').getByRole('link').count();
        expect(sites).toBeGreaterThan(0);
        await expectAllWithinWidth(page, 'main a', sites);
      } else {
        // The kiosk asks with faces unless its link says otherwise.
        await expectAllWithinWidth(page, 'form button[name="score"]', answers[kind] ?? 5);
      }
    }

    // The stars read as stars and as words; one tap answers, and the thanks page fits too.
    const stars = paths.find((p) => p.endsWith('/stars'))!;
    await page.goto(stars);
    await expect(page.getByRole('button', { name: '4 stars' })).toContainText('4 stars');
    await page.getByRole('button', { name: '5 stars' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
