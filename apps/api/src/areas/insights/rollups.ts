import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';

/**
 * The pre-aggregated rollups of migrations/0025_insight_rollups.sql: keyword
 * and category mentions per (period, source, rating, keyword|category,
 * sentiment) and review numbers per (period, source, location), each at a
 * day, a month and a quarter grain (UTC), with source 0 (and rating -1) rows
 * holding the totals. Statement triggers mark the (account, location, day)
 * that changed; reports call refreshInsightRollups() first, which recomputes
 * those days, then their months and quarters. Seeds rebuild whole accounts.
 */

const DAY = 86_400_000;

export type Grain = 'd' | 'm' | 'q';
export type RollupPart = 'keywords' | 'categories' | 'metrics';
const ALL_PARTS: RollupPart[] = ['keywords', 'categories', 'metrics'];

type Spec = {
  table: RawBuilder<unknown>;
  /** Grouping columns besides account_id, grain and period. */
  keys: string[];
  /** Summed columns and their SQL type. */
  sums: [string, 'int' | 'bigint'][];
};
const SPECS: Record<RollupPart, Spec> = {
  keywords: {
    table: sql`insight_keyword_rollups`,
    keys: ['source_id', 'rating', 'keyword_id', 'sentiment'],
    sums: [['mentions', 'int']],
  },
  categories: {
    table: sql`insight_category_rollups`,
    keys: ['source_id', 'rating', 'category', 'sentiment'],
    sums: [['mentions', 'int']],
  },
  metrics: {
    table: sql`location_metric_rollups`,
    keys: ['source_id', 'location_id'],
    sums: [
      ['reviews', 'int'],
      ['rating_sum', 'int'],
      ['rated', 'int'],
      ['completed', 'int'],
      ['responded', 'int'],
      ['response_us', 'bigint'],
    ],
  },
};

/** Day (YYYY-MM-DD, UTC) of a timestamp column. */
const dayOf = (col: RawBuilder<unknown>) => sql`(${col} AT TIME ZONE 'UTC')::date`;

/**
 * The day rows of keywords or categories, computed from the raw rows that
 * `where` selects (alias t), totals (source 0, rating -1) and per source and rating.
 */
function insertMentionDays(
  part: 'keywords' | 'categories',
  where: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const [raw, col] =
    part === 'keywords'
      ? [sql`review_keywords`, sql`keyword_id`]
      : [sql`review_categories`, sql`category`];
  return sql`INSERT INTO ${SPECS[part].table} (account_id, grain, source_id, rating, period, ${col}, sentiment, mentions)
    SELECT t.account_id, 'd', coalesce(t.source_id, 0), coalesce(t.rating, -1), t.day, t.${col}, t.sentiment, count(*)::int
    FROM (SELECT t.account_id, t.source_id, t.rating, ${dayOf(sql`t.published_at`)} AS day, t.${col}, t.sentiment
          FROM ${raw} t WHERE ${where}) t
    GROUP BY GROUPING SETS ((t.account_id, t.day, t.${col}, t.sentiment, t.source_id, t.rating),
                            (t.account_id, t.day, t.${col}, t.sentiment))`;
}

/**
 * Day rows of the location numbers from the reviews `where` selects (alias
 * r); a whole account joins its responses once, a few days look them up per review.
 */
function insertMetricDays(
  accountId: number,
  where: RawBuilder<unknown>,
  whole = false,
): RawBuilder<unknown> {
  const firstResponse = whole
    ? sql`f.first_at`
    : sql`(SELECT min(p.published_at) FROM responses p WHERE p.review_id = r.id AND p.status = 'published')`;
  const responses = whole
    ? sql`LEFT JOIN (SELECT review_id, min(published_at) AS first_at FROM responses
        WHERE account_id = ${accountId} AND status = 'published' GROUP BY review_id) f ON f.review_id = r.id`
    : sql``;
  return sql`INSERT INTO location_metric_rollups (account_id, grain, source_id, period, location_id,
      reviews, rating_sum, rated, completed, responded, response_us)
    SELECT ${accountId}::int, 'd', coalesce(r.source_id, 0), r.day, r.location_id,
      count(*)::int,
      coalesce(sum(r.rating) FILTER (WHERE r.rating > 0), 0)::int,
      count(*) FILTER (WHERE r.rating > 0)::int,
      count(*) FILTER (WHERE r.status = 'completed')::int,
      count(r.first_at)::int,
      coalesce(sum(extract(epoch FROM r.first_at - r.published_at) * 1000000), 0)::bigint
    FROM (
      SELECT r.source_id, ${dayOf(sql`r.published_at`)} AS day, r.location_id, r.rating, r.status, r.published_at,
        ${firstResponse} AS first_at
      FROM reviews r ${responses} WHERE r.account_id = ${accountId} AND ${where}
    ) r
    GROUP BY GROUPING SETS ((r.day, r.location_id, r.source_id), (r.day, r.location_id))`;
}

/** Month rows from day rows, or quarter rows from month rows (the finer rows `where` selects, alias d). */
function insertCoarser(part: RollupPart, grain: 'm' | 'q', where: RawBuilder<unknown>) {
  const { table, keys, sums } = SPECS[part];
  const keyList = sql.join(keys.map((k) => sql.ref(`d.${k}`)));
  const sumList = sql.join(
    sums.map(([c, type]) => sql`sum(${sql.ref(`d.${c}`)})::${sql.raw(type)}`),
  );
  const unit = sql.raw(grain === 'm' ? `'month'` : `'quarter'`);
  return sql`INSERT INTO ${table} (account_id, grain, period, ${sql.join(keys.map((k) => sql.ref(k)))},
      ${sql.join(sums.map(([c]) => sql.ref(c)))})
    SELECT d.account_id, ${grain}, date_trunc(${unit}, d.period)::date, ${keyList}, ${sumList}
    FROM ${table} d WHERE d.grain = ${grain === 'm' ? 'd' : 'm'} AND ${where}
    GROUP BY d.account_id, date_trunc(${unit}, d.period)::date, ${keyList}`;
}

/**
 * Recomputes every rollup row of an account (or of every account) from the
 * raw tables, set-based; clears the account's dirty marks when every part is
 * rebuilt. For bulk loads (seeds): inside their transaction or on its own.
 */
export async function rebuildInsightRollups(
  db: Db,
  opts: { accountId?: number; parts?: RollupPart[] } = {},
): Promise<void> {
  const parts = opts.parts ?? ALL_PARTS;
  const accounts =
    opts.accountId !== undefined
      ? [opts.accountId]
      : (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((a) => a.id);
  const run = async (tx: Db) => {
    // Millions of rows are grouped: let the aggregates hash in memory instead of sorting on disk.
    await sql`SELECT set_config('work_mem', '256MB', true)`.execute(tx);
    for (const accountId of accounts) {
      for (const part of parts) {
        await sql`DELETE FROM ${SPECS[part].table} WHERE account_id = ${accountId}`.execute(tx);
        if (part === 'metrics') await insertMetricDays(accountId, sql`true`, true).execute(tx);
        else await insertMentionDays(part, sql`t.account_id = ${accountId}`).execute(tx);
        for (const grain of ['m', 'q'] as const)
          await insertCoarser(part, grain, sql`d.account_id = ${accountId}`).execute(tx);
      }
      if (parts.length === ALL_PARTS.length)
        await sql`DELETE FROM insight_rollup_dirty WHERE account_id = ${accountId}`.execute(tx);
    }
    for (const part of parts) await sql`ANALYZE ${SPECS[part].table}`.execute(tx);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

/**
 * Brings the account's rollups up to date: recomputes the days marked dirty
 * (the whole account's day for keywords and categories, the marked
 * locations' day for the location numbers), then their months and quarters.
 * Cheap when nothing changed.
 */
export async function refreshInsightRollups(db: Db, accountId: number): Promise<void> {
  const pending = await sql<{ x: number }>`
    SELECT 1 AS x FROM insight_rollup_dirty WHERE account_id = ${accountId} LIMIT 1`.execute(db);
  if (!pending.rows.length) return;
  await db.transaction().execute(async (tx) => {
    // One refresher per account at a time; marks written by transactions that
    // commit later are not visible here and stay for the next refresh.
    await sql`SELECT pg_advisory_xact_lock(727275, ${accountId}::int)`.execute(tx);
    await sql`CREATE TEMP TABLE rollup_keys (location_id integer, day date, month date, quarter date) ON COMMIT DROP`.execute(
      tx,
    );
    await sql`WITH claimed AS (
        DELETE FROM insight_rollup_dirty WHERE account_id = ${accountId} RETURNING location_id, day)
      INSERT INTO rollup_keys SELECT DISTINCT location_id, day,
        date_trunc('month', day)::date, date_trunc('quarter', day)::date FROM claimed`.execute(tx);
    await sql`ANALYZE rollup_keys`.execute(tx);
    // Rows of a coarser grain are rebuilt from the finer rows of their period.
    const within = (grain: 'm' | 'q', perLocation: boolean) => {
      const col = grain === 'm' ? sql`month` : sql`quarter`;
      const len = grain === 'm' ? sql`interval '1 month'` : sql`interval '3 months'`;
      return sql`EXISTS (SELECT 1 FROM rollup_keys k WHERE d.period >= k.${col}
        AND d.period < (k.${col} + ${len})::date ${perLocation ? sql`AND d.location_id = k.location_id` : sql``})`;
    };
    const periods = (grain: Grain, perLocation: boolean) => {
      const col = grain === 'd' ? sql`day` : grain === 'm' ? sql`month` : sql`quarter`;
      return perLocation
        ? sql`(d.location_id, d.period) IN (SELECT location_id, ${col} FROM rollup_keys)`
        : sql`d.period IN (SELECT ${col} FROM rollup_keys)`;
    };

    for (const part of ALL_PARTS) {
      const perLocation = part === 'metrics';
      const { table } = SPECS[part];
      await sql`DELETE FROM ${table} d WHERE d.account_id = ${accountId} AND d.grain = 'd'
        AND ${periods('d', perLocation)}`.execute(tx);
      if (part === 'metrics')
        await insertMetricDays(
          accountId,
          sql`EXISTS (SELECT 1 FROM rollup_keys k WHERE k.location_id = r.location_id
            AND r.published_at >= (k.day::timestamp AT TIME ZONE 'UTC')
            AND r.published_at < ((k.day + 1)::timestamp AT TIME ZONE 'UTC'))`,
        ).execute(tx);
      else
        await insertMentionDays(
          part,
          sql`t.account_id = ${accountId} AND EXISTS (SELECT 1 FROM rollup_keys k
            WHERE t.published_at >= (k.day::timestamp AT TIME ZONE 'UTC')
              AND t.published_at < ((k.day + 1)::timestamp AT TIME ZONE 'UTC'))`,
        ).execute(tx);
      for (const grain of ['m', 'q'] as const) {
        await sql`DELETE FROM ${table} d WHERE d.account_id = ${accountId} AND d.grain = ${grain}
          AND ${periods(grain, perLocation)}`.execute(tx);
        await insertCoarser(
          part,
          grain,
          sql`d.account_id = ${accountId} AND ${within(grain, perLocation)}`,
        ).execute(tx);
      }
    }
  });
}

/** Rollup rows of one grain and period range, added (sign 1) or subtracted (sign -1). */
export type RollupSegment = { grain: Grain; from: string; to: string; sign: 1 | -1 };
export type Segment = RollupSegment | { grain: 'raw'; from: Date; to: Date; sign: 1 };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
const monthFloor = (d: Date) => addMonths(d, 0);
const days = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY);

/**
 * Splits [from, to) into rollup segments: whole quarters and months, the
 * days at the edges (or, when shorter, the whole month minus the days outside
 * the range), and the parts of a day at either end (raw rows).
 */
export function segmentsOf(from: Date, to: Date): Segment[] {
  if (to.getTime() <= from.getTime()) return [];
  const firstDay = new Date(Math.ceil(from.getTime() / DAY) * DAY);
  const endDay = new Date(Math.floor(to.getTime() / DAY) * DAY);
  if (firstDay.getTime() >= endDay.getTime()) return [{ grain: 'raw', from, to, sign: 1 }];
  const out: Segment[] = [];
  if (from < firstDay) out.push({ grain: 'raw', from, to: firstDay, sign: 1 });
  const seg = (grain: Grain, a: Date, b: Date, sign: 1 | -1 = 1) => {
    if (a < b) out.push({ grain, from: iso(a), to: iso(b), sign });
  };
  /** Days [a, b) inside month m: the days themselves or the month minus the rest of it. */
  const partialMonth = (m: Date, a: Date, b: Date) => {
    const next = addMonths(m, 1);
    if (days(a, b) <= days(m, a) + days(b, next)) return seg('d', a, b);
    seg('m', m, next);
    seg('d', m, a, -1);
    seg('d', b, next, -1);
  };
  const m0 = monthFloor(firstDay);
  const m1 = monthFloor(endDay);
  if (m0.getTime() === m1.getTime()) {
    partialMonth(m0, firstDay, endDay);
  } else {
    let start = m0;
    if (firstDay > m0) {
      partialMonth(m0, firstDay, addMonths(m0, 1));
      start = addMonths(m0, 1);
    }
    // Whole months [start, m1): months up to a quarter, quarters, then months.
    let cur = start;
    while (cur < m1 && cur.getUTCMonth() % 3 !== 0) cur = addMonths(cur, 1);
    if (cur >= m1) seg('m', start, m1);
    else {
      seg('m', start, cur);
      let q = cur;
      while (addMonths(q, 3) <= m1) q = addMonths(q, 3);
      seg('q', cur, q);
      seg('m', q, m1);
    }
    if (endDay > m1) partialMonth(m1, m1, endDay);
  }
  if (endDay < to) out.push({ grain: 'raw', from: endDay, to, sign: 1 });
  return out;
}
