import type { MetricsOverviewInput, PlauditApi } from '@plaudit/api-client';
import {
  can,
  type DateDescriptor,
  metricsFiltersToQuery,
  parseFilters,
  type SessionStore,
} from '@plaudit/hooks';
import { preload } from 'swr';

/** Without a date in the URL the dashboard shows the navigation range: six months. */
export const DASHBOARD_DEFAULT_DATE: DateDescriptor = 'sixMonths';
export const BREAKDOWN_PAGE_SIZE = 10;

/** The breakdown table's query: the filters' query, the view and page, busiest first. */
export function breakdownQuery(
  query: MetricsOverviewInput,
  view: 'locations' | 'groups',
  page: number,
) {
  return {
    ...query,
    view,
    page,
    per_page: BREAKDOWN_PAGE_SIZE,
    sort: { by: 'total_reviews', order: 'desc' } as const,
  };
}

/** As the data hooks' `clean`: no undefined, null or empty fields, so the keys are equal. */
function clean<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Q;
}

/**
 * Starts the dashboard's three requests (figures, sources, breakdown) as soon as its chunk is
 * there, with the keys its hooks use (swr `preload`: the hooks take the requests over), instead
 * of after the frame has rendered the page: the figures usually come back before the frame's
 * first paint, so they render with it rather than in tasks of their own afterwards.
 * Called by layout/frame-start.ts with the address's query string.
 */
export function preloadDashboardData(api: PlauditApi, session: SessionStore, search: string) {
  const { auth } = session.getState();
  if (!auth.token || auth.account_id == null || !can(auth.permissions, 'metrics', 'read')) return;
  const accountId = auth.account_id;
  const filters = parseFilters(search, { defaultDateDescriptor: DASHBOARD_DEFAULT_DATE });
  const query = clean(metricsFiltersToQuery(filters));
  const view =
    filters.view === 'groups' && can(auth.permissions, 'group', 'read') ? 'groups' : 'locations';
  const breakdown = clean(breakdownQuery(query, view, filters.page));
  const key = (resource: string, q: object) =>
    ['@plaudit', accountId, auth.user_id, resource, q] as const;
  // A failure reaches the page through the hook that takes the request over (its error state).
  const start = (k: ReturnType<typeof key>, call: () => Promise<unknown>) =>
    void Promise.resolve(preload(k, call)).catch(() => undefined);
  start(key('metricsOverview', query), () => api.metrics.overview(accountId, query));
  start(key('metricsSources', query), () => api.metrics.sources(accountId, query));
  start(key('metricsBreakdown', breakdown), () => api.metrics.breakdown(breakdown));
}
