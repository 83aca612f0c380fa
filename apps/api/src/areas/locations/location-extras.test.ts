import { crc32, deflateSync } from 'node:zlib';
import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, startTestApi, type TestApi } from '../../../test/test-api';
import sample from '../../providers/npi/sample-registry.json' with { type: 'json' };
import { hashOf } from '../../providers/places';

/** Location extras on the server: spec 2 sections 4, 5 and 7. */

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let trial: Session;
let evergreen: Session;
type Loc = { id: number; name: string; google_place_id: string | null; open_status: string };
let bf: Loc[];
let evergreenLoc: number;
let trialLoc: number;

const byName = (label: string) => bf.find((l) => l.name === `Blue Fern Bistro - ${label}`)!;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely in tests
async function json<T = any>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

beforeAll(async () => {
  api = await startTestApi();
  const sessions = await Promise.all(
    [
      'admin@demo.test',
      'manager@demo.test',
      'user@demo.test',
      'readonly@demo.test',
      'trial@demo.test',
      'admin@evergreen.demo.test',
    ].map((e) => api.login(e)),
  );
  [admin, manager, user, readonly, trial, evergreen] = sessions as [
    Session,
    Session,
    Session,
    Session,
    Session,
    Session,
  ];
  bf = await api.db
    .selectFrom('locations')
    .select(['id', 'name', 'google_place_id', 'open_status'])
    .where('account_id', '=', admin.account_id)
    .orderBy('id')
    .execute();
  evergreenLoc = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow()
  ).id;
  trialLoc = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', trial.account_id)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

/** A PNG of noise (so it does not compress below the 10240-byte minimum), built with zlib. */
function noisePng(width: number, height: number, seed = 1): Buffer {
  let s = seed;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // filter byte 0
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    raw[i] = s >>> 24;
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

function upload(session: Session, bytes: Buffer, name = 'photo.png', query = '') {
  const form = new FormData();
  form.set('file_upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return fetch(`${api.baseUrl}/api/upload${query.replace(/^&/, '?')}`, {
    method: 'POST',
    headers: { authorization: basicAuth(session) },
    body: form,
  });
}

describe('categories and media categories', () => {
  it('lists names starting with the keywords first, then names containing them', async () => {
    const body = await json(
      api.request('/api/categories?keywords=rest&per_page=25', { auth: admin }),
    );
    const names = body._embedded.categories.map((c: { name: string }) => c.name);
    expect(names[0]).toBe('Restaurant');
    expect(names).toContain('American restaurant');
    expect(names.indexOf('Restaurant')).toBeLessThan(names.indexOf('American restaurant'));
    expect(body._total).toBe(names.length);
  });

  it("answers a place's categories from the place provider, primary first", async () => {
    const placeId = 'ChIJ-test-place';
    const body = await json(
      api.request(`/api/categories?google_place_id=${placeId}`, { auth: admin }),
    );
    expect(body._embedded.categories.length).toBeGreaterThan(0);
    const one = await api.request(`/api/categories/${body._embedded.categories[0].id}`, {
      auth: admin,
    });
    expect(one.status).toBe(200);
    expect((await api.request('/api/categories/999999', { auth: admin })).status).toBe(404);
    expect((await api.request('/api/categories?per_page=1000', { auth: admin })).status).toBe(400);
  });

  it('has Logo and Cover as fixed media categories', async () => {
    const logo = await json(api.request('/api/media_categories?name=Logo', { auth: admin }));
    expect(logo._embedded.media_categories).toEqual([
      expect.objectContaining({ code: 'LOGO', name: 'Logo' }),
    ]);
    const all = await json(api.request('/api/media_categories', { auth: admin }));
    expect(all._embedded.media_categories.slice(0, 2).map((c: { code: string }) => c.code)).toEqual(
      ['LOGO', 'COVER'],
    );
  });
});

describe('listing eligibility, billing preview, NPI', () => {
  it('says why a location is not eligible', async () => {
    const covered = bf.find((l) => l.google_place_id)!;
    const missing = bf.find((l) => !l.google_place_id)!;
    expect(
      await json(
        api.request(`/api/local_listings/eligible_locations/${covered.id}`, { auth: admin }),
      ),
    ).toMatchObject({ status: 'eligible', status_reason: null });
    expect(
      await json(
        api.request(`/api/local_listings/eligible_locations/${missing.id}`, { auth: admin }),
      ),
    ).toMatchObject({
      status: 'ineligible',
      status_reason: 'Location not found in Google integration',
    });
    await api.db.deleteFrom('integrations').where('account_id', '=', trial.account_id).execute();
    expect(
      await json(
        api.request(`/api/local_listings/eligible_locations/${trialLoc}`, { auth: trial }),
      ),
    ).toMatchObject({ status_reason: 'No active Google integration' });
    const other = await api.request(`/api/local_listings/eligible_locations/${trialLoc}`, {
      auth: admin,
    });
    expect(other.status).toBe(404);
  });

  it('previews the price of added locations for admins and the trial limit', async () => {
    const path = (s: Session, n = 2) =>
      `/api/billing/${s.account_id}/location_preview?num_added_locations=${n}`;
    // Blue Fern shows its partner's white label: Plaudit's own price is not shown.
    expect(await json(api.request(path(admin), { auth: admin }))).toMatchObject({
      new_location_monthly_unit_cents: null,
      trial_location_limit_reached: false,
    });
    // Without a white label, an admin sees the price.
    const partner = await api.db
      .selectFrom('accounts')
      .select(['id', 'whitelabel_id'])
      .where('is_parent', '=', true)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('accounts')
      .set({ whitelabel_id: null })
      .where('id', '=', partner.id)
      .execute();
    try {
      expect(await json(api.request(path(admin), { auth: admin }))).toMatchObject({
        new_location_monthly_unit_cents: 3900,
        new_locations_monthly_total_cents: 7800,
        trial_location_limit_reached: false,
        trial_location_limit: null,
      });
    } finally {
      await api.db
        .updateTable('accounts')
        .set({ whitelabel_id: partner.whitelabel_id })
        .where('id', '=', partner.id)
        .execute();
    }
    expect(await json(api.request(path(manager), { auth: manager }))).toMatchObject({
      new_location_monthly_unit_cents: null,
    });
    expect(await json(api.request(path(trial, 1), { auth: trial }))).toMatchObject({
      trial_location_limit_reached: true,
      trial_location_limit: 1,
    });
    expect((await api.request(path(user), { auth: user })).status).toBe(403);
    expect((await api.request(path(trial), { auth: admin })).status).toBe(404);
    expect((await api.request(path(admin, 0), { auth: admin })).status).toBe(400);
  });

  it('looks NPI numbers up in the sample registry', async () => {
    const seeded = await api.db
      .selectFrom('locations')
      .select(['npi_numbers', 'public_name', 'city'])
      .where('id', '=', evergreenLoc)
      .executeTakeFirstOrThrow();
    const number = seeded.npi_numbers[0]!;
    expect(sample.results.some((r) => r.number === number)).toBe(true);
    const found = await json(api.request(`/api/npi/${number}`, { auth: evergreen }));
    expect(found.results).toEqual([expect.objectContaining({ number, name: seeded.public_name })]);
    const bad = await api.request('/api/npi/12345', { auth: evergreen });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'NPI not found' });
    expect(await json(api.request('/api/npi/1000000004', { auth: evergreen }))).toEqual({
      results: [],
    });
    const words = seeded.public_name.split(/\s+/);
    const search = await json(
      api.request(
        `/api/npi?first_name=${words[0]}&last_name=${words[words.length - 1]}&city=${seeded.city}`,
        { auth: evergreen },
      ),
    );
    expect(search.results.map((r: { number: string }) => r.number)).toEqual([number]);
    const person = sample.results.find((r) => r.enumeration_type === 'NPI-1')!;
    const byPerson = await json(
      api.request(`/api/npi?first_name=${person.first_name}&last_name=${person.last_name}`, {
        auth: evergreen,
      }),
    );
    expect(byPerson.results[0].number).toBe(person.number);
    expect((await api.request('/api/npi?first_name=A', { auth: evergreen })).status).toBe(400);
    expect((await api.request(`/api/npi/${number}`, { auth: admin })).status).toBe(403);
  });
});

describe('special hours', () => {
  const future = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const post = (auth: Session, json: unknown) =>
    api.request('/api/special_hours', { method: 'POST', auth, json });

  it('enforces the rules of spec 2 section 5 and changes nothing on bad input', async () => {
    const loc = byName('Boulder Pearl Street').id;
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
    const loc = byName('Boulder Pearl Street').id;
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
    const ids = [byName('Denver LoHi').id, byName('Santa Monica').id];
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

describe('directory-specific overrides', () => {
  it('creates, updates and lists overrides; empty becomes null', async () => {
    const loc = byName('Denver LoHi').id;
    const sources = await api.db.selectFrom('sources').select(['id', 'directory_code']).execute();
    const yelp = sources.find((s) => s.directory_code === 'yelp_api')!;
    const res = await api.request('/api/location_source_overrides', {
      method: 'POST',
      auth: admin,
      json: {
        account_id: admin.account_id,
        location_id: loc,
        source_id: yelp.id,
        phone: '(303) 555-0199',
        website: '',
      },
    });
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({
      phone: '(303) 555-0199',
      website: null,
      directory_code: 'yelp_api',
    });
    const patched = await json(
      api.request(`/api/location_source_overrides/${row.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { phone: '', website: 'https://example.com/denver' },
      }),
    );
    expect(patched).toMatchObject({ phone: null, website: 'https://example.com/denver' });
    const list = await json(
      api.request(`/api/location_source_overrides?location_id=${loc}`, { auth: readonly }),
    );
    expect(list._embedded.location_source_overrides).toHaveLength(1);

    const google = sources.find((s) => !s.directory_code)!;
    const bad = await api.request('/api/location_source_overrides', {
      method: 'POST',
      auth: admin,
      json: { location_id: loc, source_id: google.id, phone: '(303) 555-0199' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await api.request('/api/location_source_overrides', {
          method: 'POST',
          auth: admin,
          json: { location_id: loc, source_id: yelp.id, phone: '12' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.request('/api/location_source_overrides', {
          method: 'POST',
          auth: admin,
          json: { location_id: loc, source_id: yelp.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.request(`/api/location_source_overrides/${row.id}`, {
          method: 'PATCH',
          auth: readonly,
          json: { phone: '' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request(`/api/location_source_overrides/${row.id}`, {
          method: 'PATCH',
          auth: trial,
          json: { phone: '' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('issues', () => {
  it('reports missing and conflicting place ids, mutes and unmutes', async () => {
    const body = await json(
      api.request(`/api/issues?account_id=${admin.account_id}`, { auth: readonly }),
    );
    const issues = body._embedded.issues as {
      id: number;
      location_id: number;
      status: string;
      muted: boolean;
    }[];
    const missing = bf.filter((l) => !l.google_place_id).map((l) => l.id);
    expect(
      issues
        .filter((i) => i.status === 'missing_place_id')
        .map((i) => i.location_id)
        .sort(),
    ).toEqual(missing.sort());
    const conflicting = issues.filter((i) => i.status === 'conflicting_place_id');
    expect(conflicting.map((i) => i.location_id).sort()).toEqual(
      [byName('Houston Heights').id, byName('Houston Galleria').id].sort(),
    );
    const target = conflicting[0]!;
    expect(
      (
        await api.request(`/api/issues/${target.id}`, {
          method: 'PATCH',
          auth: readonly,
          json: { muted: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request(`/api/issues/${target.id}`, {
          method: 'PATCH',
          auth: trial,
          json: { muted: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/issues/${target.id}`, {
          method: 'PATCH',
          auth: admin,
          json: { muted: 'yes' },
        })
      ).status,
    ).toBe(400);
    const muted = await json(
      api.request(`/api/issues/${target.id}`, {
        method: 'PATCH',
        auth: manager,
        json: { muted: true },
      }),
    );
    expect(muted.muted).toBe(true);
    const one = await json(
      api.request(`/api/issues?location_id=${target.location_id}`, { auth: admin }),
    );
    expect(one._embedded.issues).toEqual([expect.objectContaining({ id: target.id, muted: true })]);
    // Fixing the place id resolves the conflict for both locations.
    await api.request(`/api/locations/${byName('Houston Galleria').id}`, {
      method: 'PATCH',
      auth: admin,
      json: { google_place_id: 'ChIJ-galleria-fixed' },
    });
    const after = await json(
      api.request('/api/issues?status=conflicting_place_id', { auth: admin }),
    );
    expect(after._total).toBe(0);
    expect((await api.request(`/api/issues?location_id=${trialLoc}`, { auth: admin })).status).toBe(
      404,
    );
  });
});

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
    const loc = byName('Phoenix Roosevelt Row');
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
    const a = byName('Scottsdale Old Town');
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

describe('photos', () => {
  it('lists a gallery 8 per page, logo and cover first', async () => {
    const loc = byName('Austin Downtown').id;
    const page = await json(
      api.request(`/api/media?account_id=${admin.account_id}&location_id=${loc}&type=owner`, {
        auth: readonly,
      }),
    );
    expect(page._embedded.media).toHaveLength(8);
    expect(page._total).toBe(11);
    expect(page._total_pages).toBe(2);
    expect(page._embedded.media.slice(0, 2).map((m: { category: string }) => m.category)).toEqual([
      'LOGO',
      'COVER',
    ]);
    const statuses = new Set(
      (
        await json(api.request(`/api/media?location_id=${loc}&page=2`, { auth: admin }))
      )._embedded.media.map((m: { published_status: string }) => m.published_status),
    );
    expect(statuses.size).toBeGreaterThan(1);
    const image = await fetch(`${api.baseUrl}${page._embedded.media[0].cdn_stored_low_res_url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 250, height: 250 });
    expect((await api.request(`/api/media?location_id=${trialLoc}`, { auth: admin })).status).toBe(
      404,
    );
  });

  it('uploads a PNG, processes it with completion over server-sent events, attaches and deletes it', async () => {
    const png = noisePng(600, 400);
    const res = await upload(admin, png);
    expect(res.status).toBe(201);
    const up = await res.json();
    expect(up).toMatchObject({
      mime_type: 'image/png',
      width: 600,
      height: 400,
      bytes: png.length,
    });
    expect(up.s3_path).toMatch(new RegExp(`^uploads/${admin.account_id}/`));

    const badChannel = await api.request('/api/realtime/Bad!Channel', { auth: admin });
    expect(badChannel.status).toBe(400);
    // Subscribe, then start processing.
    const controller = new AbortController();
    const ticket = await api.request('/api/realtime/rtx_images-r1/tickets', {
      method: 'POST',
      auth: admin,
    });
    expect(ticket.status).toBe(201);
    const { url } = (await ticket.json()) as { url: string };
    const sse = await fetch(`${api.baseUrl}${new URL(url).pathname}${new URL(url).search}`, {
      signal: controller.signal,
    });
    expect(sse.headers.get('content-type')).toMatch(/text\/event-stream/);
    const hook = await api.request('/api/webhooks/rtx-images', {
      method: 'POST',
      auth: admin,
      json: {
        event: 'process',
        label: 'photo',
        account_id: admin.account_id,
        resource_id: 'r1',
        mime_type: 'image/png',
        s3_path: up.s3_path,
      },
    });
    expect(hook.status).toBe(202);
    const reader = sse.body!.getReader();
    let text = '';
    while (!/^data: /m.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    const message = JSON.parse(/^data: (.*)$/m.exec(text)![1]!);
    expect(message).toMatchObject({
      event: 'ok',
      action: 'IMAGE_PROCESSING_COMPLETE',
      url: up.url,
    });
    const low = Buffer.from(
      await (await fetch(`${api.baseUrl}${message.low_resolution_url}`)).arrayBuffer(),
    );
    expect(pngSize(low)).toEqual({ width: 375, height: 250 });
    // Another account cannot see the channel's message.
    const otherCtl = new AbortController();
    const other = await fetch(`${api.baseUrl}/api/realtime/rtx_images-r1`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${trial.email}:${trial.token}`).toString('base64')}`,
      },
      signal: otherCtl.signal,
    });
    const first = await other.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).not.toMatch(/data:/);
    otherCtl.abort();

    const loc = byName('Santa Monica').id;
    const cover = await json(api.request('/api/media_categories?name=Cover', { auth: admin }));
    const asCover = await api.request('/api/media', {
      method: 'POST',
      auth: admin,
      json: {
        location_ids: [loc],
        s3_path: up.s3_path,
        category_id: cover._embedded.media_categories[0].id,
      },
    });
    expect(asCover.status).toBe(400);
    expect((await asCover.json()).error).toMatch(/cover photo/);
    const created = await api.request('/api/media', {
      method: 'POST',
      auth: admin,
      json: {
        account_id: admin.account_id,
        location_ids: [loc],
        high_priority: true,
        s3_path: up.s3_path,
      },
    });
    expect(created.status).toBe(201);
    const { media } = await created.json();
    expect(media[0]).toMatchObject({ category: 'EMPTY', published_status: 'pending', width: 600 });
    expect(media[0].low_resolution_url).toMatch(/-low\.png$/);
    const gallery = await json(api.request(`/api/media?location_id=${loc}`, { auth: admin }));
    expect(gallery._total).toBe(1);

    expect(
      (
        await api.request(`/api/media/${media[0].id}`, {
          method: 'PUT',
          auth: user,
          json: { location_id: loc },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request(`/api/media/${media[0].id}`, { method: 'PUT', auth: trial, json: {} }))
        .status,
    ).toBe(404);
    const del = await api.request(`/api/media/${media[0].id}`, {
      method: 'PUT',
      auth: admin,
      json: { location_id: loc, url_id: media[0].url_id },
    });
    expect(del.status).toBe(200);
    expect((await json(api.request(`/api/media?location_id=${loc}`, { auth: admin })))._total).toBe(
      0,
    );

    // The upload is this account's only.
    const foreign = await api.request('/api/media', {
      method: 'POST',
      auth: trial,
      json: { location_ids: [trialLoc], s3_path: up.s3_path },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses uploads that break the photo rules', async () => {
    const expectError = async (res: Response, status: number, error: string) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error });
    };
    const other = new FormData();
    other.set('name', 'no file');
    const missing = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: basicAuth(admin) },
      body: other,
    });
    expect(missing.status).toBe(400);
    const anonymous = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
    await expectError(
      await upload(admin, noisePng(200, 300)),
      400,
      'Unable to upload image. Please choose a file that is at least 250px by 250px.',
    );
    await expectError(
      await upload(admin, noisePng(300, 300).subarray(0, 5000)),
      400,
      'Unable to upload image. Please choose a file that is at least 10240 bytes.',
    );
    await expectError(
      await upload(admin, Buffer.alloc(20_000, 'a'), 'notes.txt'),
      400,
      'Unable to upload image. Please choose a png or jpeg file.',
    );
    await expectError(
      await upload(admin, noisePng(1400, 1400)),
      400,
      'Unable to upload image. Please choose a file that is smaller than 5mb.',
    );
    await expectError(
      await upload(admin, noisePng(2100, 400), 'logo.png', '&category=LOGO'),
      400,
      'Unable to upload image. A logo must be at most 2000px by 2000px.',
    );
    expect((await upload(readonly, noisePng(300, 300))).status).toBe(403);
    const hook = await api.request('/api/webhooks/rtx-images', {
      method: 'POST',
      auth: admin,
      json: { event: 'process', resource_id: 'x', s3_path: 'uploads/999/none.png' },
    });
    expect(hook.status).toBe(404);
  });
});
