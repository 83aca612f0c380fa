import {
  type GroupPerformanceRow,
  type LocationPerformanceQuery,
  type LocationPerformanceRow,
  type LocationScoreQuery,
  locationPerformanceQuery,
  locationScoreQuery,
  type MetricTargets,
  metricTargetsBody,
  type PerformancePrintQuery,
  performancePrintQuery,
  type TargetScores,
  targetScoresQuery,
} from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId, readQuery, type Validated } from '../../http/validate';
import { forgetAccountReports } from './cache';
import type { Row } from './rank-rows';
import { loadCustomTargets, loadTargets, type PerformanceFilters, TARGET_FIELDS } from './report';
import { cachedReport, createReportCache } from './report-cache';
import { csvColumns, csvResponse, GROUP_CSV, LOCATION_CSV, pick, SUBSCORE_CSV } from './report-csv';
import { LEGACY_WEIGHTS, NEW_WEIGHTS, round2 } from './score';
import { scoreRow } from './score-breakdown';
import { periodOf } from './stats';
import { customTargetsRoutes, requireTargetsEditor } from './targets-routes';

type ScoreKind = 'location' | 'group';

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

/**
 * The location performance area answers under the URL prefixes the spec gives
 * it: one router per prefix, all signed in, sharing one report cache. app.ts
 * mounts each at its prefix (`/metrics` is shared with the metrics area: only
 * the legacy group print, `/metrics/{account_id}/group`, is here).
 */
export function locationPerformanceRoutes(options: { cacheTtlMs?: number } = {}) {
  const cache = createReportCache(options.cacheTtlMs);
  const signedIn = () => new Hono<AppEnv>().use('*', authenticate());
  const overview = signedIn();
  const locationReports = signedIn();
  const groupReports = signedIn();
  const scores = signedIn();
  const metricTargets = signedIn();
  const targetScores = signedIn();

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

  overview.get(
    '/',
    describeRoute({
      returns: ['LocationPerformanceRow', 'GroupPerformanceRow'],
      summary: 'Every location (or group) ranked by score, sorted and paged',
      list: 'location_performance_overview',
    }),
    guard(requireReport),
    input('query', locationPerformanceQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      return page(c, 'location_performance_overview', q);
    },
  );

  // The old print (legacy score): the same rows as thin HAL lists.
  const legacyPrint =
    (kind: 'location' | 'group') =>
    async (c: Context<AppEnv, string, Validated<'query', typeof performancePrintQuery>>) => {
      const auth = c.var.auth;
      const accountId = readId(c, 'account_id');
      const q: PerformancePrintQuery = c.req.valid('query');
      scopedAccountId(auth, accountId);
      scopedAccountId(auth, q.account_id);
      return page(c, kind === 'group' ? 'groups' : 'report_locations', { ...q, group_by: kind });
    };
  locationReports.get(
    '/:account_id/locations',
    describeRoute({
      returns: 'LocationPerformanceRow',
      summary: 'The legacy print of locations',
      list: 'report_locations',
    }),
    guard(requireReport),
    input('query', performancePrintQuery),
    legacyPrint('location'),
  );
  groupReports.get(
    '/:account_id/location',
    describeRoute({
      returns: 'LocationPerformanceRow',
      summary: "Each location's metrics in the period (the report's rows)",
      list: 'locations',
    }),
    guard(requireReport),
    input('query', performancePrintQuery),
    async (c) => {
      const auth = c.var.auth;
      const accountId = readId(c, 'account_id');
      const q: PerformancePrintQuery = c.req.valid('query');
      scopedAccountId(auth, accountId);
      scopedAccountId(auth, q.account_id);
      return page(c, 'locations', { ...q, group_by: 'location' });
    },
  );
  groupReports.get(
    '/:account_id/group',
    describeRoute({
      returns: 'GroupPerformanceRow',
      summary: 'The legacy print of groups',
      list: 'groups',
    }),
    guard(requireReport),
    input('query', performancePrintQuery),
    legacyPrint('group'),
  );

  overview.get(
    '/csv',
    describeRoute({
      summary: 'The ranked report as CSV',
      answer: 'csv',
    }),
    guard(requireReport),
    guard(requireExport),
    input('query', locationPerformanceQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
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

  /** The caller's own score report (by location or group), each row scored against its targets. */
  const scoredReport = async (c: Context<AppEnv>, q: LocationScoreQuery, kind: ScoreKind) => {
    const auth = c.var.auth;
    scopedAccountId(auth, q.account_id);
    const db = c.var.deps.db;
    const [result, targets, custom] = await Promise.all([
      report(c, { ...q, group_by: kind }),
      loadTargets(db, auth.accountId),
      loadCustomTargets(db, auth.accountId),
    ]);
    const days = periodOf(q.start_date, q.end_date).days;
    return { rows: result.rows as Row[], score: (r: Row) => scoreRow(r, days, targets, custom) };
  };

  const scoreList =
    (kind: ScoreKind) =>
    async (c: Context<AppEnv, string, Validated<'query', typeof locationScoreQuery>>) => {
      scopedAccountId(c.var.auth, readId(c, 'account_id'));
      const q = readQuery(c);
      const { rows, score } = await scoredReport(c, q, kind);
      const start = (q.page - 1) * q.per_page;
      const items = rows.slice(start, start + q.per_page).map(score);
      return c.json({
        ...halList(
          c.req.url,
          kind === 'group' ? 'group_scores' : 'location_scores',
          items,
          rows.length,
          q.page,
          q.per_page,
        ),
        weights: { legacy: LEGACY_WEIGHTS, new: NEW_WEIGHTS },
      });
    };
  scores.get(
    '/:account_id/locations',
    describeRoute({
      returns: 'LocationScore',
      summary: 'Location scores, ranked',
      list: 'location_scores',
    }),
    guard(requireScore),
    input('query', locationScoreQuery, { deferred: true }),
    scoreList('location'),
  );
  scores.get(
    '/:account_id/groups',
    describeRoute({
      returns: 'GroupScore',
      summary: 'Group scores, ranked',
      list: 'group_scores',
    }),
    guard(requireScore),
    input('query', locationScoreQuery, { deferred: true }),
    scoreList('group'),
  );

  const scoreCsv =
    (kind: ScoreKind) =>
    async (c: Context<AppEnv, string, Validated<'query', typeof locationScoreQuery>>) => {
      const { rows, score } = await scoredReport(c, c.req.valid('query'), kind);
      const header = [
        'Rank',
        kind === 'group' ? 'Group' : 'Location',
        'Score',
        ...SUBSCORE_CSV.flatMap((s) => [s, `${s} Weight`]),
        'Target Score',
        'Targets',
        ...SUBSCORE_CSV.map((s) => `${s} Target`),
      ];
      const lines = rows.map((r) => {
        const b = score(r);
        return [
          r.rank,
          'location_name' in r ? r.location_name : r.name,
          r.score.value,
          ...SUBSCORE_CSV.flatMap((s) => [r.score.subscores[s].value, r.score.subscores[s].weight]),
          b.target_score,
          b.targets_source,
          ...SUBSCORE_CSV.map((s) => b.breakdown[s].target),
        ];
      });
      return csvResponse(c, `${kind}-scores.csv`, header, lines);
    };
  const scoreExport = [guard(requireScore), guard(requireExport)] as const;
  scores.get(
    '/export/locations/csv',
    describeRoute({ summary: 'Location scores as CSV', answer: 'csv' }),
    ...scoreExport,
    input('query', locationScoreQuery),
    scoreCsv('location'),
  );
  scores.get(
    '/export/groups/csv',
    describeRoute({ summary: 'Group scores as CSV', answer: 'csv' }),
    ...scoreExport,
    input('query', locationScoreQuery),
    scoreCsv('group'),
  );

  metricTargets.get(
    '/',
    describeRoute({
      returns: 'MetricTargets',
      summary: "The account's metric targets and weights",
    }),
    guard(requireReport),
    async (c) => {
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
    },
  );

  // Set Target Score: admins, with the custom_score setting (spec 3 section 6).
  const maySetTargets = guard(requireTargetsEditor);
  metricTargets.put(
    '/',
    describeRoute({
      returns: 'MetricTargets',
      summary: 'Set the metric targets (administrators, with custom_score)',
    }),
    maySetTargets,
    input('json', metricTargetsBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
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
      forgetAccountReports(c.var.deps.db, auth.accountId);
      return c.json({ account_id: auth.accountId, ...values, updated_at: values.updated_at });
    },
  );

  targetScores.get(
    '/',
    describeRoute({
      returns: 'TargetScores',
      summary: 'The average target score of the best locations',
    }),
    guard(requireReport),
    input('query', targetScoresQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
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
        group_by: q.group_by,
        _embedded: {
          target_scores: rows.map((r) => ({
            id: 'location_id' in r ? r.location_id : r.id,
            name: 'location_id' in r ? r.location_name : r.name,
            total_score: r.target_score,
            lag_score: q.with_lag ? r.target_score_lag : null,
          })),
        },
      };
      return c.json(body);
    },
  );

  return {
    ...customTargetsRoutes(signedIn),
    overview,
    locationReports,
    groupReports,
    scores,
    metricTargets,
    targetScores,
  };
}
