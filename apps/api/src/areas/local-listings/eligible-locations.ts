import {
  ELIGIBILITY_REASONS,
  eligibleLocationQuery,
  type LocationEligibility,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allowAny, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';

/**
 * GET /local_listings/eligible_locations/{locationId}: whether the location can
 * use Google features (photos, sync): the account needs an active Google
 * integration (table `integrations`, source_code 'google') that covers the
 * location (a row in `location_integration_refs`). Mounted by the local listings
 * router, which authenticates.
 */
export function eligibleLocationsRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id',
    describeRoute({ returns: 'LocationEligibility' }),
    allowAny('local_listing', 'read', 'preview'),
    input('query', eligibleLocationQuery),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const location = await db
        .selectFrom('locations')
        .select(['id', 'publishing_enabled'])
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!location) throw notFound('Location');
      const integration = await db
        .selectFrom('integrations')
        .select('id')
        .where('account_id', '=', accountId)
        .where('source_code', '=', 'google')
        .where('status', '=', 'active')
        .executeTakeFirst();
      const ref = integration
        ? await db
            .selectFrom('location_integration_refs')
            .select('reference_id')
            .where('integration_id', '=', integration.id)
            .where('location_id', '=', id)
            .where('account_id', '=', accountId)
            .executeTakeFirst()
        : undefined;
      const reason = !integration
        ? ELIGIBILITY_REASONS.noIntegration
        : !ref
          ? ELIGIBILITY_REASONS.notInIntegration
          : null;
      const body: LocationEligibility = {
        location_id: id,
        status: reason ? 'ineligible' : 'eligible',
        status_reason: reason,
        reference_id: ref?.reference_id ?? null,
        publishing_status: location.publishing_enabled ? 'published' : 'unpublished',
      };
      return c.json(body);
    },
  );

  return app;
}
