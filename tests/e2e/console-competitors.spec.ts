import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { sessionHeaders, signIn } from './sign-in';

type Stats = { average_rating: number | null; reviews: number };
type Overview = { mine: Stats; competitors: Stats; competitors_count: number; locations: number };

/** GET an API path with the browser's session (the same credentials the console uses). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const headers = await sessionHeaders(page);
  const res = await page.request.get(path, { headers });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const rating = (page: Page, v: number | null) =>
  page.evaluate(
    (x) =>
      x == null
        ? '--'
        : x.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    v,
  );
const count = (page: Page, v: number) => page.evaluate((x) => x.toLocaleString(), v);

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsWidth(page, 390);
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsWidth(page, 1280);
}

test.describe('competitors', () => {
  test('the overview compares my locations with their competitors', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const answer = page.waitForResponse((r) =>
      /\/api\/reports\/\d+\/competitor\/overview\?/.test(r.url()),
    );
    const benchmarkAnswer = page.waitForResponse((r) => /\/api\/benchmark\/[a-z_]+/.test(r.url()));
    await page.getByRole('link', { name: 'Competitors', exact: true }).click();
    await expect(page).toHaveURL(/\/competitors(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible();
    const url = new URL((await answer).url());
    const o = await apiGet<Overview>(page, `${url.pathname}?${url.searchParams}`);
    expect(o.competitors_count).toBeGreaterThan(0);
    expect(o.competitors.reviews).toBeGreaterThan(0);
    await expect(page.getByTestId('cmp-summary')).toContainText(
      `compared with ${await count(page, o.competitors_count)} competitor`,
    );
    const ratingCard = page.getByRole('region', { name: 'Average rating', exact: true });
    await expect(ratingCard.getByRole('list')).toContainText(
      await rating(page, o.mine.average_rating),
    );
    await expect(ratingCard.getByRole('list')).toContainText(
      await rating(page, o.competitors.average_rating),
    );
    const volume = page.getByRole('region', { name: 'Reviews', exact: true });
    await expect(volume).toContainText(await count(page, o.competitors.reviews));
    await expect(page.getByRole('img', { name: 'Average rating by month' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sentiment' })).toContainText('positive');
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    // The industry benchmark of the account's vertical, beside mine, as the API gives it.
    const benchmark = (await (await benchmarkAnswer).json()) as {
      average_rating: number | null;
      unavailable_reason: string | null;
    };
    const panel = page.getByRole('region', { name: 'Industry benchmark' });
    if (benchmark.unavailable_reason)
      await expect(panel).toContainText(benchmark.unavailable_reason);
    else
      await expect(panel.getByRole('row', { name: /Average rating/ })).toContainText(
        await rating(page, benchmark.average_rating),
      );
    await expectAccessible(page);
  });

  test('each location beside its competitors; choosing and removing a competitor', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/competitors/locations');
    await expect(page.getByRole('heading', { name: 'Competitor Locations' })).toBeVisible();
    const firstCard = page.locator('.cmp-location').first();
    await expect(firstCard.getByTestId('cmp-rank')).toContainText(/Ranked \d+(st|nd|rd|th) of \d+/);
    await expect(firstCard.getByRole('table')).toContainText('Your location');
    await expect(page.getByRole('button', { name: 'Schedule Export' })).toBeVisible();
    await expectAccessible(page);

    const locationName = (
      (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? ''
    ).trim();
    await firstCard.getByRole('button', { name: `Choose competitors for ${locationName}` }).click();
    const flyout = page.getByRole('dialog', { name: `Competitors of ${locationName}` });
    await expect(flyout).toBeVisible();
    const suggested = flyout.getByRole('list', { name: 'Suggested nearby' });
    const add = suggested.getByRole('button', { name: /^Add / }).first();
    await expect(add).toBeVisible();
    const placeName = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    const headers = await sessionHeaders(page);
    let createdId: number | null = null;
    try {
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/competitors$/.test(r.url()),
      );
      await add.click();
      const res = await created;
      expect(res.status()).toBe(201);
      createdId = ((await res.json()) as { id: number }).id;
      const chosen = flyout.getByRole('list', { name: 'Chosen competitors' });
      await expect(chosen).toContainText(placeName);
      await expect(suggested.getByRole('button', { name: `Add ${placeName}` })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await chosen.getByRole('button', { name: `Remove ${placeName}` }).click();
      const confirm = page.getByRole('dialog', { name: `Remove “${placeName}”?` });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(chosen.getByText(placeName, { exact: true })).toHaveCount(0);
      createdId = null;

      // Any place, through the location form's place search.
      const search = flyout.getByRole('combobox', { name: 'Search places' });
      await search.fill('Lone Star Taqueria');
      const fromSearch = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/competitors$/.test(r.url()),
      );
      await flyout.getByRole('option', { name: /^Lone Star Taqueria/ }).click();
      const res2 = await fromSearch;
      expect(res2.status()).toBe(201);
      createdId = ((await res2.json()) as { id: number }).id;
      await expect(chosen).toContainText('Lone Star Taqueria');
      await chosen.getByRole('button', { name: 'Remove Lone Star Taqueria' }).click();
      await page
        .getByRole('dialog', { name: 'Remove “Lone Star Taqueria”?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(chosen.getByText('Lone Star Taqueria', { exact: true })).toHaveCount(0);
      createdId = null;
    } finally {
      if (createdId !== null)
        await page.request.delete(`/api/competitors/${createdId}`, { headers });
    }
  });

  test('by keyboard: any location opens its chooser; Escape closes it', async ({ page }) => {
    await signIn(page, 'manager@demo.test', '/competitors/locations');
    const picker = page.getByLabel('Choose competitors for', { exact: true });
    await expect(page.locator('.cmp-location').first()).toBeVisible();
    await expect(picker).toBeEnabled();
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    // Browsing the options opens nothing.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const location = ((await picker.locator('option:checked').textContent()) ?? '').trim();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Choose', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const flyout = page.getByRole('dialog', { name: `Competitors of ${location}` });
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('list', { name: 'Suggested nearby' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(flyout).toHaveCount(0);
  });

  test('my brand against competing brands; a brand is created, renamed and deleted', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/competitors/brands');
    const table = page.getByRole('table', { name: 'Your brand against competing brands' });
    await expect(table).toContainText('Blue Fern Bistro');
    await expect(table).toContainText('Your brand');
    await expect(table.getByRole('row')).not.toHaveCount(2);
    await expectAccessible(page);

    const name = `E2E Brand ${Date.now().toString(36)}`;
    const headers = await sessionHeaders(page);
    try {
      // By keyboard: Enter in the name adds the brand.
      await page.getByLabel('Brand name').fill(name);
      await page.getByLabel('Brand name').press('Enter');
      const brands = page.getByRole('list', { name: 'Brands', exact: true });
      await expect(brands).toContainText(name);
      await brands.getByRole('button', { name: `Rename ${name}` }).click();
      await page.getByLabel(`New name for ${name}`).fill(`${name} renamed`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(brands).toContainText(`${name} renamed`);
      await brands.getByRole('button', { name: `Delete ${name} renamed` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete “${name} renamed”?` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(brands.getByText(`${name} renamed`)).toHaveCount(0);
    } finally {
      const list = await apiGet<{
        _embedded: { competitor_brands: { id: number; name: string }[] };
      }>(page, '/api/competitor_brands?per_page=250');
      for (const b of list._embedded.competitor_brands)
        if (b.name.startsWith(name))
          await page.request.delete(`/api/competitor_brands/${b.id}`, { headers });
    }
  });

  test('exports the competitor brands; a scheduled Competitor Locations export opens its report', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/competitors/brands?dateDescriptor=sixMonths');
    await expect(
      page.getByRole('table', { name: 'Your brand against competing brands' }),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csv).toContain('Blue Fern Bistro');

    await page.goto('/competitors/locations?dateDescriptor=thirtyDays');
    await expect(page.locator('.cmp-location').first()).toBeVisible();
    const headers = await sessionHeaders(page);
    const name = `E2E competitors ${Date.now().toString(36)}`;
    let savedId: number | null = null;
    try {
      await page.getByRole('button', { name: 'Schedule Export', exact: true }).click();
      const flyout = page.getByRole('dialog', { name: 'Schedule Export' });
      await flyout.getByLabel('Name').fill(name);
      const recipients = flyout.getByRole('combobox', { name: 'Recipients' });
      await recipients.fill('manager@demo.test');
      await recipients.press('Enter');
      await flyout.getByLabel('Daily').check();
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/scheduled_exports$/.test(r.url()),
      );
      await flyout.getByRole('button', { name: 'Save' }).click();
      const res = await saved;
      expect(res.status()).toBe(201);
      savedId = ((await res.json()) as { id: number }).id;
      await expect(page.getByText('Scheduled Export saved')).toBeVisible();
      await page.goto('/settings/scheduled-exports/manage');
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('Competitor Locations');
      await row.getByRole('link', { name }).click();
      await expect(page).toHaveURL(
        /\/competitors\/locations\?dateDescriptor=thirtyDays.*flyout_edit=true/,
      );
      await expect(
        page.getByRole('dialog', { name: 'Edit Scheduled Export' }).getByLabel('Name'),
      ).toHaveValue(name);
    } finally {
      if (savedId !== null)
        await page.request.delete(`/api/scheduled_exports/${savedId}`, { headers });
    }
  });

  test('the source filter lists the competitor sources; when they fail, the spec says so', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/competitors/brands');
    await page.getByRole('button', { name: /^Source/ }).click();
    await expect(page.getByRole('option', { name: 'Google' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.route('**/api/intel/accounts/*/sources', (r) =>
      r.fulfill({ status: 500, json: { error: 'down' } }),
    );
    await page.goto('/competitors');
    await page.getByRole('button', { name: /^Source/ }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'competitor account sources' }),
    ).toHaveText(
      'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.',
    );
  });

  test('a user who may only preview competitors sees the preview with the way to ask for it', async ({
    page,
  }) => {
    await signIn(page, 'admin@evergreen.demo.test', '/competitors');
    await expect(page).toHaveURL(/\/competitors\/preview$/);
    await expect(page.getByRole('heading', { name: 'Competitors preview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Access' })).toBeVisible();
    await expect(page.getByTestId('cmp-preview-summary')).toContainText(/\d+ nearby place/);
    await expect(page.locator('.cmp-location').first()).toContainText('Nearby place 1');
    await expectAccessible(page);
  });

  test('a preview user who is not an administrator asks the administrators for it', async ({
    page,
  }) => {
    await signIn(page, 'frontdesk@evergreen.demo.test', '/competitors/preview');
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByText('Request sent!')).toBeVisible();
  });
});
