import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { sessionHeaders, signIn } from './sign-in';

type Review = {
  id: number;
  rating: number;
  title: string | null;
  author_name: string;
  source_code: string;
  location_id: number;
  source_id: number;
  responses: unknown[];
  tags: string[];
};

/** The signed-in user's Basic credentials (the console keeps its session in localStorage). */

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: await sessionHeaders(page) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Untouched reviews (new, unassigned, unanswered, untagged), `skip` into the list so specs differ. */
async function untouched(page: Page, query: string, skip: number, count: number) {
  const body = await apiGet<{ _embedded: { reviews: Review[] } }>(
    page,
    `/api/reviews?per_page=100&status=new&unassigned=true&review_types=review&${query}`,
  );
  const picked = body._embedded.reviews.filter(
    (r) => r.responses.length === 0 && r.tags.length === 0 && r.source_code === 'google',
  );
  expect(picked.length).toBeGreaterThanOrEqual(skip + count);
  return picked.slice(skip, skip + count);
}

const titleOf = (r: Review) => r.title || `Review by ${r.author_name || 'Anonymous'}`;

test.describe('console inbox', () => {
  test('status, assignment, internal notes and history on a review; "assigned to me" finds it', async ({
    browser,
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    const [review] = await untouched(page, 'rating=4', 0, 1);
    await page.goto(`/reviews/${review!.id}`);
    const workflow = page.getByRole('region', { name: 'Workflow' });
    await expect(workflow.getByLabel('Status')).toHaveValue('new');
    await workflow.getByLabel('Status').selectOption({ label: 'In progress' });
    await expect(page.getByText('Status updated')).toBeVisible();
    await workflow.getByLabel('Assigned to').selectOption({ label: 'Marcus Reyes' });
    await expect(page.getByText('Assigned to Marcus Reyes')).toBeVisible();

    const notes = page.getByRole('region', { name: 'Internal notes' });
    await expect(notes.getByText('No notes yet.')).toBeVisible();
    await notes.getByLabel('Add a note').fill('Called the guest <b>back</b>.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    // Shown as text, never as HTML.
    await expect(notes.getByText('Called the guest <b>back</b>.')).toBeVisible();
    expect(await seriousViolations(page), 'review detail with workflow and notes').toEqual([]);

    await page.getByRole('link', { name: 'View history' }).click();
    const changes = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(changes.getByText('Added a note: “Called the guest <b>back</b>.”')).toBeVisible();
    await expect(changes.getByText('Assigned the review to Marcus Reyes')).toBeVisible();
    await expect(changes.getByText('Changed the status from New to In progress')).toBeVisible();

    // Marcus finds it under "Assigned to me", with the note beside it.
    const context = await browser.newContext();
    const marcus = await context.newPage();
    await signIn(marcus, 'manager@demo.test', '/reviews?dateDescriptor=twelveMonths&assigned=me');
    const list = marcus.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const mine = list.getByRole('article').filter({ hasText: 'Assigned to Marcus Reyes' });
    expect(await mine.count()).toBe(await list.getByRole('article').count());
    await context.close();
  });

  test('the response editor suggests the template for the rating and fills in the names, the location’s public one', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    const [review] = await untouched(page, 'rating=1', 0, 1);
    // The reply is published beside the review: it names the location as customers know it.
    const location = await apiGet<{ name: string; public_name: string }>(
      page,
      `/api/locations/${review!.location_id}`,
    );
    expect(location.public_name).not.toBe(location.name);
    await page.goto(`/reviews/${review!.id}`);
    const picker = page.getByLabel('Start from a template');
    await expect(picker.locator('option').first()).toHaveText('Suggested: Sorry we missed');
    await page.getByRole('button', { name: 'Use “Sorry we missed”' }).click();
    const first = review!.author_name.split(' ')[0]!;
    await expect(page.getByLabel('Your response')).toHaveValue(
      `Hi ${first}, we are sorry your visit to ${location.public_name} fell short. Please reach out to us so Blue Fern Bistro can make it right.`,
    );
    // Text already written is only replaced when the user says so.
    await page.getByLabel('Your response').fill('My own words');
    await picker.selectOption({ label: 'Thanks for the stars' });
    await page.getByRole('button', { name: 'Keep my text' }).click();
    await expect(page.getByLabel('Your response')).toHaveValue('My own words');
  });

  test('bulk actions mark, assign and tag the selected reviews', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const picked = await untouched(page, 'rating=3', 2, 2);
    const search = picked.map((r) => r.author_name);
    await page.goto('/reviews?dateDescriptor=twelveMonths&rating=3&status=new&assigned=none');
    const list = page.getByRole('list', { name: 'Reviews' });
    for (const r of picked)
      await list
        .getByRole('checkbox', { name: `Select: ${titleOf(r)}` })
        .first()
        .check();
    const bar = page.getByRole('region', { name: '2 reviews selected' });
    await expect(bar).toBeVisible();
    expect(await seriousViolations(page), 'reviews with a selection').toEqual([]);
    await bar.getByLabel('Add tag').fill('Needs callback');
    await bar.getByRole('button', { name: 'Tag' }).click();
    await expect(page.getByText(/Tagged 2 reviews “Needs callback” \(2 changed\)/)).toBeVisible();
    for (const r of picked)
      await list
        .getByRole('checkbox', { name: `Select: ${titleOf(r)}` })
        .first()
        .check();
    await page
      .getByRole('region', { name: '2 reviews selected' })
      .getByRole('button', { name: /^Mark as/ })
      .click();
    await page.getByRole('option', { name: 'Flagged' }).click();
    await expect(page.getByText(/Marked 2 reviews Flagged \(2 changed\)/)).toBeVisible();
    for (const r of picked) {
      const after = await apiGet<Review & { status: string }>(page, `/api/reviews/${r.id}`);
      expect(after.status).toBe('flagged');
      expect(after.tags).toContain('Needs callback');
    }
    expect(search.length).toBe(2);
  });

  test('templates and auto-responding rules in settings; an arriving review waits and can be stopped', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', '/settings');
    await page.getByRole('link', { name: 'Response Templates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Response Templates' })).toBeVisible();
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Name').fill('Quick thanks e2e');
    await page.getByLabel('Text').fill('Hi {firstname}');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByText('Text uses unknown placeholders: {firstname}')).toBeVisible();
    await page.getByLabel('Text').fill('Thanks ');
    await page.getByRole('button', { name: '{reviewer_first_name}' }).click();
    await expect(page.getByLabel('Text')).toHaveValue('Thanks {reviewer_first_name}');
    await page.getByRole('checkbox', { name: '5 stars' }).check();
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByText('Template created')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Quick thanks e2e' });
    await expect(card.getByText('For 5 stars · every source')).toBeVisible();
    expect(await seriousViolations(page), '/settings/response-templates').toEqual([]);

    await page.goto('/settings/auto-response-rules');
    await expect(page.getByText(/Automatic responses wait as drafts/)).toBeVisible();
    await page.getByRole('button', { name: 'New rule' }).click();
    await page.getByLabel('Name').fill('Fives e2e');
    await page.getByLabel('Answer with the template').selectOption({ label: 'Quick thanks e2e' });
    await page.getByLabel('Wait (hours after the review arrives)').fill('3');
    await page.getByRole('button', { name: 'Create rule' }).click();
    await expect(page.getByText('Rule created')).toBeVisible();
    await expect(
      page.getByText(
        /Reviews without text with 5 stars from every source get “Quick thanks e2e” 3 hours after they arrive\./,
      ),
    ).toBeVisible();
    expect(await seriousViolations(page), '/settings/auto-response-rules').toEqual([]);

    // A wordless five-star review arrives from a connector.
    const [any] = await untouched(page, 'rating=5', 0, 1);
    const res = await page.request.post('/api/reviews', {
      headers: await sessionHeaders(page),
      data: {
        location_id: any!.location_id,
        source_id: any!.source_id,
        external_id: `e2e-inbox-${Date.now()}`,
        rating: 5,
        author_name: 'Robin Vale',
        published_at: new Date().toISOString(),
      },
    });
    expect(res.status()).toBe(201);
    const arrived = (await res.json()) as Review & { auto_response_at: string | null };
    expect(arrived.auto_response_at).not.toBeNull();
    await page.goto(`/reviews/${arrived.id}`);
    await expect(page.getByText(/An automatic response will be written on/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel automatic response' }).click();
    await expect(page.getByText('Automatic response cancelled')).toBeVisible();
    await expect(page.getByText(/An automatic response will be written on/)).toHaveCount(0);
    await page.getByRole('link', { name: 'View history' }).click();
    await expect(page.getByText('Cancelled the automatic response')).toBeVisible();
    await expect(
      page.getByText(
        /Scheduled an automatic response \(rule “Wordless five stars”\)|Scheduled an automatic response \(rule “Fives e2e”\)/,
      ),
    ).toBeVisible();
  });
});
