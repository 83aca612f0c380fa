import {
  array,
  boolean,
  date,
  type Infer,
  id,
  nullable,
  number,
  object,
  oneOf,
  optional,
} from './validate';

export const PERFORMANCE_SORTS = [
  'ranking',
  'location_score',
  'group_score',
  'location_name',
  'name',
  'avg_rating',
  'total_reviews',
  'completed_rate',
  'overall_avg_response_time',
  'owner_media_count',
  'll_sync_ratio',
  'target_score',
  'industry_score',
  'industry_score_delta',
] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

export type ScoreSubscores = Record<
  'AverageRating' | 'ReviewVolume' | 'ResponseEfficiency' | 'LLHealth' | 'MediaPresence',
  { value: number; weight: number }
>;
export type PerformanceScore = {
  /** 'new' with the new_performance_score setting, else 'legacy'. */
  version: 'new' | 'legacy';
  value: number;
  subscores: ScoreSubscores;
};

/** A row of GET /location_performance_overview (group_by=location). */
export type LocationPerformanceRow = {
  rank: number;
  ranking: number;
  location_id: number;
  location_name: string;
  location_address: string;
  location_city: string;
  location_state: string | null;
  location_zipcode: string;
  location_score: number;
  location_score_delta: number | null;
  lag_location_score: number | null;
  avg_rating: number | null;
  lag_avg_rating: number | null;
  total_reviews: number;
  lag_total_reviews: number | null;
  /** A fraction 0-1 of the period's reviews that were answered. */
  completed_rate: number;
  lag_completed_rate: number | null;
  /** Days. */
  overall_avg_response_time: number | null;
  lag_overall_avg_response_time: number | null;
  owner_media_count: number;
  lag_owner_media_count: number | null;
  ll_sync_ratio: number | null;
  score: PerformanceScore;
  target_score: number | null;
  target_score_lag: number | null;
} & Partial<IndustryFields>;

/**
 * Present only with the account setting industry_score (spec 3 section 3):
 * the benchmark score of the row's industry (locations on Plaudit sharing the
 * primary category; a group's is the mean of its locations'), the row's score
 * minus it, the previous period's (with_lag), and the response rate as a fraction.
 * The industry score is null when fewer than BENCHMARK_MINIMUM_BUSINESSES
 * businesses have reviews in the category in the period (no single business
 * may be identified), as for GET /benchmark/{vertical_id}.
 */
export type IndustryFields = {
  industry_score: number | null;
  industry_score_delta: number | null;
  industry_score_lag: number | null;
  /** A fraction 0-1 (the same as completed_rate). */
  response_rate: number;
  lag_response_rate: number | null;
};

/** The fields only a location row has (a group row has its own name, id and score). */
export type LocationOnlyField =
  | 'location_id'
  | 'location_name'
  | 'location_address'
  | 'location_city'
  | 'location_state'
  | 'location_zipcode'
  | 'location_score'
  | 'location_score_delta'
  | 'lag_location_score';

/** A row of GET /location_performance_overview (group_by=group). */
export type GroupPerformanceRow = Omit<LocationPerformanceRow, LocationOnlyField> & {
  id: number;
  name: string;
  location_ids: number[];
  group_score: number;
  group_score_delta: number | null;
  lag_group_score: number | null;
};

export type TargetField =
  | 'total_reviews'
  | 'avg_rating'
  | 'response_rate'
  | 'response_time'
  | 'owner_photos_count'
  | 'll_sync_ratio';

/** One subscore of GET /location_score/{account_id}/locations|groups, with its target. */
export type SubscoreBreakdown = {
  /** The spec's name (Average Rating, Number of Reviews, Response Rate and Time, ...). */
  label: string;
  /** 0-100, the same value as score.subscores (the overview's score code). */
  value: number;
  /** Percent of the score. */
  weight: number;
  /** The subscore the metrics would give at their targets; null when none of its targets is set. */
  target: number | null;
  /** How the subscore is computed, in words. */
  formula: string;
  /** The metrics the subscore measures, each with its target setting (units of the target settings). */
  measures: {
    field: TargetField;
    actual: number | null;
    target: number | null;
    target_weight: number;
  }[];
};
export type ScoreBreakdown = Record<keyof ScoreSubscores, SubscoreBreakdown>;

/** Where a row's targets come from: its own custom targets, the account's, or none. */
export type TargetsSource = 'location' | 'account' | null;

type ScoreRowExtras = {
  rank: number;
  breakdown: ScoreBreakdown;
  target_score: number | null;
  targets_source: TargetsSource;
};
export type LocationScore = {
  location_id: number;
  location_name: string;
  score: PerformanceScore;
} & ScoreRowExtras;
export type GroupScore = {
  group_id: number;
  name: string;
  score: PerformanceScore;
} & ScoreRowExtras;

const perfFilters = {
  account_id: optional(id()),
  start_date: optional(date()),
  end_date: optional(date()),
  group_id: optional(id()),
  group_ids: optional(array(id(), { coerce: true, max: 500 })),
  location_id: optional(id()),
  source_id: optional(array(id(), { coerce: true, max: 100 })),
  with_lag: optional(boolean({ coerce: true }), false),
  group_by: optional(oneOf(['location', 'group'] as const), 'location'),
};

/** Paging and sort of the performance lists: 25 for tables, 250 for print and CSV. */
const perfPaging = {
  page: optional(number({ int: true, coerce: true, min: 1 }), 1),
  per_page: optional(number({ int: true, coerce: true, min: 1, max: 250 }), 25),
  sort: optional(
    object({
      by: optional(oneOf(PERFORMANCE_SORTS)),
      order: optional(oneOf(['asc', 'desc'] as const)),
    }),
  ),
};

export const locationPerformanceQuery = object({ ...perfFilters, ...perfPaging });
export type LocationPerformanceQuery = Infer<typeof locationPerformanceQuery>;

/**
 * The old print lists GET /reports/{account_id}/locations and
 * GET /metrics/{account_id}/group (the legacy score's print): the report's
 * filters, paging up to 250 and sort.
 */
export const performancePrintQuery = object({
  account_id: perfFilters.account_id,
  start_date: perfFilters.start_date,
  end_date: perfFilters.end_date,
  group_id: perfFilters.group_id,
  group_ids: perfFilters.group_ids,
  location_id: perfFilters.location_id,
  source_id: perfFilters.source_id,
  with_lag: perfFilters.with_lag,
  ...perfPaging,
});
export type PerformancePrintQuery = Infer<typeof performancePrintQuery>;

export const locationScoreQuery = object({
  ...perfFilters,
  page: optional(number({ int: true, coerce: true, min: 1 }), 1),
  per_page: optional(number({ int: true, coerce: true, min: 1, max: 250 }), 25),
});
export type LocationScoreQuery = Infer<typeof locationScoreQuery>;

export const targetScoresQuery = object({
  ...perfFilters,
  /** Only the best N locations (or groups) by target score. */
  top_n: optional(number({ int: true, coerce: true, min: 1, max: 10000 })),
});
export type TargetScoresQuery = Infer<typeof targetScoresQuery>;
/** One location (or group) of GET /target_scores. */
export type TargetScoreRow = {
  /** A location id (group_by location) or a group id (group_by group). */
  id: number;
  name: string;
  total_score: number | null;
  lag_score: number | null;
};
/**
 * GET /target_scores: the mean target score of the rows (the best top_n when given) and, with
 * with_lag, of the same rows in the previous period of equal length; each row in _embedded.
 */
export type TargetScores = {
  total_score: number | null;
  lag_score: number | null;
  group_by: 'location' | 'group';
  _embedded: { target_scores: TargetScoreRow[] };
};

const weight = () => number({ min: 0, max: 100 });
/** Target score settings (GET and PUT /metric_targets). */
export const metricTargetsBody = object({
  total_reviews: optional(nullable(number({ min: 0, max: 1_000_000 }))),
  total_reviews_weight: optional(weight(), 0),
  avg_rating: optional(nullable(number({ min: 0, max: 5 }))),
  avg_rating_weight: optional(weight(), 0),
  response_rate: optional(nullable(number({ min: 0, max: 1 }))),
  response_rate_weight: optional(weight(), 0),
  response_time: optional(nullable(number({ min: 0, max: 365 }))),
  response_time_weight: optional(weight(), 0),
  owner_photos_count: optional(nullable(number({ min: 0, max: 100_000 }))),
  owner_photos_count_weight: optional(weight(), 0),
  ll_sync_ratio: optional(nullable(number({ min: 0, max: 1 }))),
  ll_sync_ratio_weight: optional(weight(), 0),
});
export type MetricTargetsBody = Infer<typeof metricTargetsBody>;
export type MetricTargets = {
  [K in keyof MetricTargetsBody]-?: K extends `${string}_weight` ? number : number | null;
} & {
  account_id: number;
  created_by_user_id: number | null;
  updated_at: string | null;
};

/** GET /metric_targets_per_location, /location_custom_targets(_per_location): paging and location filters. */
export const customTargetsQuery = object({
  account_id: optional(id()),
  group_id: optional(id()),
  location_id: optional(id()),
  page: optional(number({ int: true, coerce: true, min: 1 }), 1),
  per_page: optional(number({ int: true, coerce: true, min: 1, max: 250 }), 25),
});
export type CustomTargetsQuery = Infer<typeof customTargetsQuery>;

/** GET /location_custom_targets_per_location: one location's custom targets. */
export const customTargetsOfLocationQuery = object({
  account_id: optional(id()),
  location_id: id(),
});
export type CustomTargetsOfLocationQuery = Infer<typeof customTargetsOfLocationQuery>;

type TargetValues = Omit<MetricTargets, 'account_id' | 'created_by_user_id' | 'updated_at'>;

/** A location's own targets (location_custom_targets), replacing the account's. */
export type LocationCustomTargets = TargetValues & {
  account_id: number;
  location_id: number;
  location_name: string;
  created_by_user_id: number | null;
  updated_at: string;
};

/** GET /location_custom_targets_per_location: the location and its custom targets (null: none). */
export type LocationCustomTargetsOfLocation = {
  location_id: number;
  location_name: string;
  custom_targets: LocationCustomTargets | null;
};

/** A row of GET /metric_targets_per_location: the targets that apply to a location. */
export type MetricTargetsOfLocation = TargetValues & {
  location_id: number;
  location_name: string;
  /** 'location': its custom targets; 'account': the account's; null: no target is set. */
  source: TargetsSource;
};
