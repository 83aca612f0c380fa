import type { Db } from '../../db/open-database';
import { badRequest, notFound } from '../../http/errors';
import type { EventBase } from '../responses/responses';
import { recordReviewEvent } from './history';

export type Assignee = { id: number; name: string } | null;

/**
 * The user a review may be assigned to: one of the account's users (another account's is
 * 404), not removed, and one who can see reviews (not an e-mail-only recipient).
 */
export async function findAssignee(
  db: Db,
  accountId: number,
  userId: number | null,
): Promise<Assignee> {
  if (userId === null) return null;
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'user_type'])
    .where('id', '=', userId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  if (user.user_type === 'email_only')
    throw badRequest('E-mail only users cannot be assigned reviews');
  return { id: user.id, name: user.name };
}

/** Assigns a review (or unassigns it with null) and records the change in its history. */
export async function assignReview(
  tx: Db,
  event: EventBase,
  fromUserId: number | null,
  to: Assignee,
) {
  await tx
    .updateTable('reviews')
    .set({ assigned_user_id: to?.id ?? null, updated_at: new Date() })
    .where('id', '=', event.reviewId)
    .where('account_id', '=', event.accountId)
    .execute();
  await recordReviewEvent(tx, {
    ...event,
    type: 'assigned',
    data: { from_user_id: fromUserId, to_user_id: to?.id ?? null, to_user_name: to?.name ?? null },
  });
}
