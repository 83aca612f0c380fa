import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startDemoLocations } from '../../../test/demo-locations';
import type { TestApi } from '../../../test/test-api';

/** Categories and the fixed media categories (spec 2 section 7). */

let api: TestApi;
let admin: Session;

beforeAll(async () => {
  ({ api, admin } = await startDemoLocations());
});
afterAll(() => api.close());

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
