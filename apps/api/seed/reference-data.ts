/**
 * The global catalogues every database holds: countries, states, review
 * sources (with the six listing directories) and business categories.
 */

export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'MX', name: 'Mexico' },
  { code: 'AU', name: 'Australia' },
];

/** [country code, state code, state name] */
export const STATES: readonly (readonly [string, string, string])[] = [
  ...(
    [
      ['AL', 'Alabama'],
      ['AK', 'Alaska'],
      ['AZ', 'Arizona'],
      ['AR', 'Arkansas'],
      ['CA', 'California'],
      ['CO', 'Colorado'],
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['DC', 'District of Columbia'],
      ['FL', 'Florida'],
      ['GA', 'Georgia'],
      ['HI', 'Hawaii'],
      ['ID', 'Idaho'],
      ['IL', 'Illinois'],
      ['IN', 'Indiana'],
      ['IA', 'Iowa'],
      ['KS', 'Kansas'],
      ['KY', 'Kentucky'],
      ['LA', 'Louisiana'],
      ['ME', 'Maine'],
      ['MD', 'Maryland'],
      ['MA', 'Massachusetts'],
      ['MI', 'Michigan'],
      ['MN', 'Minnesota'],
      ['MS', 'Mississippi'],
      ['MO', 'Missouri'],
      ['MT', 'Montana'],
      ['NE', 'Nebraska'],
      ['NV', 'Nevada'],
      ['NH', 'New Hampshire'],
      ['NJ', 'New Jersey'],
      ['NM', 'New Mexico'],
      ['NY', 'New York'],
      ['NC', 'North Carolina'],
      ['ND', 'North Dakota'],
      ['OH', 'Ohio'],
      ['OK', 'Oklahoma'],
      ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'],
      ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'],
      ['SD', 'South Dakota'],
      ['TN', 'Tennessee'],
      ['TX', 'Texas'],
      ['UT', 'Utah'],
      ['VT', 'Vermont'],
      ['VA', 'Virginia'],
      ['WA', 'Washington'],
      ['WV', 'West Virginia'],
      ['WI', 'Wisconsin'],
      ['WY', 'Wyoming'],
    ] as const
  ).map(([code, name]) => ['US', code, name] as const),
  ...(
    [
      ['AB', 'Alberta'],
      ['BC', 'British Columbia'],
      ['MB', 'Manitoba'],
      ['NB', 'New Brunswick'],
      ['NL', 'Newfoundland and Labrador'],
      ['NS', 'Nova Scotia'],
      ['NT', 'Northwest Territories'],
      ['NU', 'Nunavut'],
      ['ON', 'Ontario'],
      ['PE', 'Prince Edward Island'],
      ['QC', 'Quebec'],
      ['SK', 'Saskatchewan'],
      ['YT', 'Yukon'],
    ] as const
  ).map(([code, name]) => ['CA', code, name] as const),
  ...(
    [
      ['ENG', 'England'],
      ['SCT', 'Scotland'],
      ['WLS', 'Wales'],
      ['NIR', 'Northern Ireland'],
    ] as const
  ).map(([code, name]) => ['GB', code, name] as const),
  ...(
    [
      ['AGU', 'Aguascalientes'],
      ['BCN', 'Baja California'],
      ['BCS', 'Baja California Sur'],
      ['CHH', 'Chihuahua'],
      ['CMX', 'Ciudad de México'],
      ['COA', 'Coahuila'],
      ['GUA', 'Guanajuato'],
      ['JAL', 'Jalisco'],
      ['MEX', 'Estado de México'],
      ['NLE', 'Nuevo León'],
      ['OAX', 'Oaxaca'],
      ['PUE', 'Puebla'],
      ['QUE', 'Querétaro'],
      ['ROO', 'Quintana Roo'],
      ['SON', 'Sonora'],
      ['YUC', 'Yucatán'],
    ] as const
  ).map(([code, name]) => ['MX', code, name] as const),
  ...(
    [
      ['ACT', 'Australian Capital Territory'],
      ['NSW', 'New South Wales'],
      ['NT', 'Northern Territory'],
      ['QLD', 'Queensland'],
      ['SA', 'South Australia'],
      ['TAS', 'Tasmania'],
      ['VIC', 'Victoria'],
      ['WA', 'Western Australia'],
    ] as const
  ).map(([code, name]) => ['AU', code, name] as const),
];

export type SourceSeed = {
  code: string;
  name: string;
  ordinal: number;
  is_directory: boolean;
  directory_code: string | null;
  publishable: boolean;
};

/** The six listing directories first (ordinal 1..6), then the other review sources. */
export const SOURCES: readonly SourceSeed[] = [
  ['google', 'Google', 'google_maps', true],
  ['facebook', 'Facebook', 'facebook', true],
  ['apple_maps', 'Apple Maps', 'apple_maps', true],
  ['bing', 'Bing', 'bing', false],
  ['trip_advisor', 'Tripadvisor', 'trip_advisor', false],
  ['yelp', 'Yelp', 'yelp_api', false],
  ['plaudit', 'Plaudit Feedback', null, false],
  ['opentable', 'OpenTable', null, false],
  ['zomato', 'Zomato', null, false],
  ['healthgrades', 'Healthgrades', null, false],
  ['vitals', 'Vitals', null, false],
  ['zocdoc', 'ZocDoc', null, false],
  ['trustpilot', 'Trustpilot', null, false],
  ['foursquare', 'Foursquare', null, false],
].map(([code, name, directoryCode, publishable], index) => ({
  code: code as string,
  name: name as string,
  ordinal: index + 1,
  is_directory: directoryCode !== null,
  directory_code: directoryCode as string | null,
  publishable: publishable as boolean,
}));

export const sourceIconUrl = (code: string) => `/source-icons/icons/${code}.png`;

/** [name, google_category_id, vertical] */
export const CATEGORIES: readonly (readonly [string, string, string])[] = [
  ['Restaurant', 'gcid:restaurant', 'restaurant'],
  ['American restaurant', 'gcid:american_restaurant', 'restaurant'],
  ['Bistro', 'gcid:bistro', 'restaurant'],
  ['Brunch restaurant', 'gcid:brunch_restaurant', 'restaurant'],
  ['Cafe', 'gcid:cafe', 'restaurant'],
  ['Coffee shop', 'gcid:coffee_shop', 'restaurant'],
  ['Bakery', 'gcid:bakery', 'restaurant'],
  ['Italian restaurant', 'gcid:italian_restaurant', 'restaurant'],
  ['Mexican restaurant', 'gcid:mexican_restaurant', 'restaurant'],
  ['Seafood restaurant', 'gcid:seafood_restaurant', 'restaurant'],
  ['Steak house', 'gcid:steak_house', 'restaurant'],
  ['Pizza restaurant', 'gcid:pizza_restaurant', 'restaurant'],
  ['Sushi restaurant', 'gcid:sushi_restaurant', 'restaurant'],
  ['Vegetarian restaurant', 'gcid:vegetarian_restaurant', 'restaurant'],
  ['Fast food restaurant', 'gcid:fast_food_restaurant', 'restaurant'],
  ['Bar & grill', 'gcid:bar_and_grill', 'restaurant'],
  ['Wine bar', 'gcid:wine_bar', 'restaurant'],
  ['Medical clinic', 'gcid:medical_clinic', 'health_care'],
  ['Family practice physician', 'gcid:family_practice_physician', 'health_care'],
  ['Pediatrician', 'gcid:pediatrician', 'health_care'],
  ['Urgent care center', 'gcid:urgent_care_center', 'health_care'],
  ['Dentist', 'gcid:dentist', 'health_care'],
  ['Dermatologist', 'gcid:dermatologist', 'health_care'],
  ['Physical therapy clinic', 'gcid:physical_therapy_clinic', 'health_care'],
  ['Optometrist', 'gcid:optometrist', 'health_care'],
  ['Women’s health clinic', 'gcid:womens_health_clinic', 'health_care'],
  ['Hotel', 'gcid:hotel', 'services'],
  ['Hair salon', 'gcid:hair_salon', 'services'],
  ['Auto repair shop', 'gcid:auto_repair_shop', 'services'],
  ['Fitness center', 'gcid:fitness_center', 'services'],
  ['Clothing store', 'gcid:clothing_store', 'retail'],
  ['Grocery store', 'gcid:grocery_store', 'retail'],
  ['Pet store', 'gcid:pet_store', 'retail'],
];
