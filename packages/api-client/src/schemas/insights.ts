import * as v from 'valibot';
import type { Vertical } from './accounts';
import {
  answer,
  array,
  datetime,
  type Infer,
  id,
  number,
  object,
  oneOf,
  optional,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/** Sort options of the keyword list (spec 3 section 2.5); default highest_volume. */
export const KEYWORD_SORTS = [
  'highest_volume',
  'controversy',
  'positive_ratio',
  'negative_ratio',
] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

/** Experience categories; the icon is the lower-cased name without spaces. */
export const EXPERIENCE_CATEGORIES = [
  'Food',
  'Service',
  'Atmosphere',
  'Value',
  'Customer',
  'Patient',
  'Product',
  'Location',
  'Care Quality',
  'Bedside Manner',
  'Staff',
  'Wait Time',
  'Facilities',
] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

/**
 * The experience categories of each industry, in display order: an account sees those of
 * its vertical only (a restaurant has no Care Quality, a clinic no Food).
 */
export const INDUSTRY_CATEGORIES: Record<Vertical, readonly ExperienceCategory[]> = {
  restaurant: [
    'Food',
    'Service',
    'Staff',
    'Atmosphere',
    'Value',
    'Wait Time',
    'Location',
    'Customer',
    'Product',
  ],
  health_care: [
    'Care Quality',
    'Bedside Manner',
    'Staff',
    'Wait Time',
    'Facilities',
    'Value',
    'Location',
    'Patient',
  ],
  retail: [
    'Product',
    'Service',
    'Staff',
    'Value',
    'Atmosphere',
    'Location',
    'Wait Time',
    'Customer',
  ],
  services: ['Service', 'Staff', 'Value', 'Wait Time', 'Location', 'Customer', 'Facilities'],
};

const keywordItemFields = answer(
  described(
    'One keyword of GET /insights/{accountId}/mentioned.',
    v.object({
      short: v.string(),
      positive_mentions: v.number(),
      negative_mentions: v.number(),
      total_mentions: described(
        'Every mention, neutral ones included (the highest_volume order).',
        v.number(),
      ),
      category: v.nullable(v.string()),
    }),
  ),
);
/** One keyword of GET /insights/{accountId}/mentioned. */
export interface KeywordItem extends Infer<typeof keywordItemFields> {}
export const keywordItemAnswer: Schema<KeywordItem> = keywordItemFields;
export const mentionedKeywordsAnswer = answer(v.object({ keywords: v.array(keywordItemAnswer) }));
export interface MentionedKeywords extends Infer<typeof mentionedKeywordsAnswer> {}

const categoryInsightFields = answer(
  described(
    'One block of GET /insights/{accountId}/categories.',
    v.object({ category: v.string(), positive_count: v.number(), total_count: v.number() }),
  ),
);
/** One block of GET /insights/{accountId}/categories. */
export interface CategoryInsight extends Infer<typeof categoryInsightFields> {}
export const categoryInsightAnswer: Schema<CategoryInsight> = categoryInsightFields;
export const categoryInsightsAnswer = answer(
  v.object({ categories: v.array(categoryInsightAnswer) }),
);
export interface CategoryInsights extends Infer<typeof categoryInsightsAnswer> {}

const categoryRankFields = answer(
  v.object({
    rank: v.number(),
    category: v.string(),
    positive_count: v.number(),
    negative_count: v.number(),
    total_count: v.number(),
    positive_ratio: described(
      'positive_count / total_count, 0 when there are no mentions.',
      v.number(),
    ),
  }),
);
export interface CategoryRank extends Infer<typeof categoryRankFields> {}
export const categoryRankAnswer: Schema<CategoryRank> = categoryRankFields;
export const categoryRanksAnswer = answer(v.object({ categories: v.array(categoryRankAnswer) }));
export interface CategoryRanks extends Infer<typeof categoryRanksAnswer> {}

const sentiment = v.picklist([-1, 0, 1]);
export const reviewKeywordsAnswer = answer(
  v.object({
    review_id: v.number(),
    keywords: v.array(v.object({ short: v.string(), category: v.nullable(v.string()), sentiment })),
    categories: v.array(v.object({ category: v.string(), sentiment })),
  }),
);
export interface ReviewKeywords extends Infer<typeof reviewKeywordsAnswer> {}

const month = () =>
  string({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, patternMessage: 'Months must be written YYYY-MM' });

/** The insight query fields of spec 3 section 3 (every insights call takes them). */
const insightFilters = {
  account_id: optional(id()),
  published_after: optional(datetime()),
  published_before: optional(datetime()),
  /** The dashboard variant: whole months, YYYY-MM. */
  month_after: optional(month()),
  month_before: optional(month()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  group_id: optional(id()),
  source_id: optional(array(id(), { coerce: true, max: 100 })),
  rating: optional(
    array(oneOf(['0', '1', '2', '3', '4', '5'] as const), {
      coerce: true,
      max: 6,
    }),
  ),
  sentiment: optional(oneOf(['positive', 'negative', 'neutral', '1', '-1', '0'] as const)),
  category: optional(string({ max: 60 })),
};

export const mentionedKeywordsQuery = object({
  ...insightFilters,
  sort: optional(object({ by: optional(oneOf(KEYWORD_SORTS)) })),
  /** How many keywords (default 50). */
  limit: optional(number({ int: true, coerce: true, min: 1, max: 500 }), 50),
});
export type MentionedKeywordsQuery = Infer<typeof mentionedKeywordsQuery>;

export const categoryInsightsQuery = object(insightFilters);
export type CategoryInsightsQuery = Infer<typeof categoryInsightsQuery>;
