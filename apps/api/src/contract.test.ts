import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';

/** Every list endpoint: path, collection key, a sortable field, who calls it. */
const LISTS = [
  { path: '/api/locations', key: 'locations', sort: 'name', user: 'admin' },
  { path: '/api/groups', key: 'groups', sort: 'name', user: 'admin' },
  { path: '/api/users', key: 'users', sort: 'email', user: 'admin' },
  { path: '/api/sources', key: 'sources', sort: 'name', user: 'admin' },
  { path: '/api/countries', key: 'countries', sort: 'name', user: 'admin' },
  { path: '/api/states', key: 'states', sort: 'name', user: 'admin' },
  { path: '/api/reviews', key: 'reviews', sort: 'rating', user: 'admin' },
  { path: '/api/account_settings', key: 'account_settings', sort: 'code', user: 'admin' },
  { path: '/api/accounts', key: 'accounts', sort: 'name', user: 'partner' },
  { path: '/api/competitors', key: 'competitors', sort: 'name', user: 'admin' },
] as const;

let api: TestApi;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  api = await startTestApi();
  sessions.admin = await api.login('admin@demo.test');
  sessions.partner = await api.login('partner@demo.test');
});
afterAll(() => api.close());

type Envelope = {
  _embedded: Record<string, { id: number; [k: string]: unknown }[]>;
  _total: number;
  _total_pages: number;
  _page: number;
  _links: Record<'self' | 'first' | 'prev' | 'next' | 'last', { href: string } | null>;
};

describe.each(LISTS)('GET $path', ({ path, key, sort, user }) => {
  const get = async (query: string) => {
    const res = await api.request(`${path}?${query}`, { auth: sessions[user] });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Envelope;
  };

  it('answers the HAL envelope with totals and links', async () => {
    const body = await get('per_page=2');
    expect(Array.isArray(body._embedded[key])).toBe(true);
    expect(body._page).toBe(1);
    expect(body._total_pages).toBe(Math.max(1, Math.ceil(body._total / 2)));
    expect(body._links.self?.href).toContain('page=1');
    expect(body._links.first?.href).toContain('page=1');
    expect(body._links.last?.href).toContain(`page=${body._total_pages}`);
    expect(body._links.prev).toBeNull();
    if (body._total > 2) expect(body._links.next?.href).toContain('page=2');
    expect(body._embedded[key]!.length).toBe(Math.min(2, body._total));
  });

  it('pages through without overlap and keeps the query in the links', async () => {
    const first = await get(`per_page=2&sort[by]=${sort}&sort[order]=asc`);
    if (first._total <= 2) return;
    const second = await get(`per_page=2&page=2&sort[by]=${sort}&sort[order]=asc`);
    expect(second._page).toBe(2);
    expect(second._links.prev?.href).toContain('page=1');
    expect(decodeURIComponent(second._links.next?.href ?? second._links.last!.href)).toContain(
      `sort[by]=${sort}`,
    );
    const ids1 = first._embedded[key]!.map((r) => r.id);
    const ids2 = second._embedded[key]!.map((r) => r.id);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    // Pages are slices of one order: pages 1 and 2 of 2 are the first 4 rows.
    const four = await get(`per_page=4&sort[by]=${sort}&sort[order]=asc`);
    expect([...ids1, ...ids2]).toEqual(four._embedded[key]!.map((r) => r.id));
  });

  it('sorts ascending and descending', async () => {
    const asc = (await get(`per_page=50&sort[by]=${sort}&sort[order]=asc`))._embedded[key]!;
    const desc = (await get(`per_page=50&sort[by]=${sort}&sort[order]=desc`))._embedded[key]!;
    const values = (rows: typeof asc) => rows.map((r) => r[sort] as string | number);
    // Text order is the database collation's: accept byte order or locale order.
    const comparators = [
      (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0,
      (a: string | number, b: string | number) => String(a).localeCompare(String(b)),
    ];
    const sorted = (v: (string | number)[], dir: 1 | -1) =>
      comparators.some((cmp) => v.every((x, i) => i === 0 || dir * cmp(v[i - 1]!, x) <= 0));
    expect(sorted(values(asc), 1)).toBe(true);
    expect(sorted(values(desc), -1)).toBe(true);
    if (new Set(values(asc)).size > 1) expect(values(asc)[0]).not.toEqual(values(desc)[0]);
  });

  it('answers a page past the end with an empty list, and bad paging with 400', async () => {
    const far = await get('page=9999');
    expect(far._embedded[key]).toEqual([]);
    for (const q of [
      'page=0',
      'page=abc',
      'per_page=0',
      'per_page=100000',
      'sort[by]=nope',
      'sort[order]=sideways',
    ]) {
      const res = await api.request(`${path}?${q}`, { auth: sessions[user] });
      expect(res.status, q).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });

  it('requires credentials', async () => {
    expect((await api.request(path)).status).toBe(401);
  });
});
