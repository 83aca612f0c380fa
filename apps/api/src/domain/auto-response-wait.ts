import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Db } from '../db/open-database';
import { recordReviewEvent } from './review-history';

// The automatic response a review waits for: the `auto-response:<review id>` job that the
// auto-response rules queue (areas/auto-response-rules). A review shows when it will be sent,
// and a person answering the review, or cancelling it, stops it.

/** One automatic answer per review, ever: the queue refuses a second job with the same key. */
export const autoResponseKey = (reviewId: number) => `auto-response:${reviewId}`;

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
