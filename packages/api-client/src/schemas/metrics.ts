import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  date,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  refine,
  type Schema,
  string,
  union,
} from './validate';
import { described } from './validation/described';

/** YYYY-MM: a calendar month (month_after / month_before). */
const month = (name: string) =>
  string({
    pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
    patternMessage: `${name} must be a month (YYYY-MM)`,
  });

/**
 * The review filters every metrics call accepts (the reviews list semantics: dates are whole
 * UTC days, both ends included; `month_after` / `month_before` are whole calendar months).
 * Without dates the period is the last 30 days up to today.
 */
const metricsFilters = {
  account_id: optional(id()),
  published_after: optional(date()),
  published_before: optional(date()),
  month_after: optional(month('month_after')),
  month_before: optional(month('month_before')),
  group_id: optional(id()),
  group_ids: optional(array(id(), { coerce: true, max: 500 })),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  source_id: optional(union(id(), array(id(), { coerce: true, max: 100 }))),
};

const periodCheck = <T extends Partial<Record<keyof typeof metricsFilters, unknown>>>(q: T) => {
  const pa = q.published_after as string | undefined;
  const pb = q.published_before as string | undefined;
  const ma = q.month_after as string | undefined;
  const mb = q.month_before as string | undefined;
  if ((pa || pb) && (ma || mb))
    return 'Give either published_after/published_before or month_after/month_before';
  if (pa && pb && pa > pb) return 'published_after must not be after published_before';
  if (ma && mb && ma > mb) return 'month_after must not be after month_before';
  return null;
};

/** GET /metrics/{account_id}/overview */
export const metricsOverviewQuery = refine(object(metricsFilters), periodCheck);
export type MetricsOverviewQuery = Infer<typeof metricsOverviewQuery>;

/** GET /metrics/{account_id}/sources */
export const metricsSourcesQuery = metricsOverviewQuery;
export type MetricsSourcesQuery = MetricsOverviewQuery;

/**
 * GET /metrics/{account_id}/nps (the nps_score setting): the Net Promoter Score of the NPS
 * answers to the ask tool's requests and microsurveys, by the day they came, for the dashboard's
 * date and location filters (NPS answers have no review source).
 */
export const metricsNpsQuery = refine(
  object({
    account_id: metricsFilters.account_id,
    published_after: metricsFilters.published_after,
    published_before: metricsFilters.published_before,
    month_after: metricsFilters.month_after,
    month_before: metricsFilters.month_before,
    group_id: metricsFilters.group_id,
    group_ids: metricsFilters.group_ids,
    location_id: metricsFilters.location_id,
    location_ids: metricsFilters.location_ids,
  }),
  periodCheck,
);
export type MetricsNpsQuery = Infer<typeof metricsNpsQuery>;

const periodFields = answer(v.object({ from: v.string(), to: v.string() }));
export interface MetricsPeriod extends Infer<typeof periodFields> {}
export const metricsPeriodAnswer: Schema<MetricsPeriod> = periodFields;

const npsFiguresEntries = {
  responses: v.number(),
  promoters: v.number(),
  passives: v.number(),
  detractors: v.number(),
  promoters_percent: described(
    'Shares of the answers in percent (whole numbers; 0 without answers).',
    v.number(),
  ),
  passives_percent: v.number(),
  detractors_percent: v.number(),
  nps: described(
    '% promoters − % detractors, from −100 to 100 (rounded); null without answers.',
    v.nullable(v.number()),
  ),
};
const npsFiguresFields = answer(
  described(
    'NPS answers of a period: promoters 9-10, passives 7-8, detractors 0-6.',
    v.object(npsFiguresEntries),
  ),
);
/** NPS answers of a period: promoters 9-10, passives 7-8, detractors 0-6. */
export interface NpsFigures extends Infer<typeof npsFiguresFields> {}
export const npsFiguresAnswer: Schema<NpsFigures> = npsFiguresFields;

export const npsScoreAnswer = answer(
  v.object({
    ...npsFiguresEntries,
    account_id: v.number(),
    period: metricsPeriodAnswer,
    previous_period: metricsPeriodAnswer,
    previous: npsFiguresAnswer,
    change: described(
      'nps − previous.nps; null when either has no answers.',
      v.nullable(v.number()),
    ),
    monthly: described(
      'The score per calendar month of the period (UTC), oldest first.',
      v.array(v.object({ ...npsFiguresEntries, date: v.string() })),
    ),
  }),
);
export interface NpsScore extends Infer<typeof npsScoreAnswer> {}

export const METRICS_BREAKDOWN_VIEWS = ['locations', 'groups'] as const;
export type MetricsBreakdownView = (typeof METRICS_BREAKDOWN_VIEWS)[number];

/** GET /metrics/overview/breakdown: one row per location (or group), paged. */
export const metricsBreakdownQuery = refine(
  object({
    ...listQuery(
      ['name', 'average_rating', 'total_reviews', 'positive_reviews', 'negative_reviews'] as const,
      250,
    ),
    ...metricsFilters,
    view: optional(oneOf(METRICS_BREAKDOWN_VIEWS), 'locations'),
  }),
  periodCheck,
);
export type MetricsBreakdownQuery = Infer<typeof metricsBreakdownQuery>;

const monthlyMetricsFields = answer(
  described(
    "One month of the overview's series (spec 1 §3 Monthly metrics).",
    v.object({
      date: described('First day of the month, YYYY-MM-DD.', v.string()),
      rating: described(
        "Average star rating of the month's rated reviews (null without any).",
        v.nullable(v.number()),
      ),
      ratingPercentChange: described(
        'Change of `rating` against the month before, in percent (null when not comparable).',
        v.nullable(v.number()),
      ),
      totalReviews: v.number(),
      totalPositiveReviews: v.number(),
      totalNegativeReviews: v.number(),
      totalReviewsPercentChange: described(
        'Change of `totalReviews` against the month before, in percent (null when it had none).',
        v.nullable(v.number()),
      ),
    }),
  ),
);
/** One month of the overview's series (spec 1 §3 Monthly metrics). */
export interface MonthlyMetrics extends Infer<typeof monthlyMetricsFields> {}
export const monthlyMetricsAnswer: Schema<MonthlyMetrics> = monthlyMetricsFields;

const metricsFiguresEntries = {
  average_rating: described(
    'Average of the 1-5 star ratings (reviews without a rating are left out), null without any.',
    v.nullable(v.number()),
  ),
  rated_reviews: v.number(),
  total_reviews: v.number(),
  positive_reviews: described('Reviews with positive sentiment (sentiment 1).', v.number()),
  negative_reviews: described('Reviews with negative sentiment (sentiment -1).', v.number()),
};
const metricsFiguresFields = answer(
  described('The figures of one period.', v.object(metricsFiguresEntries)),
);
/** The figures of one period. */
export interface MetricsFigures extends Infer<typeof metricsFiguresFields> {}
export const metricsFiguresAnswer: Schema<MetricsFigures> = metricsFiguresFields;

const metricsChangeFields = answer(
  described(
    'The change of a figure against the previous period of equal length.',
    v.object({
      average_rating: described(
        'Difference in stars (current − previous); null when either has no rating.',
        v.nullable(v.number()),
      ),
      total_reviews: described(
        'Differences in counts and the percent change (null when the previous count is 0).',
        v.number(),
      ),
      total_reviews_percent: v.nullable(v.number()),
      positive_reviews: v.number(),
      positive_reviews_percent: v.nullable(v.number()),
      negative_reviews: v.number(),
      negative_reviews_percent: v.nullable(v.number()),
    }),
  ),
);
/** The change of a figure against the previous period of equal length. */
export interface MetricsChange extends Infer<typeof metricsChangeFields> {}
export const metricsChangeAnswer: Schema<MetricsChange> = metricsChangeFields;

export const metricsOverviewAnswer = answer(
  v.object({
    ...metricsFiguresEntries,
    account_id: v.number(),
    period: metricsPeriodAnswer,
    previous_period: metricsPeriodAnswer,
    previous: metricsFiguresAnswer,
    change: metricsChangeAnswer,
    monthly: v.array(monthlyMetricsAnswer),
  }),
);
export interface MetricsOverview extends Infer<typeof metricsOverviewAnswer> {}

export const metricsBreakdownRowAnswer = answer(
  v.object({
    ...metricsFiguresEntries,
    id: v.number(),
    name: v.string(),
    address: described("Locations only: the location's address line.", v.optional(v.string())),
    previous: metricsFiguresAnswer,
    change: metricsChangeAnswer,
  }),
);
export interface MetricsBreakdownRow extends Infer<typeof metricsBreakdownRowAnswer> {}

const sourceMetricsFields = answer(
  v.object({
    source_id: v.number(),
    name: v.string(),
    code: v.string(),
    total_reviews: v.number(),
    percentage: described(
      'Share of all reviews of the period, in percent (0-100, two decimals).',
      v.number(),
    ),
    average_rating: v.nullable(v.number()),
  }),
);
export interface SourceMetrics extends Infer<typeof sourceMetricsFields> {}
export const sourceMetricsAnswer: Schema<SourceMetrics> = sourceMetricsFields;

export const metricsSourcesAnswer = answer(
  v.object({
    account_id: v.number(),
    period: metricsPeriodAnswer,
    total_reviews: v.number(),
    sources: described('Sorted by review count, largest first.', v.array(sourceMetricsAnswer)),
  }),
);
export interface MetricsSources extends Infer<typeof metricsSourcesAnswer> {}
