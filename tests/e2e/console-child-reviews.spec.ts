import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectFitsWidth } from './fits-width';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

type Waiting = { id: number; content: string; author_name: string; rating: number };
type Queue = { _total: number; _embedded: { reviews: Waiting[] } };

/** The demo partner's API (the queue as the server computes it). */
async function partnerApi(request: APIRequestContext) {
  const login = await request.post('/api/auth', {
    data: { email: 'partner@demo.test', password: 'demo-password' },
  });
  const s = await login.json();
  const headers = {
    authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
    accept: 'application/hal+json; version=1',
  };
  return async <T>(path: string): Promise<T> => {
    const res = await request.get(`/api${path}`, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
}

const waitingText = (n: number) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'review is' : 'reviews are'} waiting for a response`;

test.describe('reviews without responses (child reviews)', () => {
  test('filter the queue, answer a review in place and see it leave the queue', async ({
    page,
    request,
  }) => {
    const get = await partnerApi(request);
    const accounts = await get<{ _embedded: { accounts: { id: number; name: string }[] } }>(
      '/accounts?per_page=100',
    );
    const evergreen = accounts._embedded.accounts.find(
      (a) => a.name === 'Evergreen Family Health',
    )!;
    const all = await get<Queue>('/child_reviews?per_page=1');
    const mine = await get<Queue>(
      `/child_reviews?child_account_id=${evergreen.id}&sort[order]=asc&per_page=1`,
    );
    // Evergreen's oldest waiting review: no other spec depends on it.
    const oldest = mine._embedded.reviews[0]!;

    await signIn(page, 'partner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'Reviews without responses' })
      .click();
    await expect(page).toHaveURL(/\/child-reviews/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reviews without responses' }),
    ).toBeVisible();
    await expect(page.getByText(waitingText(all._total))).toBeVisible();
    const list = page.getByRole('list', { name: 'Reviews without responses' });
    await expect(list.getByRole('article')).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);

    // One account, oldest first.
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('option', { name: 'Evergreen Family Health' }).click();
    await expect(page).toHaveURL(new RegExp(`childAccountId=${evergreen.id}`));
    await page.getByRole('button', { name: /^Order/ }).click();
    await page.getByRole('option', { name: 'Oldest first' }).click();
    await expect(page.getByText(waitingText(mine._total))).toBeVisible();
    const first = list.getByRole('article').first();
    await expect(first).toContainText('Evergreen Family Health');
    await expect(first).toContainText(oldest.content.slice(0, 60));

    // Rating: the server's count for one star in this account.
    const oneStar = await get<Queue>(
      `/child_reviews?child_account_id=${evergreen.id}&rating=1&per_page=1`,
    );
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('button', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: '1 star', exact: true }).click();
    await expect(page).toHaveURL(/rating=1/);
    await expect(page.getByText(waitingText(oneStar._total))).toBeVisible();
    await page.getByRole('button', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: 'All ratings' }).click();
    await expect(page.getByText(waitingText(mine._total))).toBeVisible();

    // Answer the oldest in place: it publishes and leaves the queue.
    await expect(first).toContainText(oldest.content.slice(0, 60));
    await first.getByRole('textbox').fill('Thank you for your feedback. We are glad to help.');
    await first.getByRole('button', { name: 'Publish response' }).click();
    await expect(page.getByText(/sent for publishing/)).toBeVisible();
    await expect(page.getByText(waitingText(mine._total - 1))).toBeVisible();
    await expect(list.getByRole('article').first()).not.toContainText(oldest.content.slice(0, 60));
    const after = await get<Queue>(
      `/child_reviews?child_account_id=${evergreen.id}&sort[order]=asc&per_page=1`,
    );
    expect(after._total).toBe(mine._total - 1);
    expect(after._embedded.reviews[0]?.id).not.toBe(oldest.id);

    await expectFitsWidth(page, 390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a partner drafts a reply to a child account’s review, at 390 px too', async ({
    page,
    request,
  }) => {
    const get = await partnerApi(request);
    // Blue Fern has smart responses; its cold-pasta review is only ever drafted, never answered.
    const words = 'pasta came out cold';
    const found = await get<Queue>(
      `/child_reviews?search_terms=${encodeURIComponent(words)}&rating=1&per_page=1`,
    );
    const review = found._embedded.reviews[0];
    expect(review, 'the seeded cold-pasta review is waiting').toBeDefined();

    await signIn(page, 'partner@demo.test');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/child-reviews?search_terms=${encodeURIComponent(words)}&rating=1`);
    const card = page
      .getByRole('list', { name: 'Reviews without responses' })
      .getByRole('article')
      .filter({ hasText: review!.content.slice(0, 40) });
    const draft = card.getByRole('button', { name: 'Draft a reply' });
    await draft.scrollIntoViewIfNeeded();
    await expect(draft).toBeInViewport();
    await draft.click();
    const box = card.getByRole('textbox');
    await expect(box).toHaveValue(/sorry the pasta came out cold/);
    await expect(card.getByText(/Drafted by Plaudit’s writer/)).toBeVisible();
    await expect(box).toBeEditable();
    await expectFitsWidth(page, 390);
    const publish = card.getByRole('button', { name: 'Publish response' });
    await publish.scrollIntoViewIfNeeded();
    await expect(publish).toBeInViewport();
    await expect(publish).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    // Drafting publishes nothing: the review still waits.
    const still = await get<Queue>(
      `/child_reviews?search_terms=${encodeURIComponent(words)}&rating=1&per_page=1`,
    );
    expect(still._embedded.reviews[0]?.id).toBe(review!.id);
  });

  test('a search that matches nothing shows the empty state', async ({ page }) => {
    await signIn(page, 'partner@demo.test', '/child-reviews?search_terms=zzzz-no-such-review');
    await expect(
      page.getByRole('heading', { name: 'No reviews are waiting for a response' }),
    ).toBeVisible();
    await expect(page.getByLabel('Search reviews')).toHaveValue('zzzz-no-such-review');
  });
});
