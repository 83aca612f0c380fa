import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';

let api: TestApi;
const s: Record<string, Session> = {};
let locationId: number;
let groupId: number;
let countryId: number;
let stateId: number;

beforeAll(async () => {
  api = await startTestApi();
  for (const who of ['admin', 'manager', 'user', 'readonly'])
    s[who] = await api.login(`${who}@demo.test`);
  locationId = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', s.admin!.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  groupId = (
    await api.db
      .selectFrom('groups')
      .select('id')
      .where('account_id', '=', s.admin!.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const tx = await api.db
    .selectFrom('states as st')
    .innerJoin('countries as c', 'c.id', 'st.country_id')
    .select(['st.id as state_id', 'c.id as country_id'])
    .where('c.code', '=', 'US')
    .where('st.code', '=', 'TX')
    .executeTakeFirstOrThrow();
  countryId = tx.country_id;
  stateId = tx.state_id;
});
afterAll(() => api.close());

const newLocation = () => ({
  name: 'Blue Fern Bistro - Role Test',
  public_name: 'Blue Fern Bistro',
  address: '1 Test Way',
  city: 'Austin',
  country_id: countryId,
  state_id: stateId,
  zipcode: '78701',
});

describe('Read Only users cannot write', () => {
  it('is 403 on creating, updating and deleting, and nothing changes', async () => {
    const ro = s.readonly!;
    const before = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', ro.account_id)
      .execute();
    const attempts = [
      api.request('/api/locations', { method: 'POST', auth: ro, json: newLocation() }),
      api.request(`/api/locations/${locationId}`, {
        method: 'PATCH',
        auth: ro,
        json: { name: 'RO edit' },
      }),
      api.request(`/api/locations/${locationId}`, { method: 'DELETE', auth: ro }),
      api.request('/api/groups', { method: 'POST', auth: ro, json: { name: 'RO group' } }),
      api.request(`/api/groups/${groupId}`, {
        method: 'PATCH',
        auth: ro,
        json: { name: 'RO edit' },
      }),
      api.request(`/api/groups/${groupId}`, { method: 'DELETE', auth: ro }),
      api.request('/api/users', {
        method: 'POST',
        auth: ro,
        json: { email: 'x@demo.test', name: 'X', user_type: 'user' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe('You do not have permission to perform this action.');
    }
    const after = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', ro.account_id)
      .execute();
    expect(after.length).toBe(before.length);
    const loc = await api.db
      .selectFrom('locations')
      .select('name')
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
    expect(loc.name).not.toBe('RO edit');
  });

  it('can still read', async () => {
    for (const path of ['/api/locations', '/api/groups', '/api/reviews', '/api/sources']) {
      expect((await api.request(path, { auth: s.readonly })).status, path).toBe(200);
    }
  });
});

describe('the other user types', () => {
  it('lets a manager create and edit locations but not invite users', async () => {
    const res = await api.request('/api/locations', {
      method: 'POST',
      auth: s.manager,
      json: newLocation(),
    });
    expect(res.status).toBe(201);
    const invite = await api.request('/api/users', {
      method: 'POST',
      auth: s.manager,
      json: { email: 'newbie@demo.test', name: 'Newbie', user_type: 'user' },
    });
    expect(invite.status).toBe(403);
  });

  it('keeps a User from editing locations', async () => {
    const res = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: s.user,
      json: { name: 'x' },
    });
    expect(res.status).toBe(403);
  });

  it('lets only administrators change the Google Place ID', async () => {
    const byManager = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: s.manager,
      json: { google_place_id: 'ChIJ-manager' },
    });
    expect(byManager.status).toBe(403);
    const byAdmin = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: s.admin,
      json: { google_place_id: 'ChIJ-admin' },
    });
    expect(byAdmin.status).toBe(200);
    expect((await byAdmin.json()).google_place_id).toBe('ChIJ-admin');
  });

  it('lets an admin invite, retype and remove a user, but not remove themselves', async () => {
    const created = await api.request('/api/users', {
      method: 'POST',
      auth: s.admin,
      json: { email: 'colleague@demo.test', name: 'Colleague', user_type: 'user' },
    });
    expect(created.status).toBe(201);
    const user = await created.json();
    const dup = await api.request('/api/users', {
      method: 'POST',
      auth: s.admin,
      json: { email: 'COLLEAGUE@demo.test', name: 'Again', user_type: 'user' },
    });
    expect(dup.status).toBe(409);
    const retyped = await api.request(`/api/users/${user.id}`, {
      method: 'PATCH',
      auth: s.admin,
      json: { user_type: 'manager' },
    });
    expect((await retyped.json()).user_type).toBe('manager');
    expect(
      (await api.request(`/api/users/${user.id}`, { method: 'DELETE', auth: s.admin })).status,
    ).toBe(204);
    expect((await api.request(`/api/users/${user.id}`, { auth: s.admin })).status).toBe(404);
    expect(
      (await api.request(`/api/users/${s.admin!.user_id}`, { method: 'DELETE', auth: s.admin }))
        .status,
    ).toBe(400);
  });
});
