import { type Infer, id, object, optional } from './validate';

/**
 * Prescriptive insights: recommendations computed from the account's
 * reviews, responses and listings, each with its evidence and a link to act.
 * Every sentence is built from the figures of the query that found it; a rule
 * that finds nothing gives no recommendation.
 */

export const PRESCRIPTIVE_INSIGHT_RULES = [
  'rating_drop',
  'unanswered_negative',
  'listings_out_of_sync',
  'rising_negative_keyword',
  'response_time_rising',
  'few_recent_reviews',
] as const;
export type PrescriptiveInsightRule = (typeof PRESCRIPTIVE_INSIGHT_RULES)[number];

/** A cell of an evidence table: text, a number, or nothing. */
export type PrescriptiveInsightCell = string | number | null;

export type PrescriptiveInsight = {
  /** The rule and what it is about, stable between computations (e.g. `rating_drop`). */
  id: string;
  rule: PrescriptiveInsightRule;
  /** A headline built from the figures. */
  title: string;
  /** What the figures say, in one or two sentences. */
  summary: string;
  /** Priority (higher first); how each rule scores is documented in the area's README. */
  impact: number;
  evidence: {
    columns: string[];
    rows: PrescriptiveInsightCell[][];
  };
  /** Weekly figures behind the recommendation (a sparkline), oldest first; empty when none. */
  trend: { label: string; points: { week: string; value: number | null }[] };
  action: { label: string; href: string };
};

export type PrescriptiveInsights = {
  insights: PrescriptiveInsight[];
  /** When these were computed (answers are cached briefly; see the README). */
  computed_at: string;
  /** Which rules ran and found nothing (the empty state says why). */
  checked: PrescriptiveInsightRule[];
};

/** GET /prescriptive_insights */
export const prescriptiveInsightsQuery = object({
  account_id: optional(id()),
  group_id: optional(id()),
  location_id: optional(id()),
});
export type PrescriptiveInsightsQuery = Infer<typeof prescriptiveInsightsQuery>;
