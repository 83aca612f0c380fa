import {
  type Review,
  type ReviewBulkUpdateResult,
  reviewBulkUpdateBody,
  reviewCreateBody,
} from '@plaudit/api-client/schemas';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { readBody } from '../../http/validate';
import { scheduleReviewAlerts } from '../alerts/schedule-review-alerts';
import { can } from '../auth/derive-permissions';
import { scheduleAutoResponse } from '../auto-response-rules/schedule-auto-response';
import { recordReviewInsights } from '../insights/record-insights';
import { changeReviewStatuses } from '../responses/responses';
import { addTagToReviews } from '../tags/add-tag-to-reviews';
import { announceReview } from './announce-review';
import { assignReviews, findAssignee } from './assign-review';
import { loadReview } from './serialize-review';

/** The sentiment a rating implies (4-5 positive, 1-2 negative, 3 neutral). */
const sentimentOf = (rating: number) => (rating >= 4 ? 1 : rating <= 2 ? -1 : 0);

/** Routes added to /reviews: POST /reviews (connectors) and POST /reviews/bulk_update. */
export function addReviewIntakeRoutes(app: Hono<AppEnv>) {
  app.post(
    '/',
    describeRoute({
      returns: 'Review',
      body: reviewCreateBody,
      summary:
        'Add a review from a connector (201); the same source_id and external_id again updates it (200)',
      status: [200, 201],
    }),
    allow('review', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const body = await readBody(c, reviewCreateBody);
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const [location, source] = await Promise.all([
        db
          .selectFrom('locations')
          .select('id')
          .where('id', '=', body.location_id)
          .where('account_id', '=', accountId)
          .executeTakeFirst(),
        db.selectFrom('sources').select('id').where('id', '=', body.source_id).executeTakeFirst(),
      ]);
      if (!location) throw notFound('Location');
      if (!source) throw notFound('Source');
      const fields = {
        location_id: body.location_id,
        rating: body.rating,
        content: body.content,
        title: body.title ?? null,
        author_name: body.author_name,
        published_at: new Date(body.published_at),
        sentiment: sentimentOf(body.rating),
        url: body.url ?? null,
      };
      const { id, created } = await db.transaction().execute(async (tx) => {
        // One statement decides new or known, so two deliveries of one review make one row.
        const row = await tx
          .insertInto('reviews')
          .values({
            ...fields,
            account_id: accountId,
            source_id: body.source_id,
            external_id: body.external_id,
          })
          .onConflict((oc) =>
            oc
              .columns(['account_id', 'source_id', 'external_id'])
              .where('external_id', 'is not', null)
              .doUpdateSet({ ...fields, updated_at: new Date() }),
          )
          .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
          .executeTakeFirstOrThrow();
        const isNew = row.inserted;
        // A known review's text may have changed: its keywords are found again below.
        if (!isNew)
          for (const table of ['review_keywords', 'review_categories'] as const)
            await tx
              .deleteFrom(table)
              .where('review_id', '=', row.id)
              .where('account_id', '=', accountId)
              .execute();
        if (isNew)
          await scheduleReviewAlerts(tx, {
            id: row.id,
            account_id: accountId,
            location_id: body.location_id,
            source_id: body.source_id,
            rating: body.rating,
            content: body.content,
            title: body.title ?? null,
          });
        if (isNew)
          await scheduleAutoResponse(tx, {
            id: row.id,
            account_id: accountId,
            rating: body.rating,
            source_id: body.source_id,
            content: body.content,
          });
        return { id: row.id, created: isNew };
      });
      // Keywords and experience categories on arrival, as the seeds have them for older reviews.
      await recordReviewInsights(db, { accountId, reviewIds: [id] });
      const review: Review = await loadReview(db, accountId, id);
      await announceReview(c.var.deps, review, created);
      return c.json(review, created ? 201 : 200);
    },
  );

  app.post(
    '/bulk_update',
    describeRoute({
      returns: 'ReviewBulkUpdateResult',
      body: reviewBulkUpdateBody,
      summary: 'The same status, assignee or tag for several reviews, all or nothing',
    }),
    // Someone who can change nothing learns nothing about the body: 403 before validation.
    guard((auth) => {
      if (!can(auth.permissions, 'review', 'update') && !can(auth.permissions, 'tag', 'create'))
        throw forbidden();
    }),
    async (c) => {
      const auth = c.var.auth;
      const body = await readBody(c, reviewBulkUpdateBody);
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
