import * as v from 'valibot';
import { verticalAnswer } from './accounts';
import {
  answer,
  array,
  date,
  type Infer,
  id,
  object,
  optional,
  refine,
  type Schema,
} from './validate';
import { described } from './validation/described';

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

const benchmarkSentimentFields = answer(
  described(
    'Shares (0-1) of the reviews by sentiment.',
    v.object({ positive: v.number(), neutral: v.number(), negative: v.number() }),
  ),
);
/** Shares (0-1) of the reviews by sentiment. */
export interface BenchmarkSentiment extends Infer<typeof benchmarkSentimentFields> {}
export const benchmarkSentimentAnswer: Schema<BenchmarkSentiment> = benchmarkSentimentFields;

const benchmarkCategoryFields = answer(
  described(
    'An experience category mentioned by at least the minimum number of businesses.',
    v.object({
      category: v.string(),
      mentions: v.number(),
      positive_share: described('Positive mentions over all mentions, 0-1.', v.number()),
    }),
  ),
);
/** An experience category mentioned by at least the minimum number of businesses. */
export interface BenchmarkCategory extends Infer<typeof benchmarkCategoryFields> {}
export const benchmarkCategoryAnswer: Schema<BenchmarkCategory> = benchmarkCategoryFields;

export const benchmarkAnswer = answer(
  described(
    'GET /benchmark/{vertical_id}: industry averages of one vertical, pooled over\nevery account of that vertical and the competitor places they follow. The\nfigures are null (with `unavailable_reason`) when fewer than\n`minimum_businesses` businesses have reviews in the period.',
    v.object({
      vertical_id: verticalAnswer,
      start_date: described('The period read, YYYY-MM-DD, both ends included.', v.string()),
      end_date: v.string(),
      source_id: described(
        'The sources filtered on (null: every source).',
        v.nullable(v.array(v.number())),
      ),
      minimum_businesses: v.number(),
      businesses: described(
        'Businesses with reviews in the period (null below the minimum).',
        v.nullable(v.number()),
      ),
      locations: described(
        'Places (locations and competitor places) the volume is averaged over.',
        v.nullable(v.number()),
      ),
      reviews: v.nullable(v.number()),
      average_rating: described(
        'Mean star rating of the rated reviews, 1-5.',
        v.nullable(v.number()),
      ),
      reviews_per_location_per_month: described(
        'Reviews per place per month (a month is 365.25 / 12 days).',
        v.nullable(v.number()),
      ),
      response_rate: described(
        'Share (0-1) of the reviews with a published response.',
        v.nullable(v.number()),
      ),
      response_time: described(
        'Mean days from a review to its first published response.',
        v.nullable(v.number()),
      ),
      sentiment: v.nullable(benchmarkSentimentAnswer),
      categories: described(
        'Experience categories, most mentioned first.',
        v.array(benchmarkCategoryAnswer),
      ),
      unavailable_reason: described(
        'Why the figures are null, for people ("Fewer than 5 businesses ..."); null when they are given.',
        v.nullable(v.string()),
      ),
    }),
  ),
);
/**
 * GET /benchmark/{vertical_id}: industry averages of one vertical, pooled over
 * every account of that vertical and the competitor places they follow. The
 * figures are null (with `unavailable_reason`) when fewer than
 * `minimum_businesses` businesses have reviews in the period.
 */
export interface Benchmark extends Infer<typeof benchmarkAnswer> {}
