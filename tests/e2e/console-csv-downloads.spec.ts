import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const csvOf = async (download: import('@playwright/test').Download) =>
  readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);

test.describe('CSV downloads: keywords and location performance (spec 1 section 6, spec 3 section 7)', () => {
  test('without async file downloads the keywords on screen are saved at once', async ({
    page,
  }) => {
    await signIn(page, 'admin@evergreen.demo.test', '/dashboard/keywords?dateDescriptor=sixMonths');
    const list = page.getByTestId('keyword-list');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const shown = await list.getByRole('link').allTextContents();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('keywords.csv');
    const lines = await csvOf(download);
    expect(lines.length - 1).toBe(shown.length);
    expect(lines[1]).toContain(shown[0]!.trim());
  });

  test('with async file downloads the server generates the file as an export', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/dashboard/keywords?dateDescriptor=sixMonths');
    await expect(page.getByTestId('keyword-list').getByRole('listitem').first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await csvOf(download))[0]).toBe(
      'Keyword,Category,Positive Mentions,Negative Mentions,Total Mentions',
    );
    await expect(page.getByText(/Your download has started/)).toBeVisible();
  });

  test('a trial account sees the upsell instead of a file', async ({ page }) => {
    await signIn(page, 'trial@demo.test', '/dashboard/keywords?dateDescriptor=sixMonths');
    await expect(page.getByTestId('keyword-list').getByRole('listitem').first()).toBeVisible();
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const dialog = page.getByRole('dialog', { name: "Exporting isn't allowed for trial users" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    expect(downloaded).toBe(false);
  });

  test('performance Export saves the server CSV at once without async file downloads', async ({
    page,
  }) => {
    await signIn(
      page,
      'admin@evergreen.demo.test',
      '/dashboard/locations?dateDescriptor=sixMonths',
    );
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('location-performance.csv');
    const lines = await csvOf(download);
    expect(lines[0]).toMatch(/^Rank,Location,/);
    // Evergreen Family Health has 12 clinics: one line each.
    expect(lines.length - 1).toBe(12);
  });

  test('a trial account gets the upsell from the performance Export', async ({ page }) => {
    await signIn(page, 'trial@demo.test', '/dashboard/locations?dateDescriptor=sixMonths');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: "Exporting isn't allowed for trial users" }),
    ).toBeVisible();
  });

  test('on a small screen the keywords export control is hidden, Download CSV stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 500, height: 900 });
    await signIn(page, 'admin@demo.test', '/dashboard/keywords?dateDescriptor=sixMonths');
    await expect(page.getByTestId('keyword-list').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  });
});
