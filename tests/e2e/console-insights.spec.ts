import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('keywords and location performance (spec 3 sections 2.5, 2.6, 4.6)', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
  });

  test('keywords: default sort in the URL, sort, categories, open a keyword', async ({ page }) => {
    await page.goto('/dashboard/keywords');
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
    await expect(page).toHaveURL(/sort%5Bby%5D=highest_volume/);
    await expect(page.getByRole('heading', { name: 'Experience Categories' })).toBeVisible();
    // The first report after other specs' writes recomputes the rollups first: a data wait, as
    // for the keyword list below.
    await expect(page.locator('.kw-cat').first()).toContainText(/% positive mentions|0 mentions/, {
      timeout: 30_000,
    });
    const list = page.getByTestId('keyword-list');
    await expect(list.locator('li').first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^SORT BY/ }).click();
    await page.getByRole('option', { name: 'Negative first', exact: true }).click();
    await expect(page).toHaveURL(/sort%5Bby%5D=negative_ratio/);
    await expect(list.locator('li').first()).toBeVisible({ timeout: 30_000 });

    const first = list.locator('.kw-item__name').first();
    const keyword = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Keyword: ${keyword}` }),
    ).toBeVisible();
    await expect(page.locator('mark').first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('performance: groups with the previous period, target score', async ({ page }) => {
    await page.goto('/dashboard/locations');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Location Performance' }),
    ).toBeVisible();
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('img', { name: 'Gold medal, rank 1' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Groups', exact: true }).click();
    await expect(page).toHaveURL(/view=groups/);
    // The chosen view looks chosen: the pressed button is filled, the other is not.
    const groupsButton = page.getByRole('button', { name: 'Groups', exact: true });
    const locationsButton = page.getByRole('button', { name: 'Locations', exact: true });
    await expect(groupsButton).toHaveAttribute('aria-pressed', 'true');
    const fill = (b: typeof groupsButton) =>
      b.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(groupsButton)).not.toBe(await fill(locationsButton));
    await page.getByLabel('Show previous period').click();
    await expect(page.getByLabel('Show previous period')).toBeChecked();
    await expect(page).toHaveURL(/with_lag=true/);
    await expect(
      page.getByRole('columnheader', { name: 'Score (previous period)', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^Group/ })).toBeVisible();
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // A row goes to the dashboard keeping the dates, with the group.
    await page.locator('.lp-row th a').first().click();
    await expect(page).toHaveURL(/\/dashboard\?.*groupId=\d+/);

    await page.goto('/dashboard/locations');
    await page.getByRole('link', { name: 'Set Target Score' }).click();
    await expect(page).toHaveURL(/\/settings\/target-score/);
    await expect(page.getByTestId('target-note')).toHaveText('Created by you');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
