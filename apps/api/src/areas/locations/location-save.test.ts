import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byName, json, type Loc, startDemoLocations } from '../../../test/demo-locations';
import type { TestApi } from '../../../test/test-api';
import { hashOf } from '../../providers/places';

/** Sync from Google, a location saved with its special hours and overrides in one transaction, and bulk hours. */

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let bf: Loc[];
let trialLoc: number;

beforeAll(async () => {
  ({ api, admin, manager, user, bf, trialLoc } = await startDemoLocations());
});
afterAll(() => api.close());

describe('sync from Google', () => {
  it("shows the diff, applies Google's values in one go, then has nothing to sync", async () => {
    const withDiff = bf.find(
      (l) =>
        l.google_place_id && hashOf(l.google_place_id) % 4 === 2 && l.open_status !== 'inactive',
    )!;
    const same = bf.find((l) => l.google_place_id && hashOf(l.google_place_id) % 4 === 0)!;
    expect(withDiff && same).toBeTruthy();
    const diff = await json(
      api.request(`/api/locations/${withDiff.id}/diff?nonce=1`, { auth: manager }),
    );
    expect(diff.changed_fields).toContain('hours');
    expect(diff.source.hours.sunday).toEqual({ open: false, is_24_hours: false, hours: [] });
    expect(diff.target.hours.sunday.open).toBe(true);
    const none = await json(api.request(`/api/locations/${same.id}/diff`, { auth: admin }));
    expect(none.changed_fields).toEqual([]);

    expect(
      (
        await api.request(`/api/locations/${withDiff.id}/diff`, {
          method: 'POST',
          auth: admin,
          json: { override: false },
        })
      ).status,
    ).toBe(400);
    expect((await api.request(`/api/locations/${withDiff.id}/diff`, { auth: user })).status).toBe(
      403,
    );
    const applied = await json(
      api.request(`/api/locations/${withDiff.id}/diff`, {
        method: 'POST',
        auth: admin,
        json: { override: true },
      }),
    );
    expect(applied.message).toBe('Successfully synced location');
    const again = await json(api.request(`/api/locations/${withDiff.id}/diff`, { auth: admin }));
    expect(again.changed_fields).toEqual([]);

    const holiday = bf.find(
      (l) =>
        l.google_place_id && hashOf(l.google_place_id) % 4 === 3 && l.open_status !== 'inactive',
    );
    if (holiday) {
      const d = await json(api.request(`/api/locations/${holiday.id}/diff`, { auth: admin }));
      expect(d.changed_fields).toContain('special_hours');
    }
    const noPlace = bf.find((l) => !l.google_place_id)!;
    expect((await api.request(`/api/locations/${noPlace.id}/diff`, { auth: admin })).status).toBe(
      400,
    );
    expect((await api.request(`/api/locations/${trialLoc}/diff`, { auth: admin })).status).toBe(
      404,
    );
  });
});

describe('location save and bulk hours', () => {
  it('saves special hours, overrides and the location in one transaction', async () => {
    const loc = byName(bf, 'Phoenix Roosevelt Row');
    const sources = await api.db.selectFrom('sources').select(['id', 'is_directory']).execute();
    const directory = sources.find((s) => s.is_directory)!;
    const notDirectory = sources.find((s) => !s.is_directory)!;
    const hoursBefore = await api.db
      .selectFrom('special_hours')
      .select(['id', 'closed'])
      .where('location_id', '=', loc.id)
      .orderBy('id')
      .execute();
    const first = hoursBefore[0]!;

    const failing = await api.request(`/api/locations/${loc.id}`, {
      method: 'PATCH',
      auth: admin,
      json: {
        name: 'Renamed in a failed save',
        special_hours: {
          delete: [first.id],
          create: [{ id: 'x-new', start_date: '2030-03-03', closed: true }],
        },
        source_overrides: [
          { source_id: directory.id, phone: '(602) 555-0100' },
          { source_id: notDirectory.id, phone: '(602) 555-0101' },
        ],
      },
    });
    expect(failing.status).toBe(400);
    const unchanged = await api.db
      .selectFrom('locations')
      .select('name')
      .where('id', '=', loc.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.name).toBe(loc.name);
    expect(
      await api.db
        .selectFrom('special_hours')
        .select(['id', 'closed'])
        .where('location_id', '=', loc.id)
        .orderBy('id')
        .execute(),
    ).toEqual(hoursBefore);
    expect(
      await api.db
        .selectFrom('location_source_overrides')
        .select('id')
        .where('location_id', '=', loc.id)
        .execute(),
    ).toEqual([]);

    const badHours = await api.request(`/api/locations/${loc.id}`, {
      method: 'PATCH',
      auth: admin,
      json: {
        name: 'Renamed again',
        special_hours: { create: [{ start_date: '', closed: true }] },
      },
    });
    expect(badHours.status).toBe(400);
    expect(await badHours.json()).toEqual({ error: 'You must have a date selected' });

    const ok = await api.request(`/api/locations/${loc.id}`, {
      method: 'POST',
      headers: { 'x-http-method-override': 'PATCH' },
      auth: admin,
      json: {
        name: 'Phoenix (saved)',
        special_hours: {
          delete: [first.id],
          update: [{ id: hoursBefore[1]!.id, start_date: '2030-04-04', closed: true }],
          create: [{ id: 'a-new', start_date: '2030-03-03', is_24_hours: true }],
        },
        source_overrides: [{ source_id: directory.id, phone: '(602) 555-0100', website: '' }],
      },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).name).toBe('Phoenix (saved)');
    const after = await api.db
      .selectFrom('special_hours')
      .select(['id', 'is_24_hours'])
      .select((eb) => eb.cast<string>('start_date', 'text').as('d'))
      .where('location_id', '=', loc.id)
      .execute();
    expect(after.some((r) => r.id === first.id)).toBe(false);
    expect(after.find((r) => r.id === hoursBefore[1]!.id)?.d).toBe('2030-04-04');
    expect(after.find((r) => r.d === '2030-03-03')?.is_24_hours).toBe(true);
    const override = await api.db
      .selectFrom('location_source_overrides')
      .selectAll()
      .where('location_id', '=', loc.id)
      .executeTakeFirstOrThrow();
    expect(override).toMatchObject({ phone: '(602) 555-0100', website: null });
  });

  it('edits the hours of several locations and reports the failures', async () => {
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        {
          open: d !== 'monday',
          is_24_hours: false,
          hours: d === 'monday' ? [] : [{ open_time: '08:00', close_time: '16:00' }],
        },
      ]),
    );
    const a = byName(bf, 'Scottsdale Old Town');
    const closed = bf.find((l) => l.open_status === 'inactive')!;
    const res = await api.request('/api/locations/bulk_hours', {
      method: 'POST',
      auth: manager,
      json: { location_ids: [a.id, closed.id, trialLoc], hours },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.updated).toEqual([{ location_id: a.id, name: a.name }]);
    expect(body.failed).toEqual([
      {
        location_id: closed.id,
        name: closed.name,
        error: 'Hours cannot be set for a permanently closed location.',
      },
      { location_id: trialLoc, name: null, error: 'Location not found' },
    ]);
    const saved = await json(api.request(`/api/locations/${a.id}`, { auth: admin }));
    expect(saved.hours.tuesday.hours).toEqual([{ open_time: '08:00', close_time: '16:00' }]);
    expect(
      (
        await api.request('/api/locations/bulk_hours', {
          method: 'POST',
          auth: user,
          json: { location_ids: [a.id], hours },
        })
      ).status,
    ).toBe(403);
    const bad = await api.request('/api/locations/bulk_hours', {
      method: 'POST',
      auth: admin,
      json: { location_ids: [a.id], hours: { ...hours, monday: { open: true, hours: [] } } },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await api.request('/api/locations/bulk_hours', {
          method: 'POST',
          auth: admin,
          json: { location_ids: [], hours },
        })
      ).status,
    ).toBe(400);
  });
});
