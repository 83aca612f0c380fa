import type {
  AccountSettingsMap,
  MetricsBreakdownInput,
  MetricsNpsInput,
  MetricsOverviewInput,
  PlauditApi,
} from '@plaudit/api-client';
import {
  can,
  type DateDescriptor,
  type Filters,
  KEY_PREFIX,
  type SessionStore,
  settingOn,
} from '@plaudit/hooks';

/**
 * The dashboard's first screen, for its page (DashboardPage and its cards) and for the entry,
 * which starts the first requests of a signed-in visit to /dashboard while the frame's and the
 * dashboard's chunks still load (routes/frame-start.ts), with the keys the cards' hooks use: the
 * cards take those answers over instead of asking again. This module is part of the entry, and
 * small: it reads the dashboard's address itself rather than with the filter bar's code (hooks'
 * parseFilters and the date descriptors, which would add about 3 KB to every public page); a
 * test checks that both read every address the same way, and an address it does not read (a
 * custom range, a date option the dashboard does not offer) is left to the page.
 */

/** Without a date in the URL the dashboard shows the navigation range: six months. */
export const DASHBOARD_DEFAULT_DATE: DateDescriptor = 'sixMonths';
/** Rows per page of the breakdown table. */
export const BREAKDOWN_PAGE_SIZE = 10;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const ROLLING_MONTHS: Partial<Record<string, number>> = {
  sixMonths: 6,
  twelveMonths: 12,
  twoYears: 24,
};

/**
 * The dashboard's date options as the filter bar resolves them (api-client's date descriptors):
 * ranges ending today (local time), starting 30 days or 6, 12, 24 months earlier (a month's end
 * clamped), or all time from 1970-01-01. Null for any other option.
 */
function dashboardRange(descriptor: string, now: Date): { from: string; to: string } | null {
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  const to = isoDay(now);
  if (descriptor === 'allTime') return { from: '1970-01-01', to };
  if (descriptor === 'thirtyDays') return { from: isoDay(new Date(y, m, d - 30)), to };
  const months = ROLLING_MONTHS[descriptor];
  if (!months) return null;
  const lastDay = new Date(y, m - months + 1, 0).getDate();
  return { from: isoDay(new Date(y, m - months, Math.min(d, lastDay))), to };
}

/** An id in the URL as the filter bar reads it (hooks' filterId), else undefined. */
function urlId(p: URLSearchParams, key: string): number | undefined {
  const v = p.get(key)?.trim();
  return v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
}

/**
 * What the dashboard asks for at this address's query (`search`): the overview's query (dates,
 * group, location, source), whether the URL asks for the groups' breakdown, and the breakdown's
 * page. Null when the address holds a date range this does not read (the page asks then).
 */
export function firstScreenFilters(
  search: string,
  now = new Date(),
): { query: MetricsOverviewInput; groupsView: boolean; page: number } | null {
  const p = new URLSearchParams(search);
  const descriptor = p.get('dateDescriptor');
  // Without an option, from and to alone make a custom range: the page reads those.
  if (descriptor === null && (p.has('from') || p.has('to'))) return null;
  const range = dashboardRange(descriptor ?? DASHBOARD_DEFAULT_DATE, now);
  if (!range) return null;
  const query: MetricsOverviewInput = { published_after: range.from, published_before: range.to };
  const group = urlId(p, 'groupId');
  const location = urlId(p, 'locationId');
  const source = urlId(p, 'sourceId');
  if (group) query.group_id = group;
  if (location) query.location_id = location;
  if (source) query.source_id = source;
  const page = Number.parseInt(p.get('page') ?? '', 10);
  return {
    query,
    groupsView: p.get('view')?.trim() === 'groups',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** NPS answers have dates and locations, no review source. */
export function npsQuery(query: MetricsOverviewInput): MetricsNpsInput {
  const { source_id: _source, ...rest } = query;
  return rest;
}

/** The breakdown's view: groups when the URL asks for them and the user may read groups. */
export const breakdownView = (
  view: Filters['view'] | 'groups' | null,
  canGroups: boolean,
): 'locations' | 'groups' => (view === 'groups' && canGroups ? 'groups' : 'locations');

/** The breakdown table's query: a page of locations (or groups), busiest first. */
export const breakdownQuery = (
  query: MetricsOverviewInput,
  view: 'locations' | 'groups',
  page: number,
): MetricsBreakdownInput => ({
  ...query,
  view,
  page,
  per_page: BREAKDOWN_PAGE_SIZE,
  sort: { by: 'total_reviews', order: 'desc' },
});

/** The dashboard's address (`/` redirects to it), with or without the `/as/{id}` base. */
export const isDashboardPath = (rest: string) => rest === '/' || rest === '/dashboard';

type Start = (
  resource: string,
  query: object,
  call: (accountId: number) => Promise<unknown>,
) => void;

/**
 * Starts the dashboard's first-screen requests (overview, sources, breakdown; the NPS card's once
 * the account's settings say it shows) for a signed-in session that may see the dashboard, with
 * the hooks' keys. `rest` and `search` are the address (without the `/as/{id}` base); `/`
 * redirects to the dashboard without its query. `start` preloads one request under its key;
 * `settings` is the account settings' answer already asked for.
 */
export function startDashboardRequests(
  api: PlauditApi,
  session: SessionStore,
  rest: string,
  search: string,
  start: Start,
  settings: Promise<unknown> | null,
) {
  const { auth } = session.getState();
  if (!isDashboardPath(rest) || !auth.token || auth.account_id == null) return;
  // The same gates as the route's: partners have no dashboard, an inactive account goes to
  // billing, and the screen needs metrics.read.
  if (auth.isParent || !auth.account_active || !can(auth.permissions, 'metrics', 'read')) return;
  const first = firstScreenFilters(rest === '/' ? '' : search);
  if (!first) return;
  const { query } = first;
  const view = breakdownView(
    first.groupsView ? 'groups' : null,
    can(auth.permissions, 'group', 'read'),
  );
  start('metricsOverview', query, (id) => api.metrics.overview(id, query));
  start('metricsSources', query, (id) => api.metrics.sources(id, query));
  const breakdown = breakdownQuery(query, view, first.page);
  start('metricsBreakdown', breakdown, () => api.metrics.breakdown(breakdown));
  const nps = npsQuery(query);
  void settings?.then(
    (map) => {
      if (settingOn(map as AccountSettingsMap, 'nps_score'))
        start('npsScore', nps, (id) => api.metrics.nps(id, nps));
    },
    () => undefined,
  );
}

/** A data hook's SWR key (`usePlauditSWR`), for the signed-in account and user. */
export const dataKey = (session: SessionStore, resource: string, ...args: unknown[]) => {
  const { auth } = session.getState();
  return [KEY_PREFIX, auth.account_id, auth.user_id, resource, ...args] as const;
};
