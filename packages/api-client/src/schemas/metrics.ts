import { listQuery } from './common';
import {
  array,
  date,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  refine,
  string,
  union,
} from './validate';

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

/** NPS answers of a period: promoters 9-10, passives 7-8, detractors 0-6. */
export type NpsFigures = {
  responses: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** Shares of the answers in percent (whole numbers; 0 without answers). */
  promoters_percent: number;
  passives_percent: number;
  detractors_percent: number;
  /** % promoters − % detractors, from −100 to 100 (rounded); null without answers. */
  nps: number | null;
};

export type NpsScore = NpsFigures & {
  account_id: number;
  period: MetricsPeriod;
  previous_period: MetricsPeriod;
  previous: NpsFigures;
  /** nps − previous.nps; null when either has no answers. */
  change: number | null;
  /** The score per calendar month of the period (UTC), oldest first. */
  monthly: (NpsFigures & { date: string })[];
};

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

/** One month of the overview's series (spec 1 §3 Monthly metrics). */
export type MonthlyMetrics = {
  /** First day of the month, YYYY-MM-DD. */
  date: string;
  /** Average star rating of the month's rated reviews (null without any). */
  rating: number | null;
  /** Change of `rating` against the month before, in percent (null when not comparable). */
  ratingPercentChange: number | null;
  totalReviews: number;
  totalPositiveReviews: number;
  totalNegativeReviews: number;
  /** Change of `totalReviews` against the month before, in percent (null when it had none). */
  totalReviewsPercentChange: number | null;
};

/** The figures of one period. */
export type MetricsFigures = {
  /** Average of the 1-5 star ratings (reviews without a rating are left out), null without any. */
  average_rating: number | null;
  rated_reviews: number;
  total_reviews: number;
  /** Reviews with positive sentiment (sentiment 1). */
  positive_reviews: number;
  /** Reviews with negative sentiment (sentiment -1). */
  negative_reviews: number;
};

/** The change of a figure against the previous period of equal length. */
export type MetricsChange = {
  /** Difference in stars (current − previous); null when either has no rating. */
  average_rating: number | null;
  /** Differences in counts and the percent change (null when the previous count is 0). */
  total_reviews: number;
  total_reviews_percent: number | null;
  positive_reviews: number;
  positive_reviews_percent: number | null;
  negative_reviews: number;
  negative_reviews_percent: number | null;
};

export type MetricsPeriod = { from: string; to: string };

export type MetricsOverview = MetricsFigures & {
  account_id: number;
  period: MetricsPeriod;
  previous_period: MetricsPeriod;
  previous: MetricsFigures;
  change: MetricsChange;
  monthly: MonthlyMetrics[];
};

export type MetricsBreakdownRow = MetricsFigures & {
  id: number;
  name: string;
  /** Locations only: the location's address line. */
  address?: string;
  previous: MetricsFigures;
  change: MetricsChange;
};

export type SourceMetrics = {
  source_id: number;
  name: string;
  code: string;
  total_reviews: number;
  /** Share of all reviews of the period, in percent (0-100, two decimals). */
  percentage: number;
  average_rating: number | null;
};

export type MetricsSources = {
  account_id: number;
  period: MetricsPeriod;
  total_reviews: number;
  /** Sorted by review count, largest first. */
  sources: SourceMetrics[];
};
