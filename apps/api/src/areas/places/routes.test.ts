import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** Quick place search (spec 2 section 2) and reusing account photos (photo wizard without upload). */

let api: TestApi;
let admin: Session;
let readonly: Session;
let evergreen: Session;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely in tests
async function json<T = any>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  readonly = await api.login('readonly@demo.test');
  evergreen = await api.login('admin@evergreen.demo.test');
});
afterAll(() => api?.close());

describe('GET /places/search', () => {
  it('finds places by name and address, with country and state resolved', async () => {
    const res = await api.request('/api/places/search?keywords=blue%20fern%20austin', {
      auth: admin,
    });
    expect(res.status).toBe(200);
    const { places } = await json(res);
    expect(places.length).toBeGreaterThan(0);
    const p = places[0];
    expect(p.main_text).toMatch(/^Blue Fern Austin/);
    expect(p).toMatchObject({
      city: 'Austin',
      state_code: 'TX',
      country_code: 'US',
      country: { name: 'United States' },
      state: { name: 'Texas', code: 'TX' },
    });
    expect(p.secondary_text).toContain('Austin, TX');
    expect(p.place_id).toMatch(/^ChIJ/);
    expect(p.category).toMatch(/^gcid:/);

    const clinic = await json(
      api.request('/api/places/search?keywords=urgent%20care', { auth: evergreen }),
    );
    expect(clinic.places.map((x: { main_text: string }) => x.main_text)).toContain(
      'Cascade Urgent Care',
    );
    // The category look-up by place id answers the place's own category.
    const pid = clinic.places.find(
      (x: { main_text: string }) => x.main_text === 'Cascade Urgent Care',
    ).place_id;
    const cats = await json(
      api.request(`/api/categories?google_place_id=${pid}`, { auth: evergreen }),
    );
    expect(cats._embedded.categories[0].name).toBe('Urgent care center');

    const none = await json(api.request('/api/places/search?keywords=zzzqqq', { auth: admin }));
    expect(none.places).toEqual([]);
  });

  it('answers 400 for bad input, 401 without credentials, 403 without location write, 404 for another account', async () => {
    const missing = await api.request('/api/places/search', { auth: admin });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toMatch(/keywords/);
    expect((await api.request('/api/places/search?keywords=a', { auth: admin })).status).toBe(400);
    expect((await api.request('/api/places/search?keywords=blue')).status).toBe(401);
    expect((await api.request('/api/places/search?keywords=blue', { auth: readonly })).status).toBe(
      403,
    );
    expect(
      (
        await api.request(`/api/places/search?keywords=blue&account_id=${evergreen.account_id}`, {
          auth: admin,
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /media with an existing photo of the account', () => {
  it('attaches the photo to other locations; another account cannot reuse it', async () => {
    const list = await json(api.request('/api/media?per_page=100', { auth: admin }));
    const photo = list._embedded.media.find(
      (m: { category: string }) => m.category !== 'LOGO' && m.category !== 'COVER',
    );
    expect(photo.s3_path).toBeTruthy();
    const locs = await json(api.request('/api/locations?per_page=100', { auth: admin }));
    const target = locs._embedded.locations.find(
      (l: { id: number }) => l.id !== photo.location_id,
    ).id;
    const res = await api.request('/api/media', {
      method: 'POST',
      auth: admin,
      json: { location_ids: [target], s3_path: photo.s3_path, high_priority: true },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.media[0]).toMatchObject({
      location_id: target,
      s3_path: photo.s3_path,
      width: photo.width,
      published_status: 'pending',
    });

    const other = await api.request('/api/media', {
      method: 'POST',
      auth: evergreen,
      json: { location_ids: [target], s3_path: photo.s3_path },
    });
    expect(other.status).toBe(404);
    const evLocs = await json(api.request('/api/locations', { auth: evergreen }));
    const stolen = await api.request('/api/media', {
      method: 'POST',
      auth: evergreen,
      json: { location_ids: [evLocs._embedded.locations[0].id], s3_path: photo.s3_path },
    });
    expect(stolen.status).toBe(404);
  });
});
