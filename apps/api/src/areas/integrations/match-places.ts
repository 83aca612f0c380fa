import { domainOf } from '../../providers/review-sites/request-site';
import type { OurLocation, SitePlace } from '../../providers/review-sites/types';

const normal = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Which of the site's places is which of our locations: the same Google place id first, then
 * the same name, then (Trustpilot's business units are whole websites) the first location
 * on the place's domain; an account with one location and a site with one place are the same
 * business. A place matches one location at most, a location one place.
 */
export function matchPlaces(
  locations: OurLocation[],
  places: SitePlace[],
): { location: OurLocation; place: SitePlace }[] {
  const matched = new Map<number, SitePlace>();
  const used = new Set<string>();
  const take = (location: OurLocation | undefined, place: SitePlace) => {
    if (!location || matched.has(location.id) || used.has(place.reference_id)) return;
    matched.set(location.id, place);
    used.add(place.reference_id);
  };
  for (const place of places)
    if (place.place_id)
      take(
        locations.find((l) => l.google_place_id === place.place_id),
        place,
      );
  for (const place of places)
    take(
      locations.find((l) => !matched.has(l.id) && normal(l.name) === normal(place.name)),
      place,
    );
  for (const place of places)
    if (place.domain)
      take(
        locations.find((l) => !matched.has(l.id) && domainOf(l.website) === place.domain),
        place,
      );
  if (locations.length === 1 && places.length === 1) take(locations[0], places[0]!);
  return locations.flatMap((location) => {
    const place = matched.get(location.id);
    return place ? [{ location, place }] : [];
  });
}
