import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { recordReviewEvents } from '../../domain/review-history';

/**
 * Tags reviews by name, creating the tag when the account has none of that name (any case).
 * Reviews that already carry it are left alone. Returns the reviews newly tagged, each with a
 * history entry. The caller has checked the reviews are the account's.
 */
export async function addTagToReviews(
  tx: Db,
  by: { accountId: number; userId: number },
  reviewIds: readonly number[],
  name: string,
): Promise<number[]> {
  const tag =
    (await tx
      .selectFrom('tags')
      .selectAll()
      .where('account_id', '=', by.accountId)
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst()) ??
    (await tx
      .insertInto('tags')
      .values({ account_id: by.accountId, name })
      .returningAll()
      .executeTakeFirstOrThrow());
  if (reviewIds.length === 0) return [];
  const added = await tx
    .insertInto('review_tags')
    .values(reviewIds.map((id) => ({ account_id: by.accountId, review_id: id, tag_id: tag.id })))
    .onConflict((oc) => oc.columns(['review_id', 'tag_id']).doNothing())
    .returning('review_id')
    .execute();
  await recordReviewEvents(
    tx,
    added.map((r) => ({
      accountId: by.accountId,
      reviewId: r.review_id,
      userId: by.userId,
      type: 'tag_added' as const,
      data: { name: tag.name },
    })),
  );
  return added.map((r) => r.review_id);
}
