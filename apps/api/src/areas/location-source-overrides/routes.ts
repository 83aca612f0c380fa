import {
  SOURCE_OVERRIDE_MESSAGES,
  sourceOverrideCreateBody,
  sourceOverrideListQuery,
  sourceOverrideUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { findLocationBrief } from '../special-hours/store';
import { overrideColumns, selectOverrides, serializeOverride, upsertOverride } from './store';

/** Directory-specific phone and website of locations (spec 2 sections 3 to 5). */
export function locationSourceOverridesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'LocationSourceOverride',
      list: 'location_source_overrides',
    }),
    allow('location', 'read'),
    input('query', sourceOverrideListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      if (q.location_id) await findLocationBrief(db, accountId, q.location_id);
      let base = db
        .selectFrom('location_source_overrides as o')
        .where('o.account_id', '=', accountId);
      let rowsQ = selectOverrides(db, accountId);
      if (q.location_id) {
        base = base.where('o.location_id', '=', q.location_id);
        rowsQ = rowsQ.where('o.location_id', '=', q.location_id);
      }
      if (q.source_id) {
        base = base.where('o.source_id', '=', q.source_id);
        rowsQ = rowsQ.where('o.source_id', '=', q.source_id);
      }
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = rowsQ
        .orderBy(
          q.sort?.by === 'created_at' ? 'o.created_at' : 'o.source_id',
          q.sort?.order ?? 'asc',
        )
        .orderBy('o.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'location_source_overrides',
          rows.map(serializeOverride),
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
      returns: 'LocationSourceOverride',
      status: 201,
    }),
    allow('location', 'update'),
    input('json', sourceOverrideCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      await findLocationBrief(db, accountId, body.location_id);
      if (body.phone === undefined && body.website === undefined && body.enabled === undefined)
        throw badRequest(SOURCE_OVERRIDE_MESSAGES.phoneRequired);
      const id = await upsertOverride(
        db,
        accountId,
        body.location_id,
        body.source_id,
        overrideColumns(body),
      );
      const row = await selectOverrides(db, accountId)
        .where('o.id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(serializeOverride(row), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'LocationSourceOverride' }),
    allow('location', 'update'),
    input('json', sourceOverrideUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const current = await selectOverrides(db, accountId)
        .where('o.id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound('Source override');
      const cols = overrideColumns(body);
      if (Object.keys(cols).length)
        await db
          .updateTable('location_source_overrides')
          .set({ ...cols, updated_at: new Date() })
          .where('id', '=', id)
          .where('account_id', '=', accountId)
          .execute();
      const row = await selectOverrides(db, accountId)
        .where('o.id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(serializeOverride(row));
    },
  );

  return app;
}
