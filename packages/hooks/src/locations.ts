import type { Location, LocationListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /locations (group_id, keywords, paging, sort). Pass null to skip. */
export const useLocations = listHook<Location, LocationListInput>('locations', (api, q) =>
  api.locations.list(q),
);

/** GET /locations/{id}. */
export const useLocation = itemHook<Location>('location', (api, id) => api.locations.get(id));
