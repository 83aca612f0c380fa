import type { Review, ReviewEvent, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let manager: Session;
let readOnly: Session;
let evergreen: Session;
let locationId: number;
let googleId: number;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const loc = await api.db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', admin.account_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  locationId = loc.id;
  googleId = (
    await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

const newReviews = async (session: Session, n: number) => {
  const page = await json<{ _embedded: { reviews: Review[] } }>(
    await api.request(`/api/reviews?status=new&unassigned=true&per_page=${n}&page=3`, {
      auth: session,
    }),
    200,
  );
  return page._embedded.reviews;
};
const history = async (id: number) =>
  (
    await json<{ _embedded: { events: ReviewEvent[] } }>(
      await api.request(`/api/reviews/${id}/history?per_page=100&sort[order]=asc`, { auth: admin }),
      200,
    )
  )._embedded.events;

describe('PATCH /api/reviews/{id}: status and assignment', () => {
  it('assigns, answers the whole review, records the change and feeds "assigned to me"', async () => {
    const [review] = await newReviews(admin, 1);
    const updated = await json<Review>(
      await api.request(`/api/reviews/${review!.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { status: 'in_progress', assigned_user_id: manager.user_id },
      }),
      200,
    );
    expect(updated).toMatchObject({
      id: review!.id,
      status: 'in_progress',
      assigned_user_id: manager.user_id,
      assigned_user_name: 'Marcus Reyes',
      location_name: review!.location_name,
    });
    const mine = await json<{ _embedded: { reviews: Review[] } }>(
      await api.request(`/api/reviews?assigned_user_id=${manager.user_id}&per_page=100`, {
        auth: manager,
      }),
      200,
    );
    expect(mine._embedded.reviews.map((r) => r.id)).toContain(review!.id);
    expect(mine._embedded.reviews.every((r) => r.assigned_user_id === manager.user_id)).toBe(true);
    const events = await history(review!.id);
    expect(events.map((e) => e.event_type)).toEqual(['status_changed', 'assigned']);
    expect(events[1]!.data).toMatchObject({
      to_user_id: manager.user_id,
      to_user_name: 'Marcus Reyes',
    });

    // Unassigning (null) takes it out of the list again.
    const back = await json<Review>(
      await api.request(`/api/reviews/${review!.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { assigned_user_id: null },
      }),
      200,
    );
    expect(back.assigned_user_id).toBeNull();
    expect((await history(review!.id)).length).toBe(3);
  });

  it('refuses bad input, other accounts and read-only users, and changes nothing', async () => {
    const [review] = await newReviews(admin, 1);
    const patch = (json: unknown, auth = admin, id = review!.id) =>
      api.request(`/api/reviews/${id}`, { method: 'PATCH', auth, json });
    expect((await patch({})).status).toBe(400);
    expect((await patch({ status: 'done' })).status).toBe(400);
    expect((await patch({ assigned_user_id: 'me' })).status).toBe(400);
    // Another account's user, and another account's review: 404.
    expect((await patch({ assigned_user_id: evergreen.user_id })).status).toBe(404);
    expect((await patch({ status: 'flagged' }, evergreen)).status).toBe(404);
    expect((await patch({ status: 'flagged' }, readOnly)).status).toBe(403);
    const after = await json<Review>(
      await api.request(`/api/reviews/${review!.id}`, { auth: admin }),
      200,
    );
    expect(after).toMatchObject({ status: 'new', assigned_user_id: null });
    expect(await history(review!.id)).toEqual([]);
  });
});

describe('POST /api/reviews/bulk_update', () => {
  it('marks, assigns and tags several reviews at once', async () => {
    const picked = await newReviews(admin, 3);
    const ids = picked.map((r) => r.id);
    const result = await json<{ updated: number }>(
      await api.request('/api/reviews/bulk_update', {
        method: 'POST',
        auth: admin,
        json: {
          review_ids: ids,
          status: 'flagged',
          assigned_user_id: admin.user_id,
          tag: 'Escalated',
        },
      }),
      200,
    );
    expect(result.updated).toBe(3);
    for (const id of ids) {
      const r = await json<Review>(await api.request(`/api/reviews/${id}`, { auth: admin }), 200);
      expect(r).toMatchObject({ status: 'flagged', assigned_user_id: admin.user_id });
      expect(r.tags).toContain('Escalated');
    }
    // The same change again changes nothing.
    const again = await json<{ updated: number }>(
      await api.request('/api/reviews/bulk_update', {
        method: 'POST',
        auth: admin,
        json: { review_ids: ids, status: 'flagged', tag: 'escalated' },
      }),
      200,
    );
    expect(again.updated).toBe(0);
  });

  it('is all or nothing: one review of another account fails the whole request', async () => {
    const picked = await newReviews(admin, 2);
    const [foreign] = await newReviews(evergreen, 1);
    const res = await api.request('/api/reviews/bulk_update', {
      method: 'POST',
      auth: admin,
      json: { review_ids: [...picked.map((r) => r.id), foreign!.id], status: 'completed' },
    });
    expect(res.status).toBe(404);
    for (const r of picked)
      expect(
        (await json<Review>(await api.request(`/api/reviews/${r.id}`, { auth: admin }), 200))
          .status,
      ).toBe('new');
    const bad = (body: unknown, auth = admin) =>
      api.request('/api/reviews/bulk_update', { method: 'POST', auth, json: body });
    expect((await bad({ review_ids: [], status: 'new' })).status).toBe(400);
    expect((await bad({ review_ids: [picked[0]!.id] })).status).toBe(400);
    expect(
      (await bad({ review_ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'new' }))
        .status,
    ).toBe(400);
    expect((await bad({ review_ids: [picked[0]!.id], status: 'completed' }, readOnly)).status).toBe(
      403,
    );
  });
});

describe('POST /api/reviews (connectors)', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    location_id: locationId,
    source_id: googleId,
    external_id: 'connector-test-1',
    rating: 4,
    content: 'Lovely brunch.',
    author_name: 'Jamie Rivera',
    published_at: '2026-11-20T10:00:00Z',
    ...over,
  });

  it('adds a review once: the same external id updates it and keeps its id', async () => {
    const created = await json<Review>(
      await api.request('/api/reviews', { method: 'POST', auth: admin, json: body() }),
      201,
    );
    expect(created).toMatchObject({
      rating: 4,
      content: 'Lovely brunch.',
      sentiment: 1,
      status: 'new',
    });
    const updated = await json<Review>(
      await api.request('/api/reviews', {
        method: 'POST',
        auth: admin,
        json: body({ rating: 2, content: 'Changed my mind.' }),
      }),
      200,
    );
    expect(updated).toMatchObject({ id: created.id, rating: 2, sentiment: -1 });
    const count = await api.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('external_id', '=', 'connector-test-1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('finds the keywords of an arriving review, and again when its text changes', async () => {
    const keywords = async (id: number) =>
      (
        await json<{ keywords: { short: string }[] }>(
          await api.request(`/api/review/${id}/keywords`, { auth: admin }),
          200,
        )
      ).keywords.map((k) => k.short);
    const first = await json<Review>(
      await api.request('/api/reviews', {
        method: 'POST',
        auth: admin,
        json: body({ external_id: 'connector-kw', content: 'The espresso martini was delicious.' }),
      }),
      201,
    );
    expect(await keywords(first.id)).toContain('espresso martini');
    await json<Review>(
      await api.request('/api/reviews', {
        method: 'POST',
        auth: admin,
        json: body({
          external_id: 'connector-kw',
          rating: 1,
          content: 'The parking garage was horrible.',
        }),
      }),
      200,
    );
    const after = await keywords(first.id);
    expect(after).toContain('parking garage');
    expect(after).not.toContain('espresso martini');
  });

  it('two deliveries at once still make one review', async () => {
    const b = body({ external_id: 'connector-race' });
    const results = await Promise.all(
      [1, 2, 3].map(() => api.request('/api/reviews', { method: 'POST', auth: admin, json: b })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 201]);
    const ids = new Set(
      await Promise.all(results.map(async (r) => ((await r.json()) as Review).id)),
    );
    expect(ids.size).toBe(1);
  });

  it('validates, scopes to the account and refuses users who may not add reviews', async () => {
    const post = (json: unknown, auth = admin) =>
      api.request('/api/reviews', { method: 'POST', auth, json });
    for (const rating of [0, 6, null, 2.5])
      expect((await post(body({ rating, external_id: `bad-${rating}` }))).status).toBe(400);
    expect((await post(body({ published_at: 'yesterday' }))).status).toBe(400);
    expect((await post(body({ url: 'javascript:alert(1)' }))).status).toBe(400);
    const other = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow();
    expect((await post(body({ location_id: other.id, external_id: 'x-acc' }))).status).toBe(404);
    expect((await post(body({ account_id: evergreen.account_id }))).status).toBe(404);
    expect((await post(body({ external_id: 'ro' }), readOnly)).status).toBe(403);
  });
});
