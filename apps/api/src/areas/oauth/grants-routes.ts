import {
  isOAuthScope,
  OAUTH_SCOPES,
  type OAuthGrant,
  oauthGrantListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readId } from '../../http/validate';

/**
 * /oauth_grants: the apps the signed-in user authorized in this account, and revoking one
 * (its codes and tokens end at once). Every user manages their own; nobody else's.
 */
export function oauthGrantsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/', authenticate({ firstParty: true }));
  app.use('/:id', authenticate({ firstParty: true }));

  app.get(
    '/',
    describeRoute({
      returns: 'OAuthGrant',
      list: 'oauth_grants',
      summary: 'The apps you authorized',
    }),
    input('query', oauthGrantListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const auth = c.var.auth;
      const base = c.var.deps.db
        .selectFrom('oauth_grants as g')
        .innerJoin('oauth_clients as c', 'c.id', 'g.client_id')
        .innerJoin('accounts as p', 'p.id', 'c.account_id')
        .where('g.user_id', '=', auth.userId)
        .where('g.account_id', '=', auth.accountId);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base
        .select([
          'g.id',
          'g.scopes',
          'g.created_at',
          'g.updated_at',
          'c.client_id',
          'c.name',
          'p.id as partner_id',
          'p.name as partner_name',
        ])
        .orderBy('g.created_at', q.sort?.order ?? 'desc')
        .orderBy('g.id');
      const { rows, total } = await pageOf(sorted, count, q);
      const grants = rows.map(
        (r): OAuthGrant => ({
          id: r.id,
          client: { client_id: r.client_id, name: r.name },
          partner: { id: r.partner_id, name: r.partner_name },
          scopes: r.scopes.filter(isOAuthScope).map((name) => ({
            name,
            description: OAUTH_SCOPES[name].description,
          })),
          created_at: new Date(r.created_at).toISOString(),
          updated_at: new Date(r.updated_at).toISOString(),
        }),
      );
      return c.json(halList(c.req.url, 'oauth_grants', grants, total, q.page, q.per_page));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204, summary: 'Revoke an app: its tokens stop working at once' }),
    async (c) => {
      const auth = c.var.auth;
      const gone = await c.var.deps.db
        .deleteFrom('oauth_grants')
        .where('id', '=', readId(c))
        .where('user_id', '=', auth.userId)
        .where('account_id', '=', auth.accountId)
        .returning('id')
        .executeTakeFirst();
      if (!gone) throw notFound('Authorized app');
      return c.body(null, 204);
    },
  );
  return app;
}
