import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
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
import { described } from './validation/described';

export const autoResponseRuleAnswer = answer(
  described(
    '"Reviews with these ratings (and, when asked, without text) from these sources get this\ntemplate after N hours." A rule answers reviews that arrive while it is on; with the\n`response_autopilot` setting the response is published, otherwise it waits as a draft.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      name: v.string(),
      template_id: v.number(),
      template_name: v.string(),
      ratings: v.array(v.number()),
      source_ids: described('Empty: every source.', v.array(v.number())),
      without_text_only: v.boolean(),
      delay_hours: v.number(),
      enabled: v.boolean(),
      smart_draft: described(
        "Answer with a smart draft (written from the review, in the account's voice; needs the\n`ai_smart_responses` setting) instead of the template's fixed text. A review a person must\nhandle is never answered by a rule.",
        v.boolean(),
      ),
      smart_draft_lowest_rating: described(
        'A smart-draft rule answers reviews rated at least this (1-5).',
        v.number(),
      ),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/**
 * "Reviews with these ratings (and, when asked, without text) from these sources get this
 * template after N hours." A rule answers reviews that arrive while it is on; with the
 * `response_autopilot` setting the response is published, otherwise it waits as a draft.
 */
export interface AutoResponseRule extends Infer<typeof autoResponseRuleAnswer> {}

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
