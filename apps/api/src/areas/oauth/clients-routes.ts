import {
  type OAuthClient,
  type OAuthClientWithSecret,
  oauthClientCreateBody,
  oauthClientListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readId } from '../../http/validate';
import { partnerAdminsOnly } from '../partner-origins/routes';
import { newClientId, newSecret } from './oauth-tokens';

type ClientRow = {
  id: number;
  account_id: number;
  client_id: string;
  name: string;
  redirect_uris: string[];
  secret_hash: string | null;
  created_by: number | null;
  created_at: Date | string;
  authorized_users: number | string | bigint | null;
};

const serialize = (r: ClientRow): OAuthClient => ({
  id: r.id,
  account_id: r.account_id,
  client_id: r.client_id,
  name: r.name,
  redirect_uris: r.redirect_uris,
  confidential: r.secret_hash !== null,
  authorized_users: Number(r.authorized_users ?? 0),
  created_by: r.created_by,
  created_at: new Date(r.created_at).toISOString(),
});

const clientsOf = (db: Db, accountId: number) =>
  db
    .selectFrom('oauth_clients as c')
    .where('c.account_id', '=', accountId)
    .select((eb) => [
      'c.id',
      'c.account_id',
      'c.client_id',
      'c.name',
      'c.redirect_uris',
      'c.secret_hash',
      'c.created_by',
      'c.created_at',
      eb
        .selectFrom('oauth_grants as g')
        .whereRef('g.client_id', '=', 'c.id')
        .select((g) => g.fn.count<number>('g.id').as('n'))
        .as('authorized_users'),
    ]);

/**
 * /oauth_clients: the apps a partner registered to sign its users in with Plaudit (OAuth 2,
 * authorization code with PKCE). Partner administrators only; a confidential client's secret
 * is shown once, when it is registered, and kept as a hash.
 */
export function oauthClientsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/', authenticate());
  app.use('/:id', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'OAuthClient',
      list: 'oauth_clients',
      summary: 'The apps this partner registered',
    }),
    partnerAdminsOnly,
    input('query', oauthClientListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const accountId = c.var.auth.accountId;
      const count = db
        .selectFrom('oauth_clients')
        .where('account_id', '=', accountId)
        .select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = clientsOf(db, accountId)
        .orderBy(`c.${q.sort?.by ?? 'created_at'}`, q.sort?.order ?? 'asc')
        .orderBy('c.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'oauth_clients', rows.map(serialize), total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({
      returns: 'OAuthClientWithSecret',
      status: 201,
      summary: 'Register an app: its name and exact redirect URIs give a client_id',
    }),
    partnerAdminsOnly,
    input('json', oauthClientCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const secret = body.confidential ? newSecret('pcs') : null;
      const row = await c.var.deps.db
        .insertInto('oauth_clients')
        .values({
          account_id: auth.accountId,
          client_id: newClientId(),
          name: body.name,
          redirect_uris: [...new Set(body.redirect_uris)],
          secret_hash: secret?.hash ?? null,
          created_by: auth.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const answer: OAuthClientWithSecret = {
        ...serialize({ ...row, authorized_users: 0 }),
        client_secret: secret?.value ?? null,
      };
      return c.json(answer, 201);
    },
  );

  app.delete(
    '/:id',
    describeRoute({
      status: 204,
      summary: 'Remove an app: its users’ authorizations and tokens end',
    }),
    partnerAdminsOnly,
    async (c) => {
      const gone = await c.var.deps.db
        .deleteFrom('oauth_clients')
        .where('id', '=', readId(c))
        .where('account_id', '=', c.var.auth.accountId)
        .returning('id')
        .executeTakeFirst();
      if (!gone) throw notFound('App');
      return c.body(null, 204);
    },
  );
  return app;
}
