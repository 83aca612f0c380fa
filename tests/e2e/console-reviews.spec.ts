import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

const PUBLISH_ERROR =
  'An error occurred while publishing the response. We’ll try again. No action necessary.';

/** Calls the API as the signed-in user (the console keeps its session in localStorage). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const stored = await page.evaluate(() => localStorage.getItem('plaudit.auth'));
  const { auth } = JSON.parse(stored ?? '{}');
  const res = await page.request.get(path, {
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.email}:${auth.token}`).toString('base64')}`,
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

type Review = { id: number; source_code: string; responses: unknown[]; tags: string[] };

async function unansweredReviews(page: Page, count: number): Promise<Review[]> {
  const body = await apiGet<{ _embedded: { reviews: Review[] } }>(
    page,
    '/api/reviews?per_page=100&review_types=review',
  );
  const picked = body._embedded.reviews.filter(
    // Untagged, so the tag editor starts (and ends) empty whatever the seed's dice gave.
    (r) => r.responses.length === 0 && r.source_code === 'google' && r.tags.length === 0,
  );
  expect(picked.length).toBeGreaterThanOrEqual(count);
  return picked.slice(0, count);
}

test.describe('console reviews', () => {
  test('the list shows reviews with stars, sources, response status; pages with cursors; axe', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/reviews?dateDescriptor=thirtyDays');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(25);
    await expect(list.getByRole('img', { name: /out of 5 stars?$/ }).first()).toBeVisible();
    expect(await seriousViolations(page), '/reviews').toEqual([]);

    const firstTitle = await list.getByRole('heading', { level: 2 }).first().textContent();
    await page.getByRole('button', { name: 'Older reviews' }).click();
    await expect(page).toHaveURL(/after=\d+/);
    await expect(list.getByRole('heading', { level: 2 }).first()).not.toHaveText(firstTitle ?? '');
    await page.getByRole('button', { name: 'Newer reviews' }).click();
    await expect(page).toHaveURL(/before=\d+/);
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(firstTitle ?? '');
    await expect(page.getByRole('button', { name: 'Newer reviews' })).toBeDisabled();

    // A rating filter of '0' lists reviews without a rating, or the empty state.
    await page.goto('/reviews?dateDescriptor=thirtyDays&search_terms=zzzz-no-such-words');
    await expect(page.getByRole('heading', { name: 'No reviews found' })).toBeVisible();
  });

  test('respond to a review and see it published; tags and history; axe on the detail', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    const [review] = await unansweredReviews(page, 1);
    await page.goto(
      `/reviews/${review!.id}?published_after=2020-01-01&published_before=2030-01-01&group_id=&review_types=review`,
    );
    await expect(page.getByRole('heading', { name: 'Response' })).toBeVisible();
    // The byline names one review's kind in the singular ("By Madison · Review").
    await expect(page.getByText(/^By .+ · (Review|Recommendation|Feedback)$/)).toBeVisible();
    expect(await seriousViolations(page), 'review detail').toEqual([]);
    const box = page.getByLabel('Your response');
    await box.fill('Thank you for visiting us!');
    await expect(page.getByText(/characters remaining$/)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/^Published /)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Thank you for visiting us!')).toBeVisible();

    // Tags: a new name is offered as "Create tag 'x'" (never just "No results"), then removed.
    const tagBox = page.getByRole('combobox', { name: 'Add a tag' });
    await tagBox.fill('e2e-follow-up');
    await page.getByRole('option', { name: "Create tag 'e2e-follow-up'" }).click();
    const tags = page.getByRole('list', { name: 'Tags of this review' });
    await expect(tags.getByText('e2e-follow-up')).toBeVisible();
    await page.getByRole('button', { name: 'Remove tag e2e-follow-up' }).click();
    await expect(page.getByText('No tags yet.')).toBeVisible();

    await page.getByRole('link', { name: 'View history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review History' })).toBeVisible();
    const history = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(history.getByText('Removed the tag e2e-follow-up')).toBeVisible();
    await expect(history.getByText('Published the response')).toBeVisible();
    await expect(history.getByText('Wrote a response')).toBeVisible();

    // Back to the review, then to the list with the detail's filters mapped back.
    await page.getByRole('link', { name: 'Back to Review' }).click();
    await page.getByRole('link', { name: 'Back to Reviews' }).first().click();
    await expect(page).toHaveURL(
      '/reviews?dateDescriptor=custom&from=2020-01-01&to=2030-01-01&reviewTypes=review',
    );
  });

  test('Back to Reviews returns to the same list: filters, page and scroll', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/reviews?dateDescriptor=sixMonths&rating=5');
    const list = page.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('article')).toHaveCount(25);
    const firstLink = list.getByRole('heading', { level: 2 }).first().getByRole('link');
    const firstOfPageOne = await firstLink.getAttribute('href');
    await page.getByRole('button', { name: 'Older reviews' }).click();
    await expect(page).toHaveURL(/after=\d+/);
    const listUrl = new URL(page.url());
    // The older page has replaced the first one (its reviews, not the first page's still shown).
    await expect(firstLink).not.toHaveAttribute('href', firstOfPageOne!);
    await expect(list.getByRole('article')).not.toHaveCount(0);
    const last = list.getByRole('heading', { level: 2 }).last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await last.getByRole('link').click();
    await expect(page).toHaveURL(/\/reviews\/\d+\?/);
    await page.getByRole('link', { name: 'Back to Reviews' }).first().click();
    await expect(page).toHaveURL(`${listUrl.pathname}${listUrl.search}`);
    await expect(page.getByRole('button', { name: /^Date range/ })).toHaveText(/6 months/);
    await expect(list.getByRole('article')).not.toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('a response the directory refuses shows the retry message', async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    const [, review] = await unansweredReviews(page, 2);
    await page.goto(`/reviews/${review!.id}`);
    await page.getByLabel('Your response').fill('Thanks! [fail-publish]');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText(/^Draft saved \w/)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: PUBLISH_ERROR })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Retry now' })).toBeVisible();
  });
});
