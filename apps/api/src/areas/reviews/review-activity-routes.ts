import {
  responseCreateBody,
  reviewHistoryQuery,
  reviewUpdateBody,
} from '@plaudit/api-client/schemas';
import type { Hono } from 'hono';
import { cancelAutoResponse } from '../../domain/auto-response-wait';
import { reviewEventsOf, serializeEvent, withEventColumns } from '../../domain/review-history';
import type { AppEnv } from '../../http/context';
import { conflict } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { createReviewResponse } from '../responses/create-response';
import {
  changeReviewStatus,
  findResponse,
  findReview,
  serializeResponse,
} from '../responses/responses';
import { assignReviews, findAssignee } from './assign-review';
import { loadReview } from './serialize-review';

/**
 * Routes added to /reviews: PATCH /reviews/{id} (status and assignment), DELETE
 * /reviews/{id}/auto_response, POST /reviews/{id}/responses and GET /reviews/{id}/history.
 */
export function addReviewActivityRoutes(app: Hono<AppEnv>) {
  app.patch(
    '/:id',
    describeRoute({ returns: 'Review' }),
    allow('review', 'update'),
    input('json', reviewUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const review = await findReview(db, auth.accountId, id);
      const assignee =
        body.assigned_user_id === undefined
          ? undefined
          : await findAssignee(db, auth.accountId, body.assigned_user_id);
      const event = { accountId: auth.accountId, reviewId: id, userId: auth.userId };
      await db.transaction().execute(async (tx) => {
        if (body.status !== undefined && review.status !== body.status)
          await changeReviewStatus(tx, event, review.status, body.status);
        if (assignee !== undefined) await assignReviews(tx, event, [review], assignee);
      });
      return c.json(await loadReview(db, auth.accountId, id));
    },
  );

  app.delete(
    '/:id/auto_response',
    describeRoute({
      returns: 'Review',
      summary: 'Stop the automatic response waiting for this review (409 when none waits)',
    }),
    allow('response', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      await findReview(db, auth.accountId, id);
      const event = { accountId: auth.accountId, reviewId: id, userId: auth.userId };
      const cancelled = await db.transaction().execute((tx) => cancelAutoResponse(tx, event));
      if (!cancelled) throw conflict('No automatic response is waiting for this review');
      return c.json(await loadReview(db, auth.accountId, id));
    },
  );

  app.post(
    '/:id/responses',
    describeRoute({ returns: 'Response', status: 201 }),
    allow('response', 'create'),
    input('json', responseCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const responseId = await createReviewResponse(db, auth, id, body);
      return c.json(serializeResponse(await findResponse(db, auth.accountId, responseId)), 201);
    },
  );

  app.get(
    '/:id/history',
    describeRoute({ returns: 'ReviewEvent', list: 'events' }),
    allow('review', 'read'),
    input('query', reviewHistoryQuery),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const q = c.req.valid('query');
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
    },
  );
}
