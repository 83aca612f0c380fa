import {
  type PartnerOrigin,
  parseOrigin,
  partnerOriginCreateBody,
  partnerOriginListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { forgetAllowedOrigins } from '../../http/partner-cors';
import { guard } from '../../http/permissions';
import { input, readId } from '../../http/validate';

export const PARTNER_ADMINS_ONLY =
  'Only administrators of a partner account can manage partner apps.';

/**
 * Partner apps (allowed origins, registered OAuth clients) are managed by the administrators
 * of a parent account, signed in themselves (not through an app's access token).
 */
export const partnerAdminsOnly = guard((auth) => {
  if (!auth.isParent || auth.userType !== 'administrator' || auth.tokenKind !== 'session')
    throw forbidden(PARTNER_ADMINS_ONLY);
});

/** Production servers take https origins only (http for localhost); others take http too. */
export const httpsOnly = () => process.env.NODE_ENV === 'production';

const serialize = (r: Selectable<Database['partner_origins']>): PartnerOrigin => ({
  id: r.id,
  account_id: r.account_id,
  origin: r.origin,
  created_by: r.created_by,
  created_at: new Date(r.created_at).toISOString(),
});

/** /partner_origins: the exact origins whose browsers may call the API (CORS). */
export function partnerOriginsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/', authenticate());
  app.use('/:id', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'PartnerOrigin',
      list: 'partner_origins',
      summary: 'The origins allowed to call the API from a browser (partner administrators)',
    }),
    partnerAdminsOnly,
    input('query', partnerOriginListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const base = c.var.deps.db
        .selectFrom('partner_origins')
        .where('account_id', '=', c.var.auth.accountId);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base
        .selectAll()
        .orderBy(q.sort?.by ?? 'created_at', q.sort?.order ?? 'asc')
        .orderBy('id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'partner_origins', rows.map(serialize), total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({
      returns: 'PartnerOrigin',
      status: 201,
      summary: 'Allow an origin (scheme://host[:port]) to call the API from a browser',
    }),
    partnerAdminsOnly,
    input('json', partnerOriginCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const parsed = parseOrigin(body.origin, { httpsOnly: httpsOnly() });
      if ('error' in parsed) throw badRequest(`origin: ${parsed.error}`);
      const { db } = c.var.deps;
      const row = await db
        .insertInto('partner_origins')
        .values({ account_id: auth.accountId, origin: parsed.origin, created_by: auth.userId })
        .onConflict((oc) => oc.columns(['account_id', 'origin']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict(`${parsed.origin} is already allowed`);
      forgetAllowedOrigins(c.var.deps.db);
      return c.json(serialize(row), 201);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204, summary: 'Stop allowing an origin' }),
    partnerAdminsOnly,
    async (c) => {
      const id = readId(c);
      const gone = await c.var.deps.db
        .deleteFrom('partner_origins')
        .where('id', '=', id)
        .where('account_id', '=', c.var.auth.accountId)
        .returning('id')
        .executeTakeFirst();
      if (!gone) throw notFound('Origin');
      forgetAllowedOrigins(c.var.deps.db);
      return c.body(null, 204);
    },
  );

  return app;
}
