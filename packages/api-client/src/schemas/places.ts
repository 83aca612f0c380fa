import * as v from 'valibot';
import { answer, type Infer, id, object, optional, type Schema, string } from './validate';
import { described } from './validation/described';

const placeSearchResultFields = answer(
  described(
    "A place found by the quick place search (spec 2 section 2): main_text is the\nplace's name (it becomes public_name), secondary_text its address line. The\naddress is resolved to Plaudit's country and state where they are known.",
    v.object({
      place_id: v.string(),
      main_text: v.string(),
      secondary_text: v.string(),
      address: v.string(),
      address_2: v.nullable(v.string()),
      city: v.string(),
      zipcode: v.string(),
      country_code: described('ISO 3166-1 alpha-2, e.g. US.', v.string()),
      country: v.nullable(v.object({ id: v.number(), name: v.string() })),
      state_code: described(
        "The region's short code as Google writes it, e.g. TX.",
        v.nullable(v.string()),
      ),
      state: v.nullable(v.object({ id: v.number(), name: v.string(), code: v.string() })),
      phone: v.nullable(v.string()),
      website: v.nullable(v.string()),
      category: described(
        "The place's primary Google category id (gcid:...), or null.",
        v.nullable(v.string()),
      ),
    }),
  ),
);
/**
 * A place found by the quick place search (spec 2 section 2): main_text is the
 * place's name (it becomes public_name), secondary_text its address line. The
 * address is resolved to Plaudit's country and state where they are known.
 */
export interface PlaceSearchResult extends Infer<typeof placeSearchResultFields> {}
export const placeSearchResultAnswer: Schema<PlaceSearchResult> = placeSearchResultFields;

/** GET /places/search: at most 10 places, best match first. */
export const placeSearchQuery = object({
  keywords: string({ min: 2, max: 200 }),
  account_id: optional(id()),
});
export type PlaceSearchQuery = Infer<typeof placeSearchQuery>;

export const placeSearchResultsAnswer = answer(
  described(
    'The answer of GET /places/search.',
    v.object({ places: v.array(placeSearchResultAnswer) }),
  ),
);
/** The answer of GET /places/search. */
export interface PlaceSearchResults extends Infer<typeof placeSearchResultsAnswer> {}
