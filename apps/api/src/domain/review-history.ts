import type { ReviewEvent } from '@plaudit/api-client/schemas';
import type { Kysely } from 'kysely';
import type { Database, ReviewEventType } from '../db/database';
import type { Db } from '../db/open-database';

export type NewReviewEvent = {
  accountId: number;
  reviewId: number;
  /** null when the system did it. */
  userId: number | null;
  type: ReviewEventType;
  responseId?: number | null;
  data?: Record<string, unknown>;
};

/** Records a change to a review or its responses (inside the caller's transaction when given one). */
export async function recordReviewEvent(db: Kysely<Database>, e: NewReviewEvent): Promise<void> {
  await recordReviewEvents(db, [e]);
}

/** Records several changes in one statement (a bulk action's, one per review). */
export async function recordReviewEvents(
  db: Kysely<Database>,
  events: readonly NewReviewEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('review_events')
    .values(
      events.map((e) => ({
        account_id: e.accountId,
        review_id: e.reviewId,
        user_id: e.userId,
        event_type: e.type,
        response_id: e.responseId ?? null,
        data: JSON.stringify(e.data ?? {}),
      })),
    )
    .execute();
}

/** The review's history, for GET /reviews/{id}/history. */
export function reviewEventsOf(db: Db, accountId: number, reviewId: number) {
  return db
    .selectFrom('review_events as e')
    .where('e.account_id', '=', accountId)
    .where('e.review_id', '=', reviewId);
}

export function withEventColumns(q: ReturnType<typeof reviewEventsOf>) {
  return q
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.review_id',
      'e.event_type',
      'e.response_id',
      'e.user_id',
      'u.name as user_name',
      'e.data',
      'e.created_at',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof withEventColumns>['executeTakeFirstOrThrow']>>;

export const serializeEvent = (r: EventRow): ReviewEvent => ({
  ...r,
  data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
  created_at: new Date(r.created_at).toISOString(),
});
