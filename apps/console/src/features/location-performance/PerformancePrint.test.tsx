import type { LocationPerformanceRow } from '@plaudit/api-client/schemas';
import { ApiProvider, createSessionStore } from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PerformancePrint,
  PRINT_TEXT,
  type PrintRequest,
  usePerformancePrint,
} from './PerformancePrint';
import { performanceColumns } from './performance-columns';

const row = (i: number): LocationPerformanceRow => ({
  rank: i,
  ranking: i,
  location_id: i,
  location_name: `Location ${i}`,
  location_address: `${i} Main St`,
  location_city: 'Portland',
  location_state: 'OR',
  location_zipcode: '97201',
  location_score: 80,
  location_score_delta: null,
  lag_location_score: null,
  avg_rating: 4.5,
  lag_avg_rating: null,
  total_reviews: 10,
  lag_total_reviews: null,
  completed_rate: 0.5,
  lag_completed_rate: null,
  overall_avg_response_time: 1,
  lag_overall_avg_response_time: null,
  owner_media_count: 3,
  lag_owner_media_count: null,
  ll_sync_ratio: 1,
  score: {
    version: 'new',
    value: 80,
    subscores: {
      AverageRating: { value: 90, weight: 30 },
      ReviewVolume: { value: 90, weight: 25 },
      ResponseEfficiency: { value: 50, weight: 20 },
      LLHealth: { value: 100, weight: 15 },
      MediaPresence: { value: 30, weight: 10 },
    },
  },
  target_score: null,
  target_score_lag: null,
  industry_score: 61.5,
  industry_score_delta: 18.5,
  industry_score_lag: null,
  response_rate: 0.5,
  lag_response_rate: null,
});

/** HAL pages of `total` rows under `key`, like the server (hrefs from /api); `failPage` answers 500. */
function server(total: number, failPage?: number) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    urls.push(`${url.pathname}${url.search}`);
    const key = url.pathname.includes('/reports/')
      ? 'report_locations'
      : url.pathname.includes('/metrics/')
        ? 'groups'
        : 'location_performance_overview';
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    if (page === failPage) return new Response(JSON.stringify({ error: 'down' }), { status: 500 });
    const pages = Math.max(1, Math.ceil(total / perPage));
    const items = [];
    for (let i = (page - 1) * perPage + 1; i <= Math.min(total, page * perPage); i++)
      items.push(row(i));
    const next = new URL(url);
    next.searchParams.set('page', String(page + 1));
    return new Response(
      JSON.stringify({
        _embedded: { [key]: items },
        _total: total,
        _total_pages: pages,
        _page: page,
        _per_page: perPage,
        _links: { next: page < pages ? { href: `${next.pathname}${next.search}` } : null },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  };
  return { urls, fetch };
}

function Harness({ request }: { request: PrintRequest }) {
  const print = usePerformancePrint();
  const columns = performanceColumns({ customScore: false, industry: true, view: 'locations' });
  return (
    <>
      <button type="button" onClick={() => void print.start(request)}>
        Print
      </button>
      <p role="status">
        {print.state.status === 'loading'
          ? PRINT_TEXT.progress(print.state.loaded, print.state.total)
          : ''}
      </p>
      {print.state.status === 'error' && <p role="alert">failed</p>}
      {print.state.status === 'ready' && (
        <PerformancePrint
          rows={print.state.rows}
          columns={columns}
          view="locations"
          withLag={false}
          dates={{ from: '2026-01-01', to: '2026-06-30' }}
          filters={{}}
        />
      )}
    </>
  );
}

function setup(total: number, request: PrintRequest, failPage?: number) {
  const s = server(total, failPage);
  const printSpy = vi.spyOn(window, 'print').mockImplementation(() => {});
  render(
    <ApiProvider baseUrl="/api" fetch={s.fetch} session={createSessionStore()} loadOnMount={false}>
      <Harness request={request} />
    </ApiProvider>,
  );
  return { ...s, printSpy };
}

afterEach(() => vi.restoreAllMocks());

const query = { with_lag: false, group_by: 'location' as const };

describe('print', () => {
  it('loads every page of 250, renders all rows with the industry columns, then prints', async () => {
    const { urls, printSpy } = setup(620, { newScore: true, accountId: 7, query });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const layout = await screen.findByTestId('performance-print');
    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1));
    expect(urls).toEqual([
      '/api/location_performance_overview?with_lag=false&group_by=location&per_page=250',
      '/api/location_performance_overview?with_lag=false&group_by=location&per_page=250&page=2',
      '/api/location_performance_overview?with_lag=false&group_by=location&per_page=250&page=3',
    ]);
    const table = within(layout).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(621);
    expect(within(table).getByText('Location 620')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Industry score' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Vs. industry' })).toBeTruthy();
    expect(within(table).getAllByText('62/100')).toHaveLength(620);
    expect(within(layout).getByText('Date range')).toBeTruthy();
    expect(layout.parentElement).toBe(document.body);
  });

  it('uses the old print lists with the legacy score', async () => {
    const { urls, printSpy } = setup(30, { newScore: false, accountId: 7, query });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1));
    expect(urls).toEqual(['/api/reports/7/locations?with_lag=false&per_page=250']);
  });

  it('reads the groups of the legacy print from /metrics/{id}/group', async () => {
    const { urls, printSpy } = setup(3, {
      newScore: false,
      accountId: 7,
      query: { ...query, group_by: 'group' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1));
    expect(urls).toEqual(['/api/metrics/7/group?with_lag=false&per_page=250']);
  });

  it('shows progress while loading and an error when a page fails, without printing', async () => {
    const { printSpy } = setup(600, { newScore: true, accountId: 7, query }, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByRole('status').textContent).toBe('Preparing print…');
    await screen.findByRole('alert');
    expect(printSpy).not.toHaveBeenCalled();
    expect(screen.queryByTestId('performance-print')).toBeNull();
  });
});
