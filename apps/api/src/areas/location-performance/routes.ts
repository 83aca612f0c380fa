import {
  type GroupPerformanceRow,
  type IndustryFields,
  type LocationOnlyField,
  type LocationPerformanceQuery,
  type LocationPerformanceRow,
  locationPerformanceQuery,
  locationScoreQuery,
  type MetricTargets,
  metricTargetsBody,
  type PerformancePrintQuery,
  type PerformanceScore,
  performancePrintQuery,
  type TargetScores,
  targetScoresQuery,
} from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { type CsvValue, csvStream } from '../../http/csv';
import { forbidden } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { readBody, readId, readQuery } from '../../http/validate';
import { ReportCache } from './cache';
import { IndustryCache } from './industry';
import {
  LEGACY_WEIGHTS,
  legacyScore,
  newScore,
  newScoreValue,
  round2,
  type Targets,
  targetScore,
} from './score';
import {
  forgetLocationLabels,
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
 * - GET /location_score/{account_id}/locations|groups (+ CSV), GET/PUT
 *   /metric_targets, GET /target_scores.
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

const TARGET_FIELDS = [
  'total_reviews',
  'avg_rating',
  'response_rate',
  'response_time',
  'owner_photos_count',
  'll_sync_ratio',
] as const;

async function loadTargets(db: Db, accountId: number): Promise<Targets | null> {
  const row = await db
    .selectFrom('metric_targets')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ?? null;
}

const delta = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round2(a - b);
const r2 = (n: number | null) => (n === null ? null : round2(n));
const r4 = (n: number) => Math.round(n * 10000) / 10000;

/** The shared part of a location's and a group's row (metrics, scores, targets). */
type Computed = {
  score: PerformanceScore;
  lagScore: number | null;
  fields: Omit<LocationPerformanceRow, keyof LocationOnly | 'rank' | 'ranking'>;
  completedRate: number;
  lagCompletedRate: number | null;
};
type LocationOnly = Pick<LocationPerformanceRow, LocationOnlyField>;

function compute(
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
function industryFields(
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
const sharedIndustryCache = new IndustryCache();

export type PerformanceRows =
  | { kind: 'location'; rows: LocationPerformanceRow[] }
  | { kind: 'group'; rows: GroupPerformanceRow[] };

/** The industry score per category for the period (and the lag period), when the setting is on. */
async function industryScores(
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
export async function performanceRows(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'settings'>,
  q: PerformanceFilters,
  preloadedTargets?: Targets | null,
): Promise<PerformanceRows> {
  const accountId = auth.accountId;
  const period = periodOf(q.start_date, q.end_date);
  const useNew = auth.settings.new_performance_score === true;
  const groupIds = [...(q.group_ids ?? []), ...(q.group_id !== undefined ? [q.group_id] : [])];
  const [stats, targets, industry] = await Promise.all([
    loadLocationStats(db, {
      accountId,
      period,
      withLag: q.with_lag,
      locationIds: q.location_id !== undefined ? [q.location_id] : undefined,
      groupIds: groupIds.length ? groupIds : undefined,
      sourceIds: q.source_id,
    }),
    preloadedTargets !== undefined ? preloadedTargets : loadTargets(db, accountId),
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
    const c = compute(s.current, s.lag, s, period.days, q.with_lag, useNew, targets);
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

/** One collator for every comparison (String#localeCompare builds one per call). */
const collator = new Intl.Collator();

function rank<T extends { rank: number; ranking: number }>(
  rows: T[],
  score: (r: T) => number,
  name: (r: T) => string,
) {
  rows.sort((a, b) => score(b) - score(a) || collator.compare(name(a), name(b)));
  rows.forEach((r, i) => {
    r.rank = i + 1;
    r.ranking = i + 1;
  });
}

type Row = LocationPerformanceRow | GroupPerformanceRow;
const SORT_KEY: Record<string, (r: Row) => number | string | null | undefined> = {
  ranking: (r) => r.rank,
  location_score: (r) => ('location_score' in r ? r.location_score : r.group_score),
  group_score: (r) => ('group_score' in r ? r.group_score : r.location_score),
  location_name: (r) => ('location_name' in r ? r.location_name : r.name).toLowerCase(),
  name: (r) => ('location_name' in r ? r.location_name : r.name).toLowerCase(),
  avg_rating: (r) => r.avg_rating,
  total_reviews: (r) => r.total_reviews,
  completed_rate: (r) => r.completed_rate,
  overall_avg_response_time: (r) => r.overall_avg_response_time,
  owner_media_count: (r) => r.owner_media_count,
  ll_sync_ratio: (r) => r.ll_sync_ratio,
  target_score: (r) => r.target_score,
  industry_score: (r) => r.industry_score,
  industry_score_delta: (r) => r.industry_score_delta,
};

/** Sorts rows (nulls last); the default is the ranking (best score first). */
export function sortRows<T>(rows: T[], by = 'ranking', order?: 'asc' | 'desc'): T[] {
  const key = SORT_KEY[by] ?? SORT_KEY.ranking!;
  const dir =
    (order ?? (by === 'ranking' || by.endsWith('name') ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  // Keys computed once per row, not once per comparison.
  const keyed = rows.map((r) => {
    const k = key(r as Row);
    return { r, k: k === undefined ? null : k, rank: (r as Row).rank };
  });
  keyed.sort((a, b) => {
    const x = a.k;
    const y = b.k;
    if (x === y) return a.rank - b.rank;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * dir;
  });
  return keyed.map((e) => e.r);
}

/**
 * The rows of a report, ranked, with their sorted orders memoised (paging,
 * print and CSV of one report sort once).
 */
export type Report = PerformanceRows & { sorted(by?: string, order?: 'asc' | 'desc'): Row[] };

function reportOf(result: PerformanceRows): Report {
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
async function cachedReport(
  cache: ReportCache<Report>,
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'settings'>,
  q: PerformanceFilters,
): Promise<Report> {
  const targets = await loadTargets(db, auth.accountId);
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
  ]);
  return cache.get(
    key,
    String(auth.accountId),
    async () => reportOf(await performanceRows(db, auth, q, targets)),
    (r) => r.rows.length + 1,
  );
}

function requireReport(auth: AuthContext) {
  requirePermission(auth, 'location', 'read');
}
function requireScore(auth: AuthContext) {
  requirePermission(auth, 'location_score', 'read');
}
/** Trial accounts export only with trial_export (spec 3 section 6). */
function requireExport(auth: AuthContext) {
  if (auth.session.status === 'trial' && auth.settings.trial_export !== true) throw forbidden();
}

/** A report's CSV under the shared policy (BOM, CRLF, formulas neutralised), streamed. */
async function csvResponse(c: Context, filename: string, header: string[], lines: unknown[][]) {
  async function* chunks() {
    for (let i = 0; i < lines.length; i += 250) yield lines.slice(i, i + 250) as CsvValue[][];
  }
  return c.body(await csvStream(header, chunks()), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}

export const LOCATION_CSV: [
  string,
  keyof LocationPerformanceRow | ((r: LocationPerformanceRow) => unknown),
][] = [
  ['Rank', 'rank'],
  ['Location', 'location_name'],
  ['Address', 'location_address'],
  ['City', 'location_city'],
  ['State', 'location_state'],
  ['Zip Code', 'location_zipcode'],
  ['Score', 'location_score'],
  ['Previous Score', 'lag_location_score'],
  ['Average Rating', 'avg_rating'],
  ['Previous Average Rating', 'lag_avg_rating'],
  ['Total Reviews', 'total_reviews'],
  ['Previous Total Reviews', 'lag_total_reviews'],
  ['Response Rate', 'completed_rate'],
  ['Previous Response Rate', 'lag_completed_rate'],
  ['Average Response Time (days)', 'overall_avg_response_time'],
  ['Previous Average Response Time (days)', 'lag_overall_avg_response_time'],
  ['Owner Photos', 'owner_media_count'],
  ['Listings in Sync', 'll_sync_ratio'],
  ['Target Score', 'target_score'],
];
export const GROUP_CSV: [
  string,
  keyof GroupPerformanceRow | ((r: GroupPerformanceRow) => unknown),
][] = [
  ['Rank', 'rank'],
  ['Group', 'name'],
  ['Locations', (r) => r.location_ids.length],
  ['Score', 'group_score'],
  ['Previous Score', 'lag_group_score'],
  ['Average Rating', 'avg_rating'],
  ['Total Reviews', 'total_reviews'],
  ['Response Rate', 'completed_rate'],
  ['Average Response Time (days)', 'overall_avg_response_time'],
  ['Owner Photos', 'owner_media_count'],
  ['Listings in Sync', 'll_sync_ratio'],
  ['Target Score', 'target_score'],
];
/** Added to both CSVs with the industry_score setting. */
export const INDUSTRY_CSV: [string, keyof IndustryFields][] = [
  ['Industry Score', 'industry_score'],
  ['Industry Score Delta', 'industry_score_delta'],
  ['Previous Industry Score', 'industry_score_lag'],
];
/** The CSV columns of a report (the industry columns with the setting). */
export function csvColumns<T extends Row>(
  base: [string, keyof T | ((r: T) => unknown)][],
  industry: boolean,
): [string, keyof T | ((r: T) => unknown)][] {
  return industry ? [...base, ...(INDUSTRY_CSV as [string, keyof T][])] : base;
}
const SUBSCORE_CSV = [
  'AverageRating',
  'ReviewVolume',
  'ResponseEfficiency',
  'LLHealth',
  'MediaPresence',
] as const;

export function pick<T>(cols: [string, keyof T | ((r: T) => unknown)][], r: T) {
  return cols.map(([, f]) => (typeof f === 'function' ? f(r) : r[f]));
}

export function locationPerformanceRoutes(options: { cacheTtlMs?: number } = {}) {
  const app = new Hono<AppEnv>();
  const cache = createReportCache(options.cacheTtlMs);
  for (const p of [
    '/location_performance_overview',
    '/location_performance_overview/*',
    '/location_score/*',
    '/metric_targets',
    '/target_scores',
    '/reports/:account_id/locations',
    '/metrics/:account_id/group',
  ])
    app.use(p, authenticate());

  const report = (c: Context<AppEnv>, q: PerformanceFilters) =>
    cachedReport(cache, c.var.deps.db, c.var.auth, q);

  /** One page of the report as a HAL list under `key`. */
  const page = async (
    c: Context<AppEnv>,
    key: string,
    q: PerformanceFilters & Pick<LocationPerformanceQuery, 'page' | 'per_page' | 'sort'>,
  ) => {
    const sorted = (await report(c, q)).sorted(q.sort?.by, q.sort?.order);
    const start = (q.page - 1) * q.per_page;
    return c.json(
      halList(
        c.req.url,
        key,
        sorted.slice(start, start + q.per_page),
        sorted.length,
        q.page,
        q.per_page,
      ),
    );
  };

  app.get(
    '/location_performance_overview',
    describeRoute({ query: locationPerformanceQuery }),
    guard(requireReport),
    async (c) => {
      const auth = c.var.auth;
      const q = readQuery(c, locationPerformanceQuery);
      scopedAccountId(auth, q.account_id);
      return page(c, 'location_performance_overview', q);
    },
  );

  // The old print (legacy score): the same rows as thin HAL lists.
  const legacyPrint = (kind: 'location' | 'group') => async (c: Context<AppEnv>) => {
    const auth = c.var.auth;
    const accountId = readId(c, 'account_id');
    const q: PerformancePrintQuery = readQuery(c, performancePrintQuery);
    scopedAccountId(auth, accountId);
    scopedAccountId(auth, q.account_id);
    return page(c, kind === 'group' ? 'groups' : 'report_locations', { ...q, group_by: kind });
  };
  app.get(
    '/reports/:account_id/locations',
    describeRoute({ query: performancePrintQuery }),
    guard(requireReport),
    legacyPrint('location'),
  );
  app.get(
    '/metrics/:account_id/group',
    describeRoute({ query: performancePrintQuery }),
    guard(requireReport),
    legacyPrint('group'),
  );

  app.get(
    '/location_performance_overview/csv',
    describeRoute({ query: locationPerformanceQuery, answer: 'csv' }),
    guard(requireReport),
    guard(requireExport),
    async (c) => {
      const auth = c.var.auth;
      const q = readQuery(c, locationPerformanceQuery);
      scopedAccountId(auth, q.account_id);
      const result = await report(c, q);
      const industry = auth.settings.industry_score === true;
      const sorted = result.sorted(q.sort?.by, q.sort?.order);
      if (result.kind === 'group') {
        const cols = csvColumns(GROUP_CSV, industry);
        return csvResponse(
          c,
          'group-performance.csv',
          cols.map(([h]) => h),
          (sorted as GroupPerformanceRow[]).map((r) => pick(cols, r)),
        );
      }
      const cols = csvColumns(LOCATION_CSV, industry);
      return csvResponse(
        c,
        'location-performance.csv',
        cols.map(([h]) => h),
        (sorted as LocationPerformanceRow[]).map((r) => pick(cols, r)),
      );
    },
  );

  const scoreList = (kind: 'location' | 'group') => async (c: Context<AppEnv>) => {
    const auth = c.var.auth;
    scopedAccountId(auth, readId(c, 'account_id'));
    const q = readQuery(c, locationScoreQuery);
    scopedAccountId(auth, q.account_id);
    const result = await report(c, { ...q, group_by: kind });
    const items: { rank: number; score: PerformanceScore }[] =
      result.kind === 'group'
        ? result.rows.map((r) => ({ rank: r.rank, group_id: r.id, name: r.name, score: r.score }))
        : result.rows.map((r) => ({
            rank: r.rank,
            location_id: r.location_id,
            location_name: r.location_name,
            score: r.score,
          }));
    const start = (q.page - 1) * q.per_page;
    return c.json({
      ...halList(
        c.req.url,
        kind === 'group' ? 'group_scores' : 'location_scores',
        items.slice(start, start + q.per_page),
        items.length,
        q.page,
        q.per_page,
      ),
      weights: { legacy: LEGACY_WEIGHTS, new: items[0]?.score.subscores ?? null },
    });
  };
  app.get(
    '/location_score/:account_id/locations',
    describeRoute({ query: locationScoreQuery }),
    guard(requireScore),
    scoreList('location'),
  );
  app.get(
    '/location_score/:account_id/groups',
    describeRoute({ query: locationScoreQuery }),
    guard(requireScore),
    scoreList('group'),
  );

  const scoreCsv = (kind: 'location' | 'group') => async (c: Context<AppEnv>) => {
    const auth = c.var.auth;
    const q = readQuery(c, locationScoreQuery);
    scopedAccountId(auth, q.account_id);
    const result = await report(c, { ...q, group_by: kind });
    const header = [
      'Rank',
      kind === 'group' ? 'Group' : 'Location',
      'Score',
      ...SUBSCORE_CSV.flatMap((s) => [s, `${s} Weight`]),
    ];
    const lines = (result.rows as Row[]).map((r) => [
      r.rank,
      'location_name' in r ? r.location_name : r.name,
      r.score.value,
      ...SUBSCORE_CSV.flatMap((s) => [r.score.subscores[s].value, r.score.subscores[s].weight]),
    ]);
    return csvResponse(c, `${kind}-scores.csv`, header, lines);
  };
  const scoreExport = [guard(requireScore), guard(requireExport)] as const;
  app.get(
    '/location_score/export/locations/csv',
    describeRoute({ query: locationScoreQuery, answer: 'csv' }),
    ...scoreExport,
    scoreCsv('location'),
  );
  app.get(
    '/location_score/export/groups/csv',
    describeRoute({ query: locationScoreQuery, answer: 'csv' }),
    ...scoreExport,
    scoreCsv('group'),
  );

  app.get('/metric_targets', describeRoute({}), guard(requireReport), async (c) => {
    const auth = c.var.auth;
    const row = await c.var.deps.db
      .selectFrom('metric_targets')
      .selectAll()
      .where('account_id', '=', auth.accountId)
      .executeTakeFirst();
    const body = { account_id: auth.accountId } as MetricTargets;
    for (const f of TARGET_FIELDS) {
      body[f] = row?.[f] ?? null;
      body[`${f}_weight`] = row?.[`${f}_weight`] ?? 0;
    }
    body.created_by_user_id = row?.created_by_user_id ?? null;
    body.updated_at = row ? new Date(row.updated_at).toISOString() : null;
    return c.json(body);
  });

  // Set Target Score: admins, with the custom_score setting (spec 3 section 6).
  const maySetTargets = guard((auth) => {
    if (auth.userType !== 'administrator' || auth.settings.custom_score !== true) throw forbidden();
  });
  app.put(
    '/metric_targets',
    describeRoute({ body: metricTargetsBody }),
    maySetTargets,
    async (c) => {
      const auth = c.var.auth;
      const body = await readBody(c, metricTargetsBody);
      const values = {
        ...Object.fromEntries(
          TARGET_FIELDS.flatMap((f) => [
            [f, body[f] ?? null],
            [`${f}_weight`, body[`${f}_weight`]],
          ]),
        ),
        created_by_user_id: auth.userId,
        updated_at: new Date(),
      };
      await c.var.deps.db
        .insertInto('metric_targets')
        .values({ ...values, account_id: auth.accountId })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      // The targets are part of the report key; drop the account's reports anyway.
      cache.invalidate(String(auth.accountId));
      forgetLocationLabels(auth.accountId);
      return c.json({ account_id: auth.accountId, ...values, updated_at: values.updated_at });
    },
  );

  app.get(
    '/target_scores',
    describeRoute({ query: targetScoresQuery }),
    guard(requireReport),
    async (c) => {
      const auth = c.var.auth;
      const q = readQuery(c, targetScoresQuery);
      scopedAccountId(auth, q.account_id);
      const result = await report(c, q);
      let rows = (result.rows as Row[]).filter((r) => r.target_score !== null);
      rows.sort((a, b) => (b.target_score ?? 0) - (a.target_score ?? 0));
      if (q.top_n) rows = rows.slice(0, q.top_n);
      const avg = (xs: (number | null)[]) => {
        const v = xs.filter((x): x is number => x !== null);
        return v.length ? round2(v.reduce((a, b) => a + b, 0) / v.length) : null;
      };
      const body: TargetScores = {
        total_score: avg(rows.map((r) => r.target_score)),
        lag_score: q.with_lag ? avg(rows.map((r) => r.target_score_lag)) : null,
      };
      return c.json(body);
    },
  );

  return app;
}
