import {
  SAVED_FILTER_DUPLICATE,
  type SavedFilterConfig,
  type UserPreference,
  userPreferenceCreateBody,
  userPreferenceListQuery,
  userPreferenceUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Row } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';

const serialize = (r: Row<'user_preferences'>): UserPreference => ({
  id: r.id,
  account_id: r.account_id,
  user_id: r.user_id,
  preference_type: r.preference_type as UserPreference['preference_type'],
  name: r.name,
  config: r.config as SavedFilterConfig,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

/** A user's own preferences only: another user's are not found. */
function ownPreferences(db: Db, auth: AuthContext) {
  return db
    .selectFrom('user_preferences')
    .selectAll()
    .where('account_id', '=', auth.accountId)
    .where('user_id', '=', auth.userId);
}

/** Names are unique per user and type, ignoring case (409 otherwise). */
async function checkNameFree(
  db: Db,
  auth: AuthContext,
  type: string,
  name: string,
  exceptId?: number,
) {
  let q = ownPreferences(db, auth)
    .where('preference_type', '=', type)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict(SAVED_FILTER_DUPLICATE);
}

/** Saved filters (user preferences of type saved_filters), spec 1 sections 2, 3 and 7. */
export function userPreferencesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'UserPreference',
      list: 'user_preferences',
    }),
    allow('user_preference', 'read'),
    input('query', userPreferenceListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      if (q.user_id !== undefined && q.user_id !== auth.userId) throw notFound('User');
      let base = ownPreferences(c.var.deps.db, auth).where(
        'preference_type',
        '=',
        q.preference_type,
      );
      if (q.keywords) base = base.where('name', 'ilike', likeContains(q.keywords));
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base.orderBy(q.sort?.by ?? 'name', q.sort?.order ?? 'asc').orderBy('id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'user_preferences', rows.map(serialize), total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'UserPreference', status: 201 }),
    allow('user_preference', 'create'),
    input('json', userPreferenceCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      scopedAccountId(auth, body.account_id);
      if (body.user_id !== undefined && body.user_id !== auth.userId) throw notFound('User');
      const { db } = c.var.deps;
      await checkNameFree(db, auth, body.preference_type, body.name);
      const row = await db
        .insertInto('user_preferences')
        .values({
          account_id: auth.accountId,
          user_id: auth.userId,
          preference_type: body.preference_type,
          name: body.name,
          config: JSON.stringify(body.config),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serialize(row), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'UserPreference' }),
    allow('user_preference', 'update'),
    input('json', userPreferenceUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await ownPreferences(db, auth).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Saved filter');
      if (body.name !== undefined)
        await checkNameFree(db, auth, current.preference_type, body.name, id);
      const config =
        body.config === undefined
          ? undefined
          : body.prune
            ? body.config
            : { ...(current.config as Record<string, unknown>), ...body.config };
      const row = await db
        .updateTable('user_preferences')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(config !== undefined ? { config: JSON.stringify(config) } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('user_id', '=', auth.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serialize(row));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204 }),
    allow('user_preference', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const current = await ownPreferences(db, auth).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Saved filter');
      await db
        .deleteFrom('user_preferences')
        .where('id', '=', id)
        .where('user_id', '=', auth.userId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}
