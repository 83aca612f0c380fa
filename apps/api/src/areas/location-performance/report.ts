import type {
  GroupPerformanceRow,
  IndustryFields,
  LocationOnlyField,
  LocationPerformanceQuery,
  LocationPerformanceRow,
  PerformanceScore,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import type { AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { IndustryCache } from './industry';
import { rank } from './rank-rows';
import { legacyScore, newScore, newScoreValue, round2, type Targets, targetScore } from './score';
import {
  type LocationStats,
  loadLocationStats,
  metricsOf,
  type Period,
  periodOf,
  type RawStats,
  sumStats,
} from './stats';

/**
 * Location performance (spec 3 sections 2.6, 3, 7 and 9).
 *
 * - GET /location_performance_overview (and /csv): every location (or group)
 *   of the account ranked by score, sorted and paged (per_page up to 250 for
 *   print and CSV; print follows _links.next).
 * - GET /reports/{account_id}/locations (_embedded.report_locations) and
 *   GET /metrics/{account_id}/group (_embedded.groups): the old print lists of
 *   the legacy score, thin lists over the same rows (location read).
 * - GET /location_score/{account_id}/locations|groups (+ CSV): each row's
 *   score with its breakdown (score-breakdown.ts), GET/PUT /metric_targets,
 *   GET /target_scores (the mean target score and each row's, with_lag,
 *   top_n), the per-location custom targets (targets-routes.ts: a location's
 *   own targets replace the account's for its target score), and
 *   GET /metrics/{account_id}/location (_embedded.locations, the report's rows).
 * - With the setting industry_score, rows carry industry_score,
 *   industry_score_delta, industry_score_lag, response_rate and
 *   lag_response_rate (see industry.ts for what the industry score is).
 *
 * Report cache: computing a report reads one aggregate of the rollups (about
 * 100 ms for 10,000 locations) and builds and ranks every row in Node (about
 * 30 ms), so the ranked rows are cached in the server process for
 * REPORT_TTL_MS (30 s), at most REPORT_CACHE_ENTRIES (50) reports and
 * REPORT_CACHE_ROWS (60,000) rows, least recently used first out; concurrent
 * requests for one report share its computation. Paging, print (pages of 250)
 * and the CSV of one report then cost a slice of the cached rows. The key is
 * the account, the resolved period, every filter, the score version, the
 * industry_score setting and the account's targets (read on every request),
 * so settings and targets are never stale; PUT /metric_targets also drops the
 * account's reports at once. New reviews, responses, listings, photos and
 * location edits show within REPORT_TTL_MS (with several server processes,
 * each has its own cache, with the same bound). A report that is not cached
 * reads only numbers: the locations' names and addresses are cached per
 * account with the same bound (stats.ts). The industry numbers are
 * platform-wide and cached for 10 minutes (industry.ts).
 */
export type PerformanceFilters = Omit<LocationPerformanceQuery, 'page' | 'per_page' | 'sort'>;

export const TARGET_FIELDS = [
  'total_reviews',
  'avg_rating',
  'response_rate',
  'response_time',
  'owner_photos_count',
  'll_sync_ratio',
] as const;

export async function loadTargets(db: Db, accountId: number): Promise<Targets | null> {
  const row = await db
    .selectFrom('metric_targets')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ?? null;
}

/** The per-location custom targets of the account (location_custom_targets), by location. */
export async function loadCustomTargets(db: Db, accountId: number): Promise<Map<number, Targets>> {
  const rows = await db
    .selectFrom('location_custom_targets')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('location_id')
    .execute();
  return new Map(rows.map((r) => [r.location_id, r]));
}

/** Only the target fields of a targets row (the report key and the breakdown). */
export function targetsOnly(row: Targets): Targets {
  return Object.fromEntries(
    TARGET_FIELDS.flatMap((f) => [
      [f, row[f]],
      [`${f}_weight`, row[`${f}_weight`]],
    ]),
  ) as Targets;
}

export const delta = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round2(a - b);

export const r2 = (n: number | null) => (n === null ? null : round2(n));

export const r4 = (n: number) => Math.round(n * 10000) / 10000;

/** The shared part of a location's and a group's row (metrics, scores, targets). */
export type Computed = {
  score: PerformanceScore;
  lagScore: number | null;
  fields: Omit<LocationPerformanceRow, keyof LocationOnly | 'rank' | 'ranking'>;
  completedRate: number;
  lagCompletedRate: number | null;
};

export type LocationOnly = Pick<LocationPerformanceRow, LocationOnlyField>;

export function compute(
  current: RawStats,
  lag: RawStats,
  sync: { inSync: number; listings: number },
  days: number,
  withLag: boolean,
  useNew: boolean,
  targets: Targets | null,
  locations = 1,
): Computed {
  const m = metricsOf(current, sync, days, locations);
  // Listings keep no history: the lag period uses today's sync state.
  const l = withLag ? metricsOf(lag, sync, days, locations) : null;
  const detail = newScore(m);
  const score: PerformanceScore = useNew
    ? { version: 'new', value: detail.value, subscores: detail.subscores }
    : { version: 'legacy', value: legacyScore(m), subscores: detail.subscores };
  const completedRate = r4(m.completed_rate);
  const lagCompletedRate = l ? r4(l.completed_rate) : null;
  return {
    score,
    lagScore: l ? (useNew ? newScoreValue(l) : legacyScore(l)) : null,
    completedRate,
    lagCompletedRate,
    fields: {
      avg_rating: r2(m.avg_rating),
      lag_avg_rating: l ? r2(l.avg_rating) : null,
      total_reviews: current.total,
      lag_total_reviews: withLag ? lag.total : null,
      completed_rate: completedRate,
      lag_completed_rate: lagCompletedRate,
      overall_avg_response_time: r2(m.avg_response_time),
      lag_overall_avg_response_time: l ? r2(l.avg_response_time) : null,
      owner_media_count: m.owner_media_count,
      lag_owner_media_count: l ? l.owner_media_count : null,
      ll_sync_ratio: m.ll_sync_ratio === null ? null : r4(m.ll_sync_ratio),
      score,
      target_score: targetScore(m, targets),
      target_score_lag: l ? targetScore(l, targets) : null,
    },
  };
}

/** The industry score fields of a row (industry_score setting). */
export function industryFields(
  score: number,
  industry: number | null,
  industryLag: number | null,
  c: Computed,
): IndustryFields {
  return {
    industry_score: industry,
    industry_score_delta: delta(score, industry),
    industry_score_lag: industryLag,
    response_rate: c.completedRate,
    lag_response_rate: c.lagCompletedRate,
  };
}

/** Platform-wide industry numbers, shared by every request and export of this process. */
export const sharedIndustryCache = new IndustryCache();

export type PerformanceRows =
  | { kind: 'location'; rows: LocationPerformanceRow[] }
  | { kind: 'group'; rows: GroupPerformanceRow[] };

/** The industry score per category for the period (and the lag period), when the setting is on. */
export async function industryScores(
  db: Db,
  auth: Pick<AuthContext, 'settings'>,
  period: Period,
  q: PerformanceFilters,
  useNew: boolean,
) {
  if (auth.settings.industry_score !== true) return null;
  const [current, lag] = await Promise.all([
    sharedIndustryCache.scores(db, period.from, period.to, q.source_id, useNew),
    q.with_lag
      ? sharedIndustryCache.scores(db, period.lagFrom, period.from, q.source_id, useNew)
      : null,
  ]);
  return { current, lag };
}

/** Every row of the report for the filters, ranked by score (rank 1 best). */
/**
 * Performance by group is the groups_performance setting's (the console shows a preview without
 * it): every way to the group rows (the report, the scores, the prints, the CSVs and the
 * metric_groups export) answers 403 saying so.
 */
export function requireGroupsPerformance(
  auth: Pick<AuthContext, 'settings'>,
  q: Pick<PerformanceFilters, 'group_by'>,
): void {
  if (q.group_by === 'group' && auth.settings.groups_performance !== true)
    throw forbidden(
      'Group performance is not enabled for this account (the groups_performance setting is off).',
    );
}

export async function performanceRows(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'settings'>,
  q: PerformanceFilters,
  preloadedTargets?: Targets | null,
  preloadedCustom?: Map<number, Targets>,
): Promise<PerformanceRows> {
  requireGroupsPerformance(auth, q);
  const accountId = auth.accountId;
  const period = periodOf(q.start_date, q.end_date);
  const useNew = auth.settings.new_performance_score === true;
  const groupIds = [...(q.group_ids ?? []), ...(q.group_id !== undefined ? [q.group_id] : [])];
  const [stats, targets, custom, industry] = await Promise.all([
    loadLocationStats(db, {
      accountId,
      period,
      withLag: q.with_lag,
      locationIds: q.location_id !== undefined ? [q.location_id] : undefined,
      groupIds: groupIds.length ? groupIds : undefined,
      sourceIds: q.source_id,
    }),
    preloadedTargets !== undefined ? preloadedTargets : loadTargets(db, accountId),
    preloadedCustom ?? loadCustomTargets(db, accountId),
    industryScores(db, auth, period, q, useNew),
  ]);
  const industryOf = (s: LocationStats) =>
    s.categoryId === null ? null : (industry?.current.get(s.categoryId) ?? null);
  const industryLagOf = (s: LocationStats) =>
    s.categoryId === null || !industry?.lag ? null : (industry.lag.get(s.categoryId) ?? null);

  if (q.group_by === 'group') {
    const byLocation = new Map(stats.map((s) => [s.id, s]));
    let groups = db
      .selectFrom('groups as g')
      .leftJoin('group_locations as gl', (j) =>
        j.onRef('gl.group_id', '=', 'g.id').on('gl.account_id', '=', accountId),
      )
      .select(['g.id', 'g.name', 'gl.location_id'])
      .where('g.account_id', '=', accountId);
    if (groupIds.length) groups = groups.where('g.id', 'in', groupIds);
    const members = new Map<number, { name: string; ids: number[] }>();
    for (const r of await groups.orderBy('g.id').execute()) {
      const g = members.get(r.id) ?? { name: r.name, ids: [] };
      if (r.location_id !== null && byLocation.has(r.location_id)) g.ids.push(r.location_id);
      members.set(r.id, g);
    }
    const mean = (xs: (number | null)[]) => {
      const v = xs.filter((x): x is number => x !== null);
      return v.length ? round2(v.reduce((a, b) => a + b, 0) / v.length) : null;
    };
    const rows = [...members].map(([id, g]) => {
      const list = g.ids.map((i) => byLocation.get(i)!);
      const current = sumStats(list.map((s) => s.current));
      const lag = sumStats(list.map((s) => s.lag));
      const sync = {
        inSync: list.reduce((a, s) => a + s.inSync, 0),
        listings: list.reduce((a, s) => a + s.listings, 0),
      };
      const c = compute(current, lag, sync, period.days, q.with_lag, useNew, targets, list.length);
      const row: GroupPerformanceRow = {
        rank: 0,
        ranking: 0,
        id,
        name: g.name,
        location_ids: g.ids,
        group_score: c.score.value,
        group_score_delta: delta(c.score.value, c.lagScore),
        lag_group_score: c.lagScore,
        ...c.fields,
        owner_media_count: current.media,
        lag_owner_media_count: q.with_lag ? lag.media : null,
      };
      if (industry)
        Object.assign(
          row,
          industryFields(
            c.score.value,
            mean(list.map(industryOf)),
            industry.lag ? mean(list.map(industryLagOf)) : null,
            c,
          ),
        );
      return row;
    });
    rank(
      rows,
      (r) => r.group_score,
      (r) => r.name,
    );
    return { kind: 'group', rows };
  }

  const rows = new Array<LocationPerformanceRow>(stats.length);
  for (let i = 0; i < stats.length; i++) {
    const s = stats[i]!;
    // A location's custom targets replace the account's (location_custom_targets).
    const t = custom.get(s.id) ?? targets;
    const c = compute(s.current, s.lag, s, period.days, q.with_lag, useNew, t);
    const f = c.fields;
    const row: LocationPerformanceRow = {
      rank: 0,
      ranking: 0,
      location_id: s.id,
      location_name: s.name,
      location_address: s.address,
      location_city: s.city,
      location_state: s.state,
      location_zipcode: s.zipcode,
      location_score: c.score.value,
      location_score_delta: delta(c.score.value, c.lagScore),
      lag_location_score: c.lagScore,
      avg_rating: f.avg_rating,
      lag_avg_rating: f.lag_avg_rating,
      total_reviews: f.total_reviews,
      lag_total_reviews: f.lag_total_reviews,
      completed_rate: f.completed_rate,
      lag_completed_rate: f.lag_completed_rate,
      overall_avg_response_time: f.overall_avg_response_time,
      lag_overall_avg_response_time: f.lag_overall_avg_response_time,
      owner_media_count: f.owner_media_count,
      lag_owner_media_count: f.lag_owner_media_count,
      ll_sync_ratio: f.ll_sync_ratio,
      score: f.score,
      target_score: f.target_score,
      target_score_lag: f.target_score_lag,
    };
    if (industry)
      Object.assign(row, industryFields(c.score.value, industryOf(s), industryLagOf(s), c));
    rows[i] = row;
  }
  rank(
    rows,
    (r) => r.location_score,
    (r) => r.location_name,
  );
  return { kind: 'location', rows };
}
