/**
 * Writes src/providers/place-catalog.json, the places the local places
 * provider knows (Google's stand-in): the demo businesses' locations, so the
 * demo's sync and place search find them, and some of their neighbours.
 * `pnpm --filter @plaudit/api-server exec tsx seed/write-place-catalog.ts`
 * after changing the demo locations; write-place-catalog.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PlaceCandidate } from '../src/providers/place-candidate';
import { hashOf } from '../src/providers/places';
import { BLUE_FERN, COPPER_KETTLE, type DemoLocation, EVERGREEN } from './demo-data';

export const PLACE_CATALOG_FILE = fileURLToPath(
  new URL('../src/providers/place-catalog.json', import.meta.url),
);

const placeIdOf = (name: string, address: string) =>
  `ChIJlocal${hashOf(`${name}|${address}`).toString(36)}${hashOf(address).toString(36)}`;

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function candidate(
  name: string,
  p: {
    address: string;
    address2?: string | null;
    city: string;
    state: string;
    zipcode: string;
    areaCode: string;
    category: string;
    website?: string | null;
  },
  n: number,
): PlaceCandidate {
  return {
    place_id: placeIdOf(name, p.address),
    main_text: name,
    secondary_text: `${p.address}, ${p.city}, ${p.state} ${p.zipcode}, USA`,
    address: p.address,
    address_2: p.address2 ?? null,
    city: p.city,
    zipcode: p.zipcode,
    country_code: 'US',
    state_code: p.state,
    phone: `(${p.areaCode}) 555-${String(2000 + (n % 8000)).padStart(4, '0')}`,
    website: p.website ?? null,
    category: p.category,
  };
}

const fromDemo = (brand: string, slug: string, l: DemoLocation, n: number) =>
  candidate(
    `${brand} ${l.label}`,
    {
      ...l,
      address2: l.address2 ?? null,
      website: `https://${slug}.example.com/locations/${kebab(l.label)}`,
    },
    n,
  );

/** [name, address, city, state, zipcode, area code, category] */
const OTHER_PLACES: [string, string, string, string, string, string, string][] = [
  [
    'Magnolia Table Kitchen',
    '1201 S Lamar Blvd',
    'Austin',
    'TX',
    '78704',
    '512',
    'american_restaurant',
  ],
  [
    'Lone Star Taqueria',
    '2330 E Cesar Chavez St',
    'Austin',
    'TX',
    '78702',
    '512',
    'mexican_restaurant',
  ],
  ['Bayou Oyster House', '3000 Kirby Dr', 'Houston', 'TX', '77098', '713', 'seafood_restaurant'],
  ['Trinity Steak & Ale', '1900 Main St', 'Dallas', 'TX', '75201', '214', 'steak_house'],
  ['Alamo Pizza Co.', '512 E Houston St', 'San Antonio', 'TX', '78205', '210', 'pizza_restaurant'],
  ['Golden Gate Noodle Bar', '845 Clement St', 'San Francisco', 'CA', '94118', '415', 'restaurant'],
  [
    'Mission Street Tacos',
    '2401 Mission St',
    'San Francisco',
    'CA',
    '94110',
    '415',
    'mexican_restaurant',
  ],
  ['Sunset Sushi', '7410 Sunset Blvd', 'Los Angeles', 'CA', '90046', '323', 'sushi_restaurant'],
  [
    'Harbor Light Seafood',
    '1050 N Harbor Dr',
    'San Diego',
    'CA',
    '92101',
    '619',
    'seafood_restaurant',
  ],
  [
    'Sacramento Green Table',
    '1815 K St',
    'Sacramento',
    'CA',
    '95811',
    '916',
    'vegetarian_restaurant',
  ],
  ['Rocky Ridge Grill', '1600 Wazee St', 'Denver', 'CO', '80202', '303', 'bar_and_grill'],
  ['Flatirons Bakery', '1320 Pearl St', 'Boulder', 'CO', '80302', '303', 'bakery'],
  ['Desert Bloom Cafe', '4250 N Scottsdale Rd', 'Scottsdale', 'AZ', '85251', '480', 'cafe'],
  [
    'Saguaro Brunch House',
    '22 E Roosevelt St',
    'Phoenix',
    'AZ',
    '85004',
    '602',
    'brunch_restaurant',
  ],
  ['Wasatch Wine Bar', '340 S Main St', 'Salt Lake City', 'UT', '84101', '801', 'wine_bar'],
  [
    'Pike Place Chowder Co.',
    '1530 Post Alley',
    'Seattle',
    'WA',
    '98101',
    '206',
    'seafood_restaurant',
  ],
  ['Ballard Coffee Works', '2060 NW Market St', 'Seattle', 'WA', '98107', '206', 'coffee_shop'],
  [
    'Rose City Trattoria',
    '3225 SE Division St',
    'Portland',
    'OR',
    '97202',
    '503',
    'italian_restaurant',
  ],
  ['Willamette Bistro', '1100 NW Glisan St', 'Portland', 'OR', '97209', '503', 'bistro'],
  ['Boise River Diner', '801 W Main St', 'Boise', 'ID', '83702', '208', 'american_restaurant'],
  [
    'Blue Ridge Biscuit Co.',
    '68 Haywood St',
    'Asheville',
    'NC',
    '28801',
    '828',
    'brunch_restaurant',
  ],
  [
    'Queen City Burger Bar',
    '1520 S Tryon St',
    'Charlotte',
    'NC',
    '28203',
    '704',
    'fast_food_restaurant',
  ],
  [
    'Lakeshore Deep Dish',
    '600 N Lake Shore Dr',
    'Chicago',
    'IL',
    '60611',
    '312',
    'pizza_restaurant',
  ],
  ['Hudson Street Brasserie', '350 Hudson St', 'New York', 'NY', '10014', '212', 'bistro'],
  ['Back Bay Oyster Bar', '240 Newbury St', 'Boston', 'MA', '02116', '617', 'seafood_restaurant'],
  [
    'Pinecrest Family Medicine',
    '2200 S Lamar Blvd',
    'Austin',
    'TX',
    '78704',
    '512',
    'family_practice_physician',
  ],
  [
    'Cascade Urgent Care',
    '1401 NE 5th Ave',
    'Portland',
    'OR',
    '97232',
    '503',
    'urgent_care_center',
  ],
  [
    'Willow Creek Pediatrics',
    '4800 SW Griffith Dr',
    'Beaverton',
    'OR',
    '97005',
    '503',
    'pediatrician',
  ],
  ['Summit Dental Studio', '1750 Broadway', 'Denver', 'CO', '80202', '303', 'dentist'],
  ['Harborview Dermatology', '901 Boren Ave', 'Seattle', 'WA', '98104', '206', 'dermatologist'],
  [
    'Bay Area Physical Therapy',
    '2100 Webster St',
    'San Francisco',
    'CA',
    '94115',
    '415',
    'physical_therapy_clinic',
  ],
  ['ClearView Optometry', '3100 Olive St', 'Dallas', 'TX', '75201', '214', 'optometrist'],
  [
    'Riverbend Medical Clinic',
    '455 W Riverside Ave',
    'Spokane',
    'WA',
    '99201',
    '509',
    'medical_clinic',
  ],
  [
    'Northside Women’s Health',
    '5800 N Broadway',
    'Chicago',
    'IL',
    '60660',
    '773',
    'womens_health_clinic',
  ],
  [
    'Valley Urgent Care',
    '3200 E Camelback Rd',
    'Phoenix',
    'AZ',
    '85018',
    '602',
    'urgent_care_center',
  ],
  [
    'Lakeside Family Practice',
    '1150 N Lake Shore Dr',
    'Chicago',
    'IL',
    '60611',
    '312',
    'family_practice_physician',
  ],
];

/** The local places provider's catalog: the demo locations and some of their neighbours. */
export const buildPlaceCatalog = (): PlaceCandidate[] => [
  ...BLUE_FERN.locations.map((l, i) => fromDemo(BLUE_FERN.brand, BLUE_FERN.slug, l, i)),
  ...EVERGREEN.locations.map((l, i) => fromDemo(EVERGREEN.brand, EVERGREEN.slug, l, 100 + i)),
  fromDemo(COPPER_KETTLE.brand, COPPER_KETTLE.slug, COPPER_KETTLE.location, 200),
  ...OTHER_PLACES.map(([name, address, city, state, zipcode, areaCode, cat], i) =>
    candidate(
      name,
      {
        address,
        city,
        state,
        zipcode,
        areaCode,
        category: `gcid:${cat}`,
        website: `https://${kebab(name)}.example.com`,
      },
      300 + i,
    ),
  ),
];

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(PLACE_CATALOG_FILE, `${JSON.stringify(buildPlaceCatalog(), null, 2)}\n`);
