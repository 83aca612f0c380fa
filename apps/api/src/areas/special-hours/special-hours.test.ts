import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byName, json, type Loc, startDemoLocations } from '../../../test/demo-locations';
import type { TestApi } from '../../../test/test-api';

/** Special (holiday) hours: the rules of spec 2 section 5, rows per location and bulk entries. */

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let trial: Session;
let trialLoc: number;
let bf: Loc[];

beforeAll(async () => {
  ({ api, admin, manager, user, readonly, trial, trialLoc, bf } = await startDemoLocations());
});
afterAll(() => api.close());

describe('special hours', () => {
  const future = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const post = (auth: Session, json: unknown) =>
    api.request('/api/special_hours', { method: 'POST', auth, json });

  it('enforces the rules of spec 2 section 5 and changes nothing on bad input', async () => {
    const loc = byName(bf, 'Boulder Pearl Street').id;
    const before = await api.db.selectFrom('special_hours').select('id').execute();
    const cases: [unknown, string][] = [
      [{ location_id: loc, closed: true }, 'You must have a date selected'],
      [{ location_id: loc, start_date: '', closed: true }, 'You must have a date selected'],
      [
        { location_id: loc, start_date: future(3660), closed: true },
        'Date cannot be more than 10 years in advance.',
      ],
      [
        { location_id: loc, start_date: future(30), closed: false, hours: [] },
        'You must have an opening and closing time if location is open.',
      ],
      [
        {
          location_id: loc,
          start_date: future(30),
          hours: [{ open_time: '09:00', close_time: '' }],
        },
        'You must have an opening and closing time if location is open.',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await post(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect(
      (await post(admin, { location_id: loc, start_date: '2026-02-31', closed: true })).status,
    ).toBe(400);
    expect((await post(admin, { start_date: future(5), closed: true })).status).toBe(400);
    expect(await api.db.selectFrom('special_hours').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('creates, lists from a date, patches and deletes rows of a location', async () => {
    const loc = byName(bf, 'Boulder Pearl Street').id;
    const res = await post(admin, {
      account_id: admin.account_id,
      location_id: loc,
      start_date: future(41),
      hours: [
        { open_time: '5:00 PM', close_time: '9:30pm' },
        { open_time: '9:00', close_time: '12:00' },
      ],
    });
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({
      location_id: loc,
      start_date: future(41),
      closed: false,
      hours: [
        { open_time: '09:00', close_time: '12:00' },
        { open_time: '17:00', close_time: '21:30' },
      ],
    });
    const dup = await post(admin, { location_id: loc, start_date: future(41), closed: true });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toEqual({
      error: 'You already have special hours set for this date.',
    });

    const list = await json(
      api.request(
        `/api/special_hours?location_id=${loc}&start_date=${future(0)}&sort[by]=start_date&sort[order]=asc&per_page=250`,
        { auth: readonly },
      ),
    );
    const dates = list._embedded.special_hours.map((s: { start_date: string }) => s.start_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toContain(future(41));
    expect(dates.every((d: string) => d >= future(0))).toBe(true);
    const all = await json(
      api.request(`/api/special_hours?location_id=${loc}`, { auth: readonly }),
    );
    expect(all._total).toBeGreaterThanOrEqual(5); // four seeded holidays and this one

    const other = list._embedded.special_hours.find((s: { id: number }) => s.id !== row.id);
    const clash = await api.request(`/api/special_hours/${other.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { start_date: future(41) },
    });
    expect(clash.status).toBe(400);
    const patched = await json(
      api.request(`/api/special_hours/${row.id}`, {
        method: 'PATCH',
        auth: manager,
        json: { is_24_hours: true },
      }),
    );
    expect(patched).toMatchObject({ is_24_hours: true, hours: [] });
    expect(
      (await api.request(`/api/special_hours/${row.id}`, { method: 'DELETE', auth: readonly }))
        .status,
    ).toBe(403);
    expect(
      (await api.request(`/api/special_hours/${row.id}`, { method: 'DELETE', auth: trial })).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/special_hours/${row.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
  });

  it('adds a bulk holiday entry as one row per location, overriding that date', async () => {
    const ids = [byName(bf, 'Denver LoHi').id, byName(bf, 'Santa Monica').id];
    await post(admin, { location_id: ids[0], start_date: future(50), closed: true });
    const res = await post(admin, {
      account_id: admin.account_id,
      location_ids: ids,
      start_date: future(50),
      hours: [{ open_time: '10 AM', close_time: '2 PM' }],
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.special_hours).toHaveLength(2);
    const rows = await api.db
      .selectFrom('special_hours')
      .selectAll()
      .where('location_id', 'in', ids)
      .where('start_date', '=', future(50))
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.closed === false)).toBe(true);
    expect(
      (
        await post(admin, {
          location_ids: [ids[0], trialLoc],
          start_date: future(51),
          closed: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await post(user, { location_id: ids[0], start_date: future(52), closed: true })).status,
    ).toBe(403);
    expect(
      (await api.request(`/api/special_hours?location_id=${trialLoc}`, { auth: admin })).status,
    ).toBe(404);
  });
});
