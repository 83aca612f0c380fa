import type {
  Location,
  LocationCreateBody,
  LocationListQuery,
  LocationUpdateBody,
} from '../schemas/locations';
import type {
  BulkHoursBody,
  BulkHoursResult,
  LocationDiff,
  LocationSaveBody,
  LocationSyncResult,
} from '../schemas/locations-sync';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type LocationListInput = ListInput<LocationListQuery>;
/** The create body; `open_status` defaults to 'active' on the server. */
export type LocationCreateInput = WithOptional<LocationCreateBody, 'open_status'>;

const locationsAt = (client: Client) =>
  resource<Location, LocationCreateInput, LocationUpdateBody, LocationListInput>(
    client,
    '/locations',
    'locations',
  );

/** GET /locations (group_id, location_ids, keywords, search_type, open_status, paging, sort). */
export function listLocations(
  client: Client,
  query?: LocationListInput,
  options?: CallOptions,
): Promise<Page<Location>> {
  return locationsAt(client).list(query, options);
}

/** GET /locations/{id} */
export function getLocation(client: Client, id: Id, options?: CallOptions): Promise<Location> {
  return locationsAt(client).get(id, options);
}

/** POST /locations */
export function createLocation(
  client: Client,
  body: LocationCreateInput,
  options?: CallOptions,
): Promise<Location> {
  return locationsAt(client).create(body, options);
}

/** PATCH /locations/{id} */
export function updateLocation(
  client: Client,
  id: Id,
  body: LocationUpdateBody,
  options?: CallOptions,
): Promise<Location> {
  return locationsAt(client).update(id, body, options);
}

/** DELETE /locations/{id} (the last location of an account cannot be deleted). */
export function deleteLocation(client: Client, id: Id, options?: CallOptions): Promise<void> {
  return locationsAt(client).remove(id, options);
}

export const locations = {
  list: listLocations,
  get: getLocation,
  create: createLocation,
  update: updateLocation,
  remove: deleteLocation,
  save: saveLocation,
  diff: getLocationDiff,
  syncFromGoogle: syncLocationFromGoogle,
  bulkHours: bulkUpdateHours,
};

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
): Promise<LocationSyncResult> {
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
