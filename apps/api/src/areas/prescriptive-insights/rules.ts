import { fewRecentReviews, listingsOutOfSync, responseTimeRising } from './rules-activity';
import { ratingDrop, risingNegativeKeywords, unansweredNegative } from './rules-reviews';

export type { RuleContext } from './rule-context';

/** Every rule, in the order the README lists them; each returns nothing when its query finds nothing. */
export const RULES = [
  ratingDrop,
  unansweredNegative,
  listingsOutOfSync,
  risingNegativeKeywords,
  responseTimeRising,
  fewRecentReviews,
] as const;
