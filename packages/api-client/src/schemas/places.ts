import { type Infer, id, object, optional, string } from './validate';

/**
 * A place found by the quick place search (spec 2 section 2): main_text is the
 * place's name (it becomes public_name), secondary_text its address line. The
 * address is resolved to Plaudit's country and state where they are known.
 */
export type PlaceSearchResult = {
  place_id: string;
  main_text: string;
  secondary_text: string;
  address: string;
  address_2: string | null;
  city: string;
  zipcode: string;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country_code: string;
  country: { id: number; name: string } | null;
  /** The region's short code as Google writes it, e.g. TX. */
  state_code: string | null;
  state: { id: number; name: string; code: string } | null;
  phone: string | null;
  website: string | null;
  /** The place's primary Google category id (gcid:...), or null. */
  category: string | null;
};

/** GET /places/search: at most 10 places, best match first. */
export const placeSearchQuery = object({
  keywords: string({ min: 2, max: 200 }),
  account_id: optional(id()),
});
export type PlaceSearchQuery = Infer<typeof placeSearchQuery>;

/** The answer of GET /places/search. */
export type PlaceSearchResults = { places: PlaceSearchResult[] };
