import { createPlauditApi } from '@plaudit/api-client';
import {
  createPlauditClient,
  type EMPTY_AUTH,
  metricsFiltersToQuery,
  parseFilters,
} from '@plaudit/hooks';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../lib/signed-in-session';
import {
  BREAKDOWN_PAGE_SIZE,
  DASHBOARD_DEFAULT_DATE,
  firstScreenFilters,
  startDashboardRequests,
} from './first-screen';

// The entry reads the dashboard's address with its own small code (first-screen.ts); the page
// reads it with the filter bar's (parseFilters). Any difference would be a second request of
// the same data, so both must agree on every address the entry reads.
describe('the entry reads the dashboard address as the page does', () => {
  const searches = [
    '',
    'dateDescriptor=sixMonths',
    'dateDescriptor=sixMonths&from=2020-01-01&to=2020-02-01',
    'dateDescriptor=thirtyDays',
    'dateDescriptor=twelveMonths',
    'dateDescriptor=twoYears',
    'dateDescriptor=allTime',
    'groupId=3&locationId=%2012%20&sourceId=0',
    'locationId=all&sourceId=7&view=groups&page=3',
    'view=locations&page=0',
    'page=abc&groupId=12345678901234567',
  ];
  const days = ['2024-08-31', '2025-03-31', '2024-02-29', '2026-01-01', '2026-11-28'];
  for (const day of days)
    it.each(searches)(`on ${day}: "%s"`, (search) => {
      const today = new Date(`${day}T12:00:00`);
      const filters = parseFilters(search, {
        defaultDateDescriptor: DASHBOARD_DEFAULT_DATE,
        today,
      });
      const first = firstScreenFilters(search, today);
      expect(first).not.toBeNull();
      expect(first!.query).toEqual(metricsFiltersToQuery(filters));
      expect(first!.groupsView).toBe(filters.view === 'groups');
      expect(first!.page).toBe(filters.page);
    });

  it.each([
    'from=2026-01-01&to=2026-02-01',
    'dateDescriptor=custom&from=2026-01-01&to=2026-02-01',
    'dateDescriptor=sevenDays',
    'dateDescriptor=nonsense',
  ])('leaves "%s" to the page', (search) => {
    expect(firstScreenFilters(search)).toBeNull();
  });
});

type Started = { resource: string; query: object };

/** Starts the entry's requests signed in with metrics.read and group.read, `auth` changed. */
function run(
  auth: Partial<typeof EMPTY_AUTH>,
  rest: string,
  search = '',
  settings: Promise<unknown> | null = null,
) {
  const session = signedInSession(['metrics.read', 'group.read'], auth);
  const client = createPlauditClient({ baseUrl: 'http://test/api', session, fetch: undefined });
  const started: Started[] = [];
  startDashboardRequests(
    createPlauditApi(client),
    session,
    rest,
    search,
    (resource, query) => started.push({ resource, query }),
    settings,
  );
  session.destroy();
  return started;
}

describe('the dashboard requests the entry starts', () => {
  it('starts the first screen of a signed-in visit to /dashboard, with the cards’ queries', async () => {
    const started = run({}, '/dashboard', 'view=groups&page=2', Promise.resolve({}));
    await Promise.resolve();
    const query = firstScreenFilters('')!.query;
    expect(started).toEqual([
      { resource: 'metricsOverview', query },
      { resource: 'metricsSources', query },
      {
        resource: 'metricsBreakdown',
        query: {
          ...query,
          view: 'groups',
          page: 2,
          per_page: BREAKDOWN_PAGE_SIZE,
          sort: { by: 'total_reviews', order: 'desc' },
        },
      },
    ]);
  });

  it('asks for the NPS card once the settings show it, without a review source', async () => {
    const settings = Promise.resolve({ nps_score: true });
    const started = run({}, '/', 'sourceId=4', settings);
    await settings;
    await Promise.resolve();
    // `/` redirects to the dashboard without its query.
    expect(started.map((s) => s.resource)).toEqual([
      'metricsOverview',
      'metricsSources',
      'metricsBreakdown',
      'npsScore',
    ]);
    expect(started[3]!.query).toEqual(firstScreenFilters('')!.query);
  });

  it.each([
    ['another page', {}, '/reviews'],
    ['a signed-out visitor', { token: null }, '/dashboard'],
    ['a partner account', { isParent: true }, '/dashboard'],
    ['an inactive account', { account_active: false }, '/dashboard'],
    ['a user without metrics.read', { permissions: {} }, '/dashboard'],
  ] as const)('starts nothing for %s', (_, auth, rest) => {
    expect(run(auth as Partial<typeof EMPTY_AUTH>, rest)).toEqual([]);
  });
});
