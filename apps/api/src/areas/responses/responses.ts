import {
  RESPONSE_DELETE_ERROR,
  RESPONSE_PUBLISH_ERROR,
  type Response,
} from '@plaudit/api-client/schemas';
import * as v from 'valibot';
import type { RowUpdate } from '../../db/database';
import type { Db } from '../../db/open-database';
import {
  type NewReviewEvent,
  recordReviewEvent,
  recordReviewEvents,
} from '../../domain/review-history';
import { notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';

export const PUBLISH_JOB = 'responses.publish';
export const DELETE_JOB = 'responses.delete';
/** The payload of both directory jobs (their definitions are in response-jobs.ts). */
export const directoryJobPayload = v.object({ response_id: v.number() });

/** The feedback source's responses cannot be edited once published (spec 1 section 4). */
export const FEEDBACK_SOURCE = 'plaudit';

export function responsesOf(db: Db, accountId: number) {
  return db
    .selectFrom('responses as p')
    .innerJoin('reviews as r', 'r.id', 'p.review_id')
    .innerJoin('sources as s', 's.id', 'p.source_id')
    .leftJoin('users as u', 'u.id', 'p.author_user_id')
    .select([
      'p.id',
      'p.account_id',
      'p.review_id',
      'p.content',
      'p.status',
      'p.status_description',
      'p.published_at',
      'p.read_only',
      'p.source_id',
      'u.name as author_name',
      'p.created_at',
      'p.updated_at',
      's.code as source_code',
      'r.review_type',
      'r.status as review_status',
    ])
    .where('p.account_id', '=', accountId);
}
export type ResponseRow = Awaited<
  ReturnType<ReturnType<typeof responsesOf>['executeTakeFirstOrThrow']>
>;

export async function findResponse(db: Db, accountId: number, id: number): Promise<ResponseRow> {
  const row = await responsesOf(db, accountId).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Response');
  return row;
}

export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function serializeResponse(r: ResponseRow): Response {
  return {
    id: r.id,
    review_id: r.review_id,
    content: r.content,
    status: r.status,
    status_description: r.status_description,
    published_at: iso(r.published_at),
    read_only: r.read_only,
    source_id: r.source_id,
    author_name: r.author_name,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

export async function findReview(db: Db, accountId: number, id: number) {
  const review = await db
    .selectFrom('reviews')
    .select(['id', 'source_id', 'status', 'assigned_user_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!review) throw notFound('Review');
  return review;
}

/** Who changes which review: the part every history event of a change shares. */
export type EventBase = Pick<NewReviewEvent, 'accountId' | 'reviewId' | 'userId'>;
export type ReviewStatus = NonNullable<RowUpdate<'reviews'>['status']>;

/** Moves a review to `to` and records the change in its history. */
export async function changeReviewStatus(
  tx: Db,
  event: EventBase,
  from: ReviewStatus,
  to: ReviewStatus,
) {
  await changeReviewStatuses(tx, event, [{ id: event.reviewId, status: from }], to);
}

/** Moves reviews to `to` in one statement, each change in its review's history. */
export async function changeReviewStatuses(
  tx: Db,
  by: Pick<EventBase, 'accountId' | 'userId'>,
  reviews: readonly { id: number; status: ReviewStatus }[],
  to: ReviewStatus,
) {
  const moving = reviews.filter((r) => r.status !== to);
  if (moving.length === 0) return;
  await tx
    .updateTable('reviews')
    .set({ status: to, updated_at: new Date() })
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
      type: 'status_changed' as const,
      data: { from: r.status, to },
    })),
  );
}

/** Changes a response's columns (its state, mostly) and stamps updated_at. */
export async function updateResponse(
  tx: Db,
  accountId: number,
  id: number,
  changes: Omit<RowUpdate<'responses'>, 'updated_at'>,
) {
  const update = tx.updateTable('responses').set({ ...changes, updated_at: new Date() });
  await update.where('id', '=', id).where('account_id', '=', accountId).execute();
}

/**
 * The two trips of a response to the directory: the state it waits in, the state and text it
 * fails to, the history events, the job and the publisher call it makes.
 */
export const DIRECTORY_ACTIONS = {
  publish: {
    pending: 'pending_publish',
    failed: 'error_published',
    failedDescription: RESPONSE_PUBLISH_ERROR,
    requestedEvent: 'response_publish_requested',
    failedEvent: 'response_publish_failed',
    job: PUBLISH_JOB,
    publisherCall: 'publish',
  },
  delete: {
    pending: 'pending_delete',
    failed: 'error_unpublished',
    failedDescription: RESPONSE_DELETE_ERROR,
    requestedEvent: 'response_delete_requested',
    failedEvent: 'response_delete_failed',
    job: DELETE_JOB,
    publisherCall: 'remove',
  },
} as const;
export type DirectoryAction = keyof typeof DIRECTORY_ACTIONS;

/**
 * Hands a response to the directory: records the request and queues the job. The caller has
 * put the response in the action's pending state in the same transaction.
 */
export async function requestDirectory(
  tx: Db,
  action: DirectoryAction,
  event: EventBase,
  responseId: number,
) {
  const { requestedEvent, job } = DIRECTORY_ACTIONS[action];
  await recordReviewEvent(tx, { ...event, type: requestedEvent, responseId });
  await enqueue(
    tx,
    { kind: job, payload: directoryJobPayload },
    { response_id: responseId },
    { accountId: event.accountId },
  );
}
