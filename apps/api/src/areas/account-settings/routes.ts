import {
  type AccountSetting,
  accountSettingsQuery,
  type Whitelabel,
  whitelabelListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';

/** GET /account_settings: settings of the caller's account. */
export function accountSettingsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));

  app.get(
    '/',
    describeRoute({
      returns: 'AccountSetting',
      list: 'account_settings',
    }),
    input('query', accountSettingsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      let base = db
        .selectFrom('account_settings')
        .selectAll()
        .where('account_id', '=', c.var.auth.accountId);
      if (q.keywords) base = base.where('code', 'ilike', likeContains(q.keywords));
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(base.orderBy('code', q.sort?.order ?? 'asc'), count, q);
      const items: AccountSetting[] = rows.map((r) => ({
        id: r.id,
        code: r.code,
        value: r.value === 'true' ? true : r.value === 'false' ? false : r.value,
      }));
      return c.json(halList(c.req.url, 'account_settings', items, total, q.page, q.per_page));
    },
  );

  return app;
}

/** GET /mywhitelabel: the caller's white label, or its partner's. */
export function whitelabelRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));

  app.get(
    '/',
    describeRoute({
      returns: 'Whitelabel',
      summary: 'The white label the account shows (204 when it has none)',
      status: [200, 204],
    }),
    async (c) => {
      const { db } = c.var.deps;
      // A child account shows its partner's white label unless it has its own.
      const row = await db
        .selectFrom('accounts as a')
        .leftJoin('accounts as p', 'p.id', 'a.parent_id')
        .innerJoin('whitelabels as w', (j) =>
          j.on((eb) => eb('w.id', '=', eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id'))),
        )
        .selectAll('w')
        .where('a.id', '=', c.var.auth.accountId)
        .executeTakeFirst();
      if (!row) return c.body(null, 204);
      return c.json(row satisfies Whitelabel);
    },
  );

  return app;
}

/**
 * GET /whitelabels?custom_domain= (no sign-in): the white label whose custom domain this is, as a
 * HAL list of one or none, for the login page and public pages of a partner's own domain. One
 * indexed lookup, limited per client address; nothing but the branding is answered.
 */
export function whitelabelsRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({
      returns: 'Whitelabel',
      list: 'whitelabels',
      summary: 'The white label of a custom domain (no sign-in)',
    }),
    limitRequests({
      name: 'whitelabel-domain',
      windowMs: 60_000,
      limit: 120,
      key: clientAddress,
      message: 'Too many requests. Please try again in a minute.',
    }),
    input('query', whitelabelListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const row = await c.var.deps.db
        .selectFrom('whitelabels')
        .selectAll()
        .where('custom_domain', '=', q.custom_domain.toLowerCase())
        .executeTakeFirst();
      const rows: Whitelabel[] = row ? [row] : [];
      c.header('cache-control', 'public, max-age=300');
      return c.json(halList(c.req.url, 'whitelabels', rows, rows.length, 1, 1));
    },
  );
  return app;
}
