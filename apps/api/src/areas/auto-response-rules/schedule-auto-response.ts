import { autoResponseRuleMatches } from '@plaudit/api-client/schemas';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';
import { recordReviewEvent } from '../../domain/review-history';
import { loadSettings } from '../../http/authenticate';
import { enqueue } from '../../jobs/queue';

export const AUTO_RESPONSE_JOB = 'auto_responses.respond';
/** A review's automatic response when the rule's wait is over (handled in auto-response-jobs.ts). */
export const autoResponseJobKind = {
  kind: AUTO_RESPONSE_JOB,
  payload: v.object({ review_id: v.number(), rule_id: v.number() }),
};

/** One automatic answer per review, ever: the queue refuses a second job with the same key. */
export const autoResponseKey = (reviewId: number) => `auto-response:${reviewId}`;

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

/** When each review's waiting automatic response will be sent (reviews without one are absent). */
export async function waitingAutoResponses(
  db: Db,
  reviewIds: number[],
): Promise<Map<number, Date>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select(['dedupe_key', 'run_at'])
    .where('dedupe_key', 'in', reviewIds.map(autoResponseKey))
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return new Map(
    rows.map((r) => [Number(String(r.dedupe_key).slice('auto-response:'.length)), r.run_at]),
  );
}

/**
 * Stops a waiting automatic response (a person will answer instead). True when one was
 * waiting; a job a worker already holds re-checks the history and does nothing.
 */
export async function cancelAutoResponse(
  tx: Kysely<Database>,
  event: { accountId: number; reviewId: number; userId: number | null },
): Promise<boolean> {
  const stopped = await tx
    .updateTable('jobs')
    .set({ status: 'done', locked_at: null, last_error: 'cancelled' })
    .where('dedupe_key', '=', autoResponseKey(event.reviewId))
    .where('account_id', '=', event.accountId)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  if (!stopped) return false;
  await recordReviewEvent(tx, { ...event, type: 'auto_response_cancelled' });
  return true;
}
