import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test.describe('visual reports', () => {
  test.beforeEach(() => {
    test.setTimeout(180_000);
  });

  test('lists the saved reports and opens one with real figures', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test', '/visual-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    // The manager sees the shared reports and their own draft.
    const list = page.getByRole('list', { name: 'Reports' });
    await expect(list.getByRole('link', { name: 'Monthly overview', exact: true })).toBeVisible();
    await expect(
      list.getByRole('link', { name: 'Locations and groups', exact: true }),
    ).toBeVisible();
    await expect(
      list.getByRole('link', { name: 'Quarter at a glance', exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);

    await page.setViewportSize({ width: 1280, height: 900 });
    await list.getByRole('link', { name: 'Monthly overview', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly overview' })).toBeVisible();
    const rating = page.getByRole('article', { name: 'Rating over time' });
    await expect(rating.locator('.vr-block__figure')).toHaveText(/^\d\.\d\d$/);
    await expect(rating.getByRole('img', { name: 'Rating over time by month' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Reviews by source' }).getByRole('listitem').first(),
    ).toContainText(/\d/);
    await expect(
      page.getByRole('article', { name: 'Response rate' }).locator('.vr-block__figure'),
    ).toHaveText(/^\d+\.\d%$/);
    // Shared by the admin: the manager may view but not edit or share it.
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });

  test('buckets a series by its range, marks partial periods and keeps labels whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test', '/visual-reports');
    await page
      .getByRole('list', { name: 'Reports' })
      .getByRole('link', { name: 'Monthly overview', exact: true })
      .click();
    const volume = page.getByRole('article', { name: 'Reviews over time' });
    // Twelve months: calendar months read as months ("Oct 2026", never "Oct 26"); the range
    // starts mid-month, so its first month is drawn hollow with a note.
    await expect(volume.getByRole('img', { name: 'Reviews over time by month' })).toBeVisible();
    const monthLabels = await volume.locator('svg > text[text-anchor]').allTextContents();
    const axis = monthLabels.filter((t) => !/^\d+$/.test(t));
    expect(axis.length).toBeGreaterThan(1);
    for (const label of axis) expect(label).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    await expect(
      volume.getByText('Hollow points: a period only partly in the range'),
    ).toBeVisible();

    // Thirty days: a point per day, not two months drawn as a climb.
    const url = new URL(page.url());
    url.searchParams.set('dateDescriptor', 'thirtyDays');
    await page.goto(url.pathname + url.search);
    await expect(volume.getByRole('img', { name: 'Reviews over time by day' })).toBeVisible();
    await expect(
      volume.getByRole('columnheader', { name: 'Day', includeHidden: true }),
    ).toHaveCount(1);
    expect(await volume.locator('tbody tr').count()).toBeGreaterThanOrEqual(30);
    // Every axis label lies whole inside the chart (the last one is not cut to "Nov 2").
    const svgBox = (await volume.locator('svg').boundingBox())!;
    const texts = volume.locator('svg > text');
    for (let i = 0; i < (await texts.count()); i++) {
      const box = (await texts.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(svgBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(svgBox.x + svgBox.width + 0.5);
    }
    const last = (await texts.last().textContent()) ?? '';
    expect(last).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });

  test('builds a report, shares it, downloads PNG and PDF, schedules it and deletes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test', '/visual-reports');
    await page.getByRole('link', { name: 'Create report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New report' })).toBeVisible();
    const name = `E2E report ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Built by the end-to-end test');
    await page.getByLabel('Date range').selectOption('twelveMonths');
    // Two blocks to start with; add two more, make one a table and move it up.
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByLabel('Block 3').selectOption('by_location');
    await page.getByLabel('Block 4').selectOption('sentiment');
    await page.getByLabel('Show as').first().selectOption('table');
    await page.getByRole('button', { name: 'Move up By location' }).click();
    await expect(page.getByLabel('Block 2')).toHaveValue('by_location');
    await page.getByRole('button', { name: 'Remove Reviews over time' }).click();
    await expect(page.getByRole('list', { name: 'Blocks' }).getByRole('listitem')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Save report' }).click();

    await expect(page).toHaveURL(/\/visual-reports\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Rating over time' }).locator('.vr-block__figure'),
    ).toHaveText(/^\d\.\d\d$/);
    const byLocation = page.getByRole('article', { name: 'By location' });
    await expect(byLocation.getByRole('table')).toBeVisible();
    await expect(byLocation.getByRole('rowheader').first()).toContainText('Blue Fern');
    await expect(
      page.getByRole('article', { name: 'Sentiment' }).getByRole('listitem'),
    ).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Share with the manager only.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: `Share “${name}”` });
    await share.getByLabel('Chosen users').check();
    await share.getByRole('checkbox', { name: /Marcus Reyes/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await share.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sharing saved')).toBeVisible();
    await expect(page.getByText(/Shared with 1 user/)).toBeVisible();

    // PNG and PDF, rendered by the server.
    for (const [button, pattern, magic] of [
      // Named after the report (CSV exports keep export-{date}.csv).
      ['Download PNG', /^e2e-report-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.png$/, '\x89PNG'],
      ['Download PDF', /^e2e-report-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf$/, '%PDF'],
    ] as const) {
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('button', { name: button }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(pattern);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(magic);
    }

    // Schedule it by e-mail.
    await page.getByRole('button', { name: 'Schedule Export', exact: true }).click();
    const flyout = page.getByRole('dialog', { name: 'Schedule Export' });
    await flyout.getByLabel('Name').fill(`${name} weekly`);
    const recipients = flyout.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('manager@demo.test');
    await recipients.press('Enter');
    await expect(flyout.getByRole('list', { name: 'Recipients added' })).toContainText(
      'manager@demo.test',
    );
    await flyout.getByLabel('Daily').check();
    await flyout.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scheduled Export saved')).toBeVisible();
    await expect(flyout).toBeHidden();
    await expectFitsWidth(page, 390);
    expect(await seriousViolations(page)).toEqual([]);

    // Delete it (with its schedule), after confirming.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/visual-reports');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Report deleted')).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
