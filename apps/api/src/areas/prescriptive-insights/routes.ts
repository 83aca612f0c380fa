import { type PrescriptiveInsights, prescriptiveInsightsQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { checkLocations } from '../locations/check-locations';
import { cachedInsights, createInsightsCache } from './compute';

/** insights read (off without the insights setting) and the prescriptive_insights setting. */
function requireInsights(auth: AuthContext) {
  requirePermission(auth, 'insights', 'read');
  if (auth.settings.prescriptive_insights !== true) throw forbidden();
}

/** GET /prescriptive_insights: recommendations computed from the account's data (see compute.ts). */
export function prescriptiveInsightsRoutes(cache = createInsightsCache()) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      returns: 'PrescriptiveInsights',
      summary: 'Recommendations with their evidence and a link to act, highest impact first',
    }),
    authenticate(),
    guard(requireInsights),
    input('query', prescriptiveInsightsQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      let locationIds: number[] | null = null;
      if (q.group_id) {
        const group = await db
          .selectFrom('groups')
          .select('id')
          .where('id', '=', q.group_id)
          .where('account_id', '=', accountId)
          .executeTakeFirst();
        if (!group) throw notFound('Group');
        locationIds = (
          await db
            .selectFrom('group_locations as gl')
            .innerJoin('locations as l', 'l.id', 'gl.location_id')
            .select('gl.location_id')
            .where('gl.group_id', '=', q.group_id)
            .where('l.account_id', '=', accountId)
            .orderBy('gl.location_id')
            .execute()
        ).map((r) => r.location_id);
      }
      if (q.location_id) {
        await checkLocations(db, accountId, [q.location_id]);
        locationIds = locationIds && !locationIds.includes(q.location_id) ? [] : [q.location_id];
      }
      const answer: PrescriptiveInsights = await cachedInsights(cache, db, {
        accountId,
        locationIds,
      });
      return c.json(answer);
    },
  );

  return app;
}
