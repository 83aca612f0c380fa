import type { PlaceSearchQuery, PlaceSearchResults } from '../schemas/places';
import type { CallOptions, Client } from '../transport/create-client';

/** GET /places/search?keywords= (quick place search of the location form). */
export function searchPlaces(
  client: Client,
  query: PlaceSearchQuery,
  options?: CallOptions,
): Promise<PlaceSearchResults> {
  return client.get<PlaceSearchResults>('/places/search', { ...options, query });
}

export const places = { search: searchPlaces };
