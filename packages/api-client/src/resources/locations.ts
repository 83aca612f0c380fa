import type {
  Location,
  LocationCreateBody,
  LocationListQuery,
  LocationUpdateBody,
} from '../schemas/locations';
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
};
