import { BLUE_FERN, COPPER_KETTLE, type DemoLocation, EVERGREEN } from '../../seed/demo-data';
import { createRandom } from '../../seed/random';
import { hashOf } from './places';

/** A place the local competitor provider knows, with where it is. */
export type LocalPlace = {
  google_place_id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** gcid:... */
  category: string;
};

const HEALTH = new Set([
  'gcid:family_practice_physician',
  'gcid:medical_clinic',
  'gcid:pediatrician',
  'gcid:urgent_care_center',
  'gcid:dentist',
  'gcid:dermatologist',
  'gcid:physical_therapy_clinic',
  'gcid:optometrist',
  'gcid:womens_health_clinic',
]);
export const isHealthCategory = (category: string | null) => !!category && HEALTH.has(category);

const FIRST = [
  'Juniper',
  'Red Oak',
  'Copperline',
  'Saltgrass',
  'Wildflower',
  'Harbor',
  'Maple & Rye',
  'Lantern',
  'Olive Branch',
  'Stone Mill',
  'Bright Side',
  'Cedar',
  'Goldfinch',
  'Iron Gate',
  'Little Sparrow',
  'Marigold',
];
const RESTAURANT_KIND: Record<string, string[]> = {
  'gcid:cafe': ['Cafe', 'Coffee House', 'Espresso Bar'],
  'gcid:coffee_shop': ['Coffee Co.', 'Roasters', 'Coffee Bar'],
  'gcid:wine_bar': ['Wine Bar', 'Cellar', 'Wine Room'],
  'gcid:brunch_restaurant': ['Brunch House', 'Breakfast Club', 'Morning Table'],
  'gcid:seafood_restaurant': ['Oyster House', 'Fish Market', 'Seafood Grill'],
  'gcid:vegetarian_restaurant': ['Green Kitchen', 'Garden Table', 'Plant Cafe'],
};
const RESTAURANT_DEFAULT = ['Kitchen', 'Bistro', 'Table', 'Grill', 'Eatery'];
const HEALTH_KIND: Record<string, string[]> = {
  'gcid:dentist': ['Dental Care', 'Family Dentistry', 'Smile Studio'],
  'gcid:dermatologist': ['Dermatology', 'Skin Clinic'],
  'gcid:pediatrician': ['Pediatrics', 'Children’s Clinic'],
  'gcid:urgent_care_center': ['Urgent Care', 'Walk-In Clinic'],
  'gcid:physical_therapy_clinic': ['Physical Therapy', 'Rehab & Sports Medicine'],
};
const HEALTH_DEFAULT = ['Family Medicine', 'Medical Group', 'Health Clinic', 'Primary Care'];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Market St',
  '2nd St',
  'Park Blvd',
  'Elm St',
  'Broadway',
  'Lake Dr',
  'Pine St',
  'Mill Rd',
];

const KM_PER_DEGREE = 111.32;

/** Four neighbours of a demo location: three of its category, one of a kindred one. */
function neighboursOf(l: DemoLocation): LocalPlace[] {
  const out: LocalPlace[] = [];
  const health = isHealthCategory(l.category);
  for (let i = 0; i < 4; i++) {
    const rng = createRandom(`competitor-neighbour:${l.address}:${l.zipcode}:${i}`);
    const category =
      i < 3
        ? l.category
        : health
          ? 'gcid:medical_clinic'
          : rng.pick(['gcid:restaurant', 'gcid:cafe']);
    const kinds = health
      ? (HEALTH_KIND[category] ?? HEALTH_DEFAULT)
      : (RESTAURANT_KIND[category] ?? RESTAURANT_DEFAULT);
    const name = `${rng.pick(FIRST)} ${rng.pick(kinds)}`;
    const km = 0.3 + rng.next() * 2.2;
    const bearing = rng.next() * 2 * Math.PI;
    const latitude = l.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE;
    const longitude =
      l.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((l.lat * Math.PI) / 180));
    const address = `${rng.int(100, 4999)} ${rng.pick(STREETS)}, ${l.city}, ${l.state} ${l.zipcode}, USA`;
    out.push({
      google_place_id: `ChIJlocal${hashOf(`${name}|${address}`).toString(36)}${hashOf(address).toString(36)}`,
      name,
      address,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      category,
    });
  }
  return out;
}

/** The neighbours of every demo location (the local provider's nearby places). */
export const COMPETITOR_NEIGHBOURS: readonly LocalPlace[] = [
  ...BLUE_FERN.locations,
  ...EVERGREEN.locations,
  COPPER_KETTLE.location,
].flatMap(neighboursOf);

const BY_ID = new Map(COMPETITOR_NEIGHBOURS.map((p) => [p.google_place_id, p]));
export const neighbourPlace = (placeId: string) => BY_ID.get(placeId);

/** Great-circle distance in km. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
