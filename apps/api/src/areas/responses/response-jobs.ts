import type { Db } from '../../db/open-database';
import { recordReviewEvent } from '../../domain/review-history';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import type { Providers } from '../../providers/providers';
import { localResponsePublisher, type ResponsePublisher } from '../../providers/response-publisher';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import {
  changeReviewStatus,
  DIRECTORY_ACTIONS,
  type DirectoryAction,
  directoryJobPayload,
  type EventBase,
  FEEDBACK_SOURCE,
  type ResponseRow,
  responsesOf,
  serializeResponse,
  updateResponse,
} from './responses';

type ResponseJobDeps = { db: Db; providers: Providers };

const toPublishable = (r: ResponseRow, accountId: number) => ({
  id: r.id,
  account_id: accountId,
  review_id: r.review_id,
  source_code: r.source_code,
  content: r.content,
});

type JobEvent = EventBase & { responseId: number };

/**
 * The worker's side: publish and remove through the directory provider, with retries.
 * A job that makes one directory call for a response still waiting for it (gone, or changed
 * since — deleted, or published by another request — is nothing to do). A failure moves the
 * response to the failed state (recorded once) and throws, so the worker retries.
 */
const directoryJob = (
  action: DirectoryAction,
  succeed: (tx: Db, r: ResponseRow, event: JobEvent) => Promise<void>,
) =>
  defineJob({
    kind: DIRECTORY_ACTIONS[action].job,
    payload: directoryJobPayload,
    async handler(payload, { deps, job }: JobRunContext<ResponseJobDeps>) {
      const { db } = deps;
      fallback ??= localResponsePublisher();
      const publisher: ResponsePublisher = deps.providers.responsePublisher ?? fallback;
      const { pending, failed, failedDescription, failedEvent, publisherCall } =
        DIRECTORY_ACTIONS[action];
      const accountId = job.account_id;
      if (accountId === null) return;
      const r = await responsesOf(db, accountId)
        .where('p.id', '=', payload.response_id)
        .executeTakeFirst();
      if (!r || (r.status !== pending && r.status !== failed)) return;
      const event = { accountId, reviewId: r.review_id, userId: null, responseId: r.id };
      try {
        await publisher[publisherCall](toPublishable(r, accountId));
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db.transaction().execute(async (tx) => {
          await updateResponse(tx, accountId, r.id, {
            status: failed,
            status_description: failedDescription,
          });
          if (r.status !== failed)
            await recordReviewEvent(tx, { ...event, type: failedEvent, data: { error } });
        });
        throw err;
      }
      await db.transaction().execute((tx) => succeed(tx, r, event));
    },
  });

export const publishResponseJob = directoryJob('publish', async (tx, r, event) => {
  const readOnly = r.source_code === FEEDBACK_SOURCE || r.review_type === 'feedback';
  await updateResponse(tx, event.accountId, r.id, {
    status: 'published',
    status_description: null,
    published_at: new Date(),
    read_only: readOnly,
  });
  await recordReviewEvent(tx, { ...event, type: 'response_published' });
  const published = await responsesOf(tx, event.accountId)
    .where('p.id', '=', r.id)
    .executeTakeFirstOrThrow();
  await emitWebhookEvent(tx, event.accountId, 'response.published', serializeResponse(published));
  const review = await tx
    .selectFrom('reviews')
    .select('status')
    .where('id', '=', r.review_id)
    .where('account_id', '=', event.accountId)
    .executeTakeFirst();
  if (review && review.status !== 'completed') {
    const { responseId: _, ...reviewEvent } = event;
    await changeReviewStatus(tx, reviewEvent, review.status, 'completed');
  }
});

export const deleteResponseJob = directoryJob('delete', async (tx, r, event) => {
  await tx
    .deleteFrom('responses')
    .where('id', '=', r.id)
    .where('account_id', '=', event.accountId)
    .execute();
  await recordReviewEvent(tx, { ...event, type: 'response_deleted' });
});

let fallback: ResponsePublisher | undefined;
