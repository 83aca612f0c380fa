import {
  type ReviewBulkUpdateResult,
  reviewBulkUpdateBody,
  reviewCreateBody,
} from '@plaudit/api-client/schemas';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/derive-permissions';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { changeReviewStatuses } from '../responses/responses';
import { addTagToReviews } from '../tags/add-tag-to-reviews';
import { assignReviews, findAssignee } from './assign-review';
import { ingestReview } from './ingest-review';

/** Routes added to /reviews: POST /reviews (connectors) and POST /reviews/bulk_update. */
export function addReviewIntakeRoutes(app: Hono<AppEnv>) {
  app.post(
    '/',
    describeRoute({
      returns: 'Review',
      summary:
        'Add a review from a connector (201); the same source_id and external_id again updates it (200)',
      status: [200, 201],
    }),
    allow('review', 'create'),
    input('json', reviewCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { review, created } = await ingestReview(c.var.deps, accountId, body);
      return c.json(review, created ? 201 : 200);
    },
  );

  app.post(
    '/bulk_update',
    describeRoute({
      returns: 'ReviewBulkUpdateResult',
      summary: 'The same status, assignee or tag for several reviews, all or nothing',
    }),
    // Someone who can change nothing learns nothing about the body: 403 before validation.
    guard((auth) => {
      if (!can(auth.permissions, 'review', 'update') && !can(auth.permissions, 'tag', 'create'))
        throw forbidden();
    }),
    input('json', reviewBulkUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      if (body.status !== undefined || body.assigned_user_id !== undefined)
        requirePermission(auth, 'review', 'update');
      if (body.tag !== undefined) requirePermission(auth, 'tag', 'create');
      const { db } = c.var.deps;
      const ids = [...new Set(body.review_ids)];
      const reviews = await db
        .selectFrom('reviews')
        .select(['id', 'status', 'assigned_user_id'])
        .where('account_id', '=', auth.accountId)
        .where('id', 'in', ids)
        .execute();
      if (reviews.length !== ids.length) throw notFound('Review');
      const assignee =
        body.assigned_user_id === undefined
          ? undefined
          : await findAssignee(db, auth.accountId, body.assigned_user_id);
      const changed = await db.transaction().execute(async (tx) => {
        const touched = new Set<number>();
        const by = { accountId: auth.accountId, userId: auth.userId };
        if (body.status !== undefined) {
          await changeReviewStatuses(tx, by, reviews, body.status);
          for (const r of reviews) if (r.status !== body.status) touched.add(r.id);
        }
        if (assignee !== undefined)
          for (const id of await assignReviews(tx, by, reviews, assignee)) touched.add(id);
        if (body.tag !== undefined)
          for (const id of await addTagToReviews(tx, auth, ids, body.tag)) touched.add(id);
        return touched.size;
      });
      const result: ReviewBulkUpdateResult = { updated: changed };
      return c.json(result);
    },
  );
}
