import type { Review } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { json, responsesTest } from './responses-test';

/** Tags on reviews, and cursor paging of the review list. */
const t = responsesTest();
const { freshReview, getReview, history } = t;

describe('tags and review tags', () => {
  it('creates, finds by typeahead, tags a review, untags by review and name, deletes', async () => {
    const created = await json<{ id: number; name: string }>(
      await t.api.request('/api/tags', {
        method: 'POST',
        auth: t.admin,
        json: { name: 'Zesty VIP' },
      }),
      201,
    );
    const dup = await t.api.request('/api/tags', {
      method: 'POST',
      auth: t.admin,
      json: { name: 'zesty vip' },
    });
    expect(dup.status).toBe(409);
    const found = await json<{ _embedded: { tags: { name: string }[] }; _total: number }>(
      await t.api.request('/api/tags?keywords=zest&search_type=typeahead', { auth: t.admin }),
      200,
    );
    expect(found._embedded.tags.map((t) => t.name)).toEqual(['Zesty VIP']);
    const none = await json<{ _total: number }>(
      await t.api.request('/api/tags?keywords=esty&search_type=typeahead', { auth: t.admin }),
      200,
    );
    expect(none._total).toBe(0);

    const review = await freshReview();
    await json(
      await t.api.request('/api/review_tags', {
        method: 'POST',
        auth: t.admin,
        json: { review_id: review.id, name: 'Zesty VIP' },
      }),
      201,
    );
    expect((await getReview(review.id)).tags).toContain('Zesty VIP');
    const listed = await json<{ _embedded: { review_tags: { name: string }[] } }>(
      await t.api.request(`/api/review_tags?review_id=${review.id}`, { auth: t.admin }),
      200,
    );
    expect(listed._embedded.review_tags.map((t) => t.name)).toContain('Zesty VIP');
    // Another account cannot see, untag or delete.
    expect(
      (
        await t.api.request(
          `/api/review_tags?account_id=${t.admin.account_id}&review_id=${review.id}&name=Zesty%20VIP`,
          { method: 'DELETE', auth: t.evergreen },
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.api.request(`/api/tags/${created.id}`, { method: 'DELETE', auth: t.evergreen }))
        .status,
    ).toBe(404);
    expect(
      (await t.api.request(`/api/tags?account_id=${t.admin.account_id}`, { auth: t.evergreen }))
        .status,
    ).toBe(404);
    // Read Only may read but not tag.
    expect(
      (
        await t.api.request('/api/review_tags', {
          method: 'POST',
          auth: t.readOnly,
          json: { review_id: review.id, name: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api.request('/api/review_tags', {
          method: 'POST',
          auth: t.admin,
          json: { name: 'x' },
        })
      ).status,
    ).toBe(400);
    const del = await t.api.request(
      `/api/review_tags?account_id=${t.admin.account_id}&review_id=${review.id}&name=Zesty%20VIP`,
      { method: 'DELETE', auth: t.admin },
    );
    expect(del.status).toBe(204);
    expect((await getReview(review.id)).tags).not.toContain('Zesty VIP');
    expect((await history(review.id)).map((e) => e.event_type)).toEqual([
      'tag_added',
      'tag_removed',
    ]);
    expect(
      (await t.api.request(`/api/tags/${created.id}`, { method: 'DELETE', auth: t.admin })).status,
    ).toBe(204);
  });
});

describe('cursor paging of the review list', () => {
  it('after and before walk the same order as pages', async () => {
    const page1 = await json<{ _embedded: { reviews: Review[] } }>(
      await t.api.request('/api/reviews?per_page=10&page=1', { auth: t.admin }),
      200,
    );
    const page2 = await json<{ _embedded: { reviews: Review[] } }>(
      await t.api.request('/api/reviews?per_page=10&page=2', { auth: t.admin }),
      200,
    );
    const last = page1._embedded.reviews.at(-1)!;
    const after = await json<{
      _embedded: { reviews: Review[] };
      _links: { next: { href: string } | null; prev: { href: string } | null };
    }>(await t.api.request(`/api/reviews?per_page=10&after=${last.id}`, { auth: t.admin }), 200);
    expect(after._embedded.reviews.map((r) => r.id)).toEqual(
      page2._embedded.reviews.map((r) => r.id),
    );
    expect(after._links.next?.href).toMatch(/after=/);
    const first2 = page2._embedded.reviews[0]!;
    const before = await json<{ _embedded: { reviews: Review[] } }>(
      await t.api.request(`/api/reviews?per_page=10&before=${first2.id}`, { auth: t.admin }),
      200,
    );
    expect(before._embedded.reviews.map((r) => r.id)).toEqual(
      page1._embedded.reviews.map((r) => r.id),
    );
    const foreign = (
      await json<{ _embedded: { reviews: Review[] } }>(
        await t.api.request('/api/reviews?per_page=1', { auth: t.evergreen }),
        200,
      )
    )._embedded.reviews[0]!;
    expect(
      (await t.api.request(`/api/reviews?after=${foreign.id}`, { auth: t.admin })).status,
    ).toBe(400);
  });
});
