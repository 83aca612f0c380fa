import type { LocationPerformanceRow } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { ReportCache } from './cache';
import { performanceTest } from './performance-test';

/** The report cache: names, target scores and its bounds. */
const t = performanceTest();
const { get, overview } = t;

describe('report cache', () => {
  it('shows a location added since the names were cached, with its name', async () => {
    const q = (month: string) =>
      `start_date=2026-${month}-01&end_date=2026-${month}-28&per_page=250`;
    const before = await overview<LocationPerformanceRow>(q('02'), t.admin);
    const like = await t.api.db
      .selectFrom('locations')
      .select(['country_id', 'state_id'])
      .where('id', '=', before[0]!.location_id)
      .executeTakeFirstOrThrow();
    const created = await t.api.request('/api/locations', {
      method: 'POST',
      auth: t.admin,
      json: {
        name: 'Blue Fern Bistro - Brand New',
        public_name: 'Blue Fern Bistro',
        address: '9 New Street',
        city: 'Austin',
        country_id: like.country_id,
        state_id: like.state_id,
        zipcode: '78701',
      },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    // Another period: a new report, whose names come from the cache unless a location is new.
    const after = await overview<LocationPerformanceRow>(q('04'), t.admin);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((r) => r.location_id === id)!;
    expect(row).toMatchObject({ location_name: 'Blue Fern Bistro - Brand New', total_reviews: 0 });
    expect(row.location_address).toBe('9 New Street');
    await t.api.request(`/api/locations/${id}`, { method: 'DELETE', auth: t.admin });
  });

  it('serves the cached report, and fresh target scores after PUT /metric_targets', async () => {
    const a = t.admin.account_id;
    const q = 'start_date=2026-01-01&end_date=2026-03-31&per_page=250';
    const before = await overview<LocationPerformanceRow>(q, t.admin);
    // A rename shows once the cached report expires (at most 30 s), not at once.
    const first = before[0]!;
    await t.api.db
      .updateTable('locations')
      .set({ name: `${first.location_name} (renamed)` })
      .where('id', '=', first.location_id)
      .execute();
    const cached = await overview<LocationPerformanceRow>(q, t.admin);
    expect(cached.find((r) => r.location_id === first.location_id)!.location_name).toBe(
      first.location_name,
    );

    const put = (body: Record<string, number | null>) =>
      t.api.request('/api/metric_targets', { method: 'PUT', auth: t.admin, json: body });
    expect((await put({ avg_rating: 5, avg_rating_weight: 100 })).status).toBe(200);
    const targeted = await overview<LocationPerformanceRow>(q, t.admin);
    // avg_rating is shown rounded: the target score is within 0.1 of it.
    const near = (r: LocationPerformanceRow, target: number) =>
      expect(
        Math.abs(r.target_score! - Math.min(1, (r.avg_rating ?? 0) / target) * 100),
      ).toBeLessThan(0.11);
    // Locations with their own targets (the demo seeds two) keep them.
    const own = new Set(
      (
        await t.api.db
          .selectFrom('location_custom_targets')
          .select('location_id')
          .where('account_id', '=', a)
          .execute()
      ).map((x) => x.location_id),
    );
    for (const r of targeted) if (!own.has(r.location_id)) near(r, 5);
    // A new computation: the rename shows too.
    expect(targeted.find((r) => r.location_id === first.location_id)!.location_name).toContain(
      '(renamed)',
    );
    expect((await put({ avg_rating: 2.5, avg_rating_weight: 100 })).status).toBe(200);
    const again = await overview<LocationPerformanceRow>(q, t.admin);
    for (const r of again) if (!own.has(r.location_id)) near(r, 2.5);
    const scores = await get<{ total_score: number }>(
      `/api/target_scores?account_id=${a}`,
      t.admin,
    );
    expect(scores.total_score).toBeGreaterThan(0);
  });

  it('keeps to its bounds: TTL, least recently used, rows, shared and failed computations', async () => {
    let now = 0;
    const cache = new ReportCache<number[]>({
      ttlMs: 1000,
      maxEntries: 3,
      maxWeight: 10,
      now: () => now,
    });
    let computed = 0;
    const rows = (n: number) => async () => {
      computed++;
      return Array.from({ length: n }, (_, i) => i);
    };
    const weigh = (v: number[]) => v.length;
    // Concurrent requests share one computation.
    const [x, y] = await Promise.all([
      cache.get('a', 't1', rows(2), weigh),
      cache.get('a', 't1', rows(2), weigh),
    ]);
    expect(x).toBe(y);
    expect(computed).toBe(1);
    await cache.get('b', 't2', rows(2), weigh);
    await cache.get('c', 't2', rows(2), weigh);
    await cache.get('a', 't1', rows(2), weigh); // a is now the most recently used
    await cache.get('d', 't2', rows(2), weigh); // over 3 entries: b goes
    expect(cache.size).toBe(3);
    computed = 0;
    await cache.get('a', 't1', rows(2), weigh);
    expect(computed).toBe(0);
    await cache.get('b', 't2', rows(2), weigh);
    expect(computed).toBe(1);
    // Over 10 rows: the least recently used go.
    await cache.get('big', 't3', rows(9), weigh);
    expect(cache.size).toBe(1);
    // Expired after the TTL.
    computed = 0;
    now += 1001;
    await cache.get('big', 't3', rows(9), weigh);
    expect(computed).toBe(1);
    // invalidate() drops a tag's entries.
    cache.invalidate('t3');
    expect(cache.size).toBe(0);
    // A failed computation is not kept.
    await expect(
      cache.get('e', 't1', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await Promise.resolve();
    expect(cache.size).toBe(0);
  });
});
