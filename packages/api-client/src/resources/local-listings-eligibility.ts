import type { LocationEligibility } from '../schemas/listing-eligibility';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id } from './resource';

/** GET /local_listings/eligible_locations/{locationId} */
export function getLocationEligibility(
  client: Client,
  locationId: Id,
  query?: { account_id?: number },
  options?: CallOptions,
): Promise<LocationEligibility> {
  return client.get<LocationEligibility>(
    `/local_listings/eligible_locations/${encodeURIComponent(String(locationId))}`,
    { ...options, query },
  );
}

export const listingEligibility = { get: getLocationEligibility };
