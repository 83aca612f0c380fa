import type { Db } from '../../db/open-database';
import { recordReviewEvents } from '../../domain/review-history';
import { badRequest, notFound } from '../../http/errors';
import type { EventBase } from '../responses/responses';

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

/**
 * Assigns reviews (or unassigns them with null) in one statement, each change in its review's
 * history. Reviews already assigned so are left alone; returns the ids that changed.
 */
export async function assignReviews(
  tx: Db,
  by: Pick<EventBase, 'accountId' | 'userId'>,
  reviews: readonly { id: number; assigned_user_id: number | null }[],
  to: Assignee,
): Promise<number[]> {
  const toId = to?.id ?? null;
  const moving = reviews.filter((r) => r.assigned_user_id !== toId);
  if (moving.length === 0) return [];
  await tx
    .updateTable('reviews')
    .set({ assigned_user_id: toId, updated_at: new Date() })
    .where(
      'id',
      'in',
      moving.map((r) => r.id),
    )
    .where('account_id', '=', by.accountId)
    .execute();
  await recordReviewEvents(
    tx,
    moving.map((r) => ({
      accountId: by.accountId,
      userId: by.userId,
      reviewId: r.id,
      type: 'assigned' as const,
      data: { from_user_id: r.assigned_user_id, to_user_id: toId, to_user_name: to?.name ?? null },
    })),
  );
  return moving.map((r) => r.id);
}
