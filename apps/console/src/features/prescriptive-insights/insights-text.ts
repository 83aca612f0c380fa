import type { PrescriptiveInsightRule } from '@plaudit/api-client';

/** Texts of the page; designed (spec 1 names the route only). */
export const INSIGHTS_TEXT = {
  title: 'Prescriptive Insights',
  description:
    'Recommendations computed from your reviews, responses and listings, the most important first. Each shows the figures behind it and where to act.',
  loadError: 'The recommendations could not be computed.',
  empty: 'No recommendations right now',
  emptyWhy: 'Every check ran on your current data and found nothing to act on:',
} as const;

/** What each rule checks: the empty state says which checks found nothing. */
export const RULE_CHECKS: Record<PrescriptiveInsightRule, string> = {
  rating_drop:
    'no location’s average rating fell by 0.2 stars or more over the last 90 days against the 90 before',
  unanswered_negative: 'no negative review has waited more than 7 days for a response',
  listings_out_of_sync: 'no directory listing is out of sync with its location',
  rising_negative_keyword:
    'no keyword got 2 or more extra negative mentions in the last 30 days against the 30 before',
  response_time_rising: 'responses did not get 25% slower in the last 30 days',
  few_recent_reviews:
    'no location got fewer than 3 reviews in the last 30 days while the median location got 6 or more',
};

export const RULE_LABELS: Record<PrescriptiveInsightRule, string> = {
  rating_drop: 'Rating',
  unanswered_negative: 'Responses',
  listings_out_of_sync: 'Listings',
  rising_negative_keyword: 'Keywords',
  response_time_rising: 'Response time',
  few_recent_reviews: 'Review volume',
};
