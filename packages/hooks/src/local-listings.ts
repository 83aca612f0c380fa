import type { PlauditApi } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

type ListingLocationsQuery = NonNullable<Parameters<PlauditApi['localListings']['locations']>[1]>;

/** GET /local_listings/metrics/{account}/overview: status counts and the account's directories. */
export function useListingsOverview() {
  return usePlauditSWR('listingsOverview', [], (api, accountId) =>
    api.localListings.overview(accountId),
  );
}

/** GET /local_listings/metrics/{account}/locations: the dashboard's page of locations. */
export function useListingLocations(query: ListingLocationsQuery) {
  const q = clean(query);
  return usePlauditSWR('listingLocations', [q], (api, accountId) =>
    api.localListings.locations(accountId, q),
  );
}

/** GET /local_listings/integration_overview for a location; null skips the call. */
export function useIntegrationOverview(locationId: number | null) {
  return usePlauditSWR('integrationOverview', locationId ? [locationId] : null, (api) =>
    api.localListings.integrationOverview({ location_id: locationId as number }),
  );
}

/** Whether a location can use Google features (an active Google integration covering it). */
export function useLocationEligibility(locationId: number | null, enabled: boolean) {
  return usePlauditSWR(
    'eligibility',
    enabled && locationId ? [locationId] : null,
    (api, accountId) =>
      api.localListings.eligibility(locationId as number, { account_id: accountId }),
  );
}
