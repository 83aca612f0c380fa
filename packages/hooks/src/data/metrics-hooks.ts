import type {
  MetricsBreakdownInput,
  MetricsBreakdownRow,
  MetricsOverview,
  MetricsOverviewInput,
  MetricsSources,
  MetricsSourcesInput,
  Page,
  UserPreference,
  UserPreferenceListInput,
} from '@plaudit/api-client';
import { type DataOptions, type DataResponse, usePlauditSWR } from './data-hooks';

function clean<Q extends object>(query: Q): Q {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out as Q;
}

/** GET /metrics/{account_id}/overview for the signed-in account. Pass null to skip. */
export function useMetricsOverview(
  query: MetricsOverviewInput | null,
  options?: DataOptions<MetricsOverview>,
): DataResponse<MetricsOverview> {
  const q = query && clean(query);
  return usePlauditSWR(
    'metricsOverview',
    q ? [q] : null,
    (api, accountId) => api.metrics.overview(accountId, q ?? {}),
    options,
  );
}

/** GET /metrics/{account_id}/sources for the signed-in account. Pass null to skip. */
export function useMetricsSources(
  query: MetricsSourcesInput | null,
  options?: DataOptions<MetricsSources>,
): DataResponse<MetricsSources> {
  const q = query && clean(query);
  return usePlauditSWR(
    'metricsSources',
    q ? [q] : null,
    (api, accountId) => api.metrics.sources(accountId, q ?? {}),
    options,
  );
}

/** GET /metrics/overview/breakdown (per location or group). Pass null to skip. */
export function useMetricsBreakdown(
  query: MetricsBreakdownInput | null,
  options?: DataOptions<Page<MetricsBreakdownRow>>,
): DataResponse<Page<MetricsBreakdownRow>> {
  const q = query && clean(query);
  return usePlauditSWR(
    'metricsBreakdown',
    q ? [q] : null,
    (api) => api.metrics.breakdown(q ?? {}),
    options,
  );
}

/** GET /user_preferences?preference_type=saved_filters: the signed-in user's saved filters. */
export function useSavedFilters(
  query: UserPreferenceListInput | null = {},
  options?: DataOptions<Page<UserPreference>>,
): DataResponse<Page<UserPreference>> {
  const q = query && clean<UserPreferenceListInput>({ preference_type: 'saved_filters', ...query });
  return usePlauditSWR(
    'savedFilters',
    q ? [q] : null,
    (api) => api.userPreferences.list(q ?? {}),
    options,
  );
}
