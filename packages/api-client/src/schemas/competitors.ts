import { listQuery } from './common';
import {
  array,
  date,
  type Infer,
  id,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
} from './validate';

/**
 * A competitor: a place chosen for one of the account's locations (spec 1 sections 2 and 6). `average_rating` and `reviews` count every stored review of the place.
 */
export type Competitor = {
  id: number;
  location_id: number;
  location_name: string;
  brand_id: number | null;
  brand_name: string | null;
  google_place_id: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  average_rating: number | null;
  reviews: number;
  /** When its reviews were last read (null: not yet). */
  synced_at: string | null;
  created_at: string;
};

/** A competing brand: a named group of competitor places. */
export type CompetitorBrand = {
  id: number;
  name: string;
  /** Competitor places in the brand. */
  competitors: number;
  /** The account's locations those places compete with. */
  locations: number;
};

/** A place near a location that may be chosen as its competitor. */
export type CompetitorSuggestion = {
  google_place_id: string;
  name: string;
  address: string;
  /** From the location (null when either has no coordinates). */
  distance_km: number | null;
  /** Google's primary category (gcid:...), or null. */
  category: string | null;
  /** Already a competitor of this location. */
  already_chosen: boolean;
};

/** The answer of GET /competitors/suggestions. */
export type CompetitorSuggestions = { _embedded: { places: CompetitorSuggestion[] } };

/** Rating, volume, response rate and sentiment of some reviews. */
export type CompetitorStats = {
  average_rating: number | null;
  reviews: number;
  /** Share 0-1 of the reviews answered by the business (null: no reviews). */
  response_rate: number | null;
  sentiment: { positive: number; neutral: number; negative: number };
};

/** Mine against theirs for one month or one experience category. */
export type CompetitorPoint = { average_rating: number | null; reviews: number };
export type CompetitorCategoryFigures = { mentions: number; positive_share: number | null };

/** GET /reports/{account_id}/competitor/overview */
export type CompetitorOverview = {
  mine: CompetitorStats;
  competitors: CompetitorStats;
  /** One entry per month (period = the month's first day, YYYY-MM-DD), oldest first. */
  timeseries: { period: string; mine: CompetitorPoint; competitors: CompetitorPoint }[];
  /** Experience categories found in the reviews, most mentioned first. */
  categories: {
    category: string;
    mine: CompetitorCategoryFigures;
    competitors: CompetitorCategoryFigures;
  }[];
  /** The account's locations in scope that have competitors. */
  locations: number;
  /** Competitor places in scope. */
  competitors_count: number;
};

/** A row of GET /reports/{account_id}/competitor/locations. */
export type CompetitorLocationRow = {
  location_id: number;
  location_name: string;
  mine: CompetitorStats;
  competitors: {
    competitor_id: number;
    name: string;
    brand_name: string | null;
    stats: CompetitorStats;
  }[];
  /** Position of the location by average rating among it and its competitors (1 = best). */
  rank: number;
};

/** GET /reports/{account_id}/competitor/brands */
export type CompetitorBrandsReport = {
  /** The account itself (its name) over its locations that have competitors. */
  mine: { name: string; locations: number; stats: CompetitorStats };
  /** brand_id null: competitors without a brand ('Other competitors'). */
  brands: { brand_id: number | null; name: string; competitors: number; stats: CompetitorStats }[];
};

/** A nearby place in the preview: its name is withheld. */
export type CompetitorPreviewPlace = {
  /** 'Nearby place 1', 'Nearby place 2', ... */
  label: string;
  distance_km: number | null;
  average_rating: number | null;
  reviews: number;
};

/**
 * GET /reports/{account_id}/competitor/preview: what a user with only the competitor preview
 * permission sees: real figures of the account's locations against the places near them
 * (names withheld), and what the full comparison adds.
 */
export type CompetitorPreview = {
  /** The account's own reviews over every location (all time). */
  mine: CompetitorPoint;
  /** The nearby places of the previewed locations together. */
  nearby: CompetitorPoint & { places: number };
  /** Up to five locations, each against up to five nearby places. */
  locations: {
    location_id: number;
    location_name: string;
    mine: CompetitorPoint;
    places: CompetitorPreviewPlace[];
    /** Position by average rating among the location and its nearby places (1 = best). */
    rank: number | null;
  }[];
  /** The account's locations in all. */
  total_locations: number;
  /** Competitor places already chosen for the account. */
  competitors_chosen: number;
  /** What the full comparison adds (feature names). */
  unlocks: string[];
};

/** The shared report filters (spec 1 section 3) of the competitor reports. */
const reportFilters = {
  account_id: optional(id()),
  start_date: optional(date()),
  end_date: optional(date()),
  group_id: optional(id()),
  location_id: optional(id()),
  source_id: optional(array(id(), { coerce: true, max: 100 })),
};

/** GET /reports/{account_id}/competitor/overview and /brands */
export const competitorReportQuery = object(reportFilters);
export type CompetitorReportQuery = Infer<typeof competitorReportQuery>;

export const COMPETITOR_LOCATION_SORTS = [
  'location_name',
  'average_rating',
  'reviews',
  'response_rate',
  'rank',
] as const;

/** GET /reports/{account_id}/competitor/locations */
export const competitorLocationsQuery = object({
  ...reportFilters,
  page: optional(number({ int: true, coerce: true, min: 1 }), 1),
  per_page: optional(number({ int: true, coerce: true, min: 1, max: 250 }), 25),
  sort: optional(
    object({
      by: optional(oneOf(COMPETITOR_LOCATION_SORTS)),
      order: optional(oneOf(['asc', 'desc'] as const)),
    }),
  ),
});
export type CompetitorLocationsQuery = Infer<typeof competitorLocationsQuery>;

/** GET /competitors */
export const competitorListQuery = object({
  ...listQuery(['name', 'location_name', 'average_rating', 'reviews', 'created_at'] as const, 250),
  account_id: optional(id()),
  location_id: optional(id()),
  brand_id: optional(id()),
});
export type CompetitorListQuery = Infer<typeof competitorListQuery>;

/** GET /competitors/suggestions: nearby places first; `keywords` searches places by name. */
export const competitorSuggestionsQuery = object({
  account_id: optional(id()),
  location_id: id(),
  keywords: optional(string({ min: 2, max: 200 })),
});
export type CompetitorSuggestionsQuery = Infer<typeof competitorSuggestionsQuery>;

/** POST /competitors (queues the competitor's review sync). */
export const competitorCreateBody = object({
  account_id: optional(id()),
  location_id: id(),
  google_place_id: string({ min: 1, max: 300 }),
  brand_id: optional(nullable(id())),
});
export type CompetitorCreateBody = Infer<typeof competitorCreateBody>;

/** PATCH /competitors/{id} */
export const competitorUpdateBody = object({ brand_id: nullable(id()) });
export type CompetitorUpdateBody = Infer<typeof competitorUpdateBody>;

/** GET /competitor_brands */
export const competitorBrandListQuery = object({
  ...listQuery(['name', 'competitors', 'created_at'] as const, 250),
  account_id: optional(id()),
});
export type CompetitorBrandListQuery = Infer<typeof competitorBrandListQuery>;

/** POST /competitor_brands and PATCH /competitor_brands/{id} */
export const competitorBrandBody = object({
  account_id: optional(id()),
  name: string({ min: 1, max: 120 }),
});
export type CompetitorBrandBody = Infer<typeof competitorBrandBody>;

export const COMPETITOR_BRAND_NAME_TAKEN = 'A competitor brand with that name already exists';
