import type { Review, Session } from '@plaudit/api-client/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { autoResponseKey } from '../../domain/auto-response-wait';
import { enqueue } from '../../jobs/queue';

let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

const list = async (query: string) => {
  const res = await api.request(`/api/reviews?${query}`, { auth: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { _total: number; _embedded: { reviews: Review[] } };
};

describe('GET /api/reviews', () => {
  it('sends each review of a page as GET /reviews/{id} does: responses, tags, waiting auto-response', async () => {
    const { _total, _embedded } = await list('per_page=100');
    const answered = _embedded.reviews.find((r) => r.responses.length > 0);
    const tagged = _embedded.reviews.find((r) => r.tags.length > 0);
    expect(answered, 'a demo review with a response').toBeDefined();
    expect(tagged, 'a demo review with tags').toBeDefined();
    // An automatic response waiting for one of them (far in the future: no worker takes it).
    const waiting = _embedded.reviews[0]!;
    const runAt = new Date('2099-01-02T03:04:05.678Z');
    const job = await enqueue(
      api.db,
      // A kind no worker runs, with the auto-response's key.
      { kind: 'auto-response', payload: v.object({}) },
      {},
      { dedupeKey: autoResponseKey(waiting.id), runAt },
    );
    try {
      const again = (await list('per_page=100'))._embedded.reviews;
      expect(again[0]!.auto_response_at).toBe(runAt.toISOString());
      for (const review of [again[0]!, answered!, tagged!]) {
        const one = await api.request(`/api/reviews/${review.id}`, { auth: admin });
        expect(again.find((r) => r.id === review.id)).toEqual(await one.json());
      }
    } finally {
      if (job !== null) await api.db.deleteFrom('jobs').where('id', '=', job).execute();
    }
    // A page past the end is empty and still says how many there are.
    const far = await list('per_page=100&page=9999');
    expect(far._embedded.reviews).toEqual([]);
    expect(far._total).toBe(_total);
  });

  it('sorts by published_at descending by default', async () => {
    const { _embedded } = await list('per_page=50');
    const dates = _embedded.reviews.map((r) => r.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(_embedded.reviews[0]).toMatchObject({
      location_name: expect.any(String),
      source_name: expect.any(String),
    });
  });

  it('filters by a date range, both days included', async () => {
    const { _total, _embedded } = await list(
      'published_after=2026-03-01&published_before=2026-03-31&per_page=100',
    );
    expect(_total).toBeGreaterThan(0);
    for (const r of _embedded.reviews) {
      expect(r.published_at >= '2026-03-01').toBe(true);
      expect(r.published_at < '2026-04-01').toBe(true);
    }
    const all = await list('per_page=1');
    expect(_total).toBeLessThan(all._total);
  });

  it('filters by rating (0 means no rating) and counts add up', async () => {
    const totals = await Promise.all(
      ['0', '1', '2', '3', '4', '5'].map((r) => list(`rating=${r}&per_page=5`)),
    );
    const all = await list('per_page=1');
    expect(totals.reduce((n, t) => n + t._total, 0)).toBe(all._total);
    expect(totals[5]!._embedded.reviews.every((r) => r.rating === 5)).toBe(true);
    const lowOnes = await list('rating[]=1&rating[]=2&per_page=100');
    expect(lowOnes._total).toBe(totals[1]!._total + totals[2]!._total);
  });

  it('filters by sentiment, status, source, location and group', async () => {
    const pos = await list('sentiment=positive&per_page=50');
    expect(pos._embedded.reviews.every((r) => r.sentiment === 1)).toBe(true);
    const neg = await list('sentiment=-1&per_page=50');
    expect(neg._embedded.reviews.every((r) => r.sentiment === -1)).toBe(true);
    const done = await list('status=completed&per_page=50');
    expect(done._embedded.reviews.every((r) => r.status === 'completed')).toBe(true);
    const sample = (await list('per_page=1'))._embedded.reviews[0]!;
    const bySource = await list(`source_id=${sample.source_id}&per_page=50`);
    expect(bySource._embedded.reviews.every((r) => r.source_id === sample.source_id)).toBe(true);
    const byLocation = await list(`location_id=${sample.location_id}&per_page=50`);
    expect(byLocation._embedded.reviews.every((r) => r.location_id === sample.location_id)).toBe(
      true,
    );
    const groups = await (await api.request('/api/groups', { auth: admin })).json();
    const group = groups._embedded.groups.find(
      (g: { location_count: number }) => g.location_count > 0,
    );
    const byGroup = await list(`group_id=${group.id}&per_page=100`);
    expect(byGroup._total).toBeGreaterThan(0);
    expect(
      byGroup._embedded.reviews.every((r) => group.active_location_ids.includes(r.location_id)),
    ).toBe(true);
  });

  it('searches review text', async () => {
    const sample = (await list('rating=5&per_page=1'))._embedded.reviews[0]!;
    const word = sample.content.split(/\W+/).find((w) => w.length > 6)!;
    const found = await list(`search_terms=${encodeURIComponent(word)}&per_page=20`);
    expect(found._total).toBeGreaterThan(0);
    expect(
      found._embedded.reviews.every((r) =>
        `${r.content} ${r.title ?? ''} ${r.author_name}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('includes responses, and never the reviewer e-mail', async () => {
    const done = await list('status=completed&per_page=5');
    expect(done._embedded.reviews[0]!.responses.length).toBeGreaterThan(0);
    expect(JSON.stringify(done)).not.toContain('author_email');
  });
});
