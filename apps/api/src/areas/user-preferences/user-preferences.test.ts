import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let manager: Session;
let other: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  manager = await api.login('manager@demo.test');
  other = await loginAs(api, 'Evergreen Family Health', 'administrator');
});
afterAll(() => api.close());

const save = (auth: Session, name: string, config: object = { dateDescriptor: 'thirtyDays' }) =>
  api.request('/api/user_preferences', {
    method: 'POST',
    auth,
    json: { preference_type: 'saved_filters', name, config },
  });

describe('saved filters (/api/user_preferences)', () => {
  it('saves, lists, renames, updates and deletes a filter', async () => {
    const created = await save(admin, 'Five-star Austin', {
      dateDescriptor: 'sixMonths',
      locationId: '3',
    });
    expect(created.status).toBe(201);
    const filter = await created.json();
    expect(filter).toMatchObject({
      name: 'Five-star Austin',
      config: { dateDescriptor: 'sixMonths', locationId: '3' },
    });

    const list = await (
      await api.request('/api/user_preferences?preference_type=saved_filters', { auth: admin })
    ).json();
    expect(list._embedded.user_preferences.map((f: { name: string }) => f.name)).toContain(
      'Five-star Austin',
    );

    const merged = await api.request(`/api/user_preferences/${filter.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { name: 'Austin, last year', config: { dateDescriptor: 'twelveMonths' } },
    });
    expect(await merged.json()).toMatchObject({
      name: 'Austin, last year',
      config: { dateDescriptor: 'twelveMonths', locationId: '3' },
    });
    const pruned = await api.request(`/api/user_preferences/${filter.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { config: { dateDescriptor: 'ytd' }, prune: true },
    });
    expect((await pruned.json()).config).toEqual({ dateDescriptor: 'ytd' });

    expect(
      (await api.request(`/api/user_preferences/${filter.id}`, { method: 'DELETE', auth: admin }))
        .status,
    ).toBe(204);
    const after = await (await api.request('/api/user_preferences', { auth: admin })).json();
    expect(
      after._embedded.user_preferences.find((f: { id: number }) => f.id === filter.id),
    ).toBeUndefined();
  });

  it("refuses a duplicate name with the spec's text, on create and on rename", async () => {
    expect((await save(admin, 'Weekly check')).status).toBe(201);
    const dup = await save(admin, 'weekly CHECK');
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'A saved filter with that name already exists' });
    const second = await (await save(admin, 'Monthly check')).json();
    const rename = await api.request(`/api/user_preferences/${second.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { name: 'Weekly check' },
    });
    expect(rename.status).toBe(409);
    // Another user may use the same name.
    expect((await save(manager, 'Weekly check')).status).toBe(201);
  });

  it('limits names to 60 characters and requires one', async () => {
    expect((await save(admin, 'x'.repeat(61))).status).toBe(400);
    expect((await save(admin, '   ')).status).toBe(400);
    expect((await save(admin, 'x'.repeat(60))).status).toBe(201);
    const bad = await api.request('/api/user_preferences', {
      method: 'POST',
      auth: admin,
      json: { name: 'A', config: 'nope' },
    });
    expect(bad.status).toBe(400);
  });

  it("keeps each user's filters private (404 for others)", async () => {
    const mine = await (await save(admin, 'Private one')).json();
    for (const who of [manager, other]) {
      expect(
        (
          await api.request(`/api/user_preferences/${mine.id}`, {
            method: 'PATCH',
            auth: who,
            json: { name: 'x' },
          })
        ).status,
      ).toBe(404);
      expect(
        (await api.request(`/api/user_preferences/${mine.id}`, { method: 'DELETE', auth: who }))
          .status,
      ).toBe(404);
      const list = await (await api.request('/api/user_preferences', { auth: who })).json();
      expect(
        list._embedded.user_preferences.find((f: { id: number }) => f.id === mine.id),
      ).toBeUndefined();
    }
    expect(
      (await api.request(`/api/user_preferences?user_id=${admin.user_id}`, { auth: manager }))
        .status,
    ).toBe(404);
  });
});
