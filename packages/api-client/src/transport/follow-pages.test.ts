import { describe, expect, it } from 'vitest';
import { listAllLegacyPrint, listAllLocationPerformance } from '../resources/location-performance';
import { ApiError } from './api-error';
import { createClient } from './create-client';
import { followPages, linkPath } from './follow-pages';

type Row = { id: number };

/** A fetch that serves `total` rows as HAL pages the way the server does (hrefs from /api). */
function halServer(total: number, key: string, opts: { failPage?: number } = {}) {
  const urls: string[] = [];
  const fetch = async (input: string) => {
    urls.push(input);
    const url = new URL(input, 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    if (page === opts.failPage)
      return new Response(JSON.stringify({ error: 'Temporary failure' }), { status: 503 });
    const pages = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number) => {
      url.searchParams.set('page', String(p));
      url.searchParams.set('per_page', String(perPage));
      return { href: `${url.pathname}${url.search}` };
    };
    const items = Array.from(
      { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
      (_, i) => ({ id: (page - 1) * perPage + i + 1 }),
    );
    return new Response(
      JSON.stringify({
        _embedded: { [key]: items },
        _total: total,
        _total_pages: pages,
        _page: page,
        _per_page: perPage,
        _links: {
          self: link(page),
          first: link(1),
          prev: page > 1 ? link(page - 1) : null,
          next: page < pages ? link(page + 1) : null,
          last: link(pages),
        },
      }),
      { status: 200, headers: { 'content-type': 'application/hal+json' } },
    );
  };
  return { urls, fetch };
}

describe('followPages', () => {
  it('follows _links.next until none remains, keeping the filters', async () => {
    const server = halServer(620, 'location_performance_overview');
    const client = createClient({ baseUrl: 'http://localhost/api', fetch: server.fetch });
    const progress: number[][] = [];
    const rows = await followPages<Row>(
      client,
      '/location_performance_overview',
      'location_performance_overview',
      { per_page: 250, group_by: 'group', with_lag: true, sort: { by: 'name', order: 'asc' } },
      { onPage: (p) => progress.push([p.pages, p.totalPages, p.loaded, p.total]) },
    );
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 620 }, (_, i) => i + 1));
    expect(server.urls).toHaveLength(3);
    for (const u of server.urls) {
      const url = new URL(u);
      expect(url.pathname).toBe('/api/location_performance_overview');
      expect(url.searchParams.get('group_by')).toBe('group');
      expect(url.searchParams.get('sort[by]')).toBe('name');
      expect(url.searchParams.get('per_page')).toBe('250');
    }
    expect(progress).toEqual([
      [1, 3, 250, 620],
      [2, 3, 500, 620],
      [3, 3, 620, 620],
    ]);
  });

  it('stops after one page when there is no next link, and on an empty list', async () => {
    const one = halServer(25, 'groups');
    const client = createClient({ baseUrl: '/api', fetch: one.fetch });
    expect(await followPages(client, '/metrics/1/group', 'groups', { per_page: 250 })).toHaveLength(
      25,
    );
    expect(one.urls).toEqual(['/api/metrics/1/group?per_page=250']);
    const none = halServer(0, 'groups');
    const empty = createClient({ baseUrl: '/api', fetch: none.fetch });
    expect(await followPages(empty, '/metrics/1/group', 'groups')).toEqual([]);
  });

  it('rejects with the API error when a page fails', async () => {
    const server = halServer(600, 'report_locations', { failPage: 2 });
    const client = createClient({ baseUrl: 'http://localhost/api', fetch: server.fetch });
    const err = await listAllLegacyPrint(client, 7, 'location').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect(server.urls[0]).toBe('http://localhost/api/reports/7/locations?per_page=250');
  });

  it('refuses a next link that repeats', async () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      return new Response(
        JSON.stringify({
          _embedded: { x: [{ id: calls }] },
          _total: 99,
          _links: { next: { href: '/api/x?page=2' } },
        }),
        { status: 200 },
      );
    };
    const client = createClient({ baseUrl: '/api', fetch });
    await expect(followPages(client, '/x', 'x')).rejects.toThrow(/Paging did not end/);
    expect(calls).toBe(2);
  });

  it('the performance print asks for pages of 250', async () => {
    const server = halServer(251, 'location_performance_overview');
    const client = createClient({ baseUrl: '/api', fetch: server.fetch });
    const rows = await listAllLocationPerformance(client, {
      group_by: 'location',
      with_lag: false,
    });
    expect(rows).toHaveLength(251);
    expect(server.urls[1]).toContain('page=2');
    expect(server.urls[1]).toContain('per_page=250');
  });
});

describe('linkPath', () => {
  it('turns server hrefs into paths under the client base URL', () => {
    expect(linkPath('/api', '/api/groups?page=2')).toBe('/groups?page=2');
    expect(linkPath('https://host/api/', '/api/groups?page=2&per_page=250')).toBe(
      '/groups?page=2&per_page=250',
    );
    expect(linkPath('https://host/api', 'https://host/api/reports/1/locations?page=3')).toBe(
      '/reports/1/locations?page=3',
    );
    expect(linkPath('https://host', '/api/groups?page=2')).toBe('/api/groups?page=2');
    expect(linkPath('/api', '/apiary?page=2')).toBe('/apiary?page=2');
  });
});
