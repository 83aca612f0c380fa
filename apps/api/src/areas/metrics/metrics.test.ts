import type {
  MetricsBreakdownRow,
  MetricsOverview,
  MetricsSources,
  Session,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

const get = async <T>(path: string, auth: Session = admin) => {
  const res = await api.request(path, { auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

/** A direct count over the seeded reviews: [from, to] whole UTC days. */
async function direct(from: string, to: string, extra = sql`true`) {
  const { rows } = await sql<{
    total: number;
    rated: number;
    rating_sum: number;
    positive: number;
    negative: number;
  }>`select count(*)::int as total, count(*) filter (where rating > 0)::int as rated,
       coalesce(sum(rating) filter (where rating > 0), 0)::int as rating_sum,
       count(*) filter (where sentiment = 1)::int as positive,
       count(*) filter (where sentiment = -1)::int as negative
     from reviews where account_id = ${admin.account_id}
       and published_at >= ${`${from}T00:00:00Z`}::timestamptz
       and published_at < (${to}::date + 1)::timestamptz and ${extra}`.execute(api.db);
  return rows[0]!;
}

describe('GET /api/metrics/:account_id/overview', () => {
  it('matches a direct count, with the previous period of equal length and a monthly series', async () => {
    const o = await get<MetricsOverview>(
      `/api/metrics/${admin.account_id}/overview?published_after=2026-02-01&published_before=2026-04-30`,
    );
    const cur = await direct('2026-02-01', '2026-04-30');
    expect(cur.total).toBeGreaterThan(100);
    expect(o).toMatchObject({
      total_reviews: cur.total,
      positive_reviews: cur.positive,
      negative_reviews: cur.negative,
      period: { from: '2026-02-01', to: '2026-04-30' },
    });
    expect(o.average_rating).toBeCloseTo(cur.rating_sum / cur.rated, 3);
    // 89 days before 2026-02-01: 2025-11-04 .. 2026-01-31.
    expect(o.previous_period).toEqual({ from: '2025-11-04', to: '2026-01-31' });
    const prev = await direct('2025-11-04', '2026-01-31');
    expect(o.previous.total_reviews).toBe(prev.total);
    expect(o.change.total_reviews).toBe(cur.total - prev.total);
    expect(o.change.average_rating).toBeCloseTo(
      cur.rating_sum / cur.rated - prev.rating_sum / prev.rated,
      3,
    );
    expect(o.monthly.map((m) => m.date)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    expect(o.monthly.reduce((n, m) => n + m.totalReviews, 0)).toBe(cur.total);
    const march = await direct('2026-03-01', '2026-03-31');
    const feb = await direct('2026-02-01', '2026-02-28');
    expect(o.monthly[1]).toMatchObject({
      totalReviews: march.total,
      totalPositiveReviews: march.positive,
      totalNegativeReviews: march.negative,
    });
    expect(o.monthly[1]!.rating).toBeCloseTo(march.rating_sum / march.rated, 3);
    expect(o.monthly[1]!.totalReviewsPercentChange).toBeCloseTo(
      ((march.total - feb.total) / feb.total) * 100,
      1,
    );
    // Whole months give the same figures.
    const byMonth = await get<MetricsOverview>(
      `/api/metrics/${admin.account_id}/overview?month_after=2026-02&month_before=2026-04`,
    );
    expect(byMonth.total_reviews).toBe(o.total_reviews);
    expect(byMonth.average_rating).toBe(o.average_rating);
  });

  it('applies location, group and source filters like the reviews list', async () => {
    const loc = await api.db
      .selectFrom('reviews')
      .select(['location_id', 'source_id'])
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const range = 'published_after=2025-06-01&published_before=2026-05-31';
    const byLoc = await get<MetricsOverview>(
      `/api/metrics/${admin.account_id}/overview?${range}&location_id=${loc.location_id}&source_id=${loc.source_id}`,
    );
    const d = await direct(
      '2025-06-01',
      '2026-05-31',
      sql`location_id = ${loc.location_id} and source_id = ${loc.source_id}`,
    );
    expect(byLoc.total_reviews).toBe(d.total);
    const reviews = await get<{ _total: number }>(
      `/api/reviews?${range}&location_id=${loc.location_id}&source_id=${loc.source_id}&per_page=1`,
    );
    expect(reviews._total).toBe(d.total);

    const group = await api.db
      .selectFrom('groups')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byGroup = await get<MetricsOverview>(
      `/api/metrics/${admin.account_id}/overview?${range}&group_id=${group.id}`,
    );
    const inGroup = await get<{ _total: number }>(
      `/api/reviews?${range}&group_id=${group.id}&per_page=1`,
    );
    expect(byGroup.total_reviews).toBe(inGroup._total);
  });

  it('is scoped to the account and needs metrics read', async () => {
    const other = await api.login('admin@evergreen.demo.test');
    expect(
      (await api.request(`/api/metrics/${other.account_id}/overview`, { auth: admin })).status,
    ).toBe(404);
    const mine = await get<MetricsOverview>(`/api/metrics/${other.account_id}/overview`, other);
    expect(mine.account_id).toBe(other.account_id);
    const partner = await api.login('partner@demo.test');
    const res = await api.request(`/api/metrics/${partner.account_id}/overview`, { auth: partner });
    expect(res.status).toBe(403);
    const readOnly = await api.login('readonly@demo.test');
    await get<MetricsOverview>(`/api/metrics/${readOnly.account_id}/overview`, readOnly);
    expect((await api.request(`/api/metrics/${admin.account_id}/overview`)).status).toBe(401);
  });

  it('answers 400 with the field named for bad input', async () => {
    const bad = async (path: string, text: RegExp) => {
      const res = await api.request(path, { auth: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(text);
    };
    const base = `/api/metrics/${admin.account_id}`;
    await bad(`${base}/overview?published_after=2026-13-01`, /published_after/);
    await bad(
      `${base}/overview?published_after=2026-03-02&published_before=2026-03-01`,
      /published_after/,
    );
    await bad(`${base}/overview?month_after=2026-1`, /month_after/);
    await bad(`${base}/overview?month_after=2026-01&published_before=2026-03-01`, /either/);
    await bad(`${base}/overview?location_id=abc`, /location_id/);
    await bad(`${base}/sources?source_id=-1`, /source_id/);
    await bad(`/api/metrics/abc/overview`, /account_id/);
    await bad(`/api/metrics/overview/breakdown?view=cities`, /view/);
  });
});

describe('GET /api/metrics/overview/breakdown and /sources', () => {
  it('breaks the overview down per location and per group', async () => {
    const range = 'published_after=2026-01-01&published_before=2026-03-31';
    const o = await get<MetricsOverview>(`/api/metrics/${admin.account_id}/overview?${range}`);
    const list = await get<{ _total: number; _embedded: { metrics: MetricsBreakdownRow[] } }>(
      `/api/metrics/overview/breakdown?${range}&per_page=250`,
    );
    const locations = await get<{ _total: number }>('/api/locations?per_page=1');
    expect(list._total).toBe(locations._total);
    const rows = list._embedded.metrics;
    expect(rows.reduce((n, r) => n + r.total_reviews, 0)).toBe(o.total_reviews);
    expect(rows.reduce((n, r) => n + r.previous.total_reviews, 0)).toBe(o.previous.total_reviews);
    const top = await get<{ _embedded: { metrics: MetricsBreakdownRow[] } }>(
      `/api/metrics/overview/breakdown?${range}&sort[by]=total_reviews&sort[order]=desc&per_page=2`,
    );
    expect(top._embedded.metrics[0]!.total_reviews).toBe(
      Math.max(...rows.map((r) => r.total_reviews)),
    );
    const groups = await get<{ _embedded: { metrics: MetricsBreakdownRow[] } }>(
      `/api/metrics/overview/breakdown?${range}&view=groups`,
    );
    const g = groups._embedded.metrics[0]!;
    const inGroup = await get<{ _total: number }>(
      `/api/reviews?${range}&group_id=${g.id}&per_page=1`,
    );
    expect(g.total_reviews).toBe(inGroup._total);
    const other = await api.login('admin@evergreen.demo.test');
    const res = await api.request(
      `/api/metrics/overview/breakdown?account_id=${other.account_id}`,
      { auth: admin },
    );
    expect(res.status).toBe(404);
  });

  it('counts reviews per source with their share', async () => {
    const s = await get<MetricsSources>(
      `/api/metrics/${admin.account_id}/sources?published_after=2025-12-01&published_before=2026-05-31`,
    );
    const d = await direct('2025-12-01', '2026-05-31');
    expect(s.total_reviews).toBe(d.total);
    expect(s.sources.reduce((n, x) => n + x.total_reviews, 0)).toBe(d.total);
    expect(s.sources.reduce((n, x) => n + x.percentage, 0)).toBeCloseTo(100, 0);
    const counts = s.sources.map((x) => x.total_reviews);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const first = s.sources[0]!;
    const bySource = await direct('2025-12-01', '2026-05-31', sql`source_id = ${first.source_id}`);
    expect(first.total_reviews).toBe(bySource.total);
  });
});
