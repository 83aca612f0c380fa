import type {
  LocalSearchAccountQuery,
  LocalSearchGrid,
  LocalSearchGridBody,
  LocalSearchKeyword,
  LocalSearchKeywordCreateBody,
  LocalSearchKeywordUpdateBody,
  LocalSearchLocation,
  LocalSearchOverview,
  LocalSearchReport,
  LocalSearchScan,
} from '../schemas/local-search';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id } from './resource';

const path = (...parts: (string | number)[]) =>
  `/local_search/${parts.map((p) => encodeURIComponent(String(p))).join('/')}`;

/** GET /local_search/locations: the account's locations with their grid and keywords. */
export async function listLocalSearchLocations(
  client: Client,
  query?: LocalSearchAccountQuery,
  options?: CallOptions,
): Promise<LocalSearchLocation[]> {
  const body = await client.request<{ _embedded: { locations: LocalSearchLocation[] } }>(
    'GET',
    path('locations'),
    { ...options, query: query as QueryParams },
  );
  return body._embedded.locations;
}

/** GET /local_search/overview: figures over the latest scans (preview or read). */
export function getLocalSearchOverview(
  client: Client,
  query?: LocalSearchAccountQuery,
  options?: CallOptions,
): Promise<LocalSearchOverview> {
  return client.request('GET', path('overview'), { ...options, query: query as QueryParams });
}

/** POST /local_search/keywords (queues its first scan). */
export function createLocalSearchKeyword(
  client: Client,
  body: LocalSearchKeywordCreateBody,
  options?: CallOptions,
): Promise<LocalSearchKeyword> {
  return client.request('POST', path('keywords'), { ...options, body });
}

/** PATCH /local_search/keywords/{id} */
export function updateLocalSearchKeyword(
  client: Client,
  id: Id,
  body: LocalSearchKeywordUpdateBody,
  options?: CallOptions,
): Promise<LocalSearchKeyword> {
  return client.request('PATCH', path('keywords', id), { ...options, body });
}

/** DELETE /local_search/keywords/{id} (with its scans) */
export async function deleteLocalSearchKeyword(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<void> {
  await client.request('DELETE', path('keywords', id), options);
}

/** GET /local_search/keywords/{id}/report: latest scan with its points, trend, competitors. */
export function getLocalSearchReport(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<LocalSearchReport> {
  return client.request('GET', path('keywords', id, 'report'), options);
}

/** POST /local_search/keywords/{id}/scans: Scan now (202; the pending scan when one waits). */
export function scanLocalSearchKeyword(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<LocalSearchScan> {
  return client.request('POST', path('keywords', id, 'scans'), options);
}

/** GET /local_search/grids/{locationId} */
export function getLocalSearchGrid(
  client: Client,
  locationId: Id,
  options?: CallOptions,
): Promise<LocalSearchGrid> {
  return client.request('GET', path('grids', locationId), options);
}

/** PATCH /local_search/grids/{locationId}: the grid of the next scans. */
export function saveLocalSearchGrid(
  client: Client,
  locationId: Id,
  body: LocalSearchGridBody,
  options?: CallOptions,
): Promise<LocalSearchGrid> {
  return client.request('PATCH', path('grids', locationId), { ...options, body });
}

/** The "local search average search zones" CSV (fetch with the session's credentials). */
export const LOCAL_SEARCH_CSV_PATH = '/export/csv/local_search/average_search_zones';

export const localSearch = {
  locations: listLocalSearchLocations,
  overview: getLocalSearchOverview,
  createKeyword: createLocalSearchKeyword,
  updateKeyword: updateLocalSearchKeyword,
  removeKeyword: deleteLocalSearchKeyword,
  report: getLocalSearchReport,
  scanNow: scanLocalSearchKeyword,
  grid: getLocalSearchGrid,
  saveGrid: saveLocalSearchGrid,
};
