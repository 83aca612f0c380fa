import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('report exports', () => {
  test('export keywords, then schedule a performance export and find it in the manage list', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');

    // Keywords: the export control downloads the keyword list as export-{date}.csv.
    await page.goto('/dashboard/keywords?dateDescriptor=sixMonths');
    const list = page.getByTestId('keyword-list');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const firstKeyword = (await list.getByRole('link').first().textContent())?.trim();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Keyword,Category,Positive Mentions,Negative Mentions,Total Mentions');
    expect(lines[1]?.split(',')[0]).toBe(firstKeyword);

    // Location performance: Schedule Export stores a Location Performance export.
    await page.goto('/dashboard/locations?dateDescriptor=thirtyDays');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Schedule Export', exact: true }).click();
    const flyout = page.getByRole('dialog', { name: 'Schedule Export' });
    await flyout.getByLabel('Name').fill('E2E performance');
    const recipients = flyout.getByRole('combobox', { name: 'Recipients' });
    // Who may receive it is said before anything is typed; an outside address is named, not lost.
    await expect(recipients).toHaveAccessibleDescription(
      'Scheduled exports go to users of this account only.',
    );
    await recipients.fill('someone@outside.example');
    await recipients.press('Enter');
    await expect(page.getByText('No users found in account.')).toBeVisible();
    await expect(
      flyout.getByRole('status').filter({ hasText: 'someone@outside.example' }),
    ).toHaveText('someone@outside.example is not a user of this account.');
    await recipients.fill('manager@demo.test');
    await recipients.press('Enter');
    await expect(flyout.getByRole('list', { name: 'Recipients added' })).toContainText(
      'manager@demo.test',
    );
    await flyout.getByLabel('Daily').check();
    // The time is kept in the zone the Manage Exports list shows beside it.
    await expect(flyout.getByLabel('Scheduled Time')).toHaveAccessibleDescription(
      /^Time zone: \S+$/,
    );
    const zone = (await flyout.getByText(/^Time zone: /).textContent())!.replace('Time zone: ', '');
    await flyout.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scheduled Export saved')).toBeVisible();
    await expect(flyout).toBeHidden();

    await page.getByRole('button', { name: 'Schedule Export', exact: true }).click();
    await page.getByRole('link', { name: 'Manage Exports' }).click();
    await expect(page).toHaveURL(/\/settings\/scheduled-exports\/manage\?fromPage=/);
    const row = page.getByRole('row', { name: /E2E performance/ });
    await expect(row).toContainText('Location Performance');
    await expect(row).toContainText(zone);
    await row.getByRole('link', { name: 'E2E performance' }).click();
    await expect(page).toHaveURL(
      /\/dashboard\/locations\?dateDescriptor=thirtyDays.*flyout_edit=true/,
    );
    await expect(
      page.getByRole('dialog', { name: 'Edit Scheduled Export' }).getByLabel('Name'),
    ).toHaveValue('E2E performance');
  });
});
