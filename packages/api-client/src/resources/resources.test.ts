import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { halList, startTestServer, type TestServer } from '../../test/start-test-server';
import { ApiError } from '../transport/api-error';
import { createClient } from '../transport/create-client';
import { getAccountSettings, getWhitelabel } from './account-settings';
import {
  getAccount,
  getAccountUsersOverview,
  listAccounts,
  transferAccountOwner,
} from './accounts';
import { createShadowToken, login, logout } from './auth';
import { createPlauditApi } from './create-plaudit-api';
import { getExportFile } from './exports';
import { getState, listCountries, listStates } from './geo';
import { createLocation, deleteLocation, listLocations, updateLocation } from './locations';
import { listReviews } from './reviews';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.reply(() => ({ status: 204 }));
});

const authed = () =>
  createClient({ baseUrl: server.baseUrl, credentials: { email: 'a@demo.test', token: 'old' } });
const lastUrl = () => new URL(server.requests.at(-1)?.url ?? '', 'http://x');

describe('auth', () => {
  it('logs in without credentials, then uses the new token', async () => {
    server.reply(() => ({ body: { token: 'new-token', email: 'admin@demo.test', account_id: 1 } }));
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: server.baseUrl, onUnauthorized });
    const session = await login(client, { email: 'admin@demo.test', password: 'demo-password' });
    expect(session.token).toBe('new-token');
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/auth');
    expect(req?.headers.authorization).toBeUndefined();
    expect(JSON.parse(req?.body ?? '')).toEqual({
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    expect(client.getCredentials()).toEqual({ email: 'admin@demo.test', token: 'new-token' });
  });

  it('rejects a wrong password without calling onUnauthorized', async () => {
    server.reply(() => ({ status: 401, body: { error: 'Invalid email or password' } }));
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: server.baseUrl, onUnauthorized });
    await expect(login(client, { email: 'a@demo.test', password: 'x' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(client.getCredentials()).toBeNull();
  });

  it('logs out with DELETE /auth and forgets the credentials even on failure', async () => {
    const client = authed();
    await logout(client);
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(server.requests[0]?.headers.authorization).toBeDefined();
    expect(client.getCredentials()).toBeNull();

    const other = authed();
    server.reply(() => ({ status: 500 }));
    await expect(logout(other)).rejects.toBeInstanceOf(ApiError);
    expect(other.getCredentials()).toBeNull();
  });

  it('asks for a shadow token with the child account id', async () => {
    server.reply(() => ({ body: { token: 'shadow', isShadowing: true } }));
    const client = authed();
    const session = await createShadowToken(client, { child_account_id: 12 });
    expect(session.isShadowing).toBe(true);
    expect(server.requests[0]?.url).toBe('/api/shadow_user/tokens');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ child_account_id: 12 });
    expect(client.getCredentials()?.token).toBe('old');
  });
});

describe('accounts', () => {
  it('lists children by parent_id and reads one with parent_id', async () => {
    server.reply(() => ({ body: halList('accounts', [{ id: 2 }], 1, 25, 1) }));
    const client = authed();
    const page = await listAccounts(client, { parent_id: 1, sort: { by: 'name', order: 'asc' } });
    expect(page.items).toEqual([{ id: 2 }]);
    expect(lastUrl().pathname).toBe('/api/accounts');
    expect(lastUrl().searchParams.get('parent_id')).toBe('1');
    expect(lastUrl().searchParams.get('sort[by]')).toBe('name');

    server.reply(() => ({ body: { id: 2 } }));
    await getAccount(client, 2, { parent_id: 1 });
    expect(server.requests[1]?.url).toBe('/api/accounts/2?parent_id=1');
  });

  it('reads the users overview and transfers the owner', async () => {
    const client = authed();
    server.reply(() => ({ body: { account_id: 2, total: 1, owner: null } }));
    await getAccountUsersOverview(client, 2);
    expect(server.requests.at(-1)?.url).toBe('/api/accounts/2/users_overview');
    await transferAccountOwner(client, 2, { user_id: 7, current_password: 'pw' });
    const req = server.requests.at(-1);
    expect([req?.method, req?.url]).toEqual(['POST', '/api/accounts/2/owner']);
    expect(JSON.parse(req?.body ?? '')).toEqual({ user_id: 7, current_password: 'pw' });
  });
});

describe('locations', () => {
  it('lists with filters and normalises the page', async () => {
    server.reply(() => ({ body: halList('locations', [{ id: 1 }, { id: 2 }], 2, 2, 5) }));
    const page = await listLocations(authed(), {
      group_id: 3,
      page: 2,
      per_page: 2,
      location_ids: [1, 2],
    });
    expect(lastUrl().search).toBe(
      `?group_id=3&page=2&per_page=2&${encodeURIComponent('location_ids[]')}=1&${encodeURIComponent('location_ids[]')}=2`,
    );
    expect(page.items.map((l) => l.id)).toEqual([1, 2]);
    expect(page.paging).toMatchObject({ page: 2, perPage: 2, total: 5, totalPages: 3 });
    expect(page.paging.links.next).toBe('/api/locations?page=3&per_page=2');
  });

  it('creates with POST, updates with the PATCH override and deletes', async () => {
    const client = authed();
    server.reply((req) => ({ status: req.method === 'DELETE' ? 204 : 200, body: { id: 9 } }));
    const body = {
      name: 'Downtown',
      public_name: 'Blue Fern Downtown',
      address: '1 Main St',
      city: 'Springfield',
      country_id: 1,
      state_id: 5,
      zipcode: '12345',
    };
    await createLocation(client, body);
    await updateLocation(client, 9, { phone: '(555) 123-4567' });
    expect(await deleteLocation(client, 9)).toBeUndefined();
    const [create, update, remove] = server.requests;
    expect([create?.method, create?.url]).toEqual(['POST', '/api/locations']);
    expect(JSON.parse(create?.body ?? '')).toEqual(body);
    expect([update?.method, update?.url]).toEqual(['POST', '/api/locations/9']);
    expect(update?.headers['x-http-method-override']).toBe('PATCH');
    expect([remove?.method, remove?.url]).toEqual(['DELETE', '/api/locations/9']);
  });
});

describe('account settings', () => {
  it('reads every page of 250 into a map with booleans', async () => {
    server.reply((req) => {
      const page = Number(new URL(req.url, 'http://x').searchParams.get('page'));
      const items =
        page === 1
          ? [
              { id: 1, code: 'reviews_enabled', value: 'true' },
              { id: 2, code: 'amplify_enabled', value: 'false' },
            ]
          : [{ id: 3, code: 'brand_color', value: '#336699' }];
      return { body: halList('account_settings', items, page, 250, 251) };
    });
    const map = await getAccountSettings(authed());
    expect(map).toEqual({ reviews_enabled: true, amplify_enabled: false, brand_color: '#336699' });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/account_settings?per_page=250&page=1',
      '/api/account_settings?per_page=250&page=2',
    ]);
  });
});

describe('whitelabel', () => {
  it('reads /mywhitelabel and answers null when there is none', async () => {
    server.reply(() => ({ body: { id: 1, name: 'Acme' } }));
    expect(await getWhitelabel(authed())).toEqual({ id: 1, name: 'Acme' });
    expect(server.requests[0]?.url).toBe('/api/mywhitelabel');
    server.reply(() => ({ status: 404, body: { error: 'Whitelabel not found' } }));
    expect(await getWhitelabel(authed())).toBeNull();
    server.reply(() => ({ status: 500, body: { error: 'Down' } }));
    await expect(getWhitelabel(authed())).rejects.toThrow('Down');
  });
});

describe('countries and states', () => {
  it('ask for 500 a page unless told otherwise', async () => {
    server.reply((req) => ({
      body: halList(req.url.includes('countries') ? 'countries' : 'states', [], 1, 500, 0),
    }));
    await listCountries(authed(), { keywords: 'uni', search_type: 'typeahead' });
    await listStates(authed(), { country_id: 1, per_page: 50 });
    expect(server.requests[0]?.url).toBe(
      '/api/countries?per_page=500&keywords=uni&search_type=typeahead',
    );
    expect(server.requests[1]?.url).toBe('/api/states?per_page=50&country_id=1');
    server.reply(() => ({ body: { id: 5, name: 'Oregon', code: 'OR', country_id: 1 } }));
    expect(await getState(authed(), 5)).toMatchObject({ code: 'OR' });
    expect(server.requests[2]?.url).toBe('/api/states/5');
  });
});

describe('reviews', () => {
  it('serialises the review filters', async () => {
    server.reply(() => ({ body: halList('reviews', [], 1, 25, 0) }));
    const page = await listReviews(authed(), {
      published_after: '2024-01-01',
      rating: ['1', '2'],
      status: ['new'],
      source_id: [4, 5],
      sort: { by: 'published_at', order: 'desc' },
    });
    expect(page.items).toEqual([]);
    const q = lastUrl().searchParams;
    expect(q.get('published_after')).toBe('2024-01-01');
    expect(q.getAll('rating[]')).toEqual(['1', '2']);
    expect(q.getAll('status[]')).toEqual(['new']);
    expect(q.getAll('source_id[]')).toEqual(['4', '5']);
    expect(q.get('sort[order]')).toBe('desc');
  });
});

describe('createPlauditApi', () => {
  it('binds every resource to the client', async () => {
    const client = authed();
    const api = createPlauditApi(client);
    server.reply(() => ({ body: { id: 7, name: 'G' } }));
    await api.groups.get(7);
    await api.users.update(3, { name: 'Pat' });
    await api.sources.list({ imagesOnly: true });
    await api.auth.session();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/groups/7',
      'POST /api/users/3',
      'GET /api/sources?imagesOnly=true',
      'GET /api/auth',
    ]);
    expect(api.client).toBe(client);
  });
});

describe('metrics and passwords', () => {
  it('calls the metrics paths with the review filters', async () => {
    const api = createPlauditApi(authed());
    server.reply(() => ({ body: { account_id: 7, total_reviews: 3 } }));
    const o = await api.metrics.overview(7, { published_after: '2026-01-01', location_id: 4 });
    expect(o.total_reviews).toBe(3);
    expect(lastUrl().pathname).toBe('/api/metrics/7/overview');
    expect(lastUrl().searchParams.get('published_after')).toBe('2026-01-01');
    expect(lastUrl().searchParams.get('location_id')).toBe('4');
    await api.metrics.sources(7, { month_after: '2026-01' });
    expect(lastUrl().pathname).toBe('/api/metrics/7/sources');
    server.reply(() => ({ body: halList('metrics', [{ id: 1, name: 'A' }], 1, 10, 1) }));
    const page = await api.metrics.breakdown({ view: 'groups', per_page: 10 });
    expect(page.items).toEqual([{ id: 1, name: 'A' }]);
    expect(lastUrl().pathname).toBe('/api/metrics/overview/breakdown');
    expect(lastUrl().searchParams.get('view')).toBe('groups');
  });

  it('calls the benchmark of a vertical with the period and sources', async () => {
    const api = createPlauditApi(authed());
    server.reply(() => ({ body: { vertical_id: 'retail', businesses: null } }));
    const b = await api.benchmark.get('retail', { start_date: '2026-01-01', source_id: [2, 3] });
    expect(b.vertical_id).toBe('retail');
    expect(lastUrl().pathname).toBe('/api/benchmark/retail');
    expect(lastUrl().searchParams.get('start_date')).toBe('2026-01-01');
    expect(lastUrl().search).toContain('source_id');
  });

  it('calls the competitor sources and CSV downloads', async () => {
    const api = createPlauditApi(authed());
    server.reply(() => ({ body: { _embedded: { sources: [] } } }));
    expect(await api.competitorsIntel.sources(7)).toEqual({ _embedded: { sources: [] } });
    expect(lastUrl().pathname).toBe('/api/intel/accounts/7/sources');
    server.reply(() => ({ body: 'Location\r\n', headers: { 'content-type': 'text/csv' } }));
    await api.competitorsIntel.timeseriesCsv({ start_date: '2026-01-01', location_id: 3 });
    expect(lastUrl().pathname).toBe('/api/export/csv/intel/locations/timeseries');
    expect(lastUrl().searchParams.get('location_id')).toBe('3');
    await api.competitorsIntel.tagsOverviewCsv();
    expect(lastUrl().pathname).toBe('/api/intel/locations/tags_overview/export');
  });

  it('sends the reset calls without credentials and the change with them', async () => {
    const api = createPlauditApi(authed());
    server.reply(() => ({ status: 202, body: { status: 'accepted' } }));
    await api.passwords.requestReset({ email: 'a@demo.test' });
    let req = server.requests.at(-1)!;
    expect([req.method, req.url, req.headers.authorization]).toEqual([
      'POST',
      '/api/passwords',
      undefined,
    ]);
    server.reply(() => ({ body: { valid: true, email: 'a@demo.test' } }));
    expect(await api.passwords.check('tok')).toEqual({ valid: true, email: 'a@demo.test' });
    expect(lastUrl().searchParams.get('token')).toBe('tok');
    server.reply(() => ({ body: { status: 'updated' } }));
    await api.passwords.reset({ token: 'tok', password: 'long-enough' });
    req = server.requests.at(-1)!;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.headers['x-http-method-override'] ?? req.method).toMatch(/PATCH/);
    await api.passwords.change({ current_password: 'a', new_password: 'long-enough' });
    req = server.requests.at(-1)!;
    expect(req.url).toBe('/api/passwords/change');
    expect(req.headers.authorization).toMatch(/^Basic /);
  });
});

describe('export files', () => {
  it("turns the server's file_url path into a link on the API's origin", async () => {
    const file = {
      id: 7,
      status: 'done',
      file_url: '/api/export_files/7/download?token=abc.def',
    };
    server.reply(() => ({ body: file }));
    const absolute = await getExportFile(authed(), 7);
    expect(absolute.file_url).toBe(
      `${new URL(server.baseUrl).origin}/api/export_files/7/download?token=abc.def`,
    );
    // A console on the same server (base URL /api) keeps the path: same origin, any host name.
    const relative = createClient({
      baseUrl: '/api',
      fetch: ((url: string, init: RequestInit) =>
        fetch(`${new URL(server.baseUrl).origin}${url}`, init)) as typeof fetch,
    });
    expect((await getExportFile(relative, 7)).file_url).toBe(file.file_url);
  });
});
