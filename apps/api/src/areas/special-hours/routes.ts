import {
  SPECIAL_HOURS_MESSAGES,
  specialHoursCreateBody,
  specialHoursDeleteQuery,
  specialHoursListQuery,
  specialHoursUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import {
  checkSpecialHours,
  findLocationBrief,
  guardDuplicate,
  selectSpecialHours,
  serializeSpecialHours,
  specialHoursColumns,
} from './store';

/**
 * Holiday (special) hours of locations: GET (location_id, from start_date, by
 * start_date ascending), POST (one location, or location_ids[] for the bulk
 * holiday entry: one row per location, overriding that date), PATCH, DELETE.
 */
export function specialHoursRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'SpecialHours', list: 'special_hours' }),
    allow('location', 'read'),
    input('query', specialHoursListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      if (q.location_id) await findLocationBrief(db, accountId, q.location_id);
      let base = db.selectFrom('special_hours as sh').where('sh.account_id', '=', accountId);
      if (q.location_id) base = base.where('sh.location_id', '=', q.location_id);
      if (q.location_ids?.length) base = base.where('sh.location_id', 'in', q.location_ids);
      if (q.start_date) base = base.where('sh.start_date', '>=', q.start_date);
      if (q.end_date) base = base.where('sh.start_date', '<=', q.end_date);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      let rowsQ = selectSpecialHours(db, accountId);
      if (q.location_id) rowsQ = rowsQ.where('sh.location_id', '=', q.location_id);
      if (q.location_ids?.length) rowsQ = rowsQ.where('sh.location_id', 'in', q.location_ids);
      if (q.start_date) rowsQ = rowsQ.where('sh.start_date', '>=', q.start_date);
      if (q.end_date) rowsQ = rowsQ.where('sh.start_date', '<=', q.end_date);
      const sorted = rowsQ
        .orderBy('sh.start_date', q.sort?.order ?? 'asc')
        .orderBy('sh.location_id')
        .orderBy('sh.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'special_hours',
          rows.map(serializeSpecialHours),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.post(
    '/',
    describeRoute({
      returns: ['SpecialHours', 'BulkSpecialHours'],
      status: 201,
    }),
    allow('location', 'update'),
    input('json', specialHoursCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const ids = body.location_ids ?? (body.location_id ? [body.location_id] : []);
      if (ids.length === 0) throw badRequest('location_id is required');
      const unique = [...new Set(ids)];
      const locations = await db
        .selectFrom('locations')
        .select(['id', 'timezone'])
        .where('account_id', '=', accountId)
        .where('id', 'in', unique)
        .execute();
      if (locations.length !== unique.length) throw notFound('Location');
      for (const l of locations) checkSpecialHours(body, l.timezone);
      const cols = specialHoursColumns(body);

      if (!body.location_ids) {
        const created = await guardDuplicate(() =>
          db
            .insertInto('special_hours')
            .values({ account_id: accountId, location_id: unique[0]!, ...cols })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        const row = await selectSpecialHours(db, accountId)
          .where('sh.id', '=', created.id)
          .executeTakeFirstOrThrow();
        return c.json(serializeSpecialHours(row), 201);
      }
      // Bulk holiday entry: one row per location; that date's existing row is overridden.
      const created = await db
        .insertInto('special_hours')
        .values(unique.map((location_id) => ({ account_id: accountId, location_id, ...cols })))
        .onConflict((oc) =>
          oc.columns(['location_id', 'start_date']).doUpdateSet((eb) => ({
            closed: eb.ref('excluded.closed'),
            is_24_hours: eb.ref('excluded.is_24_hours'),
            hours: eb.ref('excluded.hours'),
            updated_at: new Date(),
          })),
        )
        .returning('id')
        .execute();
      const rows = await selectSpecialHours(db, accountId)
        .where(
          'sh.id',
          'in',
          created.map((r) => r.id),
        )
        .orderBy('sh.location_id')
        .execute();
      return c.json({ special_hours: rows.map(serializeSpecialHours) }, 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'SpecialHours' }),
    allow('location', 'update'),
    input('json', specialHoursUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const current = await selectSpecialHours(db, accountId)
        .where('sh.id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound('Special hours');
      const location = await findLocationBrief(db, accountId, current.location_id);
      const { account_id: _, ...patch } = body;
      const merged = { ...serializeSpecialHours(current), ...patch };
      checkSpecialHours(merged, location.timezone);
      const clash = await db
        .selectFrom('special_hours')
        .select('id')
        .where('location_id', '=', current.location_id)
        .where('start_date', '=', merged.start_date!)
        .where('id', '<>', id)
        .executeTakeFirst();
      if (clash) throw badRequest(SPECIAL_HOURS_MESSAGES.duplicateDate);
      await guardDuplicate(() =>
        db
          .updateTable('special_hours')
          .set({ ...specialHoursColumns(merged), updated_at: new Date() })
          .where('id', '=', id)
          .where('account_id', '=', accountId)
          .execute(),
      );
      const row = await selectSpecialHours(db, accountId)
        .where('sh.id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(serializeSpecialHours(row));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204 }),
    allow('location', 'update'),
    input('query', specialHoursDeleteQuery),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const current = await db
        .selectFrom('special_hours')
        .select('id')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!current) throw notFound('Special hours');
      await db
        .deleteFrom('special_hours')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}
