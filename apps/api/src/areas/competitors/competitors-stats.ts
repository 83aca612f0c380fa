/**
 * The figures of the competitor reports, in one place (the overview, locations and brands
 * reports and their exports build on these): rating, volume, response rate and sentiment of
 * the account's own reviews and of its competitors' reviews, per location, competitor,
 * brand, month and experience category, over the shared filters.
 *
 * Rules (see README.md):
 * - A period is [from, to) in whole UTC days (start_date/end_date, both included; six months
 *   to today by default), by `published_at`.
 * - "Mine" is the account's reviews of the compared locations: the locations in scope that
 *   have competitors (all locations in scope while none has).
 * - The average rating counts rated reviews only (own reviews may carry rating 0: none).
 * - A review is answered when it has a published response (own) or an owner reply on the
 *   site (`responded_at`, competitors). The response rate is answered / reviews.
 * - The source filter applies to both sides.
 */
import {
  type CompetitorOverview,
  type CompetitorReportQuery,
  type CompetitorStats,
  INDUSTRY_CATEGORIES,
  type Vertical,
} from '@plaudit/api-client/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { filteredLocationIds } from '../campaigns/campaign-figures';
import { periodOf } from '../location-performance/stats';

/** Which reviews the figures count. */
export type CompetitorScope = {
  accountId: number;
  /** [from, to) */
  from: Date;
  to: Date;
  /** null: every location of the account. */
  locationIds: number[] | null;
  /** null: every source. */
  sourceIds: number[] | null;
};

/** The scope of the shared filters (start_date, end_date, group_id, location_id, source_id). */
export async function competitorScope(
  db: Db,
  accountId: number,
  q: Pick<
    CompetitorReportQuery,
    'start_date' | 'end_date' | 'group_id' | 'location_id' | 'source_id'
  >,
  now = new Date(),
): Promise<CompetitorScope> {
  const { from, to } = periodOf(q.start_date, q.end_date, now);
  const locationIds = await filteredLocationIds(db, accountId, {
    location_id: q.location_id,
    group_id: q.group_id,
  });
  return {
    accountId,
    from,
    to,
    locationIds,
    sourceIds: q.source_id?.length ? q.source_id : null,
  };
}

/** Sums that combine by addition (a location's, a brand's, everyone's). */
export type RawStats = {
  reviews: number;
  rating_sum: number;
  rated: number;
  responded: number;
  positive: number;
  neutral: number;
  negative: number;
};

export const emptyRaw = (): RawStats => ({
  reviews: 0,
  rating_sum: 0,
  rated: 0,
  responded: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
});

export function addRaw(into: RawStats, more: RawStats | undefined): RawStats {
  if (!more) return into;
  for (const k of Object.keys(into) as (keyof RawStats)[]) into[k] += more[k];
  return into;
}

export const sumRaw = (parts: Iterable<RawStats | undefined>) => {
  const total = emptyRaw();
  for (const p of parts) addRaw(total, p);
  return total;
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The answer shape: average to 2 decimals, response rate 0-1 to 4 decimals. */
export function statsOf(raw: RawStats | undefined): CompetitorStats {
  const r = raw ?? emptyRaw();
  return {
    average_rating: r.rated ? round(r.rating_sum / r.rated, 2) : null,
    reviews: r.reviews,
    response_rate: r.reviews ? round(r.responded / r.reviews, 4) : null,
    sentiment: { positive: r.positive, neutral: r.neutral, negative: r.negative },
  };
}

const inIds = (column: string, ids: number[] | null): RawBuilder<unknown> =>
  ids === null
    ? sql`true`
    : ids.length
      ? sql`${sql.ref(column)} = any(${sql.val(ids)}::int[])`
      : sql`false`;

const rawColumns = (rating: string, answered: RawBuilder<unknown>) => sql`
  count(*)::int AS reviews,
  coalesce(sum(${sql.raw(rating)}) FILTER (WHERE ${sql.raw(rating)} > 0), 0)::int AS rating_sum,
  (count(*) FILTER (WHERE ${sql.raw(rating)} > 0))::int AS rated,
  (count(*) FILTER (WHERE ${answered}))::int AS responded,
  (count(*) FILTER (WHERE x.sentiment > 0))::int AS positive,
  (count(*) FILTER (WHERE x.sentiment = 0))::int AS neutral,
  (count(*) FILTER (WHERE x.sentiment < 0))::int AS negative`;

const ownAnswered = sql`EXISTS (SELECT 1 FROM responses p WHERE p.review_id = x.id AND p.status = 'published')`;

/** A competitor place in scope, with its location and brand. */
export type ScopedCompetitor = {
  id: number;
  location_id: number;
  location_name: string;
  brand_id: number | null;
  brand_name: string | null;
  name: string;
  google_place_id: string;
};

/** The competitors of the locations in scope. */
export async function competitorsInScope(db: Db, scope: CompetitorScope) {
  const { rows } = await sql<ScopedCompetitor>`
    SELECT c.id, c.location_id, l.name AS location_name, c.brand_id, b.name AS brand_name,
      c.name, c.google_place_id
    FROM competitors c
    JOIN locations l ON l.id = c.location_id
    LEFT JOIN competitor_brands b ON b.id = c.brand_id
    WHERE c.account_id = ${scope.accountId} AND ${inIds('c.location_id', scope.locationIds)}
    ORDER BY lower(l.name), c.location_id, lower(c.name), c.id`.execute(db);
  return rows;
}

/** The locations the "mine" side counts: those in scope with competitors, else all in scope. */
export function comparedLocationIds(
  scope: CompetitorScope,
  competitors: ScopedCompetitor[],
): number[] | null {
  if (competitors.length) return [...new Set(competitors.map((c) => c.location_id))];
  return scope.locationIds;
}

/** The account's own review figures per location. */
export async function ownRawByLocation(
  db: Db,
  scope: CompetitorScope,
  locationIds: number[] | null = scope.locationIds,
): Promise<Map<number, RawStats>> {
  const { rows } = await sql<RawStats & { location_id: number }>`
    SELECT x.location_id, ${rawColumns('x.rating', ownAnswered)}
    FROM reviews x
    WHERE x.account_id = ${scope.accountId}
      AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
      AND ${inIds('x.location_id', locationIds)} AND ${inIds('x.source_id', scope.sourceIds)}
    GROUP BY x.location_id`.execute(db);
  return new Map(rows.map(({ location_id, ...raw }) => [location_id, raw]));
}

/** The competitors' review figures per competitor. */
export async function competitorRawByCompetitor(
  db: Db,
  scope: CompetitorScope,
): Promise<Map<number, RawStats>> {
  const { rows } = await sql<RawStats & { competitor_id: number }>`
    SELECT x.competitor_id, ${rawColumns('x.rating', sql`x.responded_at IS NOT NULL`)}
    FROM competitor_reviews x
    WHERE x.account_id = ${scope.accountId}
      AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
      AND ${inIds('x.location_id', scope.locationIds)} AND ${inIds('x.source_id', scope.sourceIds)}
    GROUP BY x.competitor_id`.execute(db);
  return new Map(rows.map(({ competitor_id, ...raw }) => [competitor_id, raw]));
}

/** The first day (YYYY-MM-DD) of each month touching [from, to). */
export function monthsOf(from: Date, to: Date): string[] {
  const out: string[] = [];
  let y = from.getUTCFullYear();
  let m = from.getUTCMonth();
  while (Date.UTC(y, m, 1) < to.getTime()) {
    out.push(new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10));
    m++;
    if (m === 12) {
      m = 0;
      y++;
    }
  }
  return out;
}

type MonthRow = { period: string; rating_sum: number; rated: number; reviews: number };

/** Average rating and volume per month, mine and the competitors'. */
export async function competitorTimeseries(
  db: Db,
  scope: CompetitorScope,
  mineLocationIds: number[] | null,
): Promise<CompetitorOverview['timeseries']> {
  const month = sql`to_char(date_trunc('month', x.published_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const cols = sql`${month} AS period, count(*)::int AS reviews,
    coalesce(sum(x.rating) FILTER (WHERE x.rating > 0), 0)::int AS rating_sum,
    (count(*) FILTER (WHERE x.rating > 0))::int AS rated`;
  const where = (locations: number[] | null) => sql`x.account_id = ${scope.accountId}
    AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
    AND ${inIds('x.location_id', locations)} AND ${inIds('x.source_id', scope.sourceIds)}`;
  const [mine, theirs] = await Promise.all([
    sql<MonthRow>`SELECT ${cols} FROM reviews x WHERE ${where(mineLocationIds)} GROUP BY 1`.execute(
      db,
    ),
    sql<MonthRow>`SELECT ${cols} FROM competitor_reviews x WHERE ${where(scope.locationIds)} GROUP BY 1`.execute(
      db,
    ),
  ]);
  const point = (r: MonthRow | undefined) => ({
    average_rating: r?.rated ? round(r.rating_sum / r.rated, 2) : null,
    reviews: r?.reviews ?? 0,
  });
  const m = new Map(mine.rows.map((r) => [r.period, r]));
  const t = new Map(theirs.rows.map((r) => [r.period, r]));
  return monthsOf(scope.from, scope.to).map((period) => ({
    period,
    mine: point(m.get(period)),
    competitors: point(t.get(period)),
  }));
}

type CategoryRow = { category: string; mentions: number; positive: number };

/** Experience categories of both sides, most mentioned first. */
export async function competitorCategories(
  db: Db,
  scope: CompetitorScope,
  mineLocationIds: number[] | null,
): Promise<CompetitorOverview['categories']> {
  const cols = sql`x.category, count(*)::int AS mentions,
    (count(*) FILTER (WHERE x.sentiment > 0))::int AS positive`;
  const [mine, theirs] = await Promise.all([
    sql<CategoryRow>`SELECT ${cols} FROM review_categories x
      WHERE x.account_id = ${scope.accountId}
        AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
        AND ${inIds('x.location_id', mineLocationIds)} AND ${inIds('x.source_id', scope.sourceIds)}
      GROUP BY x.category`.execute(db),
    sql<CategoryRow>`SELECT ${cols} FROM competitor_review_categories x
      JOIN competitor_reviews r ON r.id = x.competitor_review_id
      WHERE x.account_id = ${scope.accountId}
        AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
        AND ${inIds('r.location_id', scope.locationIds)} AND ${inIds('r.source_id', scope.sourceIds)}
      GROUP BY x.category`.execute(db),
  ]);
  const figures = (r: CategoryRow | undefined) => ({
    mentions: r?.mentions ?? 0,
    positive_share: r?.mentions ? round(r.positive / r.mentions, 4) : null,
  });
  const m = new Map(mine.rows.map((r) => [r.category, r]));
  const t = new Map(theirs.rows.map((r) => [r.category, r]));
  // The categories of the account's industry only, as on the experience categories page.
  const account = await db
    .selectFrom('accounts')
    .select('vertical')
    .where('id', '=', scope.accountId)
    .executeTakeFirst();
  const industry: readonly string[] =
    INDUSTRY_CATEGORIES[account?.vertical as Vertical] ?? INDUSTRY_CATEGORIES.restaurant;
  const names = [...new Set([...m.keys(), ...t.keys()])].filter((c) => industry.includes(c));
  return names
    .map((category) => ({
      category,
      mine: figures(m.get(category)),
      competitors: figures(t.get(category)),
    }))
    .sort(
      (a, b) =>
        b.mine.mentions + b.competitors.mentions - (a.mine.mentions + a.competitors.mentions) ||
        a.category.localeCompare(b.category),
    );
}
