import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { sessionHeaders, signIn } from './sign-in';

type Review = { id: number; rating: number; title: string | null; responses: unknown[] };

/** The demo's one-star review found by its words (seed-inbox.ts SMART_RESPONSE_EXAMPLES). */
async function seededReview(page: Page, words: string): Promise<Review> {
  const res = await page.request.get(
    `/api/reviews?per_page=10&rating=1&search_terms=${encodeURIComponent(words)}`,
    { headers: await sessionHeaders(page) },
  );
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { _embedded: { reviews: Review[] } };
  const review = body._embedded.reviews[0];
  expect(review, `a seeded review with “${words}”`).toBeDefined();
  return review!;
}

test.describe('smart responses (local writer, no credentials)', () => {
  test('a one-star review about cold food and a long wait gets a draft answering both', async ({
    page,
  }) => {
    await signIn(page, 'manager@demo.test');
    const review = await seededReview(page, 'pasta came out cold');
    await page.goto(`/reviews/${review.id}`);
    await page.getByRole('button', { name: 'Draft a reply' }).click();
    const box = page.getByLabel('Your response');
    await expect(box).toHaveValue(/sorry the pasta came out cold/);
    await expect(box).toHaveValue(/wait/);
    await expect(page.getByText(/Drafted by Plaudit’s writer/)).toBeVisible();
    await expect(page.getByText(/It answers: the pasta came out cold; /)).toBeVisible();
    expect(await seriousViolations(page), 'review with a drafted reply').toEqual([]);
    // Edited by a person: no longer marked as drafted.
    await box.fill(`${await box.inputValue()} See you soon.`);
    await expect(page.getByText(/Drafted by Plaudit’s writer/)).toHaveCount(0);
    // Nothing was published or saved: the draft is only in the editor.
    const after = await page.request.get(`/api/reviews/${review.id}`, {
      headers: await sessionHeaders(page),
    });
    expect(((await after.json()) as Review).responses).toEqual([]);
  });

  test('the response editor drafts a reply at 390 px: nothing overflows, every action in reach', async ({
    page,
  }) => {
    await signIn(page, 'manager@demo.test');
    const review = await seededReview(page, 'pasta came out cold');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/reviews/${review.id}`);
    const draft = page.getByRole('button', { name: 'Draft a reply' });
    await draft.scrollIntoViewIfNeeded();
    await expect(draft).toBeInViewport();
    await draft.click();
    const box = page.getByLabel('Your response');
    await expect(box).toHaveValue(/sorry the pasta came out cold/);
    await expect(box).toBeEditable();
    await expectFitsWidth(page, 390);
    for (const name of ['Save Draft', 'Publish']) {
      const button = page.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
    }
    expect(await seriousViolations(page), 'drafted reply at 390 px').toEqual([]);
  });

  test('a review alleging food poisoning is held for a person and cannot be published as drafted', async ({
    page,
  }) => {
    await signIn(page, 'manager@demo.test');
    const review = await seededReview(page, 'food poisoning');
    await page.goto(`/reviews/${review.id}`);
    await page.getByRole('button', { name: 'Draft a reply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Needs a person.' })).toContainText(
      'food poisoning',
    );
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeDisabled();
    await page.getByRole('link', { name: 'View history' }).click();
    await expect(
      page.getByText(/Drafted a reply with Plaudit’s writer \(needs a person/),
    ).toBeVisible();
  });

  test('admins set the voice in settings; the draft follows it', async ({ page }) => {
    await signIn(page, 'admin@demo.test', '/settings/response-voice');
    await expect(page.getByRole('heading', { name: 'Response Voice' })).toBeVisible();
    await page.getByRole('radio', { name: /^Formal/ }).check();
    await page.getByLabel('Sign-off').fill('The Blue Fern team');
    await page.getByRole('button', { name: 'Save voice' }).click();
    await expect(page.getByText('Voice saved')).toBeVisible();
    expect(await seriousViolations(page), 'response voice settings').toEqual([]);
    const review = await seededReview(page, 'pasta came out cold');
    await page.goto(`/reviews/${review.id}`);
    await page.getByRole('button', { name: 'Draft a reply' }).click();
    await expect(page.getByLabel('Your response')).toHaveValue(
      /^Dear [^\n]+,[\s\S]*The Blue Fern team$/,
    );
    // Back to the default, so other tests see the demo as seeded.
    await page.goto('/settings/response-voice');
    await page.getByRole('radio', { name: /^Warm/ }).check();
    await page.getByLabel('Sign-off').fill('');
    await page.getByRole('button', { name: 'Save voice' }).click();
    await expect(page.getByText('Voice saved')).toBeVisible();
  });
});
