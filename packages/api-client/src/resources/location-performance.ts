import type {
  CustomTargetsOfLocationQuery,
  CustomTargetsQuery,
  GroupPerformanceRow,
  GroupScore,
  LocationCustomTargets,
  LocationCustomTargetsOfLocation,
  LocationPerformanceQuery,
  LocationPerformanceRow,
  LocationScore,
  LocationScoreQuery,
  MetricTargets,
  MetricTargetsBody,
  MetricTargetsOfLocation,
  PerformancePrintQuery,
  TargetScores,
  TargetScoresQuery,
} from '../schemas/location-performance';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import { type FollowOptions, followPages } from '../transport/follow-pages';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

/** GET /location_performance_overview (group_by location or group; follow paging.next for print). */
export function listLocationPerformance(
  client: Client,
  query?: ListInput<LocationPerformanceQuery>,
  options?: CallOptions,
): Promise<Page<LocationPerformanceRow | GroupPerformanceRow>> {
  return client.list(
    '/location_performance_overview',
    'location_performance_overview',
    query as QueryParams,
    options,
  );
}

/** Rows per page for print and CSV (spec 3 section 9). */
export const PERFORMANCE_PRINT_PAGE_SIZE = 250;

type AllInput<Q> = Omit<ListInput<Q>, 'page' | 'per_page'>;

/**
 * Every row of the report (print): pages of 250 followed through
 * `_links.next` until none remains, for locations or groups (group_by).
 */
export function listAllLocationPerformance(
  client: Client,
  query?: AllInput<LocationPerformanceQuery>,
  options?: FollowOptions,
): Promise<(LocationPerformanceRow | GroupPerformanceRow)[]> {
  return followPages(
    client,
    '/location_performance_overview',
    'location_performance_overview',
    { ...query, per_page: PERFORMANCE_PRINT_PAGE_SIZE } as QueryParams,
    options,
  );
}

/** GET /reports/{accountId}/locations (the old print of the legacy score) */
export function listReportLocations(
  client: Client,
  accountId: Id,
  query?: ListInput<PerformancePrintQuery>,
  options?: CallOptions,
): Promise<Page<LocationPerformanceRow>> {
  return client.list(
    `/reports/${encodeURIComponent(String(accountId))}/locations`,
    'report_locations',
    query as QueryParams,
    options,
  );
}

/** GET /metrics/{accountId}/group (the old print of the legacy score, groups) */
export function listGroupMetrics(
  client: Client,
  accountId: Id,
  query?: ListInput<PerformancePrintQuery>,
  options?: CallOptions,
): Promise<Page<GroupPerformanceRow>> {
  return client.list(
    `/metrics/${encodeURIComponent(String(accountId))}/group`,
    'groups',
    query as QueryParams,
    options,
  );
}

/** Every row of the old print (locations or groups), pages of 250 followed to the end. */
export function listAllLegacyPrint(
  client: Client,
  accountId: Id,
  groupBy: 'location' | 'group',
  query?: AllInput<PerformancePrintQuery>,
  options?: FollowOptions,
): Promise<(LocationPerformanceRow | GroupPerformanceRow)[]> {
  const id = encodeURIComponent(String(accountId));
  return followPages(
    client,
    groupBy === 'group' ? `/metrics/${id}/group` : `/reports/${id}/locations`,
    groupBy === 'group' ? 'groups' : 'report_locations',
    { ...query, per_page: PERFORMANCE_PRINT_PAGE_SIZE } as QueryParams,
    options,
  );
}

/** GET /location_score/{accountId}/locations (subscores and weights) */
export function listLocationScores(
  client: Client,
  accountId: Id,
  query?: ListInput<LocationScoreQuery>,
  options?: CallOptions,
): Promise<Page<LocationScore>> {
  return client.list(
    `/location_score/${encodeURIComponent(String(accountId))}/locations`,
    'location_scores',
    query as QueryParams,
    options,
  );
}

/** GET /location_score/{accountId}/groups */
export function listGroupScores(
  client: Client,
  accountId: Id,
  query?: ListInput<LocationScoreQuery>,
  options?: CallOptions,
): Promise<Page<GroupScore>> {
  return client.list(
    `/location_score/${encodeURIComponent(String(accountId))}/groups`,
    'group_scores',
    query as QueryParams,
    options,
  );
}

/** GET /metric_targets */
export function getMetricTargets(client: Client, options?: CallOptions): Promise<MetricTargets> {
  return client.request('GET', '/metric_targets', options);
}

/** PUT /metric_targets (admins, custom_score) */
export function saveMetricTargets(
  client: Client,
  body: Partial<MetricTargetsBody>,
  options?: CallOptions,
): Promise<MetricTargets> {
  return client.request('PUT', '/metric_targets', { ...options, body });
}

/** GET /target_scores → total_score and lag_score */
export function getTargetScores(
  client: Client,
  query?: ListInput<TargetScoresQuery>,
  options?: CallOptions,
): Promise<TargetScores> {
  return client.request('GET', '/target_scores', { ...options, query: query as QueryParams });
}

/** GET /metrics/{accountId}/location: each location's metrics in the period (_embedded.locations). */
export function listLocationMetrics(
  client: Client,
  accountId: Id,
  query?: ListInput<PerformancePrintQuery>,
  options?: CallOptions,
): Promise<Page<LocationPerformanceRow>> {
  return client.list(
    `/metrics/${encodeURIComponent(String(accountId))}/location`,
    'locations',
    query as QueryParams,
    options,
  );
}

/** GET /metric_targets_per_location: the targets that apply to each location. */
export function listMetricTargetsPerLocation(
  client: Client,
  query?: ListInput<CustomTargetsQuery>,
  options?: CallOptions,
): Promise<Page<MetricTargetsOfLocation>> {
  return client.list(
    '/metric_targets_per_location',
    'metric_targets_per_location',
    query as QueryParams,
    options,
  );
}

/** GET /location_custom_targets: the locations with their own targets. */
export function listLocationCustomTargets(
  client: Client,
  query?: ListInput<CustomTargetsQuery>,
  options?: CallOptions,
): Promise<Page<LocationCustomTargets>> {
  return client.list(
    '/location_custom_targets',
    'location_custom_targets',
    query as QueryParams,
    options,
  );
}

/** GET /location_custom_targets_per_location: one location's own targets (null without). */
export function getLocationCustomTargets(
  client: Client,
  query: CustomTargetsOfLocationQuery,
  options?: CallOptions,
): Promise<LocationCustomTargetsOfLocation> {
  return client.request('GET', '/location_custom_targets_per_location', {
    ...options,
    query: query as unknown as QueryParams,
  });
}

/** PUT /location_custom_targets/{locationId} (administrators, custom_score). */
export function saveLocationCustomTargets(
  client: Client,
  locationId: Id,
  body: Partial<MetricTargetsBody>,
  options?: CallOptions,
): Promise<LocationCustomTargets> {
  return client.request(
    'PUT',
    `/location_custom_targets/${encodeURIComponent(String(locationId))}`,
    { ...options, body },
  );
}

/** DELETE /location_custom_targets/{locationId}: the location follows the account's targets again. */
export function clearLocationCustomTargets(
  client: Client,
  locationId: Id,
  options?: CallOptions,
): Promise<void> {
  return client.request(
    'DELETE',
    `/location_custom_targets/${encodeURIComponent(String(locationId))}`,
    options,
  );
}

/** Paths of the CSV exports (fetch them with the session's credentials). */
export const PERFORMANCE_CSV_PATHS = {
  overview: '/location_performance_overview/csv',
  locationScores: '/location_score/export/locations/csv',
  groupScores: '/location_score/export/groups/csv',
} as const;

export const locationPerformance = {
  list: listLocationPerformance,
  listAll: listAllLocationPerformance,
  reportLocations: listReportLocations,
  groupMetrics: listGroupMetrics,
  listAllLegacyPrint,
  locationScores: listLocationScores,
  groupScores: listGroupScores,
  targets: getMetricTargets,
  saveTargets: saveMetricTargets,
  targetScores: getTargetScores,
  locationMetrics: listLocationMetrics,
  targetsPerLocation: listMetricTargetsPerLocation,
  customTargets: listLocationCustomTargets,
  customTargetsOf: getLocationCustomTargets,
  saveCustomTargets: saveLocationCustomTargets,
  clearCustomTargets: clearLocationCustomTargets,
};
