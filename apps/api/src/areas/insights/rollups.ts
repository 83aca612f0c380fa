import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';

/**
 * The pre-aggregated rollups of migrations/0025_insight_rollups.sql: keyword
 * and category mentions per (period, source, rating, keyword|category,
 * sentiment) and review numbers per (period, source, location), each at a
 * day and a month grain, with source 0 (and rating -1) rows holding the
 * totals. Statement triggers mark the (account, location, day) that changed;
 * reports call refreshInsightRollups() first, which recomputes those days
 * (and their months) from the raw tables. Seeds rebuild whole accounts.
 */

const DAY = 86_400_000;

/** Day (YYYY-MM-DD, UTC) of a timestamp column. */
const dayOf = (col: RawBuilder<unknown>) => sql`(${col} AT TIME ZONE 'UTC')::date`;

export type RollupPart = 'keywords' | 'categories' | 'metrics';
const ALL_PARTS: RollupPart[] = ['keywords', 'categories', 'metrics'];

/**
 * The day rows of keywords or categories, computed from the raw rows that
 * `where` selects (alias t), totals (source 0, rating -1) and per source and rating.
 */
function insertMentionDays(
  part: 'keywords' | 'categories',
  where: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const [table, raw, col] =
    part === 'keywords'
      ? [sql`insight_keyword_rollups`, sql`review_keywords`, sql`keyword_id`]
      : [sql`insight_category_rollups`, sql`review_categories`, sql`category`];
  return sql`INSERT INTO ${table} (account_id, grain, source_id, rating, period, ${col}, sentiment, mentions)
    SELECT t.account_id, 'd', coalesce(t.source_id, 0), coalesce(t.rating, -1), t.day, t.${col}, t.sentiment, count(*)::int
    FROM (SELECT t.account_id, t.source_id, t.rating, ${dayOf(sql`t.published_at`)} AS day, t.${col}, t.sentiment
          FROM ${raw} t WHERE ${where}) t
    GROUP BY GROUPING SETS ((t.account_id, t.day, t.${col}, t.sentiment, t.source_id, t.rating),
                            (t.account_id, t.day, t.${col}, t.sentiment))`;
}

/** Month rows of keywords or categories from their day rows (months that `where` selects, alias d). */
function insertMentionMonths(
  part: 'keywords' | 'categories',
  where: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const [table, col] =
    part === 'keywords'
      ? [sql`insight_keyword_rollups`, sql`keyword_id`]
      : [sql`insight_category_rollups`, sql`category`];
  return sql`INSERT INTO ${table} (account_id, grain, source_id, rating, period, ${col}, sentiment, mentions)
    SELECT d.account_id, 'm', d.source_id, d.rating, date_trunc('month', d.period)::date, d.${col}, d.sentiment, sum(d.mentions)::int
    FROM ${table} d WHERE d.grain = 'd' AND ${where}
    GROUP BY 1, 2, 3, 4, 5, 6, 7`;
}

/** Day rows of the location numbers from the reviews `where` selects (alias r). */
function insertMetricDays(accountId: number, where: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`INSERT INTO location_metric_rollups (account_id, grain, source_id, period, location_id,
      reviews, rating_sum, rated, completed, responded, response_seconds)
    SELECT ${accountId}::int, 'd', coalesce(r.source_id, 0), r.day, r.location_id,
      count(*)::int,
      coalesce(sum(r.rating) FILTER (WHERE r.rating > 0), 0)::int,
      count(*) FILTER (WHERE r.rating > 0)::int,
      count(*) FILTER (WHERE r.status = 'completed')::int,
      count(r.first_at)::int,
      coalesce(sum(extract(epoch FROM r.first_at - r.published_at)), 0)::float8
    FROM (
      SELECT r.source_id, ${dayOf(sql`r.published_at`)} AS day, r.location_id, r.rating, r.status, r.published_at,
        (SELECT min(p.published_at) FROM responses p
         WHERE p.review_id = r.id AND p.status = 'published') AS first_at
      FROM reviews r WHERE r.account_id = ${accountId} AND ${where}
    ) r
    GROUP BY GROUPING SETS ((r.day, r.location_id, r.source_id), (r.day, r.location_id))`;
}

/** Month rows of the location numbers from their day rows (alias d). */
function insertMetricMonths(where: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`INSERT INTO location_metric_rollups (account_id, grain, source_id, period, location_id,
      reviews, rating_sum, rated, completed, responded, response_seconds)
    SELECT d.account_id, 'm', d.source_id, date_trunc('month', d.period)::date, d.location_id,
      sum(d.reviews)::int, sum(d.rating_sum)::int, sum(d.rated)::int, sum(d.completed)::int,
      sum(d.responded)::int, sum(d.response_seconds)::float8
    FROM location_metric_rollups d WHERE d.grain = 'd' AND ${where}
    GROUP BY 1, 2, 3, 4, 5`;
}

/**
 * Recomputes every rollup row of an account (or of every account) from the
 * raw tables, set-based; clears the account's dirty marks when every part is
 * rebuilt. Call inside the transaction of a bulk load, or on its own.
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
  for (const accountId of accounts) {
    for (const part of parts) {
      const table =
        part === 'keywords'
          ? sql`insight_keyword_rollups`
          : part === 'categories'
            ? sql`insight_category_rollups`
            : sql`location_metric_rollups`;
      await sql`DELETE FROM ${table} WHERE account_id = ${accountId}`.execute(db);
      if (part === 'metrics') {
        await insertMetricDays(accountId, sql`true`).execute(db);
        await insertMetricMonths(sql`d.account_id = ${accountId}`).execute(db);
      } else {
        await insertMentionDays(part, sql`t.account_id = ${accountId}`).execute(db);
        await insertMentionMonths(part, sql`d.account_id = ${accountId}`).execute(db);
      }
    }
    if (parts.length === ALL_PARTS.length)
      await sql`DELETE FROM insight_rollup_dirty WHERE account_id = ${accountId}`.execute(db);
  }
  for (const table of ['insight_keyword_rollups', 'insight_category_rollups', 'location_metric_rollups'])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

/**
 * Brings the account's rollups up to date: recomputes the days marked dirty
 * (all of an account's day for keywords and categories, the marked locations'
 * day for the location numbers) and their months. Cheap when nothing changed.
 */
export async function refreshInsightRollups(db: Db, accountId: number): Promise<void> {
  const pending = await sql<{ x: number }>`
    SELECT 1 AS x FROM insight_rollup_dirty WHERE account_id = ${accountId} LIMIT 1`.execute(db);
  if (!pending.rows.length) return;
  await db.transaction().execute(async (tx) => {
    // One refresher per account at a time; marks written by transactions that
    // commit later are not visible here and stay for the next refresh.
    await sql`SELECT pg_advisory_xact_lock(727275, ${accountId}::int)`.execute(tx);
    await sql`CREATE TEMP TABLE rollup_keys (location_id integer, day date) ON COMMIT DROP`.execute(tx);
    await sql`WITH claimed AS (
        DELETE FROM insight_rollup_dirty WHERE account_id = ${accountId} RETURNING location_id, day)
      INSERT INTO rollup_keys SELECT DISTINCT location_id, day FROM claimed`.execute(tx);
    await sql`CREATE TEMP TABLE rollup_days ON COMMIT DROP AS
      SELECT DISTINCT day, (day::timestamp AT TIME ZONE 'UTC') AS lo, ((day + 1)::timestamp AT TIME ZONE 'UTC') AS hi
      FROM rollup_keys`.execute(tx);
    await sql`CREATE TEMP TABLE rollup_months ON COMMIT DROP AS
      SELECT DISTINCT date_trunc('month', day)::date AS month FROM rollup_keys`.execute(tx);
    const inMonths = sql`EXISTS (SELECT 1 FROM rollup_months mo
      WHERE d.period >= mo.month AND d.period < (mo.month + interval '1 month')::date)`;

    for (const part of ['keywords', 'categories'] as const) {
      const table =
        part === 'keywords' ? sql`insight_keyword_rollups` : sql`insight_category_rollups`;
      await sql`DELETE FROM ${table} WHERE account_id = ${accountId} AND grain = 'd'
        AND period IN (SELECT day FROM rollup_days)`.execute(tx);
      await insertMentionDays(
        part,
        sql`t.account_id = ${accountId} AND EXISTS (SELECT 1 FROM rollup_days k
          WHERE t.published_at >= k.lo AND t.published_at < k.hi)`,
      ).execute(tx);
      await sql`DELETE FROM ${table} WHERE account_id = ${accountId} AND grain = 'm'
        AND period IN (SELECT month FROM rollup_months)`.execute(tx);
      await insertMentionMonths(part, sql`d.account_id = ${accountId} AND ${inMonths}`).execute(tx);
    }

    await sql`DELETE FROM location_metric_rollups m WHERE m.account_id = ${accountId} AND m.grain = 'd'
      AND (m.location_id, m.period) IN (SELECT location_id, day FROM rollup_keys)`.execute(tx);
    await insertMetricDays(
      accountId,
      sql`EXISTS (SELECT 1 FROM rollup_keys k WHERE k.location_id = r.location_id
        AND r.published_at >= (k.day::timestamp AT TIME ZONE 'UTC')
        AND r.published_at < ((k.day + 1)::timestamp AT TIME ZONE 'UTC'))`,
    ).execute(tx);
    const locationMonths = sql`(SELECT DISTINCT location_id, date_trunc('month', day)::date FROM rollup_keys)`;
    await sql`DELETE FROM location_metric_rollups m WHERE m.account_id = ${accountId} AND m.grain = 'm'
      AND (m.location_id, m.period) IN ${locationMonths}`.execute(tx);
    await insertMetricMonths(
      sql`d.account_id = ${accountId}
        AND (d.location_id, date_trunc('month', d.period)::date) IN ${locationMonths}`,
    ).execute(tx);
  });
}

export type Segment =
  | { grain: 'm' | 'd'; from: string; to: string }
  | { grain: 'raw'; from: Date; to: Date };

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Splits [from, to) into whole months (month rows), whole days at the
 * edges (day rows) and the parts of a day at either end (raw rows).
 */
export function segmentsOf(from: Date, to: Date): Segment[] {
  if (to.getTime() <= from.getTime()) return [];
  const firstDay = new Date(Math.ceil(from.getTime() / DAY) * DAY);
  const endDay = new Date(Math.floor(to.getTime() / DAY) * DAY);
  if (firstDay.getTime() >= endDay.getTime()) return [{ grain: 'raw', from, to }];
  const out: Segment[] = [];
  if (from < firstDay) out.push({ grain: 'raw', from, to: firstDay });
  const monthStart = (d: Date, up: boolean) => {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
    return up && m.getTime() < d.getTime()
      ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
      : m;
  };
  const firstMonth = monthStart(firstDay, true);
  const endMonth = monthStart(endDay, false);
  if (firstMonth.getTime() < endMonth.getTime()) {
    if (firstDay < firstMonth) out.push({ grain: 'd', from: iso(firstDay), to: iso(firstMonth) });
    out.push({ grain: 'm', from: iso(firstMonth), to: iso(endMonth) });
    if (endMonth < endDay) out.push({ grain: 'd', from: iso(endMonth), to: iso(endDay) });
  } else {
    out.push({ grain: 'd', from: iso(firstDay), to: iso(endDay) });
  }
  if (endDay < to) out.push({ grain: 'raw', from: endDay, to });
  return out;
}
