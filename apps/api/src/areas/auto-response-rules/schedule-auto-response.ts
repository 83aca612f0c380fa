import { autoResponseRuleMatches } from '@plaudit/api-client/schemas';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { autoResponseKey } from '../../domain/auto-response-wait';
import { recordReviewEvent } from '../../domain/review-history';
import { loadSettings } from '../../http/authenticate';
import { enqueue } from '../../jobs/queue';

export const AUTO_RESPONSE_JOB = 'auto_responses.respond';
/** A review's automatic response when the rule's wait is over (handled in auto-response-jobs.ts). */
export const autoResponseJobKind = {
  kind: AUTO_RESPONSE_JOB,
  payload: v.object({ review_id: v.number(), rule_id: v.number() }),
};

export type ArrivedReview = {
  id: number;
  account_id: number;
  rating: number;
  source_id: number;
  content: string;
};

/**
 * A review arrived: with `auto_responding` on, the first enabled rule that matches it queues
 * its response for `delay_hours` from now (in the caller's transaction), and the review's
 * history says so. Returns when the response will be sent, or null.
 */
export async function scheduleAutoResponse(
  tx: Kysely<Database>,
  review: ArrivedReview,
): Promise<Date | null> {
  const settings = await loadSettings(tx, review.account_id);
  if (settings.auto_responding !== true) return null;
  const rules = await tx
    .selectFrom('auto_response_rules')
    .selectAll()
    .where('account_id', '=', review.account_id)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  const rule = rules.find((r) => autoResponseRuleMatches(r, review));
  if (!rule) return null;
  const runAt = new Date(Date.now() + rule.delay_hours * 3_600_000);
  const jobId = await enqueue(
    tx,
    autoResponseJobKind,
    { review_id: review.id, rule_id: rule.id },
    { accountId: review.account_id, runAt, dedupeKey: autoResponseKey(review.id) },
  );
  if (jobId === null) return null;
  await recordReviewEvent(tx, {
    accountId: review.account_id,
    reviewId: review.id,
    userId: null,
    type: 'auto_response_scheduled',
    data: { rule_id: rule.id, rule_name: rule.name, run_at: runAt.toISOString() },
  });
  return runAt;
}
