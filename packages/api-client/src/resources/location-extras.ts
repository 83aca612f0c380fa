import type {
  BulkHoursBody,
  BulkHoursResult,
  LocationDiff,
  LocationSaveBody,
} from '../schemas/location-extras';
import type { Location } from '../schemas/locations';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id } from './resource';

const at = (id: Id) => `/locations/${encodeURIComponent(String(id))}`;

/**
 * PATCH /locations/{id} with the form's special hours changes and directory
 * overrides: saved in one transaction (special hours, overrides, location).
 */
export function saveLocation(
  client: Client,
  id: Id,
  body: LocationSaveBody,
  options?: CallOptions,
): Promise<Location> {
  return client.patch<Location>(at(id), body, options);
}

/** GET /locations/{id}/diff: where Google differs ('Nothing to sync' when changed_fields is empty). */
export function getLocationDiff(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<LocationDiff> {
  return client.get<LocationDiff>(`${at(id)}/diff`, { ...options, query: { nonce: Date.now() } });
}

/** POST /locations/{id}/diff {override: true}: accepts Google's values. */
export function syncLocationFromGoogle(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<{ message: string; changed_fields: string[] }> {
  return client.post(`${at(id)}/diff`, { override: true }, options);
}

/** POST /locations/bulk_hours → {updated, failed} per location. */
export function bulkUpdateHours(
  client: Client,
  body: BulkHoursBody,
  options?: CallOptions,
): Promise<BulkHoursResult> {
  return client.post<BulkHoursResult>('/locations/bulk_hours', body, options);
}

export const locationExtras = {
  save: saveLocation,
  diff: getLocationDiff,
  syncFromGoogle: syncLocationFromGoogle,
  bulkHours: bulkUpdateHours,
};
