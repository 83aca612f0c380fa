import type {
  GroupPerformanceRow,
  GroupScore,
  LocationPerformanceQuery,
  LocationPerformanceRow,
  LocationScore,
  LocationScoreQuery,
  MetricTargets,
  MetricTargetsBody,
  TargetScores,
  TargetScoresQuery,
} from '../schemas/location-performance';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
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

/** Paths of the CSV exports (fetch them with the session's credentials). */
export const PERFORMANCE_CSV_PATHS = {
  overview: '/location_performance_overview/csv',
  locationScores: '/location_score/export/locations/csv',
  groupScores: '/location_score/export/groups/csv',
} as const;

export const locationPerformance = {
  list: listLocationPerformance,
  locationScores: listLocationScores,
  groupScores: listGroupScores,
  targets: getMetricTargets,
  saveTargets: saveMetricTargets,
  targetScores: getTargetScores,
};
