import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

test.describe('performance by group (groups_performance setting)', () => {
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test('with the setting, the Groups view ranks the groups the API ranks', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes('/api/location_performance_overview') &&
        r.url().includes('group_by=group'),
    );
    await page.goto('/dashboard/locations?view=groups');
    const res = await answered;
    expect(res.status()).toBe(200);
    const body = await res.json();
    const names = (body._embedded.location_performance_overview as { name: string }[]).map(
      (g) => g.name,
    );
    expect(names.length).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Groups ranked by performance score' });
    await expect(table).toBeVisible();
    for (const name of names.slice(0, 3))
      await expect(table.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Group performance preview' })).toHaveCount(0);
  });

  test('without it, the Groups view is a preview and the API refuses the group rows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'trial@demo.test');
    const headers = await apiHeaders(page.request, 'trial@demo.test');
    const refused = await page.request.get('/api/location_performance_overview?group_by=group', {
      headers,
    });
    expect(refused.status()).toBe(403);

    await page.goto('/dashboard/locations?view=groups');
    await expect(page.getByRole('heading', { name: 'Group performance preview' })).toBeVisible();
    await expect(page.getByText(/groups_performance setting/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Groups ranked by performance score' }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The locations view stays as it was.
    await page.goto('/dashboard/locations');
    await expect(
      page.getByRole('table', { name: 'Locations ranked by performance score' }),
    ).toBeVisible();
  });
});
