import { listQuery } from './common';
import {
  array,
  boolean,
  type Infer,
  id,
  number,
  object,
  optional,
  partial,
  string,
} from './validate';

/**
 * "Reviews with these ratings (and, when asked, without text) from these sources get this
 * template after N hours." A rule answers reviews that arrive while it is on; with the
 * `response_autopilot` setting the response is published, otherwise it waits as a draft.
 */
export type AutoResponseRule = {
  id: number;
  account_id: number;
  name: string;
  template_id: number;
  template_name: string;
  ratings: number[];
  /** Empty: every source. */
  source_ids: number[];
  without_text_only: boolean;
  delay_hours: number;
  enabled: boolean;
  /**
   * Answer with a smart draft (written from the review, in the account's voice; needs the
   * `ai_smart_responses` setting) instead of the template's fixed text. A review a person must
   * handle is never answered by a rule.
   */
  smart_draft: boolean;
  /** A smart-draft rule answers reviews rated at least this (1-5). */
  smart_draft_lowest_rating: number;
  created_at: string;
  updated_at: string;
};

/** The longest wait a rule may set: 30 days. */
export const AUTO_RESPONSE_MAX_DELAY_HOURS = 720;

const ruleFields = {
  name: string({ min: 1, max: 100 }),
  template_id: id(),
  ratings: array(number({ int: true, min: 1, max: 5 }), { min: 1, max: 5 }),
  source_ids: optional(array(id(), { max: 50 }), []),
  without_text_only: optional(boolean(), false),
  delay_hours: optional(number({ int: true, min: 0, max: AUTO_RESPONSE_MAX_DELAY_HOURS }), 0),
  enabled: optional(boolean(), true),
  smart_draft: optional(boolean(), false),
  smart_draft_lowest_rating: optional(number({ int: true, min: 1, max: 5 }), 1),
};

/** POST /auto_response_rules */
export const autoResponseRuleCreateBody = object(ruleFields);
export type AutoResponseRuleCreateBody = Infer<typeof autoResponseRuleCreateBody>;

/** PATCH /auto_response_rules/{id} */
export const autoResponseRuleUpdateBody = partial(
  object({
    ...ruleFields,
    source_ids: array(id(), { max: 50 }),
    without_text_only: boolean(),
    delay_hours: number({ int: true, min: 0, max: AUTO_RESPONSE_MAX_DELAY_HOURS }),
    enabled: boolean(),
    smart_draft: boolean(),
    smart_draft_lowest_rating: number({ int: true, min: 1, max: 5 }),
  }),
);
export type AutoResponseRuleUpdateBody = Infer<typeof autoResponseRuleUpdateBody>;

/** GET /auto_response_rules */
export const autoResponseRuleListQuery = object({
  ...listQuery(['name', 'created_at'] as const, 100),
});
export type AutoResponseRuleListQuery = Infer<typeof autoResponseRuleListQuery>;

/** Whether a rule answers a review (the rule's ratings, sources and text condition). */
export function autoResponseRuleMatches(
  rule: Pick<AutoResponseRule, 'ratings' | 'source_ids' | 'without_text_only' | 'enabled'> &
    Partial<Pick<AutoResponseRule, 'smart_draft' | 'smart_draft_lowest_rating'>>,
  review: { rating: number; source_id: number; content: string },
): boolean {
  return (
    rule.enabled &&
    rule.ratings.includes(review.rating) &&
    (!rule.smart_draft || review.rating >= (rule.smart_draft_lowest_rating ?? 1)) &&
    (rule.source_ids.length === 0 || rule.source_ids.includes(review.source_id)) &&
    (!rule.without_text_only || review.content.trim() === '')
  );
}
