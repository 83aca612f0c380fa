import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('local search rank tracking', () => {
  test.beforeEach(() => {
    test.setTimeout(150_000);
  });

  test('shows real ranks on the grid and in the table, the trend and competitors', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test', '/local-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Local Search' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Latest scan/ })).toBeVisible();
    // Each point of the 5 x 5 grid has its text alternative; the centre is the location.
    const centre = page.getByRole('img', { name: /^Centre \(your location\): rank \d+$/ });
    await expect(centre).toBeVisible();
    await expect(page.getByRole('img', { name: /(rank \d+|not in the top 20)$/ })).toHaveCount(25);
    await expect(page.getByText('Average rank', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Average rank and share of points/ })).toBeVisible();
    await expect(
      page.getByRole('list').filter({ hasText: /above you at \d+ of 25 points/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(table.getByRole('rowheader', { name: 'Centre (your location)' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Grid picture' }).click();
    await expectFitsWidth(page, 390);
    await expect(centre).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('adds a keyword, its scan completes, Scan now scans again, then deletes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test', '/local-search');
    await expect(page.getByRole('heading', { name: /Latest scan/ })).toBeVisible();
    const keyword = `patio dining ${Date.now().toString(36)}`;
    await page.getByLabel('New keyword').fill(keyword);
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await expect(page.getByLabel('Keyword', { exact: true })).toHaveValue(/\d+/);
    await expect(page.getByLabel('Keyword', { exact: true }).locator('option:checked')).toHaveText(
      keyword,
    );
    // The first scan runs on the job queue; the ranks appear when it is done.
    await expect(page.getByRole('button', { name: 'Scan now' })).toBeEnabled({ timeout: 60_000 });
    await expect(
      page.getByRole('img', { name: /^Centre \(your location\): (rank \d+|not in the top 20)$/ }),
    ).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Scan now' }).click();
    await expect(page.getByText(`Scanning “${keyword}” now`)).toBeVisible();
    // The trend (two scans: the first and this one) shows once this scan is done.
    await expect(page.getByRole('button', { name: 'Scan now' })).toBeEnabled({ timeout: 60_000 });
    await expect(page.getByRole('img', { name: /Average rank and share of points/ })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: `Delete keyword ${keyword}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: `Delete keyword ${keyword}` })).toHaveCount(0);
  });

  test('downloads the average search zones CSV', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test', '/local-search');
    await expect(page.getByRole('heading', { name: /Latest scan/ })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('local-search-average-search-zones.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toContain('Average rank');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1).every((l) => /,5x5,/.test(l))).toBe(true);
  });

  test('an admin without the local_search setting sees a preview from the account', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@evergreen.demo.test', '/local-search');
    await expect(page.getByRole('link', { name: 'Local Search' })).toBeVisible();
    await expect(page.getByText('Local Search is not part of your plan.')).toBeVisible();
    await expect(page.getByText('Locations that can be tracked')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByText('Request sent!')).toBeVisible();
  });
});
