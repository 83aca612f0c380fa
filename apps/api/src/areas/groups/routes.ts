import {
  type Group,
  type GroupListQuery,
  groupCreateBody,
  groupListQuery,
  groupUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { halList, likeContains, likePrefix, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';

function selectGroups(db: Db, accountId: number) {
  return db
    .selectFrom('groups as g')
    .selectAll('g')
    .select(
      sql<
        number[]
      >`coalesce((SELECT array_agg(gl.location_id ORDER BY gl.location_id) FROM group_locations gl WHERE gl.group_id = g.id), '{}')`.as(
        'location_ids',
      ),
    )
    .where('g.account_id', '=', accountId);
}
type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

/** The group list's filters (GET /groups and the groups export). */
export function filterGroups(db: Db, accountId: number, q: GroupListQuery) {
  let base = selectGroups(db, accountId);
  if (q.location_id !== undefined) {
    const lid = q.location_id;
    base = base.where('g.id', 'in', (eb) =>
      eb
        .selectFrom('group_locations')
        .select('group_id')
        .where('location_id', '=', lid)
        .where('account_id', '=', accountId),
    );
  }
  if (q.keywords)
    base = base.where(
      'g.name',
      'ilike',
      q.search_type === 'typeahead' ? likePrefix(q.keywords) : likeContains(q.keywords),
    );
  return base;
}

export const serializeGroup = (r: GroupRow): Group => ({
  id: r.id,
  account_id: r.account_id,
  name: r.name,
  active_location_ids: r.location_ids.map(Number),
  location_count: r.location_ids.length,
  created_at: new Date(r.created_at).toISOString(),
});

async function findGroup(db: Db, accountId: number, id: number) {
  const row = await selectGroups(db, accountId).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Group');
  return row;
}

/** Every location id must be one of the account's locations. */
async function checkLocations(db: Db, accountId: number, ids: number[]) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const { n } = await db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .executeTakeFirstOrThrow();
  if (Number(n) !== unique.length)
    throw badRequest('location_ids contains a location that does not exist');
}

export function groupsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Group', list: 'groups' }),
    allow('group', 'read'),
    input('query', groupListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const base = filterGroups(c.var.deps.db, auth.accountId, q);
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const order = q.sort?.order ?? (by === 'relevance' ? 'desc' : 'asc');
      // Relevance: names starting with the keywords first, then by name.
      const sorted =
        by === 'relevance' && q.keywords
          ? base
              .orderBy(sql`(g.name ILIKE ${likePrefix(q.keywords)})`, order)
              .orderBy('g.name', 'asc')
          : base.orderBy(
              by === 'created_at' ? 'g.created_at' : 'g.name',
              by === 'relevance' ? 'asc' : order,
            );
      const { rows, total } = await pageOf(sorted.orderBy('g.id'), count, q);
      return c.json(
        halList(c.req.url, 'groups', rows.map(serializeGroup), total, q.page, q.per_page),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Group' }), allow('group', 'read'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    return c.json(serializeGroup(await findGroup(c.var.deps.db, auth.accountId, id)));
  });

  app.post(
    '/',
    describeRoute({ returns: 'Group', status: 201 }),
    allow('group', 'create'),
    input('json', groupCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await checkLocations(db, auth.accountId, body.location_ids);
      const id = await db.transaction().execute(async (tx) => {
        const g = await tx
          .insertInto('groups')
          .values({ account_id: auth.accountId, name: body.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        const ids = [...new Set(body.location_ids)];
        if (ids.length)
          await tx
            .insertInto('group_locations')
            .values(
              ids.map((location_id) => ({
                account_id: auth.accountId,
                group_id: g.id,
                location_id,
              })),
            )
            .execute();
        return g.id;
      });
      return c.json(serializeGroup(await findGroup(db, auth.accountId, id)), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Group' }),
    allow('group', 'update'),
    input('json', groupUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findGroup(db, auth.accountId, id);
      if (body.location_ids) await checkLocations(db, auth.accountId, body.location_ids);
      await db.transaction().execute(async (tx) => {
        if (body.name !== undefined)
          await tx
            .updateTable('groups')
            .set({ name: body.name, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
        if (body.location_ids) {
          await tx.deleteFrom('group_locations').where('group_id', '=', id).execute();
          const ids = [...new Set(body.location_ids)];
          if (ids.length)
            await tx
              .insertInto('group_locations')
              .values(
                ids.map((location_id) => ({
                  account_id: auth.accountId,
                  group_id: id,
                  location_id,
                })),
              )
              .execute();
        }
      });
      return c.json(serializeGroup(await findGroup(db, auth.accountId, id)));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('group', 'delete'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    await findGroup(db, auth.accountId, id);
    await db
      .deleteFrom('groups')
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .execute();
    return c.body(null, 204);
  });

  return app;
}
