import type {
  MetricsBreakdownQuery,
  MetricsBreakdownRow,
  MetricsChange,
  MetricsFigures,
  MetricsOverview,
  MetricsOverviewQuery,
  MetricsSources,
  MonthlyMetrics,
  ReviewListQuery,
} from '@plaudit/api-client/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { filterReviews } from '../../domain/filter-reviews';

/**
 * The metrics of spec 1 §7 computed from the reviews: the overview of a period
 * against the one before, the breakdown per location, group, source or month,
 * and reviews per source.
 */
const DAY = 86_400_000;
/** Without dates a metrics call covers the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** Series longer than this drop their leading empty months (an "all time" range starts in 1970). */
const TRIM_SERIES_AFTER_MONTHS = 60;

type Filters = MetricsOverviewQuery;

export type MetricsPeriodRange = {
  /** Inclusive start and exclusive end of the period (UTC midnights). */
  from: Date;
  to: Date;
  /** The previous period of equal length: [prevFrom, from). */
  prevFrom: Date;
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const utcDay = (s: string) => new Date(`${s}T00:00:00Z`);
const monthStart = (m: string) => utcDay(`${m}-01`);
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

/** The period a metrics query asks for (whole UTC days) and the previous one of equal length. */
export function metricsPeriod(q: Filters, now = new Date()): MetricsPeriodRange {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const after = q.published_after
    ? utcDay(q.published_after)
    : q.month_after
      ? monthStart(q.month_after)
      : undefined;
  const to = q.published_before
    ? new Date(utcDay(q.published_before).getTime() + DAY)
    : q.month_before
      ? nextMonth(monthStart(q.month_before))
      : after && after > today
        ? new Date(after.getTime() + DAY)
        : new Date(today.getTime() + DAY);
  const from = after ?? new Date(to.getTime() - DEFAULT_DAYS * DAY);
  return { from, to, prevFrom: new Date(from.getTime() - (to.getTime() - from.getTime())) };
}

/** The reviews of the account matching every filter but the dates (reviews list semantics). */
function filtered(db: Db, accountId: number, q: Filters) {
  const reviewQuery: ReviewListQuery = {
    page: 1,
    per_page: 1,
    group_id: q.group_id,
    group_ids: q.group_ids,
    location_id: q.location_id,
    location_ids: q.location_ids,
    source_id: q.source_id,
  };
  return filterReviews(db, accountId, reviewQuery);
}

/** Conditional aggregates of one period: `cur_*` for [from, to), `prev_*` for [prevFrom, from). */
function periodAggregates(p: MetricsPeriodRange) {
  const cur = sql`r.published_at >= ${p.from}`;
  const prev = sql`r.published_at < ${p.from}`;
  const agg = (name: string, cond: RawBuilder<unknown>) => [
    sql<number>`count(*) filter (where ${cond})::int`.as(`${name}_total`),
    sql<number>`count(*) filter (where ${cond} and r.rating > 0)::int`.as(`${name}_rated`),
    sql<number>`coalesce(sum(r.rating) filter (where ${cond} and r.rating > 0), 0)::int`.as(
      `${name}_rating_sum`,
    ),
    sql<number>`count(*) filter (where ${cond} and r.sentiment = 1)::int`.as(`${name}_positive`),
    sql<number>`count(*) filter (where ${cond} and r.sentiment = -1)::int`.as(`${name}_negative`),
  ];
  return [...agg('cur', cur), ...agg('prev', prev)];
}

type RawFigures = {
  total: number;
  rated: number;
  rating_sum: number;
  positive: number;
  negative: number;
};
type AggRow = Record<string, unknown>;

const raw = (row: AggRow | undefined, prefix: 'cur' | 'prev'): RawFigures => ({
  total: Number(row?.[`${prefix}_total`] ?? 0),
  rated: Number(row?.[`${prefix}_rated`] ?? 0),
  rating_sum: Number(row?.[`${prefix}_rating_sum`] ?? 0),
  positive: Number(row?.[`${prefix}_positive`] ?? 0),
  negative: Number(row?.[`${prefix}_negative`] ?? 0),
});
const add = (a: RawFigures, b: RawFigures): RawFigures => ({
  total: a.total + b.total,
  rated: a.rated + b.rated,
  rating_sum: a.rating_sum + b.rating_sum,
  positive: a.positive + b.positive,
  negative: a.negative + b.negative,
});
const zero = (): RawFigures => ({ total: 0, rated: 0, rating_sum: 0, positive: 0, negative: 0 });

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const average = (f: RawFigures) => (f.rated ? round(f.rating_sum / f.rated, 4) : null);
const percent = (cur: number | null, prev: number | null) =>
  cur === null || prev === null || prev === 0 ? null : round(((cur - prev) / prev) * 100, 2);

const figures = (f: RawFigures): MetricsFigures => ({
  average_rating: average(f),
  rated_reviews: f.rated,
  total_reviews: f.total,
  positive_reviews: f.positive,
  negative_reviews: f.negative,
});

function change(cur: MetricsFigures, prev: MetricsFigures): MetricsChange {
  return {
    average_rating:
      cur.average_rating === null || prev.average_rating === null
        ? null
        : round(cur.average_rating - prev.average_rating, 4),
    total_reviews: cur.total_reviews - prev.total_reviews,
    total_reviews_percent: percent(cur.total_reviews, prev.total_reviews),
    positive_reviews: cur.positive_reviews - prev.positive_reviews,
    positive_reviews_percent: percent(cur.positive_reviews, prev.positive_reviews),
    negative_reviews: cur.negative_reviews - prev.negative_reviews,
    negative_reviews_percent: percent(cur.negative_reviews, prev.negative_reviews),
  };
}

const periodOut = (from: Date, to: Date) => ({
  from: isoDay(from),
  to: isoDay(new Date(to.getTime() - DAY)),
});

/** Months [first, last] of the period as YYYY-MM. */
function monthsOf(p: MetricsPeriodRange): string[] {
  const out: string[] = [];
  const last = new Date(p.to.getTime() - DAY);
  for (
    let d = new Date(Date.UTC(p.from.getUTCFullYear(), p.from.getUTCMonth(), 1));
    d <= last;
    d = nextMonth(d)
  )
    out.push(d.toISOString().slice(0, 7));
  return out;
}

/**
 * The overview: one aggregate over the reviews of the period and the previous one, grouped by
 * calendar month (UTC) with conditional sums per period; totals are the sums of the months.
 */
export async function metricsOverview(
  db: Db,
  accountId: number,
  q: Filters,
  now = new Date(),
): Promise<MetricsOverview> {
  const p = metricsPeriod(q, now);
  const month = sql<string>`to_char(r.published_at at time zone 'UTC', 'YYYY-MM')`;
  const rows = (await filtered(db, accountId, q)
    .where('r.published_at', '>=', p.prevFrom)
    .where('r.published_at', '<', p.to)
    .select([month.as('month'), ...periodAggregates(p)])
    .groupBy(month)
    .execute()) as AggRow[];

  const byMonth = new Map(rows.map((r) => [String(r.month), r]));
  let cur = zero();
  let prev = zero();
  for (const r of rows) {
    cur = add(cur, raw(r, 'cur'));
    prev = add(prev, raw(r, 'prev'));
  }

  let months = monthsOf(p);
  if (months.length > TRIM_SERIES_AFTER_MONTHS) {
    const first = months.findIndex((m) => raw(byMonth.get(m), 'cur').total > 0);
    months = first < 0 ? months.slice(-1) : months.slice(first);
  }
  const monthly: MonthlyMetrics[] = [];
  // The month before the series: what falls of it into the previous period.
  const before = new Date(monthStart(months[0]!).getTime() - DAY).toISOString().slice(0, 7);
  let last = raw(byMonth.get(before), 'prev');
  for (const m of months) {
    const f = raw(byMonth.get(m), 'cur');
    monthly.push({
      date: `${m}-01`,
      rating: average(f),
      ratingPercentChange: percent(average(f), average(last)),
      totalReviews: f.total,
      totalPositiveReviews: f.positive,
      totalNegativeReviews: f.negative,
      totalReviewsPercentChange: percent(f.total, last.total),
    });
    last = f;
  }

  const current = figures(cur);
  const previous = figures(prev);
  return {
    account_id: accountId,
    ...current,
    period: periodOut(p.from, p.to),
    previous_period: periodOut(p.prevFrom, p.from),
    previous,
    change: change(current, previous),
    monthly,
  };
}

/**
 * Reviews of [published_after, published_before] per UTC day (days without reviews are absent):
 * the raw sums a visual report's day, week or month series is built from, with the same filters
 * as the overview so their totals agree.
 */
export async function metricsDaily(
  db: Db,
  accountId: number,
  q: Filters,
  now = new Date(),
): Promise<{ day: string; total: number; rated: number; rating_sum: number }[]> {
  const p = metricsPeriod(q, now);
  const day = sql<string>`to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await filtered(db, accountId, q)
    .where('r.published_at', '>=', p.from)
    .where('r.published_at', '<', p.to)
    .select([
      day.as('day'),
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where r.rating > 0)::int`.as('rated'),
      sql<number>`coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int`.as('rating_sum'),
    ])
    .groupBy(day)
    .execute();
  return rows.map((r) => ({
    day: String(r.day),
    total: Number(r.total),
    rated: Number(r.rated),
    rating_sum: Number(r.rating_sum),
  }));
}

/**
 * Per location (or per group): one statement that aggregates the reviews by location for both
 * periods and joins it to every location (or group) in scope, so locations without reviews show.
 */
export async function metricsBreakdown(
  db: Db,
  accountId: number,
  q: MetricsBreakdownQuery,
  now = new Date(),
): Promise<{ rows: MetricsBreakdownRow[]; total: number }> {
  const p = metricsPeriod(q, now);
  const agg = filtered(db, accountId, q)
    .where('r.published_at', '>=', p.prevFrom)
    .where('r.published_at', '<', p.to)
    .select(['r.location_id', ...periodAggregates(p)])
    .groupBy('r.location_id');

  const groupIds = [...(q.group_ids ?? []), ...(q.group_id ? [q.group_id] : [])];
  const locationIds = [...(q.location_ids ?? []), ...(q.location_id ? [q.location_id] : [])];
  const sum = (col: string) => sql<number>`coalesce(sum(${sql.ref(`a.${col}`)}), 0)::int`.as(col);
  const cols = ['total', 'rated', 'rating_sum', 'positive', 'negative'].flatMap((c) => [
    `cur_${c}`,
    `prev_${c}`,
  ]);

  let rows: AggRow[];
  if (q.view === 'groups') {
    let groups = db
      .selectFrom('groups as g')
      .leftJoin('group_locations as gl', (j) =>
        j.onRef('gl.group_id', '=', 'g.id').on('gl.account_id', '=', accountId),
      )
      .leftJoin(agg.as('a'), 'a.location_id', 'gl.location_id')
      .where('g.account_id', '=', accountId)
      .select(['g.id', 'g.name', ...cols.map(sum)])
      .groupBy(['g.id', 'g.name']);
    if (groupIds.length) groups = groups.where('g.id', 'in', groupIds);
    rows = (await groups.execute()) as AggRow[];
  } else {
    let locations = db
      .selectFrom('locations as l')
      .leftJoin(agg.as('a'), 'a.location_id', 'l.id')
      .where('l.account_id', '=', accountId)
      .select(['l.id', 'l.name', 'l.address', ...cols.map(sum)])
      .groupBy(['l.id', 'l.name', 'l.address']);
    if (locationIds.length) locations = locations.where('l.id', 'in', locationIds);
    if (groupIds.length)
      locations = locations.where('l.id', 'in', (eb) =>
        eb
          .selectFrom('group_locations')
          .select('location_id')
          .where('group_id', 'in', groupIds)
          .where('account_id', '=', accountId),
      );
    rows = (await locations.execute()) as AggRow[];
  }

  const out: MetricsBreakdownRow[] = rows.map((r) => {
    const current = figures(raw(r, 'cur'));
    const previous = figures(raw(r, 'prev'));
    return {
      id: Number(r.id),
      name: String(r.name),
      ...(r.address !== undefined ? { address: String(r.address) } : {}),
      ...current,
      previous,
      change: change(current, previous),
    };
  });
  const by = q.sort?.by ?? 'name';
  const dir = (q.sort?.order ?? (by === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  out.sort((a, b) => {
    const x = a[by];
    const y = b[by];
    const c =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y)
        : (x ?? -1) === (y ?? -1)
          ? 0
          : (x ?? -1) < (y ?? -1)
            ? -1
            : 1;
    return c * dir || a.id - b.id;
  });
  const start = (q.page - 1) * q.per_page;
  return { rows: out.slice(start, start + q.per_page), total: out.length };
}

/** Reviews per source for the period: one aggregate grouped by source. */
export async function metricsSources(
  db: Db,
  accountId: number,
  q: Filters,
  now = new Date(),
): Promise<MetricsSources> {
  const p = metricsPeriod(q, now);
  const rows = await filtered(db, accountId, q)
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .where('r.published_at', '>=', p.from)
    .where('r.published_at', '<', p.to)
    .select([
      's.id',
      's.name',
      's.code',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where r.rating > 0)::int`.as('rated'),
      sql<number>`coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int`.as('rating_sum'),
    ])
    .groupBy(['s.id', 's.name', 's.code'])
    .execute();
  const total = rows.reduce((n, r) => n + Number(r.total), 0);
  const sources = rows
    .map((r) => ({
      source_id: r.id,
      name: r.name,
      code: r.code,
      total_reviews: Number(r.total),
      percentage: total ? round((Number(r.total) / total) * 100, 2) : 0,
      average_rating: Number(r.rated) ? round(Number(r.rating_sum) / Number(r.rated), 4) : null,
    }))
    .sort((a, b) => b.total_reviews - a.total_reviews || a.name.localeCompare(b.name));
  return { account_id: accountId, period: periodOut(p.from, p.to), total_reviews: total, sources };
}
