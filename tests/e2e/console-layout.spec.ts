import { seriousViolations } from './axe';
import { overflow } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

// Every navigation and settings page fitting 1440 and 390 px, per role: console-walk.spec.ts.

test.describe('console layout', () => {
  test('navigation shows drawn icons, not letters or emoji', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/dashboard');
    const nav = page.getByRole('navigation').first();
    const dashboard = nav.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard.locator('svg')).toHaveCount(1);
    await expect(dashboard).toHaveText('Dashboard');
    await page.goto('/dashboard/keywords?dateDescriptor=twelveMonths');
    const categories = page.locator('.kw-cat__icon');
    // A data wait: the first keyword report of a fresh server computes the rollups.
    await expect(categories.first().locator('svg')).toBeVisible({ timeout: 30_000 });
    expect(await categories.allTextContents()).toEqual(
      (await categories.allTextContents()).map(() => ''),
    );
  });

  test('change figures are green up, red down, with their sign; negative reviews read the other way', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/dashboard?dateDescriptor=thirtyDays');
    for (const id of ['average-rating', 'total-reviews', 'positive-reviews', 'negative-reviews']) {
      const change = page.getByTestId(`${id}-change`).locator('.change');
      const text = (await change.textContent()) ?? '';
      const cls = (await change.getAttribute('class')) ?? '';
      const good = id === 'negative-reviews' ? '−' : '+';
      const bad = id === 'negative-reviews' ? '+' : '−';
      if (text.startsWith(good)) expect(cls, `${id} ${text}`).toContain('change--good');
      else if (text.startsWith(bad)) expect(cls, `${id} ${text}`).toContain('change--bad');
      else expect(cls, `${id} ${text}`).toMatch(/change--(flat|none)/);
      if (!cls.includes('none')) await expect(change.locator('svg')).toHaveCount(1);
    }
  });

  test('on a slow network the dashboard shows skeletons shaped like its figures, not a Loading line', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await page.route('**/api/metrics/**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.locator('.dashboard__figure .skeleton').first()).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByTestId('total-reviews-value')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.dashboard__figure .skeleton')).toHaveCount(0);
  });

  test('on a phone the filters fold behind one button and the figures come first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.test', '/dashboard');
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Date range')).toBeHidden();
    const figure = page.getByTestId('total-reviews-value');
    await expect(figure).toBeVisible();
    expect((await figure.boundingBox())!.y).toBeLessThan(844);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Date range/ }).first()).toBeVisible();

    // Reviews: status, assignee, types and search live in the same panel, counted on the button.
    await page.goto('/reviews?status=new&search_terms=great');
    await expect(page.getByRole('button', { name: /^Filters\s*2 set$/ })).toBeVisible();
  });

  test('forced colours and right-to-left: axe finds nothing serious on the main pages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.test');
    const pages = [
      '/dashboard',
      '/reviews',
      '/dashboard/locations',
      '/dashboard/local_listings',
      '/settings',
    ];
    await page.emulateMedia({ forcedColors: 'active' });
    for (const href of pages) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await seriousViolations(page, { skip: ['color-contrast'] }),
        `${href} in forced colours`,
      ).toEqual([]);
    }
    // The current page stays marked without colour (a visible edge on its link).
    await page.goto('/reviews');
    const current = page.getByRole('navigation').first().locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    expect(await current.evaluate((a) => getComputedStyle(a).borderInlineStartWidth)).not.toBe(
      '0px',
    );
    await page.emulateMedia({ forcedColors: 'none' });
    for (const href of pages) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${href} right to left`).toEqual([]);
      expect(await overflow(page), `${href} right to left`).toBeLessThanOrEqual(0);
    }
  });
});
