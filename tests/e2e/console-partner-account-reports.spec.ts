import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

type Row = {
  account_name: string;
  reviews: number;
  response_rate: number | null;
  integrations_broken: number;
  integrations_expired: number;
};

/** The report as the API computes it for the demo partner (the screen must show these). */
async function apiReport(request: APIRequestContext, query: string) {
  const login = await request.post('/api/auth', {
    data: { email: 'partner@demo.test', password: 'demo-password' },
  });
  const s = await login.json();
  const res = await request.get(`/api/partner_account_reports${query}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      accept: 'application/hal+json; version=1',
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    totals: { accounts: number; reviews: number };
    accounts: Row[];
  };
}

test.describe('partner account reports', () => {
  test('the child accounts’ figures, totals, sorting, links and the accounts export', async ({
    page,
    request,
  }) => {
    await signIn(page, 'partner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/partner-account-reports/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Child accounts' });
    const expected = await apiReport(request, '');
    await expect(table.getByRole('row')).toHaveCount(expected.accounts.length + 1);
    const totals = page.getByRole('region', { name: /^All accounts,/ });
    await expect(totals).toContainText(`Accounts${expected.totals.accounts}`);
    // The parts under the figure add up to it: trials are counted among the active accounts.
    const { accounts, active_accounts, active_trials } = expected.totals;
    const inactive = accounts - active_accounts;
    await expect(totals).toContainText(
      `${active_accounts} active${active_trials ? `, ${active_trials} of them in trial` : ''}${
        inactive ? ` · ${inactive} inactive` : ''
      }`,
    );
    await expect(totals).toContainText(`Reviews${expected.totals.reviews.toLocaleString('en-US')}`);

    // Each child's reviews and response rate as computed by the server; Evergreen's broken
    // Healthgrades and expired ZocDoc connections are flagged.
    for (const r of expected.accounts) {
      const row = table.getByRole('row').filter({ hasText: r.account_name });
      await expect(row.getByRole('cell').nth(1)).toHaveText(r.reviews.toLocaleString('en-US'));
      if (r.response_rate !== null)
        await expect(row.getByRole('cell').nth(3)).toHaveText(
          `${Math.round(r.response_rate * 100)}%`,
        );
    }
    const evergreen = table.getByRole('row').filter({ hasText: 'Evergreen Family Health' });
    await expect(evergreen).toContainText('1 broken');
    await expect(evergreen).toContainText('1 expired');
    const copper = table.getByRole('row').filter({ hasText: 'Copper Kettle Coffee' });
    await expect(copper).toContainText(/Trial · (\d+ days?|ends today)/);
    await expect(copper).toContainText('1 requested');
    expect(await seriousViolations(page)).toEqual([]);

    // Sort by reviews: fewest first, then most first (the sort is kept in the URL).
    const byReviews = [...expected.accounts].sort((a, b) => a.reviews - b.reviews);
    await table.getByRole('button', { name: /^Reviews/ }).click();
    await expect(page).toHaveURL(/sort=reviews%3Aasc|sort=reviews:asc/);
    await expect(table.getByRole('row').nth(1)).toContainText(byReviews[0]!.account_name);
    await table.getByRole('button', { name: /^Reviews/ }).click();
    await expect(page).toHaveURL(/sort=reviews%3Adesc|sort=reviews:desc/);
    await expect(table.getByRole('row').nth(1)).toContainText(byReviews.at(-1)!.account_name);

    // Export accounts: the CSV of the report with its totals row.
    await page.goto('/partner-account-reports');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export accounts' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^Account ID,Account,Status,Reviews,Average Rating,/);
    expect(lines).toHaveLength(expected.accounts.length + 2);
    expect(lines.some((l) => l.includes(',Blue Fern Bistro,'))).toBe(true);
    expect(lines.at(-1)).toContain(`Total (${expected.totals.accounts} accounts)`);

    // The integrations cell leads to the partner's integrations of that status.
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: /^Integrations of Evergreen Family Health/ }).click();
    await expect(page).toHaveURL(/\/accounts\/integrations\?integration_status=expired$/);
  });

  test('the integrations export lists every child connection with its health', async ({ page }) => {
    await signIn(page, 'partner@demo.test', '/partner-account-reports');
    await expect(page.getByRole('table', { name: 'Child accounts' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export integrations' }).click();
    const lines = readFileSync((await (await downloading).path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Integration ID,Account ID,Account,Integration,Source Code,Status,Health,Token Expires At,Last Synced At,Last Sync Error,Connected At',
    );
    const healthOf = (account: string, code: string) =>
      lines.find((l) => l.includes(`,${account},`) && l.includes(`,${code},`))?.split(',')[6];
    expect(healthOf('Evergreen Family Health', 'healthgrades')).toBe('broken');
    expect(healthOf('Evergreen Family Health', 'zocdoc')).toBe('expired');
    expect(healthOf('Copper Kettle Coffee', 'opentable')).toBe('pending');
    expect(healthOf('Blue Fern Bistro', 'google')).toBe('connected');
  });
});
