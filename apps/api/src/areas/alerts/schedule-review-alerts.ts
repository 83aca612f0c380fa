import { alertMatches } from '@plaudit/api-client/schemas';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { needsPerson } from '../../domain/needs-person';
import { loadSettings } from '../../http/authenticate';
import { enqueue } from '../../jobs/queue';
import { raiseNeedsPersonAlert } from './needs-person-alert';

export const INSTANT_ALERT_JOB = 'alerts.send_instant';
/** One user's instant alert about one review (the handler is in alert-jobs.ts). */
export const instantAlertJobKind = {
  kind: INSTANT_ALERT_JOB,
  payload: v.object({
    review_id: v.number(),
    user_id: v.number(),
    /** The alert that matched when queued (the handler asks the alerts again). */
    alert_id: v.optional(v.number()),
  }),
};

export type ArrivedReview = {
  id: number;
  account_id: number;
  location_id: number;
  source_id: number;
  rating: number | null;
  content: string;
  title: string | null;
};

/**
 * Queues the instant alerts a newly arrived review calls for: one job per user whose
 * enabled instant alerts match it, keyed by review and user, so a user hears once about a
 * review however many of their alerts match and however many times it is delivered.
 * Runs inside the transaction that stores the review.
 */
export async function scheduleReviewAlerts(
  tx: Kysely<Database>,
  review: ArrivedReview,
): Promise<number> {
  // With smart responses, a review a person must handle raises the account's alert at once.
  const held = needsPerson([review.title ?? '', review.content].join('. '));
  if (held && (await loadSettings(tx, review.account_id)).ai_smart_responses === true)
    await raiseNeedsPersonAlert(tx, review.account_id, review.id, held);
  const alerts = await tx
    .selectFrom('alerts as al')
    .innerJoin('users as u', 'u.id', 'al.user_id')
    .selectAll('al')
    .where('al.account_id', '=', review.account_id)
    .where('al.enabled', '=', true)
    .where('al.frequency', '=', 'instant')
    .where('u.deleted_at', 'is', null)
    .orderBy('al.id')
    .execute();
  if (alerts.length === 0) return 0;
  const groups = await tx
    .selectFrom('group_locations')
    .select('group_id')
    .where('location_id', '=', review.location_id)
    .execute();
  const facts = { ...review, group_ids: groups.map((g) => g.group_id) };
  const byUser = new Map<number, number>();
  for (const a of alerts) {
    const alert = {
      ...a,
      source_ids: a.source_ids.map(Number),
      location_ids: a.location_ids.map(Number),
      group_ids: a.group_ids.map(Number),
    };
    if (!byUser.has(a.user_id) && alertMatches(alert, facts)) byUser.set(a.user_id, a.id);
  }
  for (const [userId, alertId] of byUser)
    await enqueue(
      tx,
      instantAlertJobKind,
      { review_id: review.id, user_id: userId, alert_id: alertId },
      { accountId: review.account_id, dedupeKey: `review-alert:${review.id}:${userId}` },
    );
  return byUser.size;
}
