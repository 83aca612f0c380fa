import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../test/test-api';

/**
 * Another account's records are 404 on read, write and delete, and nothing
 * changes. The health-care admin probes Blue Fern Bistro's records.
 */
let api: TestApi;
let intruder: Session;
let owner: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.login('admin@demo.test');
  intruder = await loginAs(api, 'Evergreen Family Health', 'administrator');
  const first = async (table: 'locations' | 'groups' | 'reviews' | 'users') =>
    (
      await api.db
        .selectFrom(table)
        .select('id')
        .where('account_id', '=', owner.account_id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.location = await first('locations');
  ids.group = await first('groups');
  ids.review = await first('reviews');
  ids.user = (
    await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user@demo.test')
      .executeTakeFirstOrThrow()
  ).id;
  ids.account = owner.account_id;
});
afterAll(() => api.close());

const probes = [
  { name: 'location', read: '/api/locations/{id}', write: { name: 'Hijacked' } },
  { name: 'group', read: '/api/groups/{id}', write: { name: 'Hijacked' } },
  { name: 'user', read: '/api/users/{id}', write: { name: 'Hijacked' } },
  { name: 'review', read: '/api/reviews/{id}', write: null },
  { name: 'account', read: '/api/accounts/{id}', write: { name: 'Hijacked' } },
] as const;

describe.each(probes)("another account's $name", ({ name, read, write }) => {
  const url = () => read.replace('{id}', String(ids[name]));

  it('is 404 to read', async () => {
    const res = await api.request(url(), { auth: intruder });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/not found/);
    // The owner sees it.
    expect((await api.request(url(), { auth: owner })).status).toBe(200);
  });

  it.runIf(write !== null)('is 404 to update and stays unchanged', async () => {
    const before = await (await api.request(url(), { auth: owner })).json();
    const res = await api.request(url(), { method: 'PATCH', auth: intruder, json: write });
    expect(res.status).toBe(404);
    const after = await (await api.request(url(), { auth: owner })).json();
    expect(after).toEqual(before);
  });

  it.runIf(name !== 'account' && name !== 'review')(
    'is 404 to delete and still exists',
    async () => {
      const res = await api.request(url(), { method: 'DELETE', auth: intruder });
      expect(res.status).toBe(404);
      expect((await api.request(url(), { auth: owner })).status).toBe(200);
    },
  );
});

describe('lists and references are scoped to the account', () => {
  it('never lists another account’s locations, even when asked by id or group', async () => {
    const res = await api.request(`/api/locations?location_ids[]=${ids.location}`, {
      auth: intruder,
    });
    expect((await res.json())._total).toBe(0);
    const byGroup = await api.request(`/api/locations?group_id=${ids.group}`, { auth: intruder });
    expect((await byGroup.json())._total).toBe(0);
    const reviews = await api.request(`/api/reviews?location_id=${ids.location}`, {
      auth: intruder,
    });
    expect((await reviews.json())._total).toBe(0);
  });

  it('refuses an account_id that is not the caller’s', async () => {
    expect(
      (await api.request(`/api/reviews?account_id=${ids.account}`, { auth: intruder })).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/users?account_id=${ids.account}`, { auth: intruder })).status,
    ).toBe(404);
  });

  it.each([
    '/api/locations',
    '/api/groups',
    '/api/oauth_tokens',
    '/api/metric_targets',
    '/api/amplify/widgets',
    '/api/accounts',
    '/api/account_settings',
    '/api/sources',
    '/api/tags',
  ])(
    '%s?account_id=<another account> is 404, whether or not the endpoint reads it',
    async (path) => {
      const res = await api.request(`${path}?account_id=${ids.account}`, { auth: intruder });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Account not found' });
      // Its own id is fine, and a value that is not an id is a 400.
      expect(
        (await api.request(`${path}?account_id=${intruder.account_id}`, { auth: intruder })).status,
      ).toBeLessThan(400);
      expect((await api.request(`${path}?account_id=abc`, { auth: intruder })).status).toBe(400);
    },
  );

  it('writes nothing for another account’s id in the query or the body', async () => {
    const before = await api.db.selectFrom('metric_targets').selectAll().execute();
    const evergreenAdmin = intruder;
    const put = await api.request(`/api/metric_targets?account_id=${ids.account}`, {
      method: 'PUT',
      auth: evergreenAdmin,
      json: { avg_rating: 4.9, avg_rating_weight: 1 },
    });
    expect(put.status).toBe(404);
    const group = await api.request('/api/groups', {
      method: 'POST',
      auth: intruder,
      json: { account_id: ids.account, name: 'Planted' },
    });
    expect(group.status).toBe(404);
    expect(await api.db.selectFrom('metric_targets').selectAll().execute()).toEqual(before);
    expect(
      await api.db.selectFrom('groups').select('id').where('name', '=', 'Planted').execute(),
    ).toEqual([]);
  });

  it('will not put another account’s location into a group', async () => {
    const res = await api.request('/api/groups', {
      method: 'POST',
      auth: intruder,
      json: { name: 'Sneaky', location_ids: [ids.location] },
    });
    expect(res.status).toBe(400);
    const count = await api.db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', 'Sneaky')
      .execute();
    expect(count).toEqual([]);
  });
});
