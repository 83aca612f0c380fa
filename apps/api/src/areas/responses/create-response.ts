import type { ResponseCreateBody } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { cancelAutoResponse } from '../../domain/auto-response-wait';
import { recordReviewEvent } from '../../domain/review-history';
import { conflict } from '../../http/errors';
import { findReview, requestDirectory } from './responses';

/**
 * The one way a person answers a review (POST /reviews/{id}/responses and, for a partner,
 * POST /child_reviews/{id}/responses): one response per review (409 for a second), drafted
 * or published through the `responses.publish` job, in the review's history, and any
 * automatic response waiting for the review cancelled. Answers the new response's id.
 */
export async function createReviewResponse(
  db: Db,
  by: { accountId: number; userId: number },
  reviewId: number,
  body: ResponseCreateBody,
): Promise<number> {
  const review = await findReview(db, by.accountId, reviewId);
  const existing = await db
    .selectFrom('responses')
    .select('id')
    .where('review_id', '=', reviewId)
    .where('account_id', '=', by.accountId)
    .executeTakeFirst();
  if (existing) throw conflict('This review already has a response');
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('responses')
      .values({
        account_id: by.accountId,
        review_id: reviewId,
        source_id: review.source_id,
        author_user_id: by.userId,
        content: body.content,
        status: body.publish ? 'pending_publish' : 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = { accountId: by.accountId, reviewId, userId: by.userId };
    await recordReviewEvent(tx, {
      ...event,
      type: 'response_drafted',
      responseId: row.id,
      data: { content: body.content },
    });
    if (body.publish) await requestDirectory(tx, 'publish', event, row.id);
    // Answered by a person: an automatic response waiting for the review is not needed.
    await cancelAutoResponse(tx, event);
    return row.id;
  });
}
