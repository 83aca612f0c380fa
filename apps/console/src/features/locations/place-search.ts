import type { LocationIssue, NpiResult, PlaceSearchResult } from '@plaudit/api-client';
import type { LocationFormState, Ref } from './location-form';

/** Issue statuses that bring the quick place search back on an existing location. */
export const PLACE_ID_ISSUES = ['missing_place_id', 'conflicting_place_id'] as const;

/**
 * Spec 2 section 2: the quick place search is shown for a new location, or for one
 * with a missing or conflicting place id issue (muted issues count: the place id is
 * still missing or shared).
 */
export function showQuickPlaceSearch(
  editing: boolean,
  issues: readonly Pick<LocationIssue, 'status'>[],
): boolean {
  if (!editing) return true;
  return issues.some((i) => (PLACE_ID_ISSUES as readonly string[]).includes(i.status));
}

/** What the look-ups found for the chosen place (null: nothing found or not looked up). */
export type PlaceLookups = { category: Ref; npi: NpiResult | null };

/**
 * Fills the form from a chosen place (spec 2 section 2): public_name from the place's
 * main text, the internal name kept, the address, phone, website and place id from the
 * place, the category looked up for the place (kept when the look-up found none) and,
 * for the health-care vertical, the NPI looked up (kept when none or several matched).
 * Country and state are taken only when Plaudit knows them; otherwise the form keeps its own.
 */
export function fillFromPlace(
  form: LocationFormState,
  place: PlaceSearchResult,
  lookups: PlaceLookups,
  healthCare: boolean,
): LocationFormState {
  const countryChanged = Boolean(place.country && place.country.id !== form.country?.id);
  return {
    ...form,
    public_name: place.main_text,
    address: place.address || form.address,
    address_2: place.address_2 ?? '',
    city: place.city || form.city,
    zipcode: place.zipcode || form.zipcode,
    country: place.country ?? form.country,
    state: place.state
      ? { id: place.state.id, name: place.state.name, code: place.state.code }
      : countryChanged
        ? null
        : form.state,
    phone: place.phone ?? form.phone,
    website: place.website ?? form.website,
    google_place_id: place.place_id,
    category: lookups.category ?? form.category,
    npi: healthCare && lookups.npi ? lookups.npi.number : form.npi,
  };
}

/** The option label of a place in the search list. */
export const placeOptionLabel = (p: Pick<PlaceSearchResult, 'main_text' | 'secondary_text'>) =>
  p.secondary_text ? `${p.main_text} — ${p.secondary_text}` : p.main_text;
