import {
  type GroupPerformanceRow,
  type LocationPerformanceQuery,
  type LocationPerformanceRow,
  locationPerformanceQuery,
  locationScoreQuery,
  type MetricTargets,
  metricTargetsBody,
  type PerformanceScore,
  type TargetScores,
  targetScoresQuery,
} from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { halList } from '../../http/list';
import { requirePermission, scopedAccountId } from '../../http/permissions';
import { readBody, readId, readQuery } from '../../http/validate';
import {
  LEGACY_WEIGHTS,
  legacyScore,
  type Metrics,
  newScore,
  newScoreValue,
  round2,
  type Targets,
  targetScore,
} from './score';
import { type LocationStats, loadLocationStats, metricsOf, periodOf, sumStats } from './stats';

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

function scoreOf(m: Metrics, useNew: boolean): PerformanceScore {
  const detail = newScore(m);
  return useNew
    ? { version: 'new', ...detail }
    : { version: 'legacy', value: legacyScore(m), subscores: detail.subscores };
}

const delta = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round2(a - b);
const r2 = (n: number | null) => (n === null ? null : round2(n));
const r4 = (n: number) => Math.round(n * 10000) / 10000;

type Computed = {
  metrics: Metrics;
  lagMetrics: Metrics | null;
  score: PerformanceScore;
  lagScore: number | null;
  target: number | null;
  targetLag: number | null;
};

function compute(
  current: Parameters<typeof metricsOf>[0],
  lag: Parameters<typeof metricsOf>[0],
  sync: { inSync: number; listings: number },
  days: number,
  withLag: boolean,
  useNew: boolean,
  targets: Targets | null,
  locations = 1,
): Computed {
  const metrics = metricsOf(current, sync, days, locations);
  // Listings keep no history: the lag period uses today's sync state.
  const lagMetrics = withLag ? metricsOf(lag, sync, days, locations) : null;
  return {
    metrics,
    lagMetrics,
    score: scoreOf(metrics, useNew),
    lagScore: lagMetrics ? (useNew ? newScoreValue(lagMetrics) : legacyScore(lagMetrics)) : null,
    target: targetScore(metrics, targets),
    targetLag: lagMetrics ? targetScore(lagMetrics, targets) : null,
  };
}

function metricFields(c: Computed, totalReviews: number, lagTotal: number | null) {
  const m = c.metrics;
  const l = c.lagMetrics;
  return {
    avg_rating: r2(m.avg_rating),
    lag_avg_rating: l ? r2(l.avg_rating) : null,
    total_reviews: totalReviews,
    lag_total_reviews: lagTotal,
    completed_rate: r4(m.completed_rate),
    lag_completed_rate: l ? r4(l.completed_rate) : null,
    overall_avg_response_time: r2(m.avg_response_time),
    lag_overall_avg_response_time: l ? r2(l.avg_response_time) : null,
    owner_media_count: m.owner_media_count,
    lag_owner_media_count: l ? l.owner_media_count : null,
    ll_sync_ratio: m.ll_sync_ratio === null ? null : r4(m.ll_sync_ratio),
    score: c.score,
    target_score: c.target,
    target_score_lag: c.targetLag,
  };
}

export type PerformanceRows =
  | { kind: 'location'; rows: LocationPerformanceRow[] }
  | { kind: 'group'; rows: GroupPerformanceRow[] };

/** Every row of the report for the filters, ranked by score (rank 1 best). */
export async function performanceRows(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'settings'>,
  q: PerformanceFilters,
): Promise<PerformanceRows> {
  const accountId = auth.accountId;
  const period = periodOf(q.start_date, q.end_date);
  const useNew = auth.settings.new_performance_score === true;
  const groupIds = [...(q.group_ids ?? []), ...(q.group_id !== undefined ? [q.group_id] : [])];
  const [stats, targets] = await Promise.all([
    loadLocationStats(db, {
      accountId,
      period,
      withLag: q.with_lag,
      locationIds: q.location_id !== undefined ? [q.location_id] : undefined,
      groupIds: groupIds.length ? groupIds : undefined,
      sourceIds: q.source_id,
    }),
    loadTargets(db, accountId),
  ]);

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
    const rows = [...members].map(([id, g]) => {
      const list = g.ids.map((i) => byLocation.get(i)!);
      const current = sumStats(list.map((s) => s.current));
      const lag = sumStats(list.map((s) => s.lag));
      const sync = {
        inSync: list.reduce((a, s) => a + s.inSync, 0),
        listings: list.reduce((a, s) => a + s.listings, 0),
      };
      const c = compute(current, lag, sync, period.days, q.with_lag, useNew, targets, list.length);
      const fields = metricFields(c, current.total, q.with_lag ? lag.total : null);
      return {
        rank: 0,
        ranking: 0,
        id,
        name: g.name,
        location_ids: g.ids,
        group_score: c.score.value,
        group_score_delta: delta(c.score.value, c.lagScore),
        lag_group_score: c.lagScore,
        ...fields,
        owner_media_count: current.media,
        lag_owner_media_count: q.with_lag ? lag.media : null,
      } satisfies GroupPerformanceRow;
    });
    rank(
      rows,
      (r) => r.group_score,
      (r) => r.name,
    );
    return { kind: 'group', rows };
  }

  const rows = stats.map((s: LocationStats) => {
    const c = compute(s.current, s.lag, s, period.days, q.with_lag, useNew, targets);
    return {
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
      ...metricFields(c, s.current.total, q.with_lag ? s.lag.total : null),
    } satisfies LocationPerformanceRow;
  });
  rank(
    rows,
    (r) => r.location_score,
    (r) => r.location_name,
  );
  return { kind: 'location', rows };
}

function rank<T extends { rank: number; ranking: number }>(
  rows: T[],
  score: (r: T) => number,
  name: (r: T) => string,
) {
  rows.sort((a, b) => score(b) - score(a) || name(a).localeCompare(name(b)));
  rows.forEach((r, i) => {
    r.rank = i + 1;
    r.ranking = i + 1;
  });
}

const SORT_KEY: Record<string, (r: Record<string, unknown>) => number | string | null> = {
  ranking: (r) => r.rank as number,
  location_score: (r) => (r.location_score ?? r.group_score) as number,
  group_score: (r) => (r.group_score ?? r.location_score) as number,
  location_name: (r) => ((r.location_name ?? r.name) as string).toLowerCase(),
  name: (r) => ((r.location_name ?? r.name) as string).toLowerCase(),
  avg_rating: (r) => r.avg_rating as number | null,
  total_reviews: (r) => r.total_reviews as number,
  completed_rate: (r) => r.completed_rate as number,
  overall_avg_response_time: (r) => r.overall_avg_response_time as number | null,
  owner_media_count: (r) => r.owner_media_count as number,
  ll_sync_ratio: (r) => r.ll_sync_ratio as number | null,
  target_score: (r) => r.target_score as number | null,
};

/** Sorts rows (nulls last); the default is the ranking (best score first). */
export function sortRows<T>(rows: T[], by = 'ranking', order?: 'asc' | 'desc'): T[] {
  const key = SORT_KEY[by] ?? SORT_KEY.ranking!;
  const dir =
    (order ?? (by === 'ranking' || by.endsWith('name') ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a as Record<string, unknown>);
    const y = key(b as Record<string, unknown>);
    if (x === y) return (a as { rank: number }).rank - (b as { rank: number }).rank;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * dir;
  });
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

const csvCell = (v: unknown) => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) || /^[=+\-@]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Streams a CSV: a header line, then rows in chunks of 250. */
function csvResponse(c: Context, filename: string, header: string[], lines: unknown[][]) {
  const encoder = new TextEncoder();
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${header.map(csvCell).join(',')}\n`));
    },
    pull(controller) {
      if (i >= lines.length) return controller.close();
      const chunk = lines.slice(i, i + 250);
      i += 250;
      controller.enqueue(
        encoder.encode(chunk.map((l) => `${l.map(csvCell).join(',')}\n`).join('')),
      );
    },
  });
  return c.body(stream, 200, {
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

export function locationPerformanceRoutes() {
  const app = new Hono<AppEnv>();
  for (const p of [
    '/location_performance_overview',
    '/location_performance_overview/*',
    '/location_score/*',
    '/metric_targets',
    '/target_scores',
  ])
    app.use(p, authenticate());

  app.get('/location_performance_overview', async (c) => {
    const auth = c.var.auth;
    const q = readQuery(c, locationPerformanceQuery);
    scopedAccountId(auth, q.account_id);
    requireReport(auth);
    const result = await performanceRows(c.var.deps.db, auth, q);
    const sorted = sortRows<LocationPerformanceRow | GroupPerformanceRow>(
      result.rows,
      q.sort?.by,
      q.sort?.order,
    );
    const start = (q.page - 1) * q.per_page;
    return c.json(
      halList(
        c.req.url,
        'location_performance_overview',
        sorted.slice(start, start + q.per_page),
        sorted.length,
        q.page,
        q.per_page,
      ),
    );
  });

  app.get('/location_performance_overview/csv', async (c) => {
    const auth = c.var.auth;
    const q = readQuery(c, locationPerformanceQuery);
    scopedAccountId(auth, q.account_id);
    requireReport(auth);
    requireExport(auth);
    const result = await performanceRows(c.var.deps.db, auth, q);
    if (result.kind === 'group') {
      const rows = sortRows(result.rows, q.sort?.by, q.sort?.order);
      return csvResponse(
        c,
        'group-performance.csv',
        GROUP_CSV.map(([h]) => h),
        rows.map((r) => pick(GROUP_CSV, r)),
      );
    }
    const rows = sortRows(result.rows, q.sort?.by, q.sort?.order);
    return csvResponse(
      c,
      'location-performance.csv',
      LOCATION_CSV.map(([h]) => h),
      rows.map((r) => pick(LOCATION_CSV, r)),
    );
  });

  const scoreList = (kind: 'location' | 'group') => async (c: Context<AppEnv>) => {
    const auth = c.var.auth;
    scopedAccountId(auth, readId(c, 'account_id'));
    const q = readQuery(c, locationScoreQuery);
    scopedAccountId(auth, q.account_id);
    requireScore(auth);
    const result = await performanceRows(c.var.deps.db, auth, { ...q, group_by: kind });
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
  app.get('/location_score/:account_id/locations', scoreList('location'));
  app.get('/location_score/:account_id/groups', scoreList('group'));

  const scoreCsv = (kind: 'location' | 'group') => async (c: Context<AppEnv>) => {
    const auth = c.var.auth;
    const q = readQuery(c, locationScoreQuery);
    scopedAccountId(auth, q.account_id);
    requireScore(auth);
    requireExport(auth);
    const result = await performanceRows(c.var.deps.db, auth, { ...q, group_by: kind });
    const header = [
      'Rank',
      kind === 'group' ? 'Group' : 'Location',
      'Score',
      ...SUBSCORE_CSV.flatMap((s) => [s, `${s} Weight`]),
    ];
    const lines = (result.rows as (LocationPerformanceRow | GroupPerformanceRow)[]).map((r) => [
      r.rank,
      'location_name' in r ? r.location_name : r.name,
      r.score.value,
      ...SUBSCORE_CSV.flatMap((s) => [r.score.subscores[s].value, r.score.subscores[s].weight]),
    ]);
    return csvResponse(c, `${kind}-scores.csv`, header, lines);
  };
  app.get('/location_score/export/locations/csv', scoreCsv('location'));
  app.get('/location_score/export/groups/csv', scoreCsv('group'));

  app.get('/metric_targets', async (c) => {
    const auth = c.var.auth;
    requireReport(auth);
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

  app.put('/metric_targets', async (c) => {
    const auth = c.var.auth;
    const body = await readBody(c, metricTargetsBody);
    // Set Target Score: admins, with the custom_score setting (spec 3 section 6).
    if (auth.userType !== 'administrator' || auth.settings.custom_score !== true) throw forbidden();
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
    return c.json({ account_id: auth.accountId, ...values, updated_at: values.updated_at });
  });

  app.get('/target_scores', async (c) => {
    const auth = c.var.auth;
    const q = readQuery(c, targetScoresQuery);
    scopedAccountId(auth, q.account_id);
    requireReport(auth);
    const result = await performanceRows(c.var.deps.db, auth, q);
    let rows = (result.rows as (LocationPerformanceRow | GroupPerformanceRow)[]).filter(
      (r) => r.target_score !== null,
    );
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
  });

  return app;
}
