import {
  type DiffSpecialHours,
  type OpenStatus,
  WEEKDAYS,
  type WeekHours,
} from '@plaudit/api-client/schemas';
import { format } from 'date-fns';
import { catalogPlace, type PlaceCandidate, searchCatalog } from './place-catalog';

export type { PlaceCandidate } from './place-catalog';

/** What Google knows of a place, in Plaudit's shapes (null: Google has no value). */
export type PlaceData = {
  place_id: string;
  public_name: string | null;
  phone: string | null;
  website: string | null;
  open_status: OpenStatus | null;
  hours: WeekHours | null;
  special_hours: DiffSpecialHours[];
};

/**
 * Google place data: the categories of a place (category typeahead by
 * google_place_id) and the place's listing data (the sync diff). The real
 * client is the Places API (New), selected by GOOGLE_PLACES_API_KEY. The local
 * implementation is deterministic: categories and differences derive from a
 * hash of the place id, so some demo locations have differences (website with
 * UTM parameters, Sunday closed, holiday hours) and others 'Nothing to sync';
 * applying them is idempotent (a second diff is empty).
 */
export interface PlacesProvider {
  readonly name: string;
  /** Google category ids (gcid:...) of the place, primary first; [] when unknown. */
  placeCategories(placeId: string): Promise<string[]>;
  /**
   * The place's listing data; null when Google does not know the place.
   * `current` is the location's own data (the local implementation derives
   * Google's version from it; a real client ignores it).
   */
  placeData(placeId: string, current: Omit<PlaceData, 'place_id'>): Promise<PlaceData | null>;
  /**
   * Quick place search (spec 2 section 2): at most 10 places matching the
   * keywords, best first. The real client is the Places API Text Search; the
   * local one searches a bundled list (the demo locations and their neighbours).
   */
  searchPlaces(keywords: string): Promise<PlaceCandidate[]>;
}

export class PlacesUnavailableError extends Error {}

/** FNV-1a, for deterministic choices from a place id. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const LOCAL_CATEGORIES = [
  'gcid:bistro',
  'gcid:american_restaurant',
  'gcid:brunch_restaurant',
  'gcid:restaurant',
  'gcid:cafe',
];

/** The next `month`/`day` on or after `from` (YYYY-MM-DD). */
function nextDate(from: string, month: number, day: number): string {
  const year = Number(from.slice(0, 4));
  const candidate = format(new Date(year, month - 1, day), 'yyyy-MM-dd');
  return candidate >= from ? candidate : format(new Date(year + 1, month - 1, day), 'yyyy-MM-dd');
}

export function localPlaces(today: () => string = () => new Date().toISOString().slice(0, 10)) {
  const provider: PlacesProvider = {
    name: 'local',
    async placeCategories(placeId) {
      const known = catalogPlace(placeId)?.category;
      if (known) return known === 'gcid:restaurant' ? [known] : [known, 'gcid:restaurant'];
      const primary = LOCAL_CATEGORIES[hashOf(placeId) % LOCAL_CATEGORIES.length]!;
      return primary === 'gcid:restaurant' ? [primary] : [primary, 'gcid:restaurant'];
    },
    async placeData(placeId, current) {
      if (placeId.startsWith('unknown')) return null;
      const data: PlaceData = { place_id: placeId, ...current };
      const variant = hashOf(placeId) % 4;
      if (variant === 1 && current.website) {
        const u = new URL(current.website);
        u.search = '?utm_source=google&utm_medium=organic';
        data.website = u.toString();
      }
      if (variant === 2 && current.hours) {
        data.hours = {
          ...current.hours,
          sunday: { open: false, is_24_hours: false, hours: [] },
        };
      }
      if (variant === 3) {
        const t = today();
        const google: DiffSpecialHours[] = [
          { start_date: nextDate(t, 12, 25), closed: true, is_24_hours: false, hours: [] },
          {
            start_date: nextDate(t, 1, 1),
            closed: false,
            is_24_hours: false,
            hours: [{ open_time: '10:00', close_time: '15:00' }],
          },
        ];
        const dates = new Set(google.map((g) => g.start_date));
        data.special_hours = [
          ...current.special_hours.filter((s) => !dates.has(s.start_date)),
          ...google,
        ].sort((a, b) => a.start_date.localeCompare(b.start_date));
      }
      return data;
    },
    async searchPlaces(keywords) {
      return searchCatalog(keywords);
    },
  };
  return provider;
}

export type GooglePlace = {
  id: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
  primaryType?: string;
  types?: string[];
  nationalPhoneNumber?: string;
  websiteUri?: string;
  businessStatus?: 'OPERATIONAL' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY';
  regularOpeningHours?: {
    periods?: {
      open: { day: number; hour: number; minute: number };
      close?: { day: number; hour: number; minute: number };
    }[];
  };
};

const hhmm = (h: number, m: number) => format(new Date(2000, 0, 1, h, m), 'HH:mm');

/** Google's periods (day 0 = Sunday) as Plaudit's week. */
export function weekFromPeriods(
  periods: NonNullable<GooglePlace['regularOpeningHours']>['periods'],
): WeekHours | null {
  if (!periods) return null;
  const week = Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      { open: false, is_24_hours: false, hours: [] as { open_time: string; close_time: string }[] },
    ]),
  ) as WeekHours;
  for (const p of periods) {
    const day = week[WEEKDAYS[(p.open.day + 6) % 7]!];
    day.open = true;
    if (!p.close) day.is_24_hours = true;
    else
      day.hours.push({
        open_time: hhmm(p.open.hour, p.open.minute),
        close_time: hhmm(p.close.hour, p.close.minute),
      });
  }
  return week;
}

/** The Places API (New): https://places.googleapis.com/v1/places/{id}. */
export function googlePlaces(apiKey: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
  async function place(placeId: string, fields: string): Promise<GooglePlace | null> {
    const res = await fetchImpl(
      `https://places.googleapis.com/v1/places/${encodeURIComponent(placeId)}`,
      {
        headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fields },
        signal: AbortSignal.timeout(10_000),
      },
    ).catch((err: Error) => {
      throw new PlacesUnavailableError(err.message);
    });
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new PlacesUnavailableError(`Places API answered ${res.status}`);
    return (await res.json()) as GooglePlace;
  }
  return {
    name: 'google',
    async searchPlaces(keywords) {
      const res = await fetchImpl('https://places.googleapis.com/v1/places:searchText', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask':
            'places.id,places.displayName,places.formattedAddress,places.addressComponents,places.nationalPhoneNumber,places.websiteUri,places.primaryType',
        },
        body: JSON.stringify({ textQuery: keywords, pageSize: 10 }),
        signal: AbortSignal.timeout(10_000),
      }).catch((err: Error) => {
        throw new PlacesUnavailableError(err.message);
      });
      if (!res.ok) throw new PlacesUnavailableError(`Places API answered ${res.status}`);
      const body = (await res.json()) as { places?: GooglePlace[] };
      return (body.places ?? []).map(candidateFromGoogle);
    },
    async placeCategories(placeId) {
      const p = await place(placeId, 'id,primaryType,types');
      if (!p) return [];
      return [...new Set([p.primaryType, ...(p.types ?? [])].filter(Boolean))].map(
        (t) => `gcid:${t}`,
      );
    },
    async placeData(placeId) {
      const p = await place(
        placeId,
        'id,displayName,nationalPhoneNumber,websiteUri,businessStatus,regularOpeningHours',
      );
      if (!p) return null;
      return {
        place_id: placeId,
        public_name: p.displayName?.text ?? null,
        phone: p.nationalPhoneNumber ?? null,
        website: p.websiteUri ?? null,
        open_status:
          p.businessStatus === 'CLOSED_PERMANENTLY'
            ? 'inactive'
            : p.businessStatus === 'CLOSED_TEMPORARILY'
              ? 'temporarily_inactive'
              : p.businessStatus
                ? 'active'
                : null,
        hours: weekFromPeriods(p.regularOpeningHours?.periods),
        // Special hours are not in the Places API (the Business Profile API has them).
        special_hours: [],
      };
    },
  };
}

/** A Text Search result in the provider's shape (address split from its components). */
export function candidateFromGoogle(p: GooglePlace): PlaceCandidate {
  const part = (type: string, short = false) => {
    const c = p.addressComponents?.find((a) => a.types?.includes(type));
    return (short ? c?.shortText : c?.longText) ?? '';
  };
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const name = p.displayName?.text ?? '';
  const secondary = p.formattedAddress ?? '';
  return {
    place_id: p.id,
    main_text: name,
    secondary_text: secondary,
    address: street || secondary.split(',')[0]?.trim() || '',
    address_2: part('subpremise') || null,
    city: part('locality') || part('postal_town') || part('sublocality'),
    zipcode: part('postal_code'),
    country_code: part('country', true) || 'US',
    state_code: part('administrative_area_level_1', true) || null,
    phone: p.nationalPhoneNumber ?? null,
    website: p.websiteUri ?? null,
    category: p.primaryType ? `gcid:${p.primaryType}` : null,
  };
}
