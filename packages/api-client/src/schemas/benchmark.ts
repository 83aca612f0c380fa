import type { Vertical } from './accounts';
import { array, date, type Infer, id, object, optional, refine } from './validate';

/**
 * Industry figures are published only for a group of at least this many
 * distinct businesses with data in the period (an account is one business;
 * each distinct competitor place is one), so no single business can be
 * identified. The industry score of location performance uses the same rule.
 */
export const BENCHMARK_MINIMUM_BUSINESSES = 5;

/** GET /benchmark/{vertical_id}: the period (whole UTC days, both ends included) and sources. */
export const benchmarkQuery = refine(
  object({
    start_date: optional(date()),
    end_date: optional(date()),
    source_id: optional(array(id(), { coerce: true, max: 100 })),
  }),
  (q) =>
    q.start_date && q.end_date && q.start_date > q.end_date
      ? 'start_date must not be after end_date'
      : null,
);
export type BenchmarkQuery = Infer<typeof benchmarkQuery>;

/** Shares (0-1) of the reviews by sentiment. */
export type BenchmarkSentiment = { positive: number; neutral: number; negative: number };

/** An experience category mentioned by at least the minimum number of businesses. */
export type BenchmarkCategory = {
  category: string;
  mentions: number;
  /** Positive mentions over all mentions, 0-1. */
  positive_share: number;
};

/**
 * GET /benchmark/{vertical_id}: industry averages of one vertical, pooled over
 * every account of that vertical and the competitor places they follow. The
 * figures are null (with `unavailable_reason`) when fewer than
 * `minimum_businesses` businesses have reviews in the period.
 */
export type Benchmark = {
  vertical_id: Vertical;
  /** The period read, YYYY-MM-DD, both ends included. */
  start_date: string;
  end_date: string;
  /** The sources filtered on (null: every source). */
  source_id: number[] | null;
  minimum_businesses: number;
  /** Businesses with reviews in the period (null below the minimum). */
  businesses: number | null;
  /** Places (locations and competitor places) the volume is averaged over. */
  locations: number | null;
  reviews: number | null;
  /** Mean star rating of the rated reviews, 1-5. */
  average_rating: number | null;
  /** Reviews per place per month (a month is 365.25 / 12 days). */
  reviews_per_location_per_month: number | null;
  /** Share (0-1) of the reviews with a published response. */
  response_rate: number | null;
  /** Mean days from a review to its first published response. */
  response_time: number | null;
  sentiment: BenchmarkSentiment | null;
  /** Experience categories, most mentioned first. */
  categories: BenchmarkCategory[];
  /** Why the figures are null, for people ("Fewer than 5 businesses ..."); null when they are given. */
  unavailable_reason: string | null;
};
