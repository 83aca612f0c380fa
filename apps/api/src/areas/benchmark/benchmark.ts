import {
  BENCHMARK_MINIMUM_BUSINESSES,
  type Benchmark,
  type BenchmarkCategory,
  type Vertical,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { ReportCache } from '../location-performance/cache';
import { INDUSTRY_TTL_MS } from '../location-performance/industry';
import { periodOf } from '../location-performance/stats';

/**
 * The industry benchmark of a vertical (GET /benchmark/{vertical_id}).
 *
 * Who is in the group: every (non-parent) account whose vertical
 * (accounts.vertical) is the one asked for, and every distinct competitor
 * place (competitors.google_place_id) those accounts follow, except a place
 * that is one of the group's own locations (already counted with its account).
 * A business is an account, or one competitor place. Only businesses with at
 * least one review in the period (and sources) count towards the minimum.
 *
 * The figures pool the reviews of the whole group: the own reviews of the
 * accounts (reviews, with their first published response) and the competitor
 * reviews (competitor_reviews; a place followed by several accounts or
 * locations has its reviews stored once per follower: each review is counted
 * once, by place, source and external id).
 *
 * - average_rating: mean of the rated reviews' stars.
 * - reviews_per_location_per_month: reviews / places / months of the period;
 *   the places are the accounts' locations plus the distinct competitor places.
 * - response_rate: share of the reviews with a published response (own) or an
 *   owner's reply on the site (competitor's responded_at).
 * - response_time: mean days from a review to that first response.
 * - sentiment: shares of positive, neutral and negative reviews.
 * - categories: per experience category, its mentions and positive share;
 *   listed only when at least the minimum number of businesses mention it.
 *
 * Below BENCHMARK_MINIMUM_BUSINESSES businesses every figure is null and
 * `unavailable_reason` says why. Only aggregates leave the database: no
 * account, location, place or review of the group is ever returned. Being
 * platform-wide and slow to move, answers are cached per (vertical, period,
 * sources) for INDUSTRY_TTL_MS, like the industry score.
 */

const DAY = 86_400_000;
const MONTH_DAYS = 365.25 / 12;

export type BenchmarkFilters = {
  start_date?: string | undefined;
  end_date?: string | undefined;
  source_id?: number[] | undefined;
};

type Totals = {
  businesses: number;
  places: number;
  reviews: number;
  rating_sum: number;
  rated: number;
  responded: number;
  response_days: number;
  positive: number;
  neutral: number;
  negative: number;
};

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** The reason the figures are withheld, for people. */
export const tooFewBusinesses = (min = BENCHMARK_MINIMUM_BUSINESSES) =>
  `Fewer than ${min} businesses have reviews in this period, so the industry figures are not shown (no single business may be identified).`;

/** Computes the benchmark (no cache). */
export async function computeBenchmark(
  db: Db,
  vertical: Vertical,
  filters: BenchmarkFilters,
  now = new Date(),
): Promise<Benchmark> {
  const period = periodOf(filters.start_date, filters.end_date, now);
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const sources = filters.source_id?.length ? [...filters.source_id].sort((a, b) => a - b) : null;
  const ownSource = sources ? sql`AND r.source_id = ANY(${sources}::int[])` : sql``;
  const compSource = sources ? sql`AND x.source_id = ANY(${sources}::int[])` : sql``;
  const min = BENCHMARK_MINIMUM_BUSINESSES;

  // The group's reviews, each with the business it belongs to ('a<account id>'
  // or 'p<place id>'); compared and counted in SQL, never returned.
  const groupReviews = sql`
    acc AS (SELECT id FROM accounts WHERE vertical = ${vertical} AND NOT is_parent),
    own_loc AS (SELECT l.id, l.google_place_id FROM locations l WHERE l.account_id IN (SELECT id FROM acc)),
    comp AS (
      SELECT c.id, c.google_place_id FROM competitors c
      WHERE c.account_id IN (SELECT id FROM acc)
        AND NOT EXISTS (SELECT 1 FROM own_loc o WHERE o.google_place_id = c.google_place_id)),
    own_r AS (
      SELECT r.id, 'a' || r.account_id AS business, r.rating, r.sentiment,
        (SELECT min(p.published_at) FROM responses p
          WHERE p.review_id = r.id AND p.status = 'published') - r.published_at AS wait
      FROM reviews r
      WHERE r.account_id IN (SELECT id FROM acc)
        AND r.published_at >= ${from}::timestamptz AND r.published_at < ${to}::timestamptz ${ownSource}),
    comp_r AS (
      SELECT DISTINCT ON (c.google_place_id, x.source_id, x.external_id)
        x.id, 'p' || c.google_place_id AS business, x.rating, x.sentiment,
        x.responded_at - x.published_at AS wait
      FROM competitor_reviews x JOIN comp c ON c.id = x.competitor_id
      WHERE x.account_id IN (SELECT id FROM acc)
        AND x.published_at >= ${from}::timestamptz AND x.published_at < ${to}::timestamptz ${compSource}
      ORDER BY c.google_place_id, x.source_id, x.external_id, x.id)`;

  const totals = await sql<Record<keyof Totals, number | string | null>>`
    WITH ${groupReviews},
    all_r AS (
      SELECT business, rating, sentiment, wait FROM own_r
      UNION ALL SELECT business, rating, sentiment, wait FROM comp_r)
    SELECT
      (SELECT count(DISTINCT business) FROM all_r)::int AS businesses,
      ((SELECT count(*) FROM own_loc) + (SELECT count(DISTINCT google_place_id) FROM comp))::int AS places,
      count(*)::int AS reviews,
      coalesce(sum(rating) FILTER (WHERE rating > 0), 0)::float8 AS rating_sum,
      count(*) FILTER (WHERE rating > 0)::int AS rated,
      count(wait)::int AS responded,
      coalesce(sum(extract(epoch FROM wait)) / 86400.0, 0)::float8 AS response_days,
      count(*) FILTER (WHERE sentiment = 1)::int AS positive,
      count(*) FILTER (WHERE sentiment = 0)::int AS neutral,
      count(*) FILTER (WHERE sentiment = -1)::int AS negative
    FROM all_r`.execute(db);
  const t = Object.fromEntries(
    Object.entries(totals.rows[0]!).map(([k, v]) => [k, Number(v ?? 0)]),
  ) as Totals;

  const lastDay = new Date(period.to.getTime() - DAY).toISOString().slice(0, 10);
  const base = {
    vertical_id: vertical,
    start_date: period.from.toISOString().slice(0, 10),
    end_date: lastDay,
    source_id: sources,
    minimum_businesses: min,
  };
  if (t.businesses < min)
    return {
      ...base,
      businesses: null,
      locations: null,
      reviews: null,
      average_rating: null,
      reviews_per_location_per_month: null,
      response_rate: null,
      response_time: null,
      sentiment: null,
      categories: [],
      unavailable_reason: tooFewBusinesses(min),
    };

  const cats = await sql<{ category: string; mentions: number; positive: number }>`
    WITH ${groupReviews},
    mentions AS (
      SELECT 'a' || rc.account_id AS business, rc.category, rc.sentiment FROM review_categories rc
      WHERE rc.review_id IN (SELECT id FROM own_r)
      UNION ALL
      SELECT cr.business, cc.category, cc.sentiment
      FROM competitor_review_categories cc JOIN comp_r cr ON cr.id = cc.competitor_review_id)
    SELECT category, count(*)::int AS mentions, count(*) FILTER (WHERE sentiment = 1)::int AS positive
    FROM mentions GROUP BY category
    HAVING count(DISTINCT business) >= ${min}
    ORDER BY count(*) DESC, category`.execute(db);
  const categories: BenchmarkCategory[] = cats.rows.map((r) => ({
    category: r.category,
    mentions: Number(r.mentions),
    positive_share: round(Number(r.positive) / Number(r.mentions), 4),
  }));

  const months = period.days / MONTH_DAYS;
  const share = (n: number) => (t.reviews ? round(n / t.reviews, 4) : null);
  return {
    ...base,
    businesses: t.businesses,
    locations: t.places,
    reviews: t.reviews,
    average_rating: t.rated ? round(t.rating_sum / t.rated, 2) : null,
    reviews_per_location_per_month: t.places ? round(t.reviews / t.places / months, 2) : null,
    response_rate: share(t.responded),
    response_time: t.responded ? round(t.response_days / t.responded, 2) : null,
    sentiment: t.reviews
      ? { positive: share(t.positive)!, neutral: share(t.neutral)!, negative: share(t.negative)! }
      : null,
    categories,
    unavailable_reason: null,
  };
}

/** Benchmarks cached per (vertical, period, sources) for INDUSTRY_TTL_MS. */
export class BenchmarkCache {
  private readonly cache: ReportCache<Benchmark>;

  constructor(ttlMs = INDUSTRY_TTL_MS) {
    this.cache = new ReportCache({ ttlMs, maxEntries: 100 });
  }

  get(db: Db, vertical: Vertical, filters: BenchmarkFilters, now = new Date()) {
    const period = periodOf(filters.start_date, filters.end_date, now);
    const sources = filters.source_id?.length
      ? [...filters.source_id].sort((a, b) => a - b).join(',')
      : '';
    const key = `${vertical}|${period.from.toISOString()}|${period.to.toISOString()}|${sources}`;
    return this.cache.get(key, vertical, () => computeBenchmark(db, vertical, filters, now));
  }

  clear(): void {
    this.cache.clear();
  }
}

/** Shared by every request of this process. */
export const sharedBenchmarkCache = new BenchmarkCache();
