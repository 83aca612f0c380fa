import { accountGetQuery, accountListQuery, accountUpdateBody } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { readBody, readId, readQuery } from '../../http/validate';
import { selectAccounts, serializeAccount } from './serialize-account';

/** The account itself, or for a partner one of its child accounts; 404 otherwise. */
async function visibleAccount(db: Db, auth: AuthContext, id: number) {
  const row = await selectAccounts(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Account');
  const own = row.id === auth.accountId;
  const child = auth.isParent && row.parent_id === auth.accountId;
  // A shadow session may read the partner account it came from.
  const origin = auth.parentAccountId !== null && row.id === auth.parentAccountId;
  if (!own && !child && !origin) throw notFound('Account');
  return row;
}

export function accountsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));

  app.get(
    '/',
    describeRoute({ returns: 'Account', query: accountListQuery, list: 'accounts' }),
    allow('account', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const q = readQuery(c, accountListQuery);
      const parentId = q.parent_id ?? (auth.isParent ? auth.accountId : undefined);
      if (parentId !== undefined && parentId !== auth.accountId) throw notFound('Account');
      let base = selectAccounts(c.var.deps.db);
      base =
        parentId !== undefined
          ? base.where('a.parent_id', '=', parentId)
          : base.where('a.id', '=', auth.accountId);
      if (q.keywords) base = base.where('a.name', 'ilike', likeContains(q.keywords));
      if (q.status) base = base.where('a.status', '=', q.status);
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const order = q.sort?.order ?? 'asc';
      const sorted =
        by === 'total_locations'
          ? base.orderBy('total_locations', order).orderBy('a.id')
          : base.orderBy(`a.${by}`, order).orderBy('a.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'accounts', rows.map(serializeAccount), total, q.page, q.per_page),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Account', query: accountGetQuery }), async (c) => {
    readQuery(c, accountGetQuery);
    const row = await visibleAccount(c.var.deps.db, c.var.auth, readId(c));
    return c.json(serializeAccount(row));
  });

  app.patch(
    '/:id',
    describeRoute({ returns: 'Account', body: accountUpdateBody }),
    allow('account', 'update'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = await readBody(c, accountUpdateBody);
      const row = await visibleAccount(c.var.deps.db, auth, id);
      // Only a partner may switch one of its child accounts on or off.
      if (body.active !== undefined && !(auth.isParent && row.parent_id === auth.accountId))
        throw forbidden();
      if (Object.keys(body).length > 0)
        await c.var.deps.db
          .updateTable('accounts')
          .set({ ...body, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      const updated = await visibleAccount(c.var.deps.db, auth, id);
      return c.json(serializeAccount(updated));
    },
  );

  return app;
}
