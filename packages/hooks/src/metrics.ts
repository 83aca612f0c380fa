import type {
  MetricsBreakdownInput,
  MetricsBreakdownRow,
  MetricsNpsInput,
  MetricsOverview,
  MetricsOverviewInput,
  MetricsSources,
  MetricsSourcesInput,
  NpsScore,
  Page,
} from '@plaudit/api-client';
import { clean, type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

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

/**
 * GET /metrics/{account_id}/nps (the nps_score setting): the Net Promoter Score of the period's
 * NPS answers for the signed-in account. Pass null to skip.
 */
export function useNpsScore(
  query: MetricsNpsInput | null,
  options?: DataOptions<NpsScore>,
): DataResponse<NpsScore> {
  const q = query && clean(query);
  return usePlauditSWR(
    'npsScore',
    q ? [q] : null,
    (api, accountId) => api.metrics.nps(accountId, q ?? {}),
    options,
  );
}
