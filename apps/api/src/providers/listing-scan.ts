import { hashOf } from './places';

/** The directories a prospect's listing is looked up on (Google is the reference). */
export const SCAN_DIRECTORIES = [
  { code: 'google', name: 'Google Business Profile' },
  { code: 'yelp', name: 'Yelp' },
  { code: 'facebook', name: 'Facebook' },
  { code: 'bing', name: 'Bing Places' },
  { code: 'apple', name: 'Apple Maps' },
  { code: 'foursquare', name: 'Foursquare' },
] as const;

/** The place's listing on one directory, each field compared with the Google place. */
export type ListingScanResult = {
  directory: string;
  directory_name: string;
  found: boolean;
  name_matches: boolean;
  address_matches: boolean;
  phone_matches: boolean;
  hours_match: boolean;
};

export type ScannedPlace = { google_place_id: string; name: string; address: string | null };

/**
 * Listing accuracy of a prospect business: is the place
 * listed on each directory, and do the name, address, phone and hours there match its
 * Google place? Plaudit's own listings sync (directory-sync.ts) only knows the accounts'
 * own locations, so a prospect needs a lookup of its own. A real client would be a
 * listings-scan service (none is configured yet: choosing one is a product decision); the
 * local implementation is deterministic, from a hash of the place id and directory, so a
 * place always scans the same and the demo shows a mix of listings found, missing and
 * out of date.
 */
export interface ListingScanProvider {
  readonly name: string;
  scan(place: ScannedPlace): Promise<ListingScanResult[]>;
}

export function localListingScan(): ListingScanProvider {
  return {
    name: 'local',
    async scan(place) {
      return SCAN_DIRECTORIES.map((d) => {
        if (d.code === 'google')
          return {
            directory: d.code,
            directory_name: d.name,
            found: true,
            name_matches: true,
            address_matches: true,
            phone_matches: true,
            hours_match: true,
          };
        const h = hashOf(`listing-scan:${place.google_place_id}:${d.code}`);
        const found = h % 10 !== 0;
        return {
          directory: d.code,
          directory_name: d.name,
          found,
          name_matches: found && (h >>> 4) % 6 !== 0,
          address_matches: found && (h >>> 8) % 5 !== 0,
          phone_matches: found && (h >>> 12) % 4 !== 0,
          hours_match: found && (h >>> 16) % 3 !== 0,
        };
      });
    },
  };
}

const fallback = new WeakMap<object, ListingScanProvider>();

/** The app's listing scan: the configured one, else one local one per app. */
export function listingScanOf(deps: {
  providers: { listingScan?: ListingScanProvider };
}): ListingScanProvider {
  if (deps.providers.listingScan) return deps.providers.listingScan;
  const p = fallback.get(deps) ?? localListingScan();
  fallback.set(deps, p);
  return p;
}
