import type { Location, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let trial: Session;
let us: { country_id: number; state_id: number };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  trial = await api.login('trial@demo.test');
  us = await api.db
    .selectFrom('states as st')
    .innerJoin('countries as c', 'c.id', 'st.country_id')
    .select(['st.id as state_id', 'c.id as country_id'])
    .where('c.code', '=', 'US')
    .where('st.code', '=', 'CA')
    .executeTakeFirstOrThrow();
});
afterAll(() => api.close());

const hours = {
  monday: { open: false, is_24_hours: false, hours: [] },
  tuesday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] },
  wednesday: { open: true, is_24_hours: true, hours: [] },
  thursday: {
    open: true,
    is_24_hours: false,
    hours: [
      { open_time: '09:00', close_time: '12:00' },
      { open_time: '13:00', close_time: '21:30' },
    ],
  },
  friday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '23:00' }] },
  saturday: {
    open: true,
    is_24_hours: false,
    hours: [{ open_time: '10:00', close_time: '23:00' }],
  },
  sunday: { open: false, is_24_hours: false, hours: [] },
};

describe('locations', () => {
  it('creates a location with every field and reads it back', async () => {
    const res = await api.request('/api/locations', {
      method: 'POST',
      auth: admin,
      json: {
        name: 'BFB Santa Monica (internal)',
        public_name: 'Blue Fern Bistro Santa Monica',
        address: '1200 Ocean Ave',
        address_2: 'Suite 4',
        city: 'Santa Monica',
        ...us,
        zipcode: '90401',
        phone: '(310) 555-0142',
        website: 'https://bluefern.example/santa-monica',
        external_id: 'SM-01',
        hours,
      },
    });
    expect(res.status).toBe(201);
    const loc = (await res.json()) as Location;
    expect(loc).toMatchObject({
      name: 'BFB Santa Monica (internal)',
      country: 'United States',
      state_code: 'CA',
      open_status: 'active',
      hours,
      industry_ids: { npi_numbers: [] },
    });
    const again = (await (
      await api.request(`/api/locations/${loc.id}`, { auth: admin })
    ).json()) as Location;
    expect(again).toEqual(loc);
  });

  it('removes hours with remove_hours and sends an empty website as null', async () => {
    const list = await (await api.request('/api/locations?per_page=1', { auth: admin })).json();
    const id = list._embedded.locations[0].id;
    const res = await api.request(`/api/locations/${id}`, {
      method: 'PATCH',
      auth: admin,
      json: { remove_hours: true, website: '' },
    });
    const loc = (await res.json()) as Location;
    expect(loc.hours).toBeNull();
    expect(loc.website).toBeNull();
  });

  it('searches by keywords and filters by group', async () => {
    const groups = await (await api.request('/api/groups', { auth: admin })).json();
    const group = groups._embedded.groups.find(
      (g: { location_count: number }) => g.location_count > 0,
    );
    const inGroup = await (
      await api.request(`/api/locations?group_id=${group.id}&per_page=100`, { auth: admin })
    ).json();
    expect(inGroup._total).toBe(group.location_count);
    expect(inGroup._embedded.locations.every((l: Location) => l.group_ids.includes(group.id))).toBe(
      true,
    );
    const name = inGroup._embedded.locations[0].city as string;
    const found = await (
      await api.request(`/api/locations?keywords=${encodeURIComponent(name)}`, { auth: admin })
    ).json();
    expect(found._embedded.locations.some((l: Location) => l.city === name)).toBe(true);
  });

  it('sends each location of a page as GET /locations/{id} does (groups, directories)', async () => {
    const page = await (await api.request('/api/locations?per_page=10', { auth: admin })).json();
    const items = page._embedded.locations as Location[];
    expect(items.some((l) => l.group_ids.length > 0)).toBe(true);
    expect(items.some((l) => l.directories.some((d) => d.last_checked_at !== null))).toBe(true);
    for (const l of items) {
      const one = await api.request(`/api/locations/${l.id}`, { auth: admin });
      expect(l).toEqual(await one.json());
    }
    // A page past the end is empty and still says how many there are.
    const far = await (
      await api.request('/api/locations?per_page=10&page=9999', { auth: admin })
    ).json();
    expect(far._embedded.locations).toEqual([]);
    expect(far._total).toBe(page._total);
  });

  it("refuses to delete an account's last location", async () => {
    const list = await (await api.request('/api/locations', { auth: trial })).json();
    expect(list._total).toBe(1);
    const res = await api.request(`/api/locations/${list._embedded.locations[0].id}`, {
      method: 'DELETE',
      auth: trial,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "Can't delete the last location on the account." });
    expect((await (await api.request('/api/locations', { auth: trial })).json())._total).toBe(1);
  });

  it('keeps trial accounts to their location limit', async () => {
    const res = await api.request('/api/locations', {
      method: 'POST',
      auth: trial,
      json: {
        name: 'Second',
        public_name: 'Second',
        address: '2 Main St',
        city: 'Austin',
        ...us,
        zipcode: '78701',
      },
    });
    expect(res.status).toBe(403);
  });

  it('deletes a location when others remain', async () => {
    const list = await (
      await api.request('/api/locations?sort[by]=created_at&sort[order]=desc', { auth: admin })
    ).json();
    const victim = list._embedded.locations[0];
    expect(
      (await api.request(`/api/locations/${victim.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
    expect((await api.request(`/api/locations/${victim.id}`, { auth: admin })).status).toBe(404);
  });
});
