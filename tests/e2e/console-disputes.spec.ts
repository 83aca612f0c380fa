import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { apiHeaders, signIn } from './sign-in';

type ReviewRow = {
  id: number;
  source_code: string;
  author_name: string;
  title: string | null;
  dispute: { status: string } | null;
};

/** A review of the source that was never disputed (other tests of the worker may flag some). */
async function undisputedReview(request: APIRequestContext, email: string, source: string) {
  const headers = await apiHeaders(request, email);
  const body = await (await request.get('/api/reviews?per_page=100', { headers })).json();
  const review = (body._embedded.reviews as ReviewRow[]).find(
    (r) => r.source_code === source && r.dispute === null,
  );
  expect(review, `an undisputed ${source} review`).toBeTruthy();
  return { review: review!, headers };
}

test.describe('review disputes', () => {
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test('a dispute goes from flagged to removed, each step in the review’s history', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
    const { review, headers } = await undisputedReview(page.request, 'admin@demo.test', 'google');

    await page.goto(`/reviews/${review.id}`);
    const section = page.getByRole('region', { name: 'Dispute' });
    await expect(section.getByText(/^Not disputed\./)).toBeVisible();
    await section.getByRole('button', { name: 'Dispute', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute this review' });
    await expect(dialog).toBeVisible();
    // Without a reason the form says what is missing.
    await dialog.getByRole('button', { name: 'Flag review' }).click();
    await expect(dialog.getByText('Choose the rule the review breaks.')).toBeVisible();
    await dialog.getByLabel('Reason').selectOption({ label: 'Fake review' });
    await dialog.getByLabel('Note').fill('No visit under this name in our bookings.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Flag review' }).click();
    await expect(dialog).toBeHidden();

    await expect(section.getByText('Dispute: Flagged')).toBeVisible();
    const reportLink = section.getByRole('link', { name: 'Open Google’s reporting page' });
    await expect(reportLink).toHaveAttribute(
      'href',
      'https://support.google.com/business/answer/4596773',
    );
    await expect(reportLink).toHaveAttribute('target', '_blank');
    await section.getByRole('button', { name: 'Mark submitted' }).click();
    await expect(section.getByText('Dispute: Submitted to the site')).toBeVisible();
    await section.getByLabel('Note on this step (optional)').fill('Google took it down.');
    await section.getByRole('button', { name: 'Mark removed' }).click();
    await expect(section.getByText('Dispute: Removed by the site')).toBeVisible();
    // Closed: the review may be disputed again, and no step is left.
    await expect(section.getByRole('button', { name: 'Mark removed' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Dispute', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View history' }).click();
    await expect(page.getByText('Flagged the review for dispute (Fake review)')).toBeVisible();
    await expect(page.getByText('Marked the dispute submitted to the site')).toBeVisible();
    await expect(
      page.getByText(
        'Marked the dispute removed: the site took the review down: “Google took it down.”',
      ),
    ).toBeVisible();

    // The Disputes page counts it with the API's figures.
    await page.goto('/disputes');
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    const api = await (await page.request.get('/api/disputes', { headers })).json();
    await expect(
      page.getByTestId('disputes-by-outcome').locator('[data-outcome="removed"]'),
    ).toHaveText(String(api.counts.by_outcome.removed));
    await expect(
      page.getByTestId('disputes-by-status').locator('[data-status="removed"]'),
    ).toHaveText(String(api.counts.by_status.removed));
    await expect(page.locator(`a[href$="/reviews/${review.id}"]`).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsWidth(page, 390);
  });

  test('the reviews list flags a review and filters by dispute status', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test');
    const { review } = await undisputedReview(page.request, 'manager@demo.test', 'yelp');
    const title = review.title || `Review by ${review.author_name || 'Anonymous'}`;
    await page.goto('/reviews?dateDescriptor=allTime');
    await page
      .getByRole('button', { name: `Dispute: ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Dispute this review' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Spam' });
    await dialog.getByRole('button', { name: 'Flag review' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/reviews?dateDescriptor=allTime&disputeStatus=flagged');
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href*="/reviews/${review.id}"]`) });
    await expect(card.getByText('Dispute: Flagged')).toBeVisible();
    // Every listed review is flagged.
    const badges = page.getByRole('article').getByText(/^Dispute: /);
    await expect(badges.first()).toBeVisible();
    for (const text of await badges.allTextContents()) expect(text).toBe('Dispute: Flagged');

    // Empty filter result on the Disputes page says what fills it.
    await page.goto('/disputes?status=withdrawn');
    await expect(page.getByText('Disputes appear here when someone flags a review')).toBeVisible();
  });

  test('Read Only users see disputes but have no Dispute action', async ({ page }) => {
    await signIn(page, 'readonly@demo.test', '/reviews?dateDescriptor=allTime');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dispute: / })).toHaveCount(0);
    await page.goto('/disputes');
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  });
});
