import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * Location Performance print (spec 3 sections 2.6, 7 and 9): Print loads
 * every row (pages of 250 through _links.next), shows the print layout and
 * opens the print dialog (window.print is stubbed to count calls); the
 * industry score columns with the industry_score setting (Evergreen).
 */

/** Names of every item of an API list (one page of 100), read with the user's credentials. */
async function apiNames(request: APIRequestContext, email: string, path: string, key: string) {
  const login = await request.post('/api/auth', {
    data: { email, password: 'demo-password' },
  });
  const s = (await login.json()) as { email: string; token: string };
  const res = await request.get(path, {
    headers: {
      authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      accept: 'application/hal+json; version=1',
      'x-plaudit-client': 'e2e',
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { _embedded: Record<string, { name: string }[]> };
  return body._embedded[key]!.map((x) => x.name);
}

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);

test.describe('location performance print', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { __printCalls: number };
      w.__printCalls = 0;
      window.print = () => {
        w.__printCalls++;
      };
    });
  });

  test('prints every location of the account, with progress and an error state', async ({
    page,
    request,
  }) => {
    const names = await apiNames(
      request,
      'admin@demo.test',
      '/api/locations?per_page=100',
      'locations',
    );
    expect(names.length).toBeGreaterThan(20);
    await signIn(page, 'admin@demo.test', '/dashboard/locations');
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    // The screen shows one page of 25; without the setting, no industry columns.
    await expect(page.getByRole('columnheader', { name: 'Industry score' })).toHaveCount(0);

    // A failing page: the error text, no print dialog.
    await page.route('**/api/location_performance_overview?*per_page=250*', (route) =>
      route.fulfill({ status: 503, json: { error: 'Temporarily unavailable' } }),
    );
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveText(
      'Something went wrong while fetching your location performance data',
    );
    expect(await printCalls(page)).toBe(0);
    await page.unroute('**/api/location_performance_overview?*per_page=250*');

    // Slow pages: the progress state is announced while they load (keyboard: Enter on the button).
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/location_performance_overview?*per_page=250*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Print', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Preparing print' })).toBeVisible();
    release();
    await expect.poll(() => printCalls(page)).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Preparing print' })).toHaveCount(0);

    // The print layout: hidden on screen, the only thing printed.
    const layout = page.getByTestId('performance-print');
    await expect(layout).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(layout).toBeVisible();
    await expect(page.locator('.app-nav')).toBeHidden();
    await expect(page.locator('.filter-bar').first()).toBeHidden();
    await expect(layout.getByRole('heading', { name: 'Location Performance' })).toBeVisible();
    await expect(layout).toContainText('Date range');
    const printed = layout.locator('tbody tr');
    await expect(printed).toHaveCount(names.length);
    const text = ((await layout.locator('tbody').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const name of names) expect(text).toContain(name.replace(/\s+/g, ' '));
    await page.emulateMedia({ media: 'screen' });
  });

  test('industry score columns on screen and in print, groups view', async ({ page, request }) => {
    const email = 'admin@evergreen.demo.test';
    const groups = await apiNames(request, email, '/api/groups?per_page=100', 'groups');
    expect(groups.length).toBeGreaterThan(0);
    await signIn(page, email, '/dashboard/locations');
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('columnheader', { name: 'Industry score' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Vs. industry' })).toBeVisible();
    await expect(page.locator('.lp-row').first()).toContainText(/\d+\/100/);

    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect.poll(() => printCalls(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const layout = page.getByTestId('performance-print');
    await expect(layout.getByRole('columnheader', { name: 'Industry score' })).toBeVisible();
    await expect(layout.getByRole('columnheader', { name: 'Vs. industry' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Groups: every group of the account is printed.
    await page.getByRole('button', { name: 'Groups', exact: true }).click();
    await expect(page).toHaveURL(/view=groups/);
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect.poll(() => printCalls(page)).toBe(2);
    await page.emulateMedia({ media: 'print' });
    await expect(layout.locator('tbody tr')).toHaveCount(groups.length);
    for (const g of groups) await expect(layout.locator('tbody')).toContainText(g);
    await expect(layout).toContainText('Groups');
    await expect(layout.getByRole('columnheader', { name: 'Industry score' })).toBeVisible();
  });
});
