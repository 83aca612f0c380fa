import type { Vertical } from './accounts';
import {
  array,
  datetime,
  type Infer,
  id,
  number,
  object,
  oneOf,
  optional,
  string,
} from './validate';

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

/** One keyword of GET /insights/{accountId}/mentioned. */
export type KeywordItem = {
  short: string;
  positive_mentions: number;
  negative_mentions: number;
  /** Every mention, neutral ones included (the highest_volume order). */
  total_mentions: number;
  category: string | null;
};
export type MentionedKeywords = { keywords: KeywordItem[] };

/** One block of GET /insights/{accountId}/categories. */
export type CategoryInsight = { category: string; positive_count: number; total_count: number };
export type CategoryInsights = { categories: CategoryInsight[] };

export type CategoryRank = {
  rank: number;
  category: string;
  positive_count: number;
  negative_count: number;
  total_count: number;
  /** positive_count / total_count, 0 when there are no mentions. */
  positive_ratio: number;
};
export type CategoryRanks = { categories: CategoryRank[] };

export type ReviewKeywords = {
  review_id: number;
  keywords: { short: string; category: string | null; sentiment: -1 | 0 | 1 }[];
  categories: { category: string; sentiment: -1 | 0 | 1 }[];
};

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
