import {
  type Infer,
  id,
  number,
  object,
  oneOf,
  optional,
  refine,
  type Schema,
  string,
} from './validate';

/**
 * Local search rank tracking: for each keyword a location tracks, its
 * rank in the local results at every point of a square grid around it.
 */

export const LOCAL_SEARCH_GRID_SIZES = [5, 7] as const;
export type LocalSearchGridSize = (typeof LOCAL_SEARCH_GRID_SIZES)[number];
export const LOCAL_SEARCH_RADIUS_UNITS = ['km', 'mi'] as const;
export type LocalSearchRadiusUnit = (typeof LOCAL_SEARCH_RADIUS_UNITS)[number];
/** Results are read to this rank; a point where the location is not among them has rank null. */
export const LOCAL_SEARCH_MAX_RANK = 20;
/** An unranked point counts as this rank in the average rank. */
export const LOCAL_SEARCH_UNRANKED = 21;
/** The grid of a location that never chose one. */
export const LOCAL_SEARCH_DEFAULT_GRID: LocalSearchGrid = {
  grid_size: 5,
  radius: 2,
  radius_unit: 'mi',
};

export type LocalSearchGrid = {
  grid_size: LocalSearchGridSize;
  /** Centre to edge, in `radius_unit`. */
  radius: number;
  radius_unit: LocalSearchRadiusUnit;
};

export type LocalSearchScanStatus = 'queued' | 'running' | 'done' | 'failed';

/** A scan and its figures (null until it is done). Shares are 0..1. */
export type LocalSearchScan = LocalSearchGrid & {
  id: number;
  keyword_id: number;
  location_id: number;
  status: LocalSearchScanStatus;
  schedule: 'weekly' | 'manual';
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  average_rank: number | null;
  points: number | null;
  points_found: number | null;
  points_top3: number | null;
  points_top10: number | null;
  top3_share: number | null;
  top10_share: number | null;
};

/** A place ranked at a point. */
export type LocalSearchRankedPlace = { rank: number; place_id: string; name: string };

/** One grid point of a scan: row 0 is the north edge, column 0 the west edge. */
export type LocalSearchPoint = {
  row: number;
  col: number;
  latitude: number;
  longitude: number;
  /** null: not in the top 20 here. */
  rank: number | null;
  /** The first three places ranked here. */
  top: LocalSearchRankedPlace[];
};

export type LocalSearchKeyword = {
  id: number;
  location_id: number;
  keyword: string;
  next_scan_at: string;
  created_at: string;
  /** The newest finished scan. */
  last_scan: LocalSearchScan | null;
  /** A scan waiting or running. */
  pending_scan: LocalSearchScan | null;
};

/** A tracked location with its grid and keywords (GET /local_search/locations). */
export type LocalSearchLocation = {
  location_id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  grid: LocalSearchGrid;
  keywords: LocalSearchKeyword[];
};

/** A place that ranks above the location, counted over the points of the latest scan. */
export type LocalSearchCompetitor = {
  place_id: string;
  name: string;
  /** Points where it ranks above the location (or the location is unranked). */
  points_outranking: number;
  /** Its average rank over the points where it is in the top 20. */
  average_rank: number;
};

/** GET /local_search/keywords/{id}/report: the latest scan with its points, the trend, competitors. */
export type LocalSearchReport = {
  keyword: LocalSearchKeyword;
  location: { id: number; name: string; latitude: number | null; longitude: number | null };
  latest: (LocalSearchScan & { grid_points: LocalSearchPoint[] }) | null;
  /** Finished scans, oldest first (at most 52). */
  trend: LocalSearchScan[];
  competitors: LocalSearchCompetitor[];
};

/**
 * GET /local_search/overview: figures over the account's latest scans. It is all a
 * preview-only user (local_search setting off; local_search.preview) sees.
 */
export type LocalSearchOverview = {
  locations: number;
  locations_with_position: number;
  keywords: number;
  scans: number;
  /** Over every keyword's latest finished scan (null: none yet). */
  average_rank: number | null;
  top3_share: number | null;
  top10_share: number | null;
  last_scan_at: string | null;
};

const keywordText = string({ min: 1, max: 80 });
const gridSize = refine(number({ int: true, coerce: true }), (n) =>
  (LOCAL_SEARCH_GRID_SIZES as readonly number[]).includes(n) ? null : '{label} must be 5 or 7',
) as Schema<LocalSearchGridSize>;
const radius = number({ coerce: true, min: 0.1, max: 50 });

/** GET /local_search/locations, /local_search/overview, the CSV */
export const localSearchAccountQuery = object({
  account_id: optional(id()),
  location_id: optional(id()),
});
export type LocalSearchAccountQuery = Infer<typeof localSearchAccountQuery>;

/** POST /local_search/keywords */
export const localSearchKeywordCreateBody = object({
  location_id: id(),
  keyword: keywordText,
});
export type LocalSearchKeywordCreateBody = Infer<typeof localSearchKeywordCreateBody>;

/** PATCH /local_search/keywords/{id} */
export const localSearchKeywordUpdateBody = object({ keyword: keywordText });
export type LocalSearchKeywordUpdateBody = Infer<typeof localSearchKeywordUpdateBody>;

/** PATCH /local_search/grids/{location_id} */
export const localSearchGridBody = object({
  grid_size: gridSize,
  radius,
  radius_unit: oneOf(LOCAL_SEARCH_RADIUS_UNITS),
});
export type LocalSearchGridBody = Infer<typeof localSearchGridBody>;
