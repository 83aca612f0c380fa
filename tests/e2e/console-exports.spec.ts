import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from './fixtures';
import { sessionAccountId, sessionHeaders, signIn } from './sign-in';

/** CSV records (quoted cells may hold commas and line breaks), read with csv-parse. */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

test.describe('console exports', () => {
  test('export reviews: progress, the file export-{date}.csv and the notice', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const to = new Date();
    const from = new Date(to.getTime() - 14 * 86_400_000);
    await page.goto(`/reviews?dateDescriptor=custom&from=${iso(from)}&to=${iso(to)}`);
    await expect(
      page.getByRole('list', { name: 'Reviews' }).getByRole('article').first(),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(
      page.getByText(
        'Your download has started. A download link will also be sent to admin@demo.test.',
      ),
    ).toBeVisible();
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const rows = parseCsv(csv).filter((r) => r.length > 1);
    expect(rows[0]?.slice(0, 5)).toEqual([
      'Review ID',
      'Published At',
      'Location',
      'Source',
      'Rating',
    ]);

    const { authorization } = await sessionHeaders(page);
    const res = await page.request.get(
      `/api/reviews?published_after=${iso(from)}&published_before=${iso(to)}&per_page=1`,
      { headers: { authorization } },
    );
    const body = await res.json();
    expect(rows.length - 1).toBe(body._total);
  });

  test('a trial account cannot export and sees the upsell', async ({ page }) => {
    await signIn(page, 'trial@demo.test', '/reviews?dateDescriptor=thirtyDays');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Exporting isn't allowed for trial users" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/left in your trial|trial ends today/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/settings/billing/edit',
    );
  });

  test('the e-mailed link page downloads a ready file', async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    const { authorization } = await sessionHeaders(page);
    const account = await sessionAccountId(page);
    const res = await page.request.post(`/api/export_files/${account}`, {
      headers: { authorization },
      data: { resource: 'locations' },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    const downloading = page.waitForEvent('download');
    await page.goto(`/file-downloads/${id}`);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText(/has been downloaded/)).toBeVisible();
  });

  test('create, edit and delete a scheduled export', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/reviews?dateDescriptor=allTime');
    await page.getByRole('button', { name: 'Schedule Export' }).click();
    let flyout = page.getByRole('dialog', { name: 'Schedule Export' });
    await expect(flyout.getByText('All time date option is not supported')).toBeVisible();
    await flyout.getByLabel('Name').fill('Unsaved');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(flyout.getByLabel('Name')).toHaveValue('Unsaved');
    await flyout.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(flyout).toBeHidden();

    await page.goto('/reviews?dateDescriptor=thirtyDays');
    await page.getByRole('button', { name: 'Schedule Export' }).click();
    flyout = page.getByRole('dialog', { name: 'Schedule Export' });
    const save = flyout.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(flyout.getByText('Fill out all sections')).toBeVisible();
    await flyout.getByLabel('Name').fill('E2E weekly reviews');
    const recipients = flyout.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('nobody@nowhere.test');
    await recipients.press('Enter');
    await expect(page.getByText('No users found in account.').first()).toBeVisible();
    await recipients.fill('manager@demo.test');
    await recipients.press('Enter');
    await expect(flyout.getByRole('list', { name: 'Recipients added' })).toContainText(
      'manager@demo.test',
    );
    await recipients.fill('manager@demo.test');
    await recipients.press('Enter');
    await expect(
      flyout.getByRole('list', { name: 'Recipients added' }).getByRole('listitem'),
    ).toHaveCount(1);
    await flyout.getByLabel('Weekly').check();
    await expect(flyout.getByLabel('Day of the week')).toHaveValue('sunday');
    await expect(flyout.getByLabel('Scheduled Time')).toHaveValue('13:00');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Scheduled Export saved')).toBeVisible();
    await expect(flyout).toBeHidden();

    await page.getByRole('button', { name: 'Schedule Export' }).click();
    await page.getByRole('link', { name: 'Manage Exports' }).click();
    await expect(page).toHaveURL(/\/settings\/scheduled-exports\/manage\?fromPage=%2Freviews/);
    await expect(page.getByRole('link', { name: 'Back to Reviews' })).toBeVisible();
    const row = page.getByRole('row', { name: /E2E weekly reviews/ });
    await expect(row).toContainText('Reviews');
    await expect(row).toContainText('Weekly on Sunday');
    await expect(row).toContainText('Never');

    await row.getByRole('link', { name: 'E2E weekly reviews' }).click();
    await expect(page).toHaveURL(/\/reviews\?dateDescriptor=thirtyDays.*flyout_edit=true/);
    const edit = page.getByRole('dialog', { name: 'Edit Scheduled Export' });
    await expect(edit.getByLabel('Name')).toHaveValue('E2E weekly reviews');
    await edit.getByLabel('Name').fill('E2E monthly reviews');
    await edit.getByLabel('Monthly').check();
    await edit.getByLabel('Day of the month').fill('15');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scheduled Export updated')).toBeVisible();

    await page.goto('/settings/scheduled-exports/manage');
    await expect(page.getByRole('link', { name: 'Back to Account & Settings' })).toBeVisible();
    const updated = page.getByRole('row', { name: /E2E monthly reviews/ });
    await expect(updated).toContainText('Monthly on day 15');
    await updated.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Scheduled Export deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Scheduled Exports' })).toBeVisible();
  });

  test('scheduled exports need scheduled_export create and update', async ({ page }) => {
    await signIn(page, 'readonly@demo.test', '/settings/scheduled-exports/manage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You do not have access to this page',
    );
    await page.goto('/reviews?dateDescriptor=thirtyDays');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule Export' })).toHaveCount(0);
  });
});
