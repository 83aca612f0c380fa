import type { Page, PlauditApi } from '@plaudit/api-client';
import type { GroupScore, LocationScore } from '@plaudit/api-client/schemas';
import { clean, usePlauditSWR } from './data/data-hooks';

type PerformanceQuery = NonNullable<Parameters<PlauditApi['locationPerformance']['list']>[0]>;

/** GET /location_performance_overview: a page of ranked locations or groups. */
export function useLocationPerformance(query: PerformanceQuery | null) {
  const q = query && clean(query);
  return usePlauditSWR('locationPerformance', q ? [q] : null, (api) =>
    api.locationPerformance.list(q as PerformanceQuery),
  );
}

/** GET /metric_targets: the account's target scores. */
export function useMetricTargets() {
  return usePlauditSWR('metricTargets', [], (api) => api.locationPerformance.targets());
}

type ScoreQuery = NonNullable<Parameters<PlauditApi['locationPerformance']['locationScores']>[1]>;
type TargetScoresQuery = NonNullable<
  Parameters<PlauditApi['locationPerformance']['targetScores']>[0]
>;

/**
 * GET /location_score/{account_id}/locations or /groups: the score breakdown
 * (each subscore with its target, weight and formula). `null` query: no call.
 */
export function useLocationScores(kind: 'location' | 'group', query: ScoreQuery | null) {
  const q = query ? clean(query) : null;
  return usePlauditSWR<Page<LocationScore | GroupScore>>(
    'locationScores',
    q ? [kind, q] : null,
    (api, accountId) =>
      kind === 'group'
        ? api.locationPerformance.groupScores(accountId, q!)
        : api.locationPerformance.locationScores(accountId, q!),
  );
}

/** GET /target_scores: total_score and lag_score, and each location's (or group's). */
export function useTargetScores(query: TargetScoresQuery | null) {
  const q = query ? clean(query) : null;
  return usePlauditSWR('targetScores', q ? [q] : null, (api) =>
    api.locationPerformance.targetScores(q!),
  );
}

/** GET /location_custom_targets_per_location: one location's own targets. */
export function useLocationCustomTargets(locationId: number | null) {
  return usePlauditSWR('locationCustomTargets', locationId === null ? null : [locationId], (api) =>
    api.locationPerformance.customTargetsOf({ location_id: locationId! }),
  );
}
