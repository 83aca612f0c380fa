import { usePlauditSWR } from './data/data-hooks';

/** A location's directory-specific overrides (phone, website, publishing), by source. */
export function useSourceOverrides(locationId: number | null) {
  return usePlauditSWR('sourceOverrides', locationId ? [locationId] : null, (api) =>
    api.locationSourceOverrides.list({
      location_id: locationId as number,
      sort: { by: 'source_id', order: 'asc' },
    }),
  );
}
