import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { bindJobs } from '../../jobs/define-job';
import { localCompetitorPlaces } from '../../providers/competitor-places';
import { analyzeReview } from '../insights/analyze-text';
import {
  COMPETITOR_SYNC_JOB,
  competitorSyncJob,
  scheduleCompetitorSync,
  syncCompetitorReviews,
} from './competitors-sync';

let api: TestApi;
let admin: Session;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

/** A new competitor of a Blue Fern location: a nearby place not chosen yet, never synced. */
async function newCompetitor() {
  const provider = localCompetitorPlaces();
  const locations = await api.db
    .selectFrom('locations')
    .select(['id', 'latitude', 'longitude'])
    .where('account_id', '=', admin.account_id)
    .where('latitude', 'is not', null)
    .orderBy('id')
    .execute();
  for (const l of locations) {
    const chosen = new Set(
      (
        await api.db
          .selectFrom('competitors')
          .select('google_place_id')
          .where('location_id', '=', l.id)
          .execute()
      ).map((r) => r.google_place_id),
    );
    const nearby = await provider.nearbyPlaces(
      { latitude: l.latitude!, longitude: l.longitude! },
      { category: null },
    );
    const free = nearby.find((p) => !chosen.has(p.google_place_id));
    if (!free) continue;
    const row = await api.db
      .insertInto('competitors')
      .values({
        account_id: admin.account_id,
        location_id: l.id,
        google_place_id: free.google_place_id,
        name: free.name,
        address: free.address,
        latitude: free.latitude,
        longitude: free.longitude,
        category: free.category,
      })
      .returning(['id', 'account_id'])
      .executeTakeFirstOrThrow();
    return { ...row, place: free };
  }
  throw new Error('no free nearby place');
}

const countOf = async (table: 'competitor_reviews' | 'competitor_review_categories', id: number) =>
  Number(
    (
      await api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('competitor_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('competitor review sync', () => {
  it('stores each review exactly once when two workers sync the same competitor at once', async () => {
    const c = await newCompetitor();
    const now = new Date('2026-06-15T00:00:00Z');
    const provider = localCompetitorPlaces(() => now);
    const expected = await provider.reviews(c.place, null);
    expect(expected.length).toBeGreaterThan(20);
    const results = await Promise.all([
      syncCompetitorReviews(api.db, provider, c.id),
      syncCompetitorReviews(api.db, provider, c.id),
    ]);
    const created = results.reduce((n, r) => n + (r.status === 'synced' ? r.created : 0), 0);
    expect(created).toBe(expected.length);
    expect(await countOf('competitor_reviews', c.id)).toBe(expected.length);
    const categories = expected.reduce(
      (n, r) => n + analyzeReview(r.content, r.rating).categories.length,
      0,
    );
    expect(await countOf('competitor_review_categories', c.id)).toBe(categories);

    // Again: nothing new, nothing rewritten.
    expect(await syncCompetitorReviews(api.db, provider, c.id)).toEqual({
      status: 'synced',
      created: 0,
      updated: 0,
    });
    // A month on: the new reviews, and owner replies that came after the last sync.
    const later = localCompetitorPlaces(() => new Date(now.getTime() + 30 * DAY));
    const after = await syncCompetitorReviews(api.db, later, c.id);
    expect(after.status === 'synced' && after.created).toBeGreaterThan(0);
    const all = await later.reviews(c.place, null);
    const stored = await api.db
      .selectFrom('competitor_reviews')
      .select(['external_id', 'responded_at'])
      .where('competitor_id', '=', c.id)
      .execute();
    const inWindow = all.filter((r) => Date.parse(r.published_at) > now.getTime() - 14 * DAY);
    const byId = new Map(stored.map((s) => [s.external_id, s]));
    for (const r of inWindow)
      expect(byId.get(r.external_id)?.responded_at?.toISOString() ?? null).toBe(r.responded_at);
    const synced = await api.db
      .selectFrom('competitors')
      .select('synced_at')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(new Date(synced.synced_at!).getTime()).toBeGreaterThan(now.getTime());
    await api.db.deleteFrom('competitors').where('id', '=', c.id).execute();
  });

  it('runs as one queued job per competitor, which ends when the competitor is gone', async () => {
    const c = await newCompetitor();
    await scheduleCompetitorSync(api.db, c);
    await scheduleCompetitorSync(api.db, c);
    const jobs = await api.db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('dedupe_key', '=', `competitor-sync:${c.id}`)
      .execute();
    expect(jobs).toHaveLength(1);
    await api.runJobs();
    expect(await countOf('competitor_reviews', c.id)).toBeGreaterThan(20);
    const job = await api.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobs[0]!.id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('done');

    // With periodic syncs on, the job comes back daily; a deleted competitor's job ends.
    const periodic = bindJobs([competitorSyncJob], { ...api.deps, reviewSyncEveryMs: 1_800_000 })[
      COMPETITOR_SYNC_JOB
    ]!;
    const again = await periodic.run(job, { signal: new AbortController().signal, workerId: 't' });
    expect(again?.runAgainAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await api.db.deleteFrom('competitors').where('id', '=', c.id).execute();
    expect(
      await periodic.run(job, { signal: new AbortController().signal, workerId: 't' }),
    ).toBeUndefined();
  });
});
