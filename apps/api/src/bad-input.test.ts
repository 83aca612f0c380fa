import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';

/** Bad input is a 400 (or 404 for unknown ids) with a message, never a 500, and changes nothing. */
let api: TestApi;
let admin: Session;
let locationId: number;
let snapshot: string;

const fingerprint = async () =>
  JSON.stringify(
    await Promise.all([
      api.db
        .selectFrom('locations')
        .selectAll()
        .where('account_id', '=', admin.account_id)
        .orderBy('id')
        .execute(),
      api.db
        .selectFrom('groups')
        .selectAll()
        .where('account_id', '=', admin.account_id)
        .orderBy('id')
        .execute(),
      api.db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'user_type'])
        .where('account_id', '=', admin.account_id)
        .orderBy('id')
        .execute(),
    ]),
  );

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  locationId = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  snapshot = await fingerprint();
});
afterAll(() => api.close());

const cases: { name: string; method: string; path: () => string; body?: string; status: number }[] =
  [
    {
      name: 'malformed JSON',
      method: 'POST',
      path: () => '/api/locations',
      body: '{"name": "x",',
      status: 400,
    },
    {
      name: 'a JSON array body',
      method: 'POST',
      path: () => '/api/groups',
      body: '[1,2]',
      status: 400,
    },
    {
      name: 'wrong types',
      method: 'POST',
      path: () => '/api/locations',
      body: JSON.stringify({ name: 7, city: [], country_id: 'US' }),
      status: 400,
    },
    {
      name: 'missing required fields',
      method: 'POST',
      path: () => '/api/locations',
      body: '{}',
      status: 400,
    },
    {
      name: 'a bad phone',
      method: 'PATCH',
      path: () => `/api/locations/${locationId}`,
      body: JSON.stringify({ phone: '12' }),
      status: 400,
    },
    {
      name: 'bad hours',
      method: 'PATCH',
      path: () => `/api/locations/${locationId}`,
      body: JSON.stringify({
        hours: { monday: { open: true, hours: [{ open_time: '25:00', close_time: 'x' }] } },
      }),
      status: 400,
    },
    {
      name: 'an unknown open status',
      method: 'PATCH',
      path: () => `/api/locations/${locationId}`,
      body: JSON.stringify({ open_status: 'gone' }),
      status: 400,
    },
    {
      name: 'an unknown state id',
      method: 'PATCH',
      path: () => `/api/locations/${locationId}`,
      body: JSON.stringify({ state_id: 999999 }),
      status: 400,
    },
    {
      name: 'an unknown location id',
      method: 'PATCH',
      path: () => '/api/locations/999999',
      body: JSON.stringify({ name: 'x' }),
      status: 404,
    },
    { name: 'a non-numeric id', method: 'GET', path: () => '/api/locations/abc', status: 400 },
    {
      name: 'a huge id',
      method: 'GET',
      path: () => '/api/reviews/99999999999999999999',
      status: 400,
    },
    {
      name: 'an unknown group id',
      method: 'DELETE',
      path: () => '/api/groups/999999',
      status: 404,
    },
    {
      name: 'a bad user type',
      method: 'POST',
      path: () => '/api/users',
      body: JSON.stringify({ email: 'a@b.co', name: 'A', user_type: 'god' }),
      status: 400,
    },
    {
      name: 'a bad e-mail',
      method: 'POST',
      path: () => '/api/users',
      body: JSON.stringify({ email: 'not-an-email', name: 'A', user_type: 'user' }),
      status: 400,
    },
    {
      name: 'a bad date filter',
      method: 'GET',
      path: () => '/api/reviews?published_after=2026-02-31',
      status: 400,
    },
    {
      name: 'a reversed date range',
      method: 'GET',
      path: () => '/api/reviews?published_after=2026-05-01&published_before=2026-04-01',
      status: 400,
    },
    {
      name: 'a bad rating filter',
      method: 'GET',
      path: () => '/api/reviews?rating=7',
      status: 400,
    },
    {
      name: 'a bad location id list',
      method: 'GET',
      path: () => '/api/locations?location_ids[]=x',
      status: 400,
    },
  ];

describe('bad input', () => {
  it.each(cases)(
    '$name → $status with an error message',
    async ({ method, path, body, status }) => {
      const res = await api.request(path(), {
        method,
        auth: admin,
        ...(body !== undefined ? { body, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(typeof json.error).toBe('string');
      expect(json.error.length).toBeGreaterThan(3);
    },
  );

  it('changed nothing', async () => {
    expect(await fingerprint()).toBe(snapshot);
  });

  it('names the field that is wrong', async () => {
    const res = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: admin,
      json: { zipcode: 5 },
    });
    expect((await res.json()).error).toBe('zipcode must be a string');
  });

  it('says a missing field is required', async () => {
    const res = await api.request('/api/tags', { method: 'POST', auth: admin, json: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('name is required');
  });
});
