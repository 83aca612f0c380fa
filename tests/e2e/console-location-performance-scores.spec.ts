import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/**
 * Location performance, finished: the score breakdown of a
 * location and a group (each subscore's value against its target, weight and
 * how it is computed), the target score with its previous-period trend, a
 * location's custom targets set and cleared (with confirmation), and the
 * spec's error texts when the target calls fail.
 */

/** A Blue Fern location without custom targets (the demo seeds two that have some). */
async function plainLocation(request: APIRequestContext) {
  const login = await request.post('/api/auth', {
    data: { email: 'admin@demo.test', password: 'demo-password' },
  });
  const s = (await login.json()) as { email: string; token: string };
  const res = await request.get('/api/metric_targets_per_location?per_page=250', {
    headers: {
      authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      accept: 'application/hal+json; version=1',
      'x-plaudit-client': 'e2e',
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    _embedded: {
      metric_targets_per_location: { location_id: number; location_name: string; source: string }[];
    };
  };
  const rows = body._embedded.metric_targets_per_location;
  // The last by name: no other spec edits it, and it is not one of the seeded overrides.
  return rows.filter((r) => r.source === 'account').at(-1)!;
}

test.describe('location performance scores and targets', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('breakdown of a location: subscores and targets; set and clear custom targets', async ({
    page,
    request,
  }) => {
    const loc = await plainLocation(request);
    await page.goto(`/dashboard/locations?locationId=${loc.location_id}`);
    await expect(page.locator('.lp-row')).toHaveCount(1, { timeout: 45_000 });
    // The target score and its trend against the previous period.
    const targets = page.getByRole('region', { name: 'Target score' });
    await expect(targets.getByText(/vs previous period|No previous period/).first()).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: `Score breakdown for ${loc.location_name}` }).click();
    const panel = page.getByRole('region', { name: `Score breakdown: ${loc.location_name}` });
    await expect(panel).toBeVisible();
    for (const name of [
      'Average Rating',
      'Number of Reviews',
      'Response Rate and Time',
      'Listings in Sync',
      'Owner Photos',
    ])
      await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(panel.getByText('Weight 30%', { exact: true })).toBeVisible();
    await expect(panel.getByText('How it is computed:').first()).toBeVisible();
    await expect(panel.getByText(/÷ 5 × 100/)).toBeVisible();
    // The account's targets (seeded: average rating 4.50).
    await expect(panel.getByTestId('targets-source')).toHaveText(
      'Measured against the account’s targets.',
    );
    await expect(panel.getByText(/target 4\.50, weight 30%/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Set this location's own average rating target.
    const rating = panel.getByLabel('Custom average rating target (stars)');
    await expect(rating).toHaveValue('4.5');
    await rating.fill('4.9');
    await panel.getByRole('button', { name: 'Save custom targets' }).click();
    await expect(page.getByText('Custom targets saved')).toBeVisible();
    await expect(panel.getByTestId('targets-source')).toHaveText(
      'Measured against this location’s own targets.',
    );
    await expect(panel.getByText(/target 4\.90, weight 30%/)).toBeVisible();

    // Clearing asks first; Cancel keeps them.
    await panel.getByRole('button', { name: 'Clear custom targets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear custom targets?' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('targets-source')).toHaveText(
      'Measured against this location’s own targets.',
    );
    await panel.getByRole('button', { name: 'Clear custom targets' }).click();
    await page
      .getByRole('dialog', { name: 'Clear custom targets?' })
      .getByRole('button', { name: 'Clear', exact: true })
      .click();
    await expect(page.getByText('Custom targets cleared')).toBeVisible();
    await expect(panel.getByTestId('targets-source')).toHaveText(
      'Measured against the account’s targets.',
    );
    await expect(panel.getByRole('button', { name: 'Clear custom targets' })).toHaveCount(0);
  });

  test('breakdown of a group, and the page at 390 px', async ({ page }) => {
    await page.goto('/dashboard/locations?view=groups');
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    const first = page.locator('.lp-row').first().locator('.lp-breakdown-open');
    const label = (await first.getAttribute('aria-label'))!;
    const name = label.replace('Score breakdown for ', '');
    await first.click();
    const panel = page.getByRole('region', { name: `Score breakdown: ${name}` });
    await expect(panel.getByRole('heading', { name: 'Listings in Sync' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(panel.getByTestId('targets-source')).toHaveText(
      'Measured against the account’s targets.',
    );
    // Groups have no custom targets.
    await expect(panel.getByRole('button', { name: 'Save custom targets' })).toHaveCount(0);
    await expectFitsWidth(page, 390);
    await expect(panel.getByRole('heading', { name: 'Average Rating' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close breakdown' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('the spec’s error texts when the target calls fail', async ({ page }) => {
    await page.route('**/api/target_scores**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.route('**/api/location_custom_targets_per_location**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.goto('/dashboard/locations');
    await expect(page.getByText('There was an error while fetching target scores')).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.locator('.lp-row').first()).toBeVisible({ timeout: 45_000 });
    await page.locator('.lp-row').first().locator('.lp-breakdown-open').click();
    await expect(page.getByText('Something went wrong while fetching your targets')).toBeVisible({
      timeout: 30_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
