import { type LocationPreview, locationPreviewQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { readId, readQuery } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';

/**
 * GET /billing/{accountId}/location_preview?num_added_locations=N: the monthly
 * price of adding locations and the trial limit, from the BillingProvider.
 * Anyone who may create locations gets the trial fields; the price only
 * administrators of accounts that are not white-labelled (others are told
 * 'Adding a location may incur additional costs.').
 */
export function billingRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));

  app.get(
    '/:account_id/location_preview',
    describeRoute({ returns: 'LocationPreview', query: locationPreviewQuery }),
    allow('location', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c, locationPreviewQuery);
      const { db } = c.var.deps;
      const account = await db
        .selectFrom('accounts')
        .select(['plan_code', 'status'])
        .select((eb) =>
          eb
            .selectFrom('locations')
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('locations.account_id', '=', accountId)
            .as('locations'),
        )
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      const current = Number(account.locations ?? 0);
      let quote: Awaited<
        ReturnType<ReturnType<typeof locationProvidersOf>['billing']['locationQuote']>
      >;
      try {
        quote = await locationProvidersOf(c.var.deps).billing.locationQuote({
          accountId,
          planCode: account.plan_code,
          status: account.status,
          currentLocations: current,
          numAdded: q.num_added_locations,
        });
      } catch {
        throw new HttpError(503, 'Error fetching location pricing preview.');
      }
      const showPrice = auth.userType === 'administrator' && !auth.session.isWhitelabel;
      const preview: LocationPreview = {
        account_id: accountId,
        num_added_locations: q.num_added_locations,
        current_locations: current,
        new_location_monthly_unit_cents: showPrice ? quote.unitCents : null,
        new_locations_monthly_total_cents: showPrice
          ? quote.unitCents * q.num_added_locations
          : null,
        currency: 'USD',
        trial_location_limit_reached: quote.trialLimitReached,
        trial_location_limit: quote.trialLocationLimit,
      };
      return c.json(preview);
    },
  );

  return app;
}
