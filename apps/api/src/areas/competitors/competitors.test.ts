import type {
  Competitor,
  CompetitorBrand,
  CompetitorBrandsReport,
  CompetitorLocationRow,
  CompetitorOverview,
  CompetitorPreview,
  CompetitorSuggestions,
  Session,
} from '@plaudit/api-client/schemas';
import { INDUSTRY_CATEGORIES } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let user: Session;
let readOnly: Session;
/** Evergreen has the competitor setting off: its users have the preview only. */
let previewOnly: Session;
let evergreenCompetitorId: number;
let evergreenLocationId: number;

/** The seed's anchor is 2026-06-15: the six months before it. */
const RANGE = 'start_date=2025-12-15&end_date=2026-06-14';

beforeAll(async () => {
  api = await startTestApi();
  [admin, user, readOnly, previewOnly] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const ev = await api.db
    .selectFrom('competitors')
    .select(['id', 'location_id'])
    .where('account_id', '=', previewOnly.account_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  evergreenCompetitorId = ev.id;
  evergreenLocationId = ev.location_id;
});
afterAll(() => api.close());

const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (status === 204 ? undefined : await res.json()) as T;
};
const get = <T>(path: string, auth: Session, status = 200) =>
  api.request(`/api${path}`, { auth }).then((r) => json<T>(r, status));
const send = <T>(method: string, path: string, body: unknown, auth: Session, status: number) =>
  api.request(`/api${path}`, { method, auth, json: body }).then((r) => json<T>(r, status));
const report = (part: string, query = RANGE, auth = admin, status = 200) =>
  get<unknown>(`/reports/${admin.account_id}/competitor/${part}?${query}`, auth, status);

describe('/api/competitors', () => {
  it('lists the seeded competitors of every location with their rating and review count', async () => {
    const page = await get<{ _embedded: { competitors: Competitor[] }; _total: number }>(
      '/competitors?per_page=250',
      readOnly,
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
    const ofLocation = await get<{ _embedded: { competitors: Competitor[] } }>(
      `/competitors?location_id=${one.location_id}`,
      user,
    );
    expect(ofLocation._embedded.competitors.every((c) => c.location_id === one.location_id)).toBe(
      true,
    );
    expect(await get<Competitor>(`/competitors/${one.id}`, user)).toEqual(one);
  });

  it('suggests nearby places of the location’s category first, marking those already chosen', async () => {
    const chosen = await get<{ _embedded: { competitors: Competitor[] } }>(
      '/competitors?per_page=1',
      admin,
    );
    const locationId = chosen._embedded.competitors[0]!.location_id;
    const { _embedded } = await get<CompetitorSuggestions>(
      `/competitors/suggestions?location_id=${locationId}`,
      user,
    );
    expect(_embedded.places.length).toBeGreaterThanOrEqual(3);
    expect(_embedded.places.some((p) => p.already_chosen)).toBe(true);
    for (const p of _embedded.places) expect(p.distance_km).toBeLessThanOrEqual(5);
    const byName = await get<CompetitorSuggestions>(
      `/competitors/suggestions?location_id=${locationId}&keywords=${encodeURIComponent(_embedded.places[0]!.name)}`,
      admin,
    );
    expect(byName._embedded.places[0]!.google_place_id).toBe(_embedded.places[0]!.google_place_id);
  });

  it('lets an admin choose a place, brand it, sync its reviews and remove it', async () => {
    const locations = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .where('latitude', 'is not', null)
      .orderBy('id', 'desc')
      .execute();
    let pick: { location: number; place: string } | undefined;
    for (const l of locations) {
      const s = await get<CompetitorSuggestions>(
        `/competitors/suggestions?location_id=${l.id}`,
        admin,
      );
      const free = s._embedded.places.find((p) => !p.already_chosen);
      if (free) {
        pick = { location: l.id, place: free.google_place_id };
        break;
      }
    }
    expect(pick).toBeDefined();
    const brand = await send<CompetitorBrand>(
      'POST',
      '/competitor_brands',
      { name: 'Test Chain' },
      admin,
      201,
    );
    const created = await send<Competitor>(
      'POST',
      '/competitors',
      { location_id: pick!.location, google_place_id: pick!.place, brand_id: brand.id },
      admin,
      201,
    );
    expect(created).toMatchObject({ brand_name: 'Test Chain', reviews: 0, synced_at: null });
    await send(
      'POST',
      '/competitors',
      { location_id: pick!.location, google_place_id: pick!.place },
      admin,
      409,
    );
    expect(await api.runJobs()).toBeGreaterThanOrEqual(1);
    const synced = await get<Competitor>(`/competitors/${created.id}`, admin);
    expect(synced.reviews).toBeGreaterThan(20);
    expect(synced.synced_at).not.toBeNull();
    expect(await get<CompetitorBrand>(`/competitor_brands/${brand.id}`, admin)).toMatchObject({
      competitors: 1,
      locations: 1,
    });
    const unbranded = await send<Competitor>(
      'PATCH',
      `/competitors/${created.id}`,
      { brand_id: null },
      admin,
      200,
    );
    expect(unbranded.brand_id).toBeNull();
    await send('DELETE', `/competitor_brands/${brand.id}`, undefined, admin, 204);
    expect(
      (await api.request(`/api/competitors/${created.id}`, { method: 'DELETE', auth: admin }))
        .status,
    ).toBe(204);
    await get(`/competitors/${created.id}`, admin, 404);
    const left = await api.db
      .selectFrom('competitor_reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competitor_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('refuses a place that does not exist and names the field of bad input', async () => {
    const { id: locationId } = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const unknown = await send<{ error: string }>(
      'POST',
      '/competitors',
      { location_id: locationId, google_place_id: 'ChIJnowhere' },
      admin,
      400,
    );
    expect(unknown.error).toMatch(/google_place_id/);
    expect(
      (await send<{ error: string }>('POST', '/competitors', { location_id: 'x' }, admin, 400))
        .error,
    ).toMatch(/location_id/);
    expect(
      (
        await send<{ error: string }>(
          'POST',
          '/competitors',
          { location_id: locationId },
          admin,
          400,
        )
      ).error,
    ).toMatch(/google_place_id/);
    expect(
      (await send<{ error: string }>('PATCH', `/competitors/1`, { brand_id: 'abc' }, admin, 400))
        .error,
    ).toMatch(/brand_id/);
    expect(
      (await send<{ error: string }>('POST', '/competitor_brands', { name: '' }, admin, 400)).error,
    ).toMatch(/name/);
    expect((await get<{ error: string }>('/competitors/suggestions', admin, 400)).error).toMatch(
      /location_id/,
    );
    expect(
      ((await report('overview', 'start_date=yesterday', admin, 400)) as { error: string }).error,
    ).toMatch(/start_date/);
    expect(
      ((await report('locations', 'sort[by]=nope', admin, 400)) as { error: string }).error,
    ).toMatch(/sort/);
  });

  it('keeps brand names unique per account in any case', async () => {
    const a = await send<CompetitorBrand>(
      'POST',
      '/competitor_brands',
      { name: 'Dup Brand' },
      admin,
      201,
    );
    await send('POST', '/competitor_brands', { name: 'DUP BRAND' }, admin, 409);
    const other = await send<CompetitorBrand>(
      'POST',
      '/competitor_brands',
      { name: 'Other Dup' },
      admin,
      201,
    );
    await send('PATCH', `/competitor_brands/${other.id}`, { name: 'dup brand' }, admin, 409);
    await send('DELETE', `/competitor_brands/${a.id}`, undefined, admin, 204);
    await send('DELETE', `/competitor_brands/${other.id}`, undefined, admin, 204);
  });
});

describe('competitor permissions', () => {
  it('lets users and read-only users read but not choose (403 before the body is read)', async () => {
    for (const who of [user, readOnly]) {
      await get('/competitors', who);
      await get('/competitor_brands', who);
      await report('overview', RANGE, who);
      await send('POST', '/competitors', {}, who, 403);
      await send('POST', '/competitors', { location_id: 'x' }, who, 403);
      await send('PATCH', '/competitors/1', { brand_id: 'x' }, who, 403);
      await send('DELETE', '/competitors/1', undefined, who, 403);
      await send('POST', '/competitor_brands', { name: '' }, who, 403);
      await send('PATCH', '/competitor_brands/1', {}, who, 403);
      await send('DELETE', '/competitor_brands/1', undefined, who, 403);
    }
  });

  it('gives a preview-only user the preview and nothing else', async () => {
    const ev = previewOnly.account_id;
    for (const path of [
      '/competitors',
      `/competitors/${evergreenCompetitorId}`,
      `/competitors/suggestions?location_id=${evergreenLocationId}`,
      '/competitor_brands',
      `/reports/${ev}/competitor/overview`,
      `/reports/${ev}/competitor/locations`,
      `/reports/${ev}/competitor/brands`,
      `/reports/${ev}/competitor/overview?start_date=bad`,
    ])
      await get(path, previewOnly, 403);
    const preview = await get<CompetitorPreview>(`/reports/${ev}/competitor/preview`, previewOnly);
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
    await report('preview', '', readOnly);
    // A single-location trial without competitors: its one location against its neighbours.
    const trial = await loginAs(api, 'Copper Kettle Coffee', 'administrator');
    const single = await get<CompetitorPreview>(
      `/reports/${trial.account_id}/competitor/preview`,
      trial,
    );
    expect(single).toMatchObject({ total_locations: 1, competitors_chosen: 0 });
    expect(single.locations[0]!.places.length).toBeGreaterThanOrEqual(3);
    await get(`/reports/${trial.account_id}/competitor/overview`, trial, 403);
  });

  it('answers 404 for another account’s ids', async () => {
    const ev = previewOnly.account_id;
    await get(`/competitors/${evergreenCompetitorId}`, admin, 404);
    await send('PATCH', `/competitors/${evergreenCompetitorId}`, { brand_id: null }, admin, 404);
    await send('DELETE', `/competitors/${evergreenCompetitorId}`, undefined, admin, 404);
    await get(`/competitors/suggestions?location_id=${evergreenLocationId}`, admin, 404);
    await get(`/competitors?account_id=${ev}`, admin, 404);
    await send(
      'POST',
      '/competitors',
      { location_id: evergreenLocationId, google_place_id: 'x' },
      admin,
      404,
    );
    for (const part of ['overview', 'locations', 'brands', 'preview'])
      await get(`/reports/${ev}/competitor/${part}`, admin, 404);
    const evBrand = await api.db
      .selectFrom('competitor_brands')
      .select('id')
      .where('account_id', '=', ev)
      .executeTakeFirst();
    if (evBrand) {
      await get(`/competitor_brands/${evBrand.id}`, admin, 404);
      const mine = await get<{ _embedded: { competitors: Competitor[] } }>(
        '/competitors?per_page=1',
        admin,
      );
      await send(
        'PATCH',
        `/competitors/${mine._embedded.competitors[0]!.id}`,
        { brand_id: evBrand.id },
        admin,
        404,
      );
    }
  });
});

describe('competitor reports', () => {
  it('sets my reviews beside my competitors’ over the filters, month by month', async () => {
    const o = (await report('overview')) as CompetitorOverview;
    expect(o.mine.reviews).toBeGreaterThan(100);
    expect(o.competitors.reviews).toBeGreaterThan(100);
    expect(o.competitors.response_rate).toBeGreaterThan(0);
    expect(o.competitors.response_rate).toBeLessThan(1);
    const s = o.competitors.sentiment;
    expect(s.positive + s.neutral + s.negative).toBe(o.competitors.reviews);
    expect(o.timeseries.map((t) => t.period)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(o.timeseries.reduce((n, t) => n + t.competitors.reviews, 0)).toBe(o.competitors.reviews);
    expect(o.categories.length).toBeGreaterThan(2);
    // A restaurant sees the categories of its industry only (no Care Quality).
    for (const c of o.categories) expect(INDUSTRY_CATEGORIES.restaurant).toContain(c.category);
    expect(o.categories.find((c) => c.category === 'Food')?.competitors.mentions).toBeGreaterThan(
      0,
    );
    expect(o.locations).toBeGreaterThan(10);
    // One location narrows both sides.
    const rows = (
      (await report('locations')) as { _embedded: { locations: CompetitorLocationRow[] } }
    )._embedded.locations;
    const first = rows[0]!;
    const one = (await report(
      'overview',
      `${RANGE}&location_id=${first.location_id}`,
    )) as CompetitorOverview;
    expect(one.locations).toBe(1);
    expect(one.mine.reviews).toBe(first.mine.reviews);
    expect(one.competitors.reviews).toBe(
      first.competitors.reduce((n, c) => n + c.stats.reviews, 0),
    );
  });

  it('ranks each location among its competitors and pages the rows', async () => {
    const page = (await report('locations', `${RANGE}&per_page=5&sort[by]=rank`)) as {
      _embedded: { locations: CompetitorLocationRow[] };
      _total: number;
    };
    expect(page._total).toBeGreaterThan(10);
    expect(page._embedded.locations).toHaveLength(5);
    const ranks = page._embedded.locations.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const r of page._embedded.locations) {
      const better = r.competitors.filter(
        (c) =>
          c.stats.average_rating !== null &&
          (r.mine.average_rating === null || c.stats.average_rating > r.mine.average_rating),
      ).length;
      expect(r.rank).toBe(better + 1);
    }
  });

  it('sets my brand against the competing brands and the unbranded ones', async () => {
    const b = (await report('brands')) as CompetitorBrandsReport;
    expect(b.mine.name).toBe('Blue Fern Bistro');
    expect(b.mine.stats.reviews).toBeGreaterThan(100);
    expect(b.brands.length).toBeGreaterThanOrEqual(2);
    const other = b.brands.find((x) => x.brand_id === null);
    expect(other?.name).toBe('Other competitors');
    const o = (await report('overview')) as CompetitorOverview;
    expect(b.brands.reduce((n, x) => n + x.stats.reviews, 0)).toBe(o.competitors.reviews);
    expect(b.brands.reduce((n, x) => n + x.competitors, 0)).toBe(o.competitors_count);
  });
});
