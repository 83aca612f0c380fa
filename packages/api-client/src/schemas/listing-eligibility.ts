import { type Infer, id, object } from './validate';

/** Reasons of spec 2 section 3 (listing eligibility). */
export const ELIGIBILITY_REASONS = {
  noIntegration: 'No active Google integration',
  notInIntegration: 'Location not found in Google integration',
} as const;

/** GET /local_listings/eligible_locations/{locationId} */
export const eligibleLocationQuery = object({ account_id: id().optional() });
export type EligibleLocationQuery = Infer<typeof eligibleLocationQuery>;

export type LocationEligibility = {
  location_id: number;
  status: 'eligible' | 'ineligible';
  status_reason: string | null;
  /** The Google integration's reference of the location, when covered. */
  reference_id: string | null;
  /** Listing publishing status of the location: 'published' when Auto Sync is on. */
  publishing_status: 'published' | 'unpublished';
};
