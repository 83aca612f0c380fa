import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** A neighbour of a demo location that no seeded scorecard uses (the local place simulator). */
const PROSPECT = 'Little Sparrow Grill';
const SEARCH = 'Little Sparrow Grill 1882';

test.describe('partner scorecards', () => {
  test.beforeEach(() => {
    test.setTimeout(150_000);
  });

  test('the landing shows the demo partner’s scorecards and leads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'partner@demo.test', '/partner-tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Tools' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent scorecards' })).toBeVisible();
    await expect(page.getByText('Leads in the last 30 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent leads' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });

  test('a partner prepares a scorecard from a place search, shares it, gets a lead, exports and deletes it', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'partner@demo.test', '/partner-tools/scorecards');
    await expect(page.getByRole('heading', { level: 1, name: 'Scorecards' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Scorecards' }).getByRole('row')).not.toHaveCount(
      0,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Prepare: search the place, then Prepare scorecard on it.
    await page.getByRole('button', { name: 'New scorecard' }).click();
    await page.getByLabel('Find the business').fill(SEARCH);
    await page.getByRole('button', { name: `Prepare a scorecard of ${PROSPECT}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: PROSPECT })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Overall grade')).toBeVisible();
    await expect(page.getByText('Days since the last review')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Listings across directories' })).toContainText(
      'Yelp',
    );
    const competitors = page.getByRole('table', { name: 'Competitors nearby' });
    await expect(competitors.getByRole('row')).not.toHaveCount(0);
    await expect(competitors).toContainText(PROSPECT);
    await expect(page.getByText('No leads yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Run again: a second run in the history.
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Every run of this scorecard, newest first' })
        .getByRole('row'),
    ).toHaveCount(3);

    // Share: the public link opens without a login, branded with the partner's name.
    const link = await page.getByLabel('Public link').inputValue();
    expect(link).toMatch(/\/scorecardrequest\/[A-Za-z0-9_-]{22}$/);
    const stranger = await browser.newContext();
    const pub = await stranger.newPage();
    await pub.setViewportSize({ width: 1280, height: 900 });
    await pub.goto(link);
    await expect(
      pub.getByRole('heading', { level: 1, name: `Reputation scorecard: ${PROSPECT}` }),
    ).toBeVisible();
    await expect(pub.getByText('Summit Hospitality Partners').first()).toBeVisible();
    await expect(pub.getByText('Overall grade')).toBeVisible();
    expect(await seriousViolations(pub)).toEqual([]);
    await expectFitsWidth(pub, 390);

    // The lead form checks the fields, then sends.
    await pub.getByLabel('Name (required)').fill('Rosa Diaz');
    await pub.getByLabel('Email (required)').fill('rosa@example');
    await pub.getByLabel('Phone').fill('555-12');
    await pub.getByRole('button', { name: 'Send' }).click();
    await expect(pub.getByText('Enter a valid email address')).toBeVisible();
    await expect(pub.getByText('Enter a 10-digit phone number')).toBeVisible();
    await expect(pub.getByText('Please agree to be contacted about your scorecard')).toBeVisible();
    expect(await seriousViolations(pub)).toEqual([]);
    await pub.getByLabel('Email (required)').fill('rosa@example.com');
    await pub.getByLabel('Phone').fill('(512) 555-0123');
    await pub.getByLabel('Message').fill('Please call after 3pm.');
    await pub.getByLabel(/may contact me about this scorecard/).check();
    await pub.getByRole('button', { name: 'Send' }).click();
    await expect(pub.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await stranger.close();

    // The lead reaches the scorecard page.
    await page.reload();
    await expect(page.getByText('Rosa Diaz')).toBeVisible();
    await expect(page.getByRole('link', { name: 'rosa@example.com' })).toBeVisible();
    await expect(page.getByText('Please call after 3pm.')).toBeVisible();
    await expectFitsWidth(page, 390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Export: the CSV has the scorecard with its one lead.
    await page.getByRole('link', { name: 'Back to scorecards' }).click();
    await expect(page.getByRole('link', { name: PROSPECT })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toContain('Listing Accuracy (%)');
    const row = lines.find((l) => l.includes(PROSPECT));
    expect(row).toBeTruthy();
    expect(row!.endsWith(',1')).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(7);

    // Delete, after the confirmation.
    await page.getByRole('link', { name: PROSPECT }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('the public link stops working');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scorecards' })).toBeVisible();
    await expect(page.getByRole('link', { name: PROSPECT })).toHaveCount(0);
    const gone = await browser.newPage();
    await gone.goto(link);
    await expect(gone.getByText('This scorecard link does not work.')).toBeVisible();
    await gone.close();
  });

  test('a child account sees the scorecard its partner shared of its location', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test', '/partner-tools');
    await expect(page.getByRole('heading', { name: 'Scorecards from your partner' })).toBeVisible();
    const shared = page.getByRole('main').getByRole('link', { name: /^Blue Fern Bistro - / });
    await expect(shared).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
    await shared.click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Reputation scorecard: Blue Fern/ }),
    ).toBeVisible();
    // Its own location: the figures are its reviews in Plaudit, and the page says so.
    await expect(
      page.getByText('Review figures: this location’s reviews in Plaudit.'),
    ).toBeVisible();
  });
});
