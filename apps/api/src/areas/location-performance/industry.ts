import { BENCHMARK_MINIMUM_BUSINESSES } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { refreshInsightRollups, segmentsOf } from '../insights/rollups';
import { ReportCache } from './cache';
import { legacyScore, newScoreValue } from './score';
import { metricsOf, type RawStats } from './stats';

/**
 * The industry score (spec 3 section 3, "Industry score rows"; account
 * setting industry_score).
 *
 * Decision: the industry score of a location is the benchmark score of its
 * industry — the same score (new or legacy, as the account uses) computed from
 * the mean metrics of every location on Plaudit that shares the location's
 * primary category (locations.category_id), across all accounts. The numbers
 * are pooled the way a group's are: reviews, ratings, answered reviews and
 * response times are summed over the category's locations (so the average
 * rating is the mean of all their rated reviews), review volume and owner
 * photos are divided by the number of locations, listings in sync are the
 * category's in-sync directories over its available ones. Only these
 * aggregates leave the query: no other account's location or number is ever
 * returned. A location without a category has no industry score (null).
 *
 * Minimum group size (the rule of GET /benchmark/{vertical_id}): a category's
 * score is given only when at least BENCHMARK_MINIMUM_BUSINESSES businesses
 * (distinct accounts) have reviews in the period among its locations, so no
 * single business can be identified; below that the industry score is null.
 * The period and its lag period are judged separately.
 *
 * - industry_score: the industry's score in the report's period;
 *   industry_score_lag: in the previous period of equal length (with_lag);
 *   industry_score_delta: the row's score minus the industry score.
 * - A group's industry score is the mean of its locations' industry scores
 *   (locations without a category left out; null when none has one).
 * - A source filter applies to the industry too (the same sources compared).
 *
 * The review numbers come from location_metric_rollups (whole days). Being
 * platform-wide and slow to move, the per-category numbers are cached per
 * (period, sources) for INDUSTRY_TTL_MS in the server process.
 */
export type IndustryStats = {
  raw: RawStats;
  inSync: number;
  listings: number;
  locations: number;
  /** Distinct accounts with reviews in the period among the category's locations. */
  businesses: number;
};

export const INDUSTRY_TTL_MS = 10 * 60_000;

/** Per category: the pooled numbers of its locations in [from, to). */
export async function loadIndustryStats(
  db: Db,
  from: Date,
  to: Date,
  sourceIds?: number[],
): Promise<Map<number, IndustryStats>> {
  // Every account's pending rollup days first (cheap when none is dirty).
  const dirty = await sql<{ account_id: number }>`
    SELECT DISTINCT account_id FROM insight_rollup_dirty`.execute(db);
  for (const r of dirty.rows) await refreshInsightRollups(db, r.account_id);

  const source = sourceIds?.length
    ? sql`x.source_id = ANY(${sourceIds}::int[])`
    : sql`x.source_id = 0`;
  const cols = ['reviews', 'rating_sum', 'rated', 'completed', 'responded', 'response_us'];
  // Each account's rows through the rollups' primary key (account first).
  const parts = segmentsOf(from, to).flatMap((s) => {
    if (s.grain === 'raw') return [];
    const values = sql.raw(cols.map((c) => `${s.sign < 0 ? '-' : ''}x.${c} AS ${c}`).join(', '));
    return [
      sql`SELECT x.location_id, ${values} FROM location_metric_rollups x
        WHERE x.account_id IN (SELECT id FROM accounts) AND x.grain = ${s.grain} AND ${source}
          AND x.period >= ${s.from}::date AND x.period < ${s.to}::date`,
    ];
  });
  const rollups = parts.length
    ? sql.join(parts, sql` UNION ALL `)
    : sql`SELECT NULL::int AS location_id, 0 AS reviews, 0 AS rating_sum, 0 AS rated,
        0 AS completed, 0 AS responded, 0::bigint AS response_us WHERE false`;
  const result = await sql<{
    category_id: number;
    locations: number;
    total: number | null;
    rating_sum: number | null;
    rated: number | null;
    completed: number | null;
    responded: number | null;
    response_days: number | null;
    in_sync: number | null;
    listings: number | null;
    media: number | null;
    businesses: number | null;
  }>`
    WITH loc AS (SELECT id, account_id, category_id FROM locations WHERE category_id IS NOT NULL),
    rl AS (
      SELECT x.location_id, sum(x.reviews) AS total, sum(x.rating_sum) AS rating_sum,
        sum(x.rated) AS rated, sum(x.completed) AS completed, sum(x.responded) AS responded,
        sum(x.response_us) AS response_us
      FROM (${rollups}) x GROUP BY 1),
    r AS (
      SELECT loc.category_id, sum(x.total)::float8 AS total, sum(x.rating_sum)::float8 AS rating_sum,
        sum(x.rated)::float8 AS rated, sum(x.completed)::float8 AS completed,
        sum(x.responded)::float8 AS responded,
        (sum(x.response_us) / 86400000000.0)::float8 AS response_days,
        count(DISTINCT loc.account_id) FILTER (WHERE x.total > 0)::int AS businesses
      FROM rl x JOIN loc ON loc.id = x.location_id GROUP BY 1),
    d AS (
      SELECT loc.category_id,
        count(*) FILTER (WHERE x.status IN ('in_sync', 'published'))::float8 AS in_sync,
        count(*) FILTER (WHERE x.status <> 'not_available')::float8 AS listings
      FROM location_directories x JOIN loc ON loc.id = x.location_id GROUP BY 1),
    m AS (
      SELECT loc.category_id, count(*)::float8 AS media
      FROM media x JOIN loc ON loc.id = x.location_id
      WHERE x.media_type = 'owner' AND x.deleted_at IS NULL AND x.created_at < ${to.toISOString()}::timestamptz
      GROUP BY 1),
    n AS (SELECT category_id, count(*)::int AS locations FROM loc GROUP BY 1)
    SELECT n.category_id, n.locations, r.total, r.rating_sum, r.rated, r.completed, r.responded,
      r.response_days, r.businesses, d.in_sync, d.listings, m.media
    FROM n LEFT JOIN r ON r.category_id = n.category_id
    LEFT JOIN d ON d.category_id = n.category_id
    LEFT JOIN m ON m.category_id = n.category_id`.execute(db);

  const num = (v: number | string | null) => Number(v ?? 0);
  const out = new Map<number, IndustryStats>();
  for (const r of result.rows)
    out.set(Number(r.category_id), {
      raw: {
        total: num(r.total),
        ratingSum: num(r.rating_sum),
        rated: num(r.rated),
        completed: num(r.completed),
        responseDaysSum: num(r.response_days),
        responded: num(r.responded),
        media: num(r.media),
      },
      inSync: num(r.in_sync),
      listings: num(r.listings),
      locations: num(r.locations),
      businesses: num(r.businesses),
    });
  return out;
}

/** The score of an industry's pooled numbers over a period of `days`. */
export function industryScore(s: IndustryStats, days: number, useNew: boolean): number {
  const m = metricsOf(s.raw, s, days, s.locations);
  return useNew ? newScoreValue(m) : legacyScore(m);
}

/** Industry numbers cached per (period, sources) for INDUSTRY_TTL_MS. */
export class IndustryCache {
  private readonly cache: ReportCache<Map<number, IndustryStats>>;

  constructor(ttlMs = INDUSTRY_TTL_MS) {
    this.cache = new ReportCache({ ttlMs, maxEntries: 50 });
  }

  /** Industry score per category for [from, to) (the period's length in days); groups below the minimum left out. */
  async scores(
    db: Db,
    from: Date,
    to: Date,
    sourceIds: number[] | undefined,
    useNew: boolean,
  ): Promise<Map<number, number>> {
    const sources = sourceIds?.length ? [...sourceIds].sort((a, b) => a - b) : undefined;
    const key = `${from.toISOString()}|${to.toISOString()}|${sources?.join(',') ?? ''}`;
    const stats = await this.cache.get(key, 'industry', () =>
      loadIndustryStats(db, from, to, sources),
    );
    const days = Math.max(1, (to.getTime() - from.getTime()) / 86_400_000);
    const out = new Map<number, number>();
    // A category with too few businesses has no score (null in the rows).
    for (const [category, s] of stats)
      if (s.businesses >= BENCHMARK_MINIMUM_BUSINESSES)
        out.set(category, industryScore(s, days, useNew));
    return out;
  }

  clear(): void {
    this.cache.clear();
  }
}
