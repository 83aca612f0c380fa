import {
  visualReportCreateBody,
  visualReportDataQuery,
  visualReportListQuery,
  visualReportUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { requireSources } from '../sources/require-sources';
import { reportRange, visualReportData } from './report-data';
import {
  canEdit,
  findReport,
  serializeReport,
  toRow,
  visibleReports,
  withCreatorName,
} from './serialize';

const EDIT_FORBIDDEN = 'Only its creator or an administrator can change this report';

/** 400 unless the group, location and shared users belong to the account. */
async function checkReferences(
  db: Db,
  accountId: number,
  body: {
    group_id?: number | null;
    location_id?: number | null;
    source_id?: number | null;
    shared_user_ids?: number[];
  },
) {
  if (body.group_id) {
    const g = await db
      .selectFrom('groups')
      .select('id')
      .where('id', '=', body.group_id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!g) throw badRequest('group_id is not a group of the account');
  }
  if (body.location_id) {
    const l = await db
      .selectFrom('locations')
      .select('id')
      .where('id', '=', body.location_id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!l) throw badRequest('location_id is not a location of the account');
  }
  if (body.source_id) await requireSources(db, [body.source_id]);
  const ids = [...new Set(body.shared_user_ids ?? [])];
  if (ids.length) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .execute();
    if (found.length !== ids.length)
      throw badRequest('shared_user_ids must name users of the account');
  }
}

/**
 * /visual_reports: reports built from blocks, saved per account and shared with users.
 * visual_report read to see, create / update / delete to write; changing, sharing or deleting a
 * report is for its creator and administrators (403 for others who can see it).
 */
export function visualReportsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'VisualReport',
      list: 'visual_reports',
    }),
    allow('visual_report', 'read'),
    input('query', visualReportListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id ?? auth.accountId);
      const base = visibleReports(c.var.deps.db, auth, accountId);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const sorted = base
        .selectAll('v')
        .select(withCreatorName.as('created_by_name'))
        .orderBy(
          by === 'name' ? sql`lower(v.name)` : sql.ref(`v.${by}`),
          q.sort?.order ?? (by === 'name' ? 'asc' : 'desc'),
        )
        .orderBy('v.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'visual_reports',
          rows.map((r) => serializeReport(toRow(r), auth)),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'VisualReport' }),
    allow('visual_report', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const r = await findReport(c.var.deps.db, auth, auth.accountId, readId(c));
      return c.json(serializeReport(r, auth));
    },
  );

  app.get(
    '/:id/data',
    describeRoute({ returns: 'VisualReportData' }),
    allow('visual_report', 'read'),
    input('query', visualReportDataQuery),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const q = c.req.valid('query');
      if (q.from && q.to && q.from > q.to) throw badRequest('from must not be after to');
      const { db } = c.var.deps;
      const r = await findReport(db, auth, auth.accountId, id);
      return c.json(await visualReportData(db, auth.accountId, r, reportRange(r, q)));
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'VisualReport', status: 201 }),
    allow('visual_report', 'create'),
    input('json', visualReportCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await checkReferences(db, auth.accountId, body);
      const row = await db
        .insertInto('visual_reports')
        .values({
          account_id: auth.accountId,
          created_by_user_id: auth.userId,
          name: body.name,
          description: body.description,
          date_descriptor: body.date_descriptor,
          group_id: body.group_id ?? null,
          location_id: body.location_id ?? null,
          source_id: body.source_id ?? null,
          blocks: JSON.stringify(body.blocks),
          sharing: body.sharing,
          shared_user_ids: body.sharing === 'users' ? [...new Set(body.shared_user_ids)] : [],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.json(serializeReport(await findReport(db, auth, auth.accountId, row.id), auth), 201);
    },
  );

  app.post(
    '/:id/duplicate',
    describeRoute({ returns: 'VisualReport', status: 201 }),
    allow('visual_report', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const r = await findReport(db, auth, auth.accountId, readId(c));
      const row = await db
        .insertInto('visual_reports')
        .values({
          account_id: auth.accountId,
          created_by_user_id: auth.userId,
          name: `Copy of ${r.name}`.slice(0, 100),
          description: r.description,
          date_descriptor: r.date_descriptor,
          group_id: r.group_id,
          location_id: r.location_id,
          source_id: r.source_id,
          blocks: JSON.stringify(r.blocks),
          sharing: 'private',
          shared_user_ids: [],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.json(serializeReport(await findReport(db, auth, auth.accountId, row.id), auth), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'VisualReport' }),
    allow('visual_report', 'update'),
    input('json', visualReportUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const r = await findReport(db, auth, auth.accountId, id);
      if (!canEdit(auth, r)) throw forbidden(EDIT_FORBIDDEN);
      await checkReferences(db, auth.accountId, body);
      const sharing = body.sharing ?? r.sharing;
      const shared = body.shared_user_ids ?? r.shared_user_ids;
      await db
        .updateTable('visual_reports')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.date_descriptor !== undefined ? { date_descriptor: body.date_descriptor } : {}),
          ...(body.group_id !== undefined ? { group_id: body.group_id } : {}),
          ...(body.location_id !== undefined ? { location_id: body.location_id } : {}),
          ...(body.source_id !== undefined ? { source_id: body.source_id } : {}),
          ...(body.blocks !== undefined ? { blocks: JSON.stringify(body.blocks) } : {}),
          sharing,
          shared_user_ids: sharing === 'users' ? [...new Set(shared)] : [],
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
      return c.json(serializeReport(await findReport(db, auth, auth.accountId, id), auth));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204 }),
    allow('visual_report', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const r = await findReport(db, auth, auth.accountId, id);
      if (!canEdit(auth, r)) throw forbidden(EDIT_FORBIDDEN);
      await db.transaction().execute(async (tx) => {
        // Its scheduled e-mails stop with it.
        await tx
          .deleteFrom('scheduled_exports')
          .where('account_id', '=', auth.accountId)
          .where('export_type', '=', 'visual_report')
          .where('resource_id', '=', id)
          .execute();
        await tx
          .deleteFrom('visual_reports')
          .where('id', '=', id)
          .where('account_id', '=', auth.accountId)
          .execute();
      });
      return c.body(null, 204);
    },
  );

  return app;
}
