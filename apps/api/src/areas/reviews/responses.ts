import {
  RESPONSE_DELETE_ERROR,
  RESPONSE_PUBLISH_ERROR,
  type Response,
  responseCreateBody,
  responseUpdateBody,
  reviewHistoryQuery,
  reviewUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { RowUpdate } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { allow } from '../../http/permissions';
import { readBody, readId, readQuery } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import type { JobDefinition, JobDefinitions } from '../../jobs/worker';
import type { Providers } from '../../providers/providers';
import { localResponsePublisher, type ResponsePublisher } from '../../providers/response-publisher';
import {
  type NewReviewEvent,
  recordReviewEvent,
  reviewEventsOf,
  serializeEvent,
  withEventColumns,
} from './history';

export const PUBLISH_JOB = 'responses.publish';
export const DELETE_JOB = 'responses.delete';

/** The feedback source's responses cannot be edited once published (spec 1 section 4). */
const FEEDBACK_SOURCE = 'plaudit';

function responsesOf(db: Db, accountId: number) {
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
type ResponseRow = Awaited<ReturnType<ReturnType<typeof responsesOf>['executeTakeFirstOrThrow']>>;

async function findResponse(db: Db, accountId: number, id: number): Promise<ResponseRow> {
  const row = await responsesOf(db, accountId).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Response');
  return row;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

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

async function findReview(db: Db, accountId: number, id: number) {
  const review = await db
    .selectFrom('reviews')
    .select(['id', 'source_id', 'status'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!review) throw notFound('Review');
  return review;
}

/** Who changes which review: the part every history event of a change shares. */
type EventBase = Pick<NewReviewEvent, 'accountId' | 'reviewId' | 'userId'>;
type ReviewStatus = NonNullable<RowUpdate<'reviews'>['status']>;

/** Moves a review to `to` and records the change in its history. */
async function changeReviewStatus(tx: Db, event: EventBase, from: ReviewStatus, to: ReviewStatus) {
  await tx
    .updateTable('reviews')
    .set({ status: to, updated_at: new Date() })
    .where('id', '=', event.reviewId)
    .where('account_id', '=', event.accountId)
    .execute();
  await recordReviewEvent(tx, { ...event, type: 'status_changed', data: { from, to } });
}

/** Changes a response's columns (its state, mostly) and stamps updated_at. */
async function updateResponse(
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
const DIRECTORY_ACTIONS = {
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
type DirectoryAction = keyof typeof DIRECTORY_ACTIONS;

/**
 * Hands a response to the directory: records the request and queues the job. The caller has
 * put the response in the action's pending state in the same transaction.
 */
async function requestDirectory(
  tx: Db,
  action: DirectoryAction,
  event: EventBase,
  responseId: number,
) {
  const { requestedEvent, job } = DIRECTORY_ACTIONS[action];
  await recordReviewEvent(tx, { ...event, type: requestedEvent, responseId });
  await enqueue(tx, job, { response_id: responseId }, { accountId: event.accountId });
}

/**
 * Routes added to /reviews: PATCH /reviews/{id} (status), POST
 * /reviews/{id}/responses and GET /reviews/{id}/history.
 */
export function addReviewActivityRoutes(app: Hono<AppEnv>) {
  app.patch('/:id', allow('review', 'update'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const body = await readBody(c, reviewUpdateBody);
    const { db } = c.var.deps;
    const review = await findReview(db, auth.accountId, id);
    if (review.status !== body.status) {
      const event = { accountId: auth.accountId, reviewId: id, userId: auth.userId };
      await db
        .transaction()
        .execute((tx) => changeReviewStatus(tx, event, review.status, body.status));
    }
    return c.json({ id, status: body.status });
  });

  app.post('/:id/responses', allow('response', 'create'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const body = await readBody(c, responseCreateBody);
    const { db } = c.var.deps;
    const review = await findReview(db, auth.accountId, id);
    const existing = await db
      .selectFrom('responses')
      .select('id')
      .where('review_id', '=', id)
      .where('account_id', '=', auth.accountId)
      .executeTakeFirst();
    if (existing) throw conflict('This review already has a response');
    const responseId = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('responses')
        .values({
          account_id: auth.accountId,
          review_id: id,
          source_id: review.source_id,
          author_user_id: auth.userId,
          content: body.content,
          status: body.publish ? 'pending_publish' : 'draft',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const event = { accountId: auth.accountId, reviewId: id, userId: auth.userId };
      await recordReviewEvent(tx, {
        ...event,
        type: 'response_drafted',
        responseId: row.id,
        data: { content: body.content },
      });
      if (body.publish) await requestDirectory(tx, 'publish', event, row.id);
      return row.id;
    });
    return c.json(serializeResponse(await findResponse(db, auth.accountId, responseId)), 201);
  });

  app.get('/:id/history', allow('review', 'read'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const q = readQuery(c, reviewHistoryQuery);
    const { db } = c.var.deps;
    await findReview(db, auth.accountId, id);
    const base = reviewEventsOf(db, auth.accountId, id);
    const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
    const order = q.sort?.order ?? 'desc';
    const sorted = withEventColumns(base).orderBy('e.created_at', order).orderBy('e.id', order);
    const { rows, total } = await pageOf(sorted, count, q);
    return c.json(
      halList(c.req.url, 'events', rows.map(serializeEvent), total, q.page, q.per_page),
    );
  });
}

/** /responses/{id}: edit, publish, delete (through the directory provider). */
export function responsesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get('/:id', allow('response', 'read'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    return c.json(serializeResponse(await findResponse(c.var.deps.db, auth.accountId, id)));
  });

  app.patch('/:id', allow('response', 'update'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const body = await readBody(c, responseUpdateBody);
    const { db } = c.var.deps;
    const current = await findResponse(db, auth.accountId, id);
    if (current.read_only) throw conflict('This response cannot be edited');
    if (current.status === 'pending_publish' || current.status === 'pending_delete')
      throw conflict('The response is being sent to the directory; try again in a moment');
    if (current.status === 'error_unpublished')
      throw conflict('The response is being removed from the directory');
    // A published response is published again with its new text.
    const republish = current.status === 'published';
    await db.transaction().execute(async (tx) => {
      await updateResponse(tx, auth.accountId, id, {
        content: body.content,
        ...(republish ? { status: 'pending_publish' as const } : {}),
      });
      const event = { accountId: auth.accountId, reviewId: current.review_id, userId: auth.userId };
      await recordReviewEvent(tx, {
        ...event,
        type: 'response_updated',
        responseId: id,
        data: { content: body.content },
      });
      if (republish) await requestDirectory(tx, 'publish', event, id);
    });
    return c.json(serializeResponse(await findResponse(db, auth.accountId, id)));
  });

  app.post('/:id/publish', allow('response', 'create'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const current = await findResponse(db, auth.accountId, id);
    if (current.status !== 'draft' && current.status !== 'error_published')
      throw conflict(
        current.status === 'published'
          ? 'The response is already published'
          : 'The response is being sent to the directory; try again in a moment',
      );
    const event = { accountId: auth.accountId, reviewId: current.review_id, userId: auth.userId };
    await db.transaction().execute(async (tx) => {
      await updateResponse(tx, auth.accountId, id, { status: 'pending_publish' });
      await requestDirectory(tx, 'publish', event, id);
    });
    return c.json(serializeResponse(await findResponse(db, auth.accountId, id)), 202);
  });

  app.delete('/:id', allow('response', 'delete'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const current = await findResponse(db, auth.accountId, id);
    if (current.status === 'pending_publish' || current.status === 'pending_delete')
      throw conflict('The response is being sent to the directory; try again in a moment');
    const event = { accountId: auth.accountId, reviewId: current.review_id, userId: auth.userId };
    // Never published: nothing to remove from the directory.
    if (current.published_at === null) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('responses').where('id', '=', id).execute();
        await recordReviewEvent(tx, { ...event, type: 'response_deleted', responseId: id });
      });
      return c.body(null, 204);
    }
    await db.transaction().execute(async (tx) => {
      await updateResponse(tx, auth.accountId, id, { status: 'pending_delete' });
      await requestDirectory(tx, 'delete', event, id);
    });
    return c.json(serializeResponse(await findResponse(db, auth.accountId, id)), 202);
  });

  return app;
}

/** The worker's side: publish and remove through the directory provider, with retries. */
export function responseJobs(deps: { db: Db; providers: Providers }): JobDefinitions {
  const { db } = deps;
  fallback ??= localResponsePublisher();
  const publisher: ResponsePublisher = deps.providers.responsePublisher ?? fallback;
  const load = async (accountId: number | null, payload: unknown) => {
    const responseId = Number((payload as { response_id?: unknown }).response_id);
    if (accountId === null || !Number.isInteger(responseId)) return null;
    return responsesOf(db, accountId).where('p.id', '=', responseId).executeTakeFirst();
  };
  const toPublishable = (r: ResponseRow, accountId: number) => ({
    id: r.id,
    account_id: accountId,
    review_id: r.review_id,
    source_code: r.source_code,
    content: r.content,
  });

  type JobEvent = EventBase & { responseId: number };
  /**
   * A job that makes one directory call for a response still waiting for it (gone, or changed
   * since — deleted, or published by another request — is nothing to do). A failure moves the
   * response to the failed state (recorded once) and throws, so the worker retries.
   */
  const directoryJob = (
    action: DirectoryAction,
    succeed: (tx: Db, r: ResponseRow, event: JobEvent) => Promise<void>,
  ): JobDefinition => ({
    async run(job) {
      const { pending, failed, failedDescription, failedEvent, publisherCall } =
        DIRECTORY_ACTIONS[action];
      const r = await load(job.account_id, job.payload);
      if (!r || (r.status !== pending && r.status !== failed)) return;
      const accountId = job.account_id!;
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

  return {
    [PUBLISH_JOB]: directoryJob('publish', async (tx, r, event) => {
      const readOnly = r.source_code === FEEDBACK_SOURCE || r.review_type === 'feedback';
      await updateResponse(tx, event.accountId, r.id, {
        status: 'published',
        status_description: null,
        published_at: new Date(),
        read_only: readOnly,
      });
      await recordReviewEvent(tx, { ...event, type: 'response_published' });
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
    }),
    [DELETE_JOB]: directoryJob('delete', async (tx, r, event) => {
      await tx
        .deleteFrom('responses')
        .where('id', '=', r.id)
        .where('account_id', '=', event.accountId)
        .execute();
      await recordReviewEvent(tx, { ...event, type: 'response_deleted' });
    }),
  };
}
let fallback: ResponsePublisher | undefined;
