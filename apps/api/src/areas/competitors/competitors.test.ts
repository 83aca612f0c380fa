import type {
  Competitor,
  CompetitorBrand,
  CompetitorPreview,
  CompetitorSuggestions,
} from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-api';
import { competitorsTest, RANGE } from './competitors-test';

/** Competitor places per location, brands, and who may see and change them. */

const c = competitorsTest();

describe('/api/competitors', () => {
  it('lists the seeded competitors of every location with their rating and review count', async () => {
    const page = await c.get<{ _embedded: { competitors: Competitor[] }; _total: number }>(
      '/competitors?per_page=250',
      c.readOnly,
    );
    expect(page._total).toBeGreaterThanOrEqual(40);
    const all = page._embedded.competitors;
    for (const c of all) {
      expect(c.reviews).toBeGreaterThan(0);
      expect(c.average_rating).toBeGreaterThanOrEqual(1);
      expect(c.location_name).toMatch(/^Blue Fern /);
    }
    const perLocation = new Map<number, number>();
    for (const c of all) perLocation.set(c.location_id, (perLocation.get(c.location_id) ?? 0) + 1);
    for (const n of perLocation.values()) expect(n).toBeGreaterThanOrEqual(2);
    // Ratings differ from place to place.
    expect(new Set(all.map((c) => c.average_rating)).size).toBeGreaterThan(5);
    const one = all[0]!;
    const ofLocation = await c.get<{ _embedded: { competitors: Competitor[] } }>(
      `/competitors?location_id=${one.location_id}`,
      c.user,
    );
    expect(ofLocation._embedded.competitors.every((c) => c.location_id === one.location_id)).toBe(
      true,
    );
    expect(await c.get<Competitor>(`/competitors/${one.id}`, c.user)).toEqual(one);
  });

  it('suggests nearby places of the location’s category first, marking those already chosen', async () => {
    const chosen = await c.get<{ _embedded: { competitors: Competitor[] } }>(
      '/competitors?per_page=1',
      c.admin,
    );
    const locationId = chosen._embedded.competitors[0]!.location_id;
    const { _embedded } = await c.get<CompetitorSuggestions>(
      `/competitors/suggestions?location_id=${locationId}`,
      c.user,
    );
    expect(_embedded.places.length).toBeGreaterThanOrEqual(3);
    expect(_embedded.places.some((p) => p.already_chosen)).toBe(true);
    for (const p of _embedded.places) expect(p.distance_km).toBeLessThanOrEqual(5);
    const byName = await c.get<CompetitorSuggestions>(
      `/competitors/suggestions?location_id=${locationId}&keywords=${encodeURIComponent(_embedded.places[0]!.name)}`,
      c.admin,
    );
    expect(byName._embedded.places[0]!.google_place_id).toBe(_embedded.places[0]!.google_place_id);
  });

  it('lets an admin choose a place, brand it, sync its reviews and remove it', async () => {
    const locations = await c.api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', c.admin.account_id)
      .where('latitude', 'is not', null)
      .orderBy('id', 'desc')
      .execute();
    let pick: { location: number; place: string } | undefined;
    for (const l of locations) {
      const s = await c.get<CompetitorSuggestions>(
        `/competitors/suggestions?location_id=${l.id}`,
        c.admin,
      );
      const free = s._embedded.places.find((p) => !p.already_chosen);
      if (free) {
        pick = { location: l.id, place: free.google_place_id };
        break;
      }
    }
    expect(pick).toBeDefined();
    const brand = await c.send<CompetitorBrand>(
      'POST',
      '/competitor_brands',
      { name: 'Test Chain' },
      c.admin,
      201,
    );
    const created = await c.send<Competitor>(
      'POST',
      '/competitors',
      { location_id: pick!.location, google_place_id: pick!.place, brand_id: brand.id },
      c.admin,
      201,
    );
    expect(created).toMatchObject({ brand_name: 'Test Chain', reviews: 0, synced_at: null });
    await c.send(
      'POST',
      '/competitors',
      { location_id: pick!.location, google_place_id: pick!.place },
      c.admin,
      409,
    );
    expect(await c.api.runJobs()).toBeGreaterThanOrEqual(1);
    const synced = await c.get<Competitor>(`/competitors/${created.id}`, c.admin);
    expect(synced.reviews).toBeGreaterThan(20);
    expect(synced.synced_at).not.toBeNull();
    expect(await c.get<CompetitorBrand>(`/competitor_brands/${brand.id}`, c.admin)).toMatchObject({
      competitors: 1,
      locations: 1,
    });
    const unbranded = await c.send<Competitor>(
      'PATCH',
      `/competitors/${created.id}`,
      { brand_id: null },
      c.admin,
      200,
    );
    expect(unbranded.brand_id).toBeNull();
    await c.send('DELETE', `/competitor_brands/${brand.id}`, undefined, c.admin, 204);
    expect(
      (await c.api.request(`/api/competitors/${created.id}`, { method: 'DELETE', auth: c.admin }))
        .status,
    ).toBe(204);
    await c.get(`/competitors/${created.id}`, c.admin, 404);
    const left = await c.api.db
      .selectFrom('competitor_reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competitor_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('refuses a place that does not exist and names the field of bad input', async () => {
    const { id: locationId } = await c.api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', c.admin.account_id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const unknown = await c.send<{ error: string }>(
      'POST',
      '/competitors',
      { location_id: locationId, google_place_id: 'ChIJnowhere' },
      c.admin,
      400,
    );
    expect(unknown.error).toMatch(/google_place_id/);
    expect(
      (await c.send<{ error: string }>('POST', '/competitors', { location_id: 'x' }, c.admin, 400))
        .error,
    ).toMatch(/location_id/);
    expect(
      (
        await c.send<{ error: string }>(
          'POST',
          '/competitors',
          { location_id: locationId },
          c.admin,
          400,
        )
      ).error,
    ).toMatch(/google_place_id/);
    expect(
      (
        await c.send<{ error: string }>(
          'PATCH',
          `/competitors/1`,
          { brand_id: 'abc' },
          c.admin,
          400,
        )
      ).error,
    ).toMatch(/brand_id/);
    expect(
      (await c.send<{ error: string }>('POST', '/competitor_brands', { name: '' }, c.admin, 400))
        .error,
    ).toMatch(/name/);
    expect(
      (await c.get<{ error: string }>('/competitors/suggestions', c.admin, 400)).error,
    ).toMatch(/location_id/);
    expect(
      ((await c.report('overview', 'start_date=yesterday', c.admin, 400)) as { error: string })
        .error,
    ).toMatch(/start_date/);
    expect(
      ((await c.report('locations', 'sort[by]=nope', c.admin, 400)) as { error: string }).error,
    ).toMatch(/sort/);
  });

  it('keeps brand names unique per account in any case', async () => {
    const a = await c.send<CompetitorBrand>(
      'POST',
      '/competitor_brands',
      { name: 'Dup Brand' },
      c.admin,
      201,
    );
    await c.send('POST', '/competitor_brands', { name: 'DUP BRAND' }, c.admin, 409);
    const other = await c.send<CompetitorBrand>(
      'POST',
      '/competitor_brands',
      { name: 'Other Dup' },
      c.admin,
      201,
    );
    await c.send('PATCH', `/competitor_brands/${other.id}`, { name: 'dup brand' }, c.admin, 409);
    await c.send('DELETE', `/competitor_brands/${a.id}`, undefined, c.admin, 204);
    await c.send('DELETE', `/competitor_brands/${other.id}`, undefined, c.admin, 204);
  });
});

describe('competitor permissions', () => {
  it('lets users and read-only users read but not choose (403 before the body is read)', async () => {
    for (const who of [c.user, c.readOnly]) {
      await c.get('/competitors', who);
      await c.get('/competitor_brands', who);
      await c.report('overview', RANGE, who);
      await c.send('POST', '/competitors', {}, who, 403);
      await c.send('POST', '/competitors', { location_id: 'x' }, who, 403);
      await c.send('PATCH', '/competitors/1', { brand_id: 'x' }, who, 403);
      await c.send('DELETE', '/competitors/1', undefined, who, 403);
      await c.send('POST', '/competitor_brands', { name: '' }, who, 403);
      await c.send('PATCH', '/competitor_brands/1', {}, who, 403);
      await c.send('DELETE', '/competitor_brands/1', undefined, who, 403);
    }
  });

  it('gives a preview-only user the preview and nothing else', async () => {
    const ev = c.previewOnly.account_id;
    for (const path of [
      '/competitors',
      `/competitors/${c.evergreenCompetitorId}`,
      `/competitors/suggestions?location_id=${c.evergreenLocationId}`,
      '/competitor_brands',
      `/reports/${ev}/competitor/overview`,
      `/reports/${ev}/competitor/locations`,
      `/reports/${ev}/competitor/brands`,
      `/reports/${ev}/competitor/overview?start_date=bad`,
    ])
      await c.get(path, c.previewOnly, 403);
    const preview = await c.get<CompetitorPreview>(
      `/reports/${ev}/competitor/preview`,
      c.previewOnly,
    );
    expect(preview.mine.reviews).toBeGreaterThan(100);
    expect(preview.mine.average_rating).toBeGreaterThan(1);
    expect(preview.nearby.places).toBeGreaterThanOrEqual(5);
    expect(preview.nearby.reviews).toBeGreaterThan(0);
    expect(preview.locations.length).toBe(5);
    for (const l of preview.locations) {
      expect(l.places.length).toBeGreaterThan(0);
      expect(l.places[0]!.label).toBe('Nearby place 1');
      expect(JSON.stringify(l.places)).not.toMatch(/google_place_id|name/);
      expect(l.rank).toBeGreaterThanOrEqual(1);
    }
    expect(preview.total_locations).toBeGreaterThanOrEqual(10);
    expect(preview.unlocks.length).toBeGreaterThan(0);
    // Users with read see the preview too.
    await c.report('preview', '', c.readOnly);
    // A single-location trial without competitors: its one location against its neighbours.
    const trial = await loginAs(c.api, 'Copper Kettle Coffee', 'administrator');
    const single = await c.get<CompetitorPreview>(
      `/reports/${trial.account_id}/competitor/preview`,
      trial,
    );
    expect(single).toMatchObject({ total_locations: 1, competitors_chosen: 0 });
    expect(single.locations[0]!.places.length).toBeGreaterThanOrEqual(3);
    await c.get(`/reports/${trial.account_id}/competitor/overview`, trial, 403);
  });

  it('answers 404 for another account’s ids', async () => {
    const ev = c.previewOnly.account_id;
    await c.get(`/competitors/${c.evergreenCompetitorId}`, c.admin, 404);
    await c.send(
      'PATCH',
      `/competitors/${c.evergreenCompetitorId}`,
      { brand_id: null },
      c.admin,
      404,
    );
    await c.send('DELETE', `/competitors/${c.evergreenCompetitorId}`, undefined, c.admin, 404);
    await c.get(`/competitors/suggestions?location_id=${c.evergreenLocationId}`, c.admin, 404);
    await c.get(`/competitors?account_id=${ev}`, c.admin, 404);
    await c.send(
      'POST',
      '/competitors',
      { location_id: c.evergreenLocationId, google_place_id: 'x' },
      c.admin,
      404,
    );
    for (const part of ['overview', 'locations', 'brands', 'preview'])
      await c.get(`/reports/${ev}/competitor/${part}`, c.admin, 404);
    const evBrand = await c.api.db
      .selectFrom('competitor_brands')
      .select('id')
      .where('account_id', '=', ev)
      .executeTakeFirst();
    if (evBrand) {
      await c.get(`/competitor_brands/${evBrand.id}`, c.admin, 404);
      const mine = await c.get<{ _embedded: { competitors: Competitor[] } }>(
        '/competitors?per_page=1',
        c.admin,
      );
      await c.send(
        'PATCH',
        `/competitors/${mine._embedded.competitors[0]!.id}`,
        { brand_id: evBrand.id },
        c.admin,
        404,
      );
    }
  });
});
