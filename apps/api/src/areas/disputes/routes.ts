import {
  DISPUTE_NEXT_STATUSES,
  DISPUTE_STATUS_LABELS,
  disputeCreateBody,
  disputeListQuery,
  disputeUpdateBody,
  OPEN_DISPUTE_STATUSES,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { recordReviewEvent } from '../../domain/review-history';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { findReview } from '../responses/responses';
import {
  countDisputes,
  disputesOf,
  excerpt,
  filterDisputes,
  requireDisputes,
  serializeDispute,
  withDisputeColumns,
} from './disputes';

const settingOn = guard(requireDisputes);

async function loadDispute(db: Db, accountId: number, id: number) {
  const row = await withDisputeColumns(
    disputesOf(db, accountId).where('d.id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound('Dispute');
  return serializeDispute(row);
}

const openConflict = () =>
  conflict(
    'This review already has an open dispute: mark it removed, rejected or withdrawn first.',
  );

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/**
 * POST /reviews/{reviewId}/disputes: flags a review that breaks its site's rules. Anyone who may
 * update reviews flags one, with the dispute_reviews setting on; one open dispute per review.
 */
export function reviewDisputesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.post(
    '/',
    describeRoute({ returns: 'Dispute', status: 201 }),
    settingOn,
    allow('review', 'update'),
    input('json', disputeCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const reviewId = readId(c, 'reviewId');
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findReview(db, auth.accountId, reviewId);
      const id = await db
        .transaction()
        .execute(async (tx) => {
          const open = await tx
            .selectFrom('disputes')
            .select('id')
            .where('account_id', '=', auth.accountId)
            .where('review_id', '=', reviewId)
            .where('status', 'in', OPEN_DISPUTE_STATUSES)
            .executeTakeFirst();
          if (open) throw openConflict();
          const row = await tx
            .insertInto('disputes')
            .values({
              account_id: auth.accountId,
              review_id: reviewId,
              reason: body.reason,
              note: body.note,
              flagged_by_user_id: auth.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordReviewEvent(tx, {
            accountId: auth.accountId,
            reviewId,
            userId: auth.userId,
            type: 'dispute_flagged',
            data: {
              dispute_id: row.id,
              reason: body.reason,
              ...(body.note ? { note: excerpt(body.note) } : {}),
            },
          });
          return row.id;
        })
        .catch((err: unknown) => {
          // Two flags at once: the partial unique index lets one through.
          if (isUniqueViolation(err)) throw openConflict();
          throw err;
        });
      return c.json(await loadDispute(db, auth.accountId, id), 201);
    },
  );

  return app;
}

/** /disputes: the account's disputes with counts, one dispute, and its next step. */
export function disputesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Dispute', list: 'disputes' }),
    settingOn,
    allow('review', 'read'),
    input('query', disputeListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const base = filterDisputes(disputesOf(db, accountId), q);
      const by = q.sort?.by ?? 'created_at';
      const order = q.sort?.order ?? 'desc';
      const sorted = withDisputeColumns(base).orderBy(`d.${by}`, order).orderBy('d.id', order);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const [{ rows, total }, counts] = await Promise.all([
        pageOf(sorted, count, q),
        countDisputes(base),
      ]);
      return c.json({
        ...halList(c.req.url, 'disputes', rows.map(serializeDispute), total, q.page, q.per_page),
        counts,
      });
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'Dispute' }),
    settingOn,
    allow('review', 'read'),
    async (c) => c.json(await loadDispute(c.var.deps.db, c.var.auth.accountId, readId(c))),
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Dispute' }),
    settingOn,
    allow('review', 'update'),
    input('json', disputeUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await db.transaction().execute(async (tx) => {
        const current = await tx
          .selectFrom('disputes')
          .select(['id', 'review_id', 'status'])
          .where('account_id', '=', auth.accountId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound('Dispute');
        const allowed = DISPUTE_NEXT_STATUSES[current.status];
        if (!allowed.includes(body.status)) {
          const from = DISPUTE_STATUS_LABELS[current.status].toLowerCase();
          throw conflict(
            allowed.length === 0
              ? `This dispute is closed (${from}); flag the review again to dispute it anew.`
              : `A dispute that is ${from} can be marked ${allowed.join(', ')}; not ${body.status}.`,
          );
        }
        const now = new Date();
        await tx
          .updateTable('disputes')
          .set({
            status: body.status,
            updated_at: now,
            ...(body.status === 'submitted' ? { submitted_at: now } : { resolved_at: now }),
          })
          .where('id', '=', id)
          .execute();
        await recordReviewEvent(tx, {
          accountId: auth.accountId,
          reviewId: current.review_id,
          userId: auth.userId,
          type: `dispute_${body.status}` as 'dispute_submitted',
          data: {
            dispute_id: id,
            from: current.status,
            to: body.status,
            ...(body.note ? { note: body.note } : {}),
          },
        });
      });
      return c.json(await loadDispute(db, auth.accountId, id));
    },
  );

  return app;
}
