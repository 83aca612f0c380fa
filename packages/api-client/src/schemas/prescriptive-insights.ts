import * as v from 'valibot';
import { answer, type Infer, id, object, optional, type Schema } from './validate';
import { described } from './validation/described';

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
export const prescriptiveInsightRuleAnswer: Schema<PrescriptiveInsightRule> = v.picklist(
  PRESCRIPTIVE_INSIGHT_RULES,
);

/** A cell of an evidence table: text, a number, or nothing. */
export type PrescriptiveInsightCell = string | number | null;
export const prescriptiveInsightCellAnswer: Schema<PrescriptiveInsightCell> = described(
  'A cell of an evidence table: text, a number, or nothing.',
  v.union([v.string(), v.number(), v.null()]),
);

const prescriptiveInsightFields = answer(
  v.object({
    id: described(
      'The rule and what it is about, stable between computations (e.g. `rating_drop`).',
      v.string(),
    ),
    rule: prescriptiveInsightRuleAnswer,
    title: described('A headline built from the figures.', v.string()),
    summary: described('What the figures say, in one or two sentences.', v.string()),
    impact: described(
      "Priority (higher first); how each rule scores is documented in the area's README.",
      v.number(),
    ),
    evidence: v.object({
      columns: v.array(v.string()),
      rows: v.array(v.array(prescriptiveInsightCellAnswer)),
    }),
    trend: described(
      'Weekly figures behind the recommendation (a sparkline), oldest first; empty when none.',
      v.object({
        label: v.string(),
        points: v.array(v.object({ week: v.string(), value: v.nullable(v.number()) })),
      }),
    ),
    action: v.object({ label: v.string(), href: v.string() }),
  }),
);
export interface PrescriptiveInsight extends Infer<typeof prescriptiveInsightFields> {}
export const prescriptiveInsightAnswer: Schema<PrescriptiveInsight> = prescriptiveInsightFields;

export const prescriptiveInsightsAnswer = answer(
  v.object({
    insights: v.array(prescriptiveInsightAnswer),
    computed_at: described(
      'When these were computed (answers are cached briefly; see the README).',
      v.string(),
    ),
    checked: described(
      'Which rules ran and found nothing (the empty state says why).',
      v.array(prescriptiveInsightRuleAnswer),
    ),
  }),
);
export interface PrescriptiveInsights extends Infer<typeof prescriptiveInsightsAnswer> {}

/** GET /prescriptive_insights */
export const prescriptiveInsightsQuery = object({
  account_id: optional(id()),
  group_id: optional(id()),
  location_id: optional(id()),
});
export type PrescriptiveInsightsQuery = Infer<typeof prescriptiveInsightsQuery>;
