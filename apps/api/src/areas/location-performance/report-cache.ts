import type { Db } from '../../db/open-database';
import type { AuthContext } from '../../http/context';
import { ReportCache } from './cache';
import { type Row, sortRows } from './rank-rows';
import {
  loadCustomTargets,
  loadTargets,
  type PerformanceFilters,
  type PerformanceRows,
  performanceRows,
  requireGroupsPerformance,
  targetsOnly,
} from './report';
import { periodOf } from './stats';

/**
 * The rows of a report, ranked, with their sorted orders memoised (paging,
 * print and CSV of one report sort once).
 */
export type Report = PerformanceRows & { sorted(by?: string, order?: 'asc' | 'desc'): Row[] };

export function reportOf(result: PerformanceRows): Report {
  const orders = new Map<string, Row[]>();
  return {
    ...result,
    sorted(by = 'ranking', order) {
      const k = `${by}:${order ?? ''}`;
      let rows = orders.get(k);
      if (!rows) {
        rows = sortRows<Row>(result.rows, by, order);
        orders.set(k, rows);
      }
      return rows;
    },
  } as Report;
}

/** How long a computed report is served: the staleness bound (see the top of this file). */
export const REPORT_TTL_MS = 30_000;

/** At most this many reports, and this many rows in all (about 0.9 KB a row: some 55 MB). */
export const REPORT_CACHE_ENTRIES = 50;

export const REPORT_CACHE_ROWS = 60_000;

export function createReportCache(ttlMs = REPORT_TTL_MS) {
  return new ReportCache<Report>({
    ttlMs,
    maxEntries: REPORT_CACHE_ENTRIES,
    maxWeight: REPORT_CACHE_ROWS,
  });
}

/** The report of the filters for the caller, from the cache when it is there. */
export async function cachedReport(
  cache: ReportCache<Report>,
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'settings'>,
  q: PerformanceFilters,
): Promise<Report> {
  // Before the cache: a report cached for a group view is no answer without the setting.
  requireGroupsPerformance(auth, q);
  const [targets, custom] = await Promise.all([
    loadTargets(db, auth.accountId),
    loadCustomTargets(db, auth.accountId),
  ]);
  const period = periodOf(q.start_date, q.end_date);
  const ids = (xs: number[] | undefined) => (xs?.length ? [...xs].sort((a, b) => a - b) : null);
  const groupIds = ids([...(q.group_ids ?? []), ...(q.group_id !== undefined ? [q.group_id] : [])]);
  const key = JSON.stringify([
    auth.accountId,
    auth.settings.new_performance_score === true,
    auth.settings.industry_score === true,
    period.from,
    period.to,
    q.with_lag,
    q.group_by,
    groupIds,
    q.location_id ?? null,
    ids(q.source_id),
    targets,
    [...custom].map(([id, t]) => [id, targetsOnly(t)]),
  ]);
  return cache.follow(db).get(
    key,
    String(auth.accountId),
    async () => reportOf(await performanceRows(db, auth, q, targets, custom)),
    (r) => r.rows.length + 1,
  );
}
