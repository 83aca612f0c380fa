import type {
  GroupScore,
  LocationScore,
  ScoreBreakdown,
  TargetsSource,
} from '@plaudit/api-client/schemas';
import type { Row } from './rank-rows';
import { type Metrics, scoreBreakdown, type Targets } from './score';

/**
 * The breakdown of GET /location_score/{account_id}/locations|groups: each
 * row of the report (the overview's rows, so the same score) with every
 * subscore's target and how it is computed (score.ts scoreBreakdown).
 */

/** The metrics of a report row (a group's volume and photos are per location, as in its score). */
export function rowMetrics(r: Row, days: number): Metrics {
  const n = 'location_ids' in r ? Math.max(1, r.location_ids.length) : 1;
  return {
    total_reviews: r.total_reviews / n,
    period_days: days,
    avg_rating: r.avg_rating,
    completed_rate: r.completed_rate,
    avg_response_time: r.overall_avg_response_time,
    ll_sync_ratio: r.ll_sync_ratio,
    owner_media_count: r.owner_media_count / n,
  };
}

/** A location's targets: its custom targets, else the account's. Groups use the account's. */
export function targetsOf(
  r: Row,
  account: Targets | null,
  custom: Map<number, Targets>,
): { targets: Targets | null; source: TargetsSource } {
  const own = 'location_id' in r ? custom.get(r.location_id) : undefined;
  if (own) return { targets: own, source: 'location' };
  return { targets: account, source: account ? 'account' : null };
}

export function scoreRow(
  r: Row,
  days: number,
  account: Targets | null,
  custom: Map<number, Targets>,
): LocationScore | GroupScore {
  const { targets, source } = targetsOf(r, account, custom);
  const b = scoreBreakdown(rowMetrics(r, days), targets, r.score.subscores);
  const extras = {
    rank: r.rank,
    breakdown: b.subscores as ScoreBreakdown,
    // The report's own target score (the same targets), not a recomputation.
    target_score: r.target_score,
    targets_source: source,
  };
  return 'location_id' in r
    ? { location_id: r.location_id, location_name: r.location_name, score: r.score, ...extras }
    : { group_id: r.id, name: r.name, score: r.score, ...extras };
}
