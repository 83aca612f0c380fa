import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('Local Listings dashboard (spec 3 sections 2.1-2.3, 4.3, 4.4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
  });

  test('Show Me on the Google Posts announcement says the next step beside the table', async ({
    page,
  }) => {
    await page.goto('/dashboard/local_listings');
    const preview = page.getByRole('complementary', { name: 'New: Google Posts' });
    await preview.getByRole('button', { name: 'Show Me' }).click();
    await expect(preview).toBeHidden();
    const hint = page.getByRole('status').filter({ hasText: 'then choose Create Google Post' });
    await expect(hint).toHaveText(
      'Select the locations to post to with the checkboxes in the table, then choose Create Google Post.',
    );
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(hint).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Google Post' })).toBeVisible();
  });

  test('preview modal, Auto Sync toggle, flyout and axe', async ({ page }) => {
    await page.goto('/dashboard/local_listings');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Listings' })).toBeVisible();
    // The Google Posts announcement shows the first time, beside the table, not in front of
    // it (no dialog blocks the page); Got It makes it final.
    const preview = page.getByRole('complementary', { name: 'New: Google Posts' });
    await expect(preview).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Got It' }).click();
    await expect(preview).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Local Listings' })).toBeVisible();
    await expect(page.locator('.ll-table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'New: Google Posts' })).toBeHidden();

    // The overall score heads the page; the filters have no date range (listings are a
    // current state); each out-of-sync row names its directories whatever columns show.
    await expect(page.getByTestId('ll-score')).toHaveText(/^\d{1,3}% in sync$/);
    await expect(page.getByRole('meter', { name: 'Listings in sync' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Date range/ })).toHaveCount(0);
    const outOfSync = page.locator('[data-testid^="ll-status-"]', { hasText: 'Out of Sync' });
    if ((await outOfSync.count()) > 0) {
      const statusId = (await outOfSync.first().getAttribute('data-testid')) ?? '';
      const row = page.getByTestId(statusId.replace('ll-status-', 'll-row-'));
      await expect(row.locator('.ll-cause')).toHaveText(/^Out of sync on .+/);
    }

    // Directory columns: 3 on desktop, in the fixed order; the left arrow starts disabled.
    const headers = page.locator('.ll-table thead th.ll-dir-col');
    await expect(headers).toHaveText(['Google', 'Facebook', 'Apple Maps']);
    await expect(page.getByRole('button', { name: 'Previous directory' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next directory' }).click();
    await expect(headers).toHaveText(['Facebook', 'Apple Maps', 'Bing']);
    await page.getByRole('button', { name: 'Previous directory' }).click();

    expect(await seriousViolations(page)).toEqual([]);

    // Auto Sync: an eligible location that is off turns on; the directories it publishes to
    // (Google, Facebook, Apple Maps) move to pending (Google's cell reads 'Pending').
    const toggle = page
      .locator('[role="switch"][aria-checked="false"][aria-disabled="false"]')
      .first();
    await expect(toggle).toBeVisible();
    const testId = (await toggle.getAttribute('data-testid')) ?? '';
    const id = testId.replace('auto-sync-', '');
    await toggle.click();
    await expect(page.getByTestId(testId)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Auto Sync enabled for this location')).toBeVisible();
    const googleCell = page.getByTestId(`ll-row-${id}`).locator('.ll-cell').first();
    await expect(googleCell).toHaveText(/Pending/);
    await expect(page.getByTestId(`ll-status-${id}`)).toHaveText(/^(In Progress|Out of Sync)$/);

    // The sync flyout for a directory of the first row.
    await page.locator('.ll-table tbody .ll-cell').first().click();
    const flyout = page.getByRole('dialog');
    await expect(flyout).toBeVisible();
    await expect(flyout.locator('#ll-card-title')).toHaveText(
      /^(In Sync|Out of Sync|Integrate This Directory|Add Location to Integration|Auto Sync Off|Directory Syncing Disabled|Data Points Out of Sync|Pending Sync)$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();

    // Expanding a row lists its directories with last-checked dates.
    await page
      .getByRole('button', { name: /^Show directories for / })
      .first()
      .click();
    await expect(page.locator('.ll-dir').first()).toContainText(
      /Last checked (\d+\/\d+\/\d{4}|N\/A)/,
    );

    // Sorting and filtering write the URL and reset the page.
    await page.locator('.ll-sort', { hasText: 'Location' }).click();
    await expect(page).toHaveURL(/sort%5Bby%5D=name/);
  });

  test('the sync flyout compares only what the directory shares', async ({ page }) => {
    const stored = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
    const { auth } = JSON.parse(stored ?? '{}');
    const res = await page.request.get(
      `/api/local_listings/metrics/${auth.account_id}/locations?per_page=250`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
        },
      },
    );
    type Row = {
      id: number;
      publishing_enabled: boolean;
      directories: { directory_code: string; status: string; status_description: string | null }[];
    };
    const rows = ((await res.json()) as { _embedded: { locations: Row[] } })._embedded.locations;
    // An Apple Maps listing out of sync on the phone, hours or website.
    const FIELDS: Record<string, string> = {
      'Phone number differs': 'phone',
      'Hours differ from the listing': 'hours',
      'Website differs': 'website',
    };
    const appleMaps = (r: Row) =>
      r.directories.find((d) => d.directory_code === 'apple_maps' && d.status === 'not_in_sync');
    const loc = rows.find((r) => FIELDS[appleMaps(r)?.status_description ?? '']);
    expect(loc, 'the demo has an Apple Maps listing out of sync').toBeTruthy();
    const field = FIELDS[appleMaps(loc!)!.status_description!]!;
    await page
      .context()
      .addCookies([
        { name: 'plaudit_google_posts_preview', value: 'FINAL', url: new URL(page.url()).origin },
      ]);
    await page.goto(`/dashboard/local_listings?locationId=${loc!.id}`);
    const row = page.getByTestId(`ll-row-${loc!.id}`);
    await expect(row.locator('.ll-cause')).toContainText('Apple Maps');
    await row.locator('.ll-cell').nth(2).click();
    const flyout = page.getByRole('dialog');
    await expect(flyout.locator('#ll-card-title')).toHaveText(
      /^(Auto Sync Off|Data Points Out of Sync)$/,
    );
    // Apple Maps does not share the values it lists: the field is named as one to check on
    // the listing, with no comparison and no "differs" beside "not shared".
    await expect(flyout.getByTestId('ll-unshared')).toHaveText(
      `Apple Maps does not share its ${field}: open the listing to check it against yours.`,
    );
    await expect(flyout.getByText(/differs?\b/)).toHaveCount(0);
    await expect(flyout.getByText(/Not shared by/)).toHaveCount(0);
    await expect(flyout.getByRole('region', { name: `${field} info` })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('creates a Google post for two locations', async ({ page }) => {
    // The preview modal was dismissed for good (FINAL) in an earlier visit.
    const origin = new URL(page.url()).origin;
    await page
      .context()
      .addCookies([{ name: 'plaudit_google_posts_preview', value: 'FINAL', url: origin }]);
    // Two locations with Auto Sync on (eligible): sort Auto Sync descending puts them first.
    await page.goto(
      '/dashboard/local_listings?sort%5Bby%5D=publishing_enabled&sort%5Border%5D=desc',
    );
    const on = page.locator('tr:has([role="switch"][aria-checked="true"][aria-disabled="false"])');
    await expect(on.nth(1)).toBeVisible();
    for (const i of [0, 1]) await on.nth(i).getByRole('checkbox').check();
    await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toHaveJSProperty(
      'indeterminate',
      true,
    );
    await page.getByRole('button', { name: 'Create Google Post' }).click();
    const wizard = page.getByRole('dialog', { name: /Create Google Post/ });
    await expect(wizard).toBeVisible();
    await wizard.getByRole('button', { name: /^Update/ }).click();
    // Validation: an update needs a description or an image.
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(wizard.getByText('You must include a description or an image')).toBeVisible();
    await wizard.getByLabel('Description').fill('Our spring menu is here.');
    await wizard.getByLabel('Add a button (optional)').selectOption('LEARN_MORE');
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(
      wizard.getByText('Enter a valid website. Example: https://www.example.com'),
    ).toBeVisible();
    await wizard.getByLabel('Link for your button').fill('https://bluefern.example/menu');
    expect(await seriousViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText(
        'Your Google post is being submitted. A report will be emailed to you when complete.',
      ),
    ).toBeVisible();
    await expect(wizard).toBeHidden();
  });
});

test('a Read Only user sees the listings without edit controls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'readonly@demo.test', '/dashboard/local_listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Local Listings' })).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'New: Google Posts' });
  if (await preview.isVisible()) await preview.getByRole('button', { name: 'Got It' }).click();
  const firstRow = page.locator('.ll-table tbody tr[data-testid^="ll-row-"]').first();
  await expect(firstRow).toBeVisible();
  await expect(firstRow.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
});
