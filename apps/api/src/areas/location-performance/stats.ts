import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { refreshInsightRollups, segmentsOf } from '../insights/rollups';
import { ReportCache } from './cache';
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
  /** The primary category (the industry of the industry score). */
  categoryId: number | null;
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
    return pivot(sql`SELECT NULL::int AS location_id, false AS lag, 0 AS reviews, 0 AS rating_sum,
      0 AS rated, 0 AS completed, 0 AS responded, 0::bigint AS response_us WHERE false`);
  return pivot(sql.join(parts, sql` UNION ALL `));
}

/**
 * Rows (location_id, lag, reviews, rating_sum, rated, completed, responded,
 * response_us) summed per location into the period and lag columns.
 */
function pivot(rows: RawBuilder<unknown>): RawBuilder<unknown> {
  const sums = (lag: boolean) => {
    const w = lag ? sql`WHERE x.lag` : sql`WHERE NOT x.lag`;
    const p = lag ? 'lag_' : '';
    const as = (name: string) => sql.raw(`${p}${name}`);
    return sql`sum(x.reviews) FILTER (${w})::int AS ${as('total')},
      sum(x.rating_sum) FILTER (${w})::int AS ${as('rating_sum')},
      sum(x.rated) FILTER (${w})::int AS ${as('rated')},
      sum(x.completed) FILTER (${w})::int AS ${as('completed')},
      sum(x.response_us) FILTER (${w})::int8 AS ${as('response_us')},
      sum(x.responded) FILTER (${w})::int AS ${as('responded')}`;
  };
  return sql`SELECT x.location_id, ${sums(false)}, ${sums(true)} FROM (${rows}) x GROUP BY 1`;
}

/** The same numbers straight from reviews and responses (for checks against the rollups). */
function rawReviewNumbers(
  f: StatsFilter,
  start: Date,
  locWhere: RawBuilder<unknown>,
  sourceWhere: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return pivot(sql`SELECT x.location_id, x.published_at < ${f.period.from.toISOString()}::timestamptz AS lag,
      1 AS reviews,
      CASE WHEN x.rating > 0 THEN x.rating ELSE 0 END AS rating_sum,
      CASE WHEN x.rating > 0 THEN 1 ELSE 0 END AS rated,
      CASE WHEN x.status = 'completed' THEN 1 ELSE 0 END AS completed,
      CASE WHEN p.first_at IS NULL THEN 0 ELSE 1 END AS responded,
      coalesce(extract(epoch FROM p.first_at - x.published_at) * 1000000, 0) AS response_us
    FROM reviews x
    LEFT JOIN (
      SELECT review_id, min(published_at) AS first_at FROM responses
      WHERE account_id = ${f.accountId} AND status = 'published'
      GROUP BY review_id
    ) p ON p.review_id = x.id
    WHERE x.account_id = ${f.accountId}
      AND x.published_at >= ${start.toISOString()}::timestamptz AND x.published_at < ${f.period.to.toISOString()}::timestamptz
      ${sourceWhere} ${locWhere}`);
}

/**
 * Integers written as `1,2,3;4,5,6` (rows of `width`) into one flat array:
 * one pass over the text, no intermediate strings (10,000 rows of 18).
 */
export function parseNumberRows(text: string, width: number): Float64Array {
  if (!text) return new Float64Array(0);
  let rows = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 59) rows++;
  const out = new Float64Array(rows * width);
  let k = 0;
  let n = 0;
  let negative = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 59;
    if (c >= 48 && c <= 57) n = n * 10 + (c - 48);
    else if (c === 45) negative = true;
    else if (c === 44 || c === 59) {
      out[k++] = negative ? -n : n;
      n = 0;
      negative = false;
    }
  }
  if (k !== out.length) throw new Error(`expected ${out.length} numbers, read ${k}`);
  return out;
}

/**
 * Numbers of a location's row, in order (null as 0): sent as one text of
 * comma-separated numbers per location, rows separated by ';' (the cheapest
 * form to build in PostgreSQL and to read in Node for 10,000 locations).
 */
const STATS_COLUMNS = [
  'location_id',
  'total',
  'rating_sum',
  'rated',
  'completed',
  'response_us',
  'responded',
  'lag_total',
  'lag_rating_sum',
  'lag_rated',
  'lag_completed',
  'lag_response_us',
  'lag_responded',
  'in_sync',
  'listings',
  'media',
  'lag_media',
  'category_id',
] as const;
const COL = Object.fromEntries(STATS_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof STATS_COLUMNS)[number],
  number
>;
const US_PER_DAY = 86_400_000_000;

type LocationLabel = Pick<LocationStats, 'name' | 'address' | 'city' | 'state' | 'zipcode'>;

/**
 * Names and addresses of the account's locations: they do not depend on the
 * report's period, so a cold report reads only numbers. Kept LABEL_TTL_MS (the
 * report cache's bound: a rename shows within 30 s); a location missing from
 * the map (just created) reloads it.
 */
const LABEL_TTL_MS = 30_000;
const labels = new ReportCache<Map<number, LocationLabel>>({
  ttlMs: LABEL_TTL_MS,
  maxEntries: 50,
  maxWeight: 200_000,
});

async function readLabels(db: Db, accountId: number): Promise<Map<number, LocationLabel>> {
  const rows = await db
    .selectFrom('locations as l')
    .leftJoin('states as s', 's.id', 'l.state_id')
    .select(['l.id', 'l.name', 'l.address', 'l.city', 's.code as state', 'l.zipcode'])
    .where('l.account_id', '=', accountId)
    .execute();
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

async function locationLabels(db: Db, accountId: number, ids: number[]) {
  const key = String(accountId);
  const load = () => readLabels(db, accountId);
  labels.follow(db);
  let map = await labels.get(key, key, load, (m) => m.size);
  if (ids.some((id) => !map.has(id))) {
    labels.invalidate(key);
    map = await labels.get(key, key, load, (m) => m.size);
  }
  return map;
}

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
      ? rawReviewNumbers(f, start, locWhere, sourceWhere)
      : await rollupReviewNumbers(db, f, start, locWhere);
  const query = sql`
    WITH r AS (${numbers}),
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
    SELECT x.location_id,
      r.total, r.rating_sum, r.rated, r.completed, r.response_us, r.responded,
      r.lag_total, r.lag_rating_sum, r.lag_rated, r.lag_completed, r.lag_response_us, r.lag_responded,
      d.in_sync, d.listings, m.media, m.lag_media, x.category_id
    FROM (SELECT l.id AS location_id, l.category_id
          FROM locations l WHERE l.account_id = ${f.accountId}) x
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
    // One text of numbers instead of 10,000 rows of 18 columns: far less
    // building in PostgreSQL and parsing in Node (the report ranks every location).
    const result = await sql<{ rows: string | null }>`
      SELECT string_agg(concat_ws(',', ${sql.join(
        STATS_COLUMNS.map((c) => sql`coalesce(q.${sql.ref(c)}, 0)`),
      )}), ';') AS rows FROM (${query}) q`.execute(tx);
    return parseNumberRows(result.rows[0]!.rows ?? '', STATS_COLUMNS.length);
  });
  const count = rows.length / STATS_COLUMNS.length;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(rows[i * STATS_COLUMNS.length + COL.location_id]!);
  const names = await locationLabels(db, f.accountId, ids);

  const out: LocationStats[] = [];
  for (let i = 0; i < count; i++) {
    const base = i * STATS_COLUMNS.length;
    const r = (c: (typeof STATS_COLUMNS)[number]) => rows[base + COL[c]]!;
    const id = r('location_id');
    const label = names.get(id);
    // Deleted since the numbers were read.
    if (!label) continue;
    const category = r('category_id');
    out.push({
      id,
      name: label.name,
      address: label.address,
      city: label.city,
      state: label.state,
      zipcode: label.zipcode,
      categoryId: category > 0 ? category : null,
      current: {
        total: r('total'),
        ratingSum: r('rating_sum'),
        rated: r('rated'),
        completed: r('completed'),
        responseDaysSum: r('response_us') / US_PER_DAY,
        responded: r('responded'),
        media: r('media'),
      },
      lag: {
        total: r('lag_total'),
        ratingSum: r('lag_rating_sum'),
        rated: r('lag_rated'),
        completed: r('lag_completed'),
        responseDaysSum: r('lag_response_us') / US_PER_DAY,
        responded: r('lag_responded'),
        media: r('lag_media'),
      },
      inSync: r('in_sync'),
      listings: r('listings'),
    });
  }
  return out;
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
