import {
  NPI_MESSAGES,
  NPI_PATTERN,
  type NpiResults,
  npiNumberQuery,
  npiSearchQuery,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requireSomePermission, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';

/** NPI lookups are for health-care accounts that may add or edit locations. */
async function checkAccess(auth: AuthContext, c: Context<AppEnv>) {
  const { db } = c.var.deps;
  requireSomePermission(auth, 'location', 'create', 'update');
  const account = await db
    .selectFrom('accounts')
    .select('vertical')
    .where('id', '=', auth.accountId)
    .executeTakeFirstOrThrow();
  if (account.vertical !== 'health_care')
    throw forbidden('NPI lookups are available to health-care accounts only.');
}

const unavailable = () => new HttpError(503, NPI_MESSAGES.unreachable);

/**
 * GET /npi/{number}: the registry's entry for a 10-digit NPI (400 'NPI not
 * found' otherwise; `results` empty when the registry has no such number).
 * GET /npi?first_name&last_name&city&state&postal_code: a search; the console
 * needs exactly one result for a match.
 */
export function npiRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'NpiResults' }),
    guard(checkAccess),
    input('query', npiSearchQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      const { account_id: _, ...search } = q;
      try {
        const results = await locationProvidersOf(c.var.deps).npi.search(search);
        return c.json({ results } satisfies NpiResults);
      } catch {
        throw unavailable();
      }
    },
  );

  app.get(
    '/:number',
    describeRoute({ returns: 'NpiResults' }),
    guard(checkAccess),
    input('query', npiNumberQuery),
    async (c) => {
      const auth = c.var.auth;
      const number = c.req.param('number');
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      if (!NPI_PATTERN.test(number)) throw badRequest(NPI_MESSAGES.notFound);
      try {
        const results = await locationProvidersOf(c.var.deps).npi.lookup(number);
        return c.json({ results } satisfies NpiResults);
      } catch {
        throw unavailable();
      }
    },
  );

  return app;
}
