import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { enqueue } from '../../jobs/queue';

export const NEEDS_PERSON_ALERT_JOB = 'alerts.needs_person';

type NeedsPersonDeps = Pick<AppDeps, 'db' | 'providers' | 'publicOrigin'>;

/** Tells one user about a review that needs a person (once per review and user). */
export const needsPersonAlertJob = defineJob({
  kind: NEEDS_PERSON_ALERT_JOB,
  payload: v.object({ review_id: v.number(), user_id: v.number(), reason: v.string() }),
  async handler(payload, { deps, job }: JobRunContext<NeedsPersonDeps>) {
    const { db } = deps;
    const accountId = job.account_id;
    const { review_id: reviewId, user_id: userId, reason } = payload;
    if (accountId === null) return;
    const [review, user] = await Promise.all([
      db
        .selectFrom('reviews as r')
        .innerJoin('locations as l', 'l.id', 'r.location_id')
        .innerJoin('sources as s', 's.id', 'r.source_id')
        .select([
          'r.id',
          'r.rating',
          'r.content',
          'r.author_name',
          'l.name as location_name',
          's.name as source_name',
        ])
        .where('r.id', '=', reviewId)
        .where('r.account_id', '=', accountId)
        .executeTakeFirst(),
      db
        .selectFrom('users')
        .select(['email'])
        .where('id', '=', userId)
        .where('account_id', '=', accountId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    ]);
    if (!review || !user) return;
    await deps.providers.mail.send({
      to: [user.email],
      subject: `A review for ${review.location_name} needs a person`,
      text: [
        reason,
        '',
        `${review.rating}/5 from ${review.author_name || 'A reviewer'} on ${review.source_name}`,
        review.content.trim() ? `“${review.content.trim()}”` : '(No text, rating only)',
        '',
        'It will not be answered automatically.',
        `Read and respond: ${deps.publicOrigin}/reviews/${review.id}`,
        '',
      ].join('\n'),
    });
  },
});

/**
 * A review a person must answer (health, safety, discrimination, a legal threat, a crisis)
 * raises the account's alert: every user with an alert switched on hears about it by e-mail,
 * whatever their alert's filters (an account without alerts: its administrators), once per
 * review (the job is keyed by review and user).
 */
export async function raiseNeedsPersonAlert(
  tx: Kysely<Database>,
  accountId: number,
  reviewId: number,
  reason: string,
): Promise<number> {
  const withAlerts = await tx
    .selectFrom('alerts as al')
    .innerJoin('users as u', 'u.id', 'al.user_id')
    .select('al.user_id')
    .distinct()
    .where('al.account_id', '=', accountId)
    .where('al.enabled', '=', true)
    .where('u.deleted_at', 'is', null)
    .orderBy('al.user_id')
    .execute();
  const users = withAlerts.length
    ? withAlerts
    : await tx
        .selectFrom('users')
        .select('id as user_id')
        .where('account_id', '=', accountId)
        .where('user_type', '=', 'administrator')
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
  for (const { user_id } of users)
    await enqueue(
      tx,
      needsPersonAlertJob,
      { review_id: reviewId, user_id, reason },
      { accountId, dedupeKey: `needs-person:${reviewId}:${user_id}` },
    );
  return users.length;
}
