import type { PlauditApi } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

type PerformanceQuery = NonNullable<Parameters<PlauditApi['locationPerformance']['list']>[0]>;

/** GET /location_performance_overview: a page of ranked locations or groups. */
export function useLocationPerformance(query: PerformanceQuery) {
  const q = clean(query);
  return usePlauditSWR('locationPerformance', [q], (api) => api.locationPerformance.list(q));
}

/** GET /metric_targets: the account's target scores. */
export function useMetricTargets() {
  return usePlauditSWR('metricTargets', [], (api) => api.locationPerformance.targets());
}
