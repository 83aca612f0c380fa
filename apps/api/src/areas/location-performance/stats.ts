import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { refreshInsightRollups, segmentsOf } from '../insights/rollups';
import type { Metrics } from './score';

const DAY = 86_400_000;

export type Period = { from: Date; to: Date; lagFrom: Date; days: number };

/** [start_date, end_date] as whole days (default: six months to today) and the lag period of equal length. */
export function periodOf(startDate?: string, endDate?: string, now = new Date()): Period {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = endDate
    ? new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY)
    : new Date(today.getTime() + DAY);
  const from = startDate
    ? new Date(`${startDate}T00:00:00Z`)
    : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, today.getUTCDate()));
  const len = Math.max(DAY, to.getTime() - from.getTime());
  return { from, to, lagFrom: new Date(from.getTime() - len), days: len / DAY };
}

export type RawStats = {
  total: number;
  ratingSum: number;
  rated: number;
  completed: number;
  responseDaysSum: number;
  responded: number;
  media: number;
};
const empty = (): RawStats => ({
  total: 0,
  ratingSum: 0,
  rated: 0,
  completed: 0,
  responseDaysSum: 0,
  responded: 0,
  media: 0,
});

export type LocationStats = {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string | null;
  zipcode: string;
  current: RawStats;
  lag: RawStats;
  inSync: number;
  listings: number;
};

export type StatsFilter = {
  accountId: number;
  period: Period;
  withLag: boolean;
  locationIds?: number[];
  groupIds?: number[];
  sourceIds?: number[];
  /** false: aggregate reviews and responses directly instead of the rollups. */
  useRollups?: boolean;
};

type ReviewNumbers = {
  location_id: number;
  lag: boolean;
  total: number;
  rating_sum: number;
  rated: number;
  completed: number;
  response_days: number | null;
  responded: number;
};

/** The review numbers per location and period from location_metric_rollups (whole days). */
async function rollupReviewNumbers(
  db: Db,
  f: StatsFilter,
  start: Date,
  locWhere: RawBuilder<unknown>,
) {
  await refreshInsightRollups(db, f.accountId);
  const source = f.sourceIds?.length
    ? sql`x.source_id = ANY(${f.sourceIds}::int[])`
    : sql`x.source_id = 0`;
  const periods: [boolean, Date, Date][] = [[false, f.period.from, f.period.to]];
  if (f.withLag) periods.push([true, start, f.period.from]);
  // Periods are whole days, so no segment reads raw rows; subtracted segments count negative.
  const cols = ['reviews', 'rating_sum', 'rated', 'completed', 'responded', 'response_us'];
  const parts = periods.flatMap(([lag, from, to]) =>
    segmentsOf(from, to).flatMap((s) => {
      if (s.grain === 'raw') return [];
      const values = sql.raw(cols.map((c) => `${s.sign < 0 ? '-' : ''}x.${c} AS ${c}`).join(', '));
      return sql`SELECT x.location_id, ${lag}::boolean AS lag, ${values}
        FROM location_metric_rollups x
        WHERE x.account_id = ${f.accountId} AND x.grain = ${s.grain} AND ${source}
          AND x.period >= ${s.from}::date AND x.period < ${s.to}::date ${locWhere}`;
    }),
  );
  if (!parts.length)
    return sql<ReviewNumbers>`SELECT NULL::int AS location_id, false AS lag, 0 AS total, 0 AS rating_sum,
      0 AS rated, 0 AS completed, 0::float8 AS response_days, 0 AS responded WHERE false`;
  return sql<ReviewNumbers>`SELECT x.location_id, x.lag,
      sum(x.reviews)::int AS total, sum(x.rating_sum)::int AS rating_sum, sum(x.rated)::int AS rated,
      sum(x.completed)::int AS completed, (sum(x.response_us) / 86400000000.0)::float8 AS response_days,
      sum(x.responded)::int AS responded
    FROM (${sql.join(parts, sql` UNION ALL `)}) x
    GROUP BY 1, 2`;
}

/** The same numbers straight from reviews and responses (for checks against the rollups). */
async function rawReviewNumbers(
  f: StatsFilter,
  start: Date,
  locWhere: RawBuilder<unknown>,
  sourceWhere: RawBuilder<unknown>,
) {
  return sql<ReviewNumbers>`SELECT x.location_id, x.published_at < ${f.period.from.toISOString()}::timestamptz AS lag,
      count(*)::int AS total,
      coalesce(sum(x.rating) FILTER (WHERE x.rating > 0), 0)::int AS rating_sum,
      count(*) FILTER (WHERE x.rating > 0)::int AS rated,
      count(*) FILTER (WHERE x.status = 'completed')::int AS completed,
      sum(extract(epoch FROM p.first_at - x.published_at) / 86400.0)::float8 AS response_days,
      count(p.first_at)::int AS responded
    FROM reviews x
    LEFT JOIN (
      SELECT review_id, min(published_at) AS first_at FROM responses
      WHERE account_id = ${f.accountId} AND status = 'published'
      GROUP BY review_id
    ) p ON p.review_id = x.id
    WHERE x.account_id = ${f.accountId}
      AND x.published_at >= ${start.toISOString()}::timestamptz AND x.published_at < ${f.period.to.toISOString()}::timestamptz
      ${sourceWhere} ${locWhere}
    GROUP BY 1, 2`;
}

type StatsRow = {
  location_id: number;
  name: string;
  address: string;
  city: string;
  state: string | null;
  zipcode: string;
  total: number | null;
  rating_sum: number | null;
  rated: number | null;
  completed: number | null;
  response_days: number | null;
  responded: number | null;
  lag_total: number | null;
  lag_rating_sum: number | null;
  lag_rated: number | null;
  lag_completed: number | null;
  lag_response_days: number | null;
  lag_responded: number | null;
  in_sync: number | null;
  listings: number | null;
  media: number | null;
  lag_media: number | null;
};

/**
 * The raw numbers of every selected location for the period (and the lag
 * period), one row per location from one statement: the review numbers (from
 * the rollups, or from reviews and their first published response), listings
 * in sync and owner media, joined to the locations.
 */
export async function loadLocationStats(db: Db, f: StatsFilter): Promise<LocationStats[]> {
  const start = f.withLag ? f.period.lagFrom : f.period.from;
  const locFilter: RawBuilder<unknown>[] = [];
  if (f.locationIds?.length) locFilter.push(sql`AND x.location_id = ANY(${f.locationIds}::int[])`);
  if (f.groupIds?.length)
    locFilter.push(
      sql`AND x.location_id IN (SELECT location_id FROM group_locations WHERE account_id = ${f.accountId} AND group_id = ANY(${f.groupIds}::int[]))`,
    );
  const locWhere = sql.join(locFilter, sql` `);
  const sourceWhere = f.sourceIds?.length
    ? sql`AND x.source_id = ANY(${f.sourceIds}::int[])`
    : sql``;
  const fromIso = f.period.from.toISOString();
  const numbers =
    f.useRollups === false
      ? await rawReviewNumbers(f, start, locWhere, sourceWhere)
      : await rollupReviewNumbers(db, f, start, locWhere);
  const pivot = (lag: boolean) => {
    const w = lag ? sql`WHERE n.lag` : sql`WHERE NOT n.lag`;
    const p = lag ? 'lag_' : '';
    return sql.join(
      [
        sql`sum(n.total) FILTER (${w})::int AS ${sql.raw(`${p}total`)}`,
        sql`sum(n.rating_sum) FILTER (${w})::int AS ${sql.raw(`${p}rating_sum`)}`,
        sql`sum(n.rated) FILTER (${w})::int AS ${sql.raw(`${p}rated`)}`,
        sql`sum(n.completed) FILTER (${w})::int AS ${sql.raw(`${p}completed`)}`,
        sql`sum(n.response_days) FILTER (${w})::float8 AS ${sql.raw(`${p}response_days`)}`,
        sql`sum(n.responded) FILTER (${w})::int AS ${sql.raw(`${p}responded`)}`,
      ],
      sql`, `,
    );
  };
  const query = sql<StatsRow>`
    WITH n AS (${numbers}),
    r AS (SELECT n.location_id, ${pivot(false)}, ${pivot(true)} FROM n GROUP BY 1),
    d AS (
      SELECT x.location_id,
        count(*) FILTER (WHERE x.status IN ('in_sync', 'published'))::int AS in_sync,
        count(*) FILTER (WHERE x.status <> 'not_available')::int AS listings
      FROM location_directories x WHERE x.account_id = ${f.accountId} ${locWhere}
      GROUP BY 1),
    m AS (
      SELECT x.location_id,
        count(*) FILTER (WHERE x.created_at < ${f.period.to.toISOString()}::timestamptz)::int AS media,
        count(*) FILTER (WHERE x.created_at < ${fromIso}::timestamptz)::int AS lag_media
      FROM media x WHERE x.account_id = ${f.accountId} AND x.media_type = 'owner' AND x.deleted_at IS NULL ${locWhere}
      GROUP BY 1)
    SELECT x.location_id, x.name, x.address, x.city, s.code AS state, x.zipcode,
      r.total, r.rating_sum, r.rated, r.completed, r.response_days, r.responded,
      r.lag_total, r.lag_rating_sum, r.lag_rated, r.lag_completed, r.lag_response_days, r.lag_responded,
      d.in_sync, d.listings, m.media, m.lag_media
    FROM (SELECT l.id AS location_id, l.name, l.address, l.city, l.zipcode, l.state_id
          FROM locations l WHERE l.account_id = ${f.accountId}) x
    LEFT JOIN states s ON s.id = x.state_id
    LEFT JOIN r ON r.location_id = x.location_id
    LEFT JOIN d ON d.location_id = x.location_id
    LEFT JOIN m ON m.location_id = x.location_id
    WHERE true ${locWhere}`;
  // A short aggregate of a few hundred thousand rollup rows: JIT compilation
  // and parallel workers cost more than they save under concurrent requests.
  const rows = await db.transaction().execute(async (tx) => {
    await sql`SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(
      tx,
    );
    // One JSON value instead of 10,000 rows of 22 columns: far less parsing in Node.
    const result = await sql<{ rows: string }>`
      SELECT coalesce(json_agg(q), '[]'::json)::text AS rows FROM (${query}) q`.execute(tx);
    return JSON.parse(result.rows[0]!.rows) as StatsRow[];
  });

  const num = (v: number | null) => Number(v ?? 0);
  return rows.map((r) => ({
    id: r.location_id,
    name: r.name,
    address: r.address,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    current: {
      total: num(r.total),
      ratingSum: num(r.rating_sum),
      rated: num(r.rated),
      completed: num(r.completed),
      responseDaysSum: num(r.response_days),
      responded: num(r.responded),
      media: num(r.media),
    },
    lag: {
      total: num(r.lag_total),
      ratingSum: num(r.lag_rating_sum),
      rated: num(r.lag_rated),
      completed: num(r.lag_completed),
      responseDaysSum: num(r.lag_response_days),
      responded: num(r.lag_responded),
      media: num(r.lag_media),
    },
    inSync: num(r.in_sync),
    listings: num(r.listings),
  }));
}

/** Sums raw numbers (a group of locations). */
export function sumStats(list: RawStats[]): RawStats {
  const out = empty();
  for (const s of list) for (const k of Object.keys(out) as (keyof RawStats)[]) out[k] += s[k];
  return out;
}

/** Raw numbers → the metrics the score uses; `locations` averages volume and photos per location. */
export function metricsOf(
  raw: RawStats,
  sync: { inSync: number; listings: number },
  days: number,
  locations = 1,
): Metrics {
  const n = Math.max(1, locations);
  return {
    total_reviews: raw.total / n,
    period_days: days,
    avg_rating: raw.rated ? raw.ratingSum / raw.rated : null,
    completed_rate: raw.total ? raw.completed / raw.total : 0,
    avg_response_time: raw.responded ? raw.responseDaysSum / raw.responded : null,
    ll_sync_ratio: sync.listings ? sync.inSync / sync.listings : null,
    owner_media_count: raw.media / n,
  };
}
