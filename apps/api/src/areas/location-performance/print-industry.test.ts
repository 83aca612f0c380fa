import type {
  GroupPerformanceRow,
  LocationPerformanceRow,
  Session,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { ReportCache } from './cache';
import { newScoreValue } from './score';

/**
 * The industry score (setting industry_score), the old print lists
 * (/reports/{id}/locations, /metrics/{id}/group) and the report cache.
 */
let api: TestApi;
let admin: Session;
let evergreen: Session;
let partner: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, evergreen, partner] = await Promise.all([
    api.login('admin@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
    api.login('partner@demo.test'),
  ]);
});
afterAll(() => api.close());

type List<T> = {
  _embedded: Record<string, T[]>;
  _total: number;
  _total_pages: number;
  _page: number;
  _links: { next: { href: string } | null };
};
const get = async <T>(path: string, auth: Session, status = 200): Promise<T> => {
  const res = await api.request(path, { auth });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
};
const overview = <T>(query: string, auth: Session) =>
  get<List<T>>(`/api/location_performance_overview?${query}`, auth).then(
    (b) => b._embedded.location_performance_overview!,
  );
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('industry score (setting industry_score)', () => {
  it('adds the industry fields only with the setting', async () => {
    const off = await overview<LocationPerformanceRow>('per_page=250&with_lag=true', admin);
    expect(off.length).toBeGreaterThan(20);
    for (const r of off)
      for (const f of [
        'industry_score',
        'industry_score_delta',
        'industry_score_lag',
        'response_rate',
        'lag_response_rate',
      ])
        expect(r).not.toHaveProperty(f);
    const offGroups = await overview<GroupPerformanceRow>('group_by=group', admin);
    expect(offGroups[0]).not.toHaveProperty('industry_score');

    // On the demo, each of Evergreen's categories holds its clinics and the
    // competitor places it follows: enough businesses for a score in some.
    const on = await overview<LocationPerformanceRow>('per_page=250', evergreen);
    expect(on.length).toBeGreaterThan(5);
    expect(on.filter((r) => typeof r.industry_score === 'number').length).toBeGreaterThan(0);
    for (const r of on) {
      expect(r.industry_score_delta).toBe(
        r.industry_score == null ? null : round2(r.location_score - r.industry_score),
      );
      expect(r.industry_score_lag).toBeNull();
      expect(r.response_rate).toBe(r.completed_rate);
      expect(r.response_rate).toBeLessThanOrEqual(1);
      expect(r.lag_response_rate).toBeNull();
    }
    const lag = await overview<LocationPerformanceRow>('per_page=250&with_lag=true', evergreen);
    expect(lag.filter((r) => typeof r.industry_score_lag === 'number').length).toBeGreaterThan(0);
    for (const r of lag) expect(r.lag_response_rate).toBe(r.lag_completed_rate);

    // The CSV carries the industry columns with the setting (empty cells here), not without.
    const csv = (auth: Session) =>
      api
        .request('/api/location_performance_overview/csv', { auth })
        .then(async (r) => parseCsv((await r.text()).replace(/\r?\n/g, '\r\n')));
    const withIndustry = await csv(evergreen);
    expect(withIndustry[0]!.slice(-3)).toEqual([
      'Industry Score',
      'Industry Score Delta',
      'Previous Industry Score',
    ]);
    expect(withIndustry.slice(1).some((row) => /^\d/.test(row.at(-3) ?? ''))).toBe(true);
    expect((await csv(admin))[0]).not.toContain('Industry Score');
  });

  // A category of the test's own, given to some demo locations (by offset).
  const shareCategory = async (
    name: string,
    picks: [accountId: number, offset: number][],
    googleCategoryId: string | null = null,
  ) => {
    const db = api.db;
    const category = await db
      .insertInto('categories')
      .values({ name, google_category_id: googleCategoryId, vertical: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const [accountId, offset] of picks)
      ids.push(
        (
          await db
            .selectFrom('locations')
            .select(['id'])
            .where('account_id', '=', accountId)
            .orderBy('id')
            .offset(offset)
            .limit(1)
            .executeTakeFirstOrThrow()
        ).id,
      );
    await db
      .updateTable('locations')
      .set({ category_id: category.id })
      .where('id', 'in', ids)
      .execute();
    return { categoryId: category.id, ids };
  };
  /** A new business (account) with one location of the category. */
  const newBusiness = async (name: string, categoryId: number) => {
    const account = await api.db
      .insertInto('accounts')
      .values({ name, vertical: 'health_care' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await api.db
      .insertInto('locations')
      .values({
        account_id: account.id,
        name,
        public_name: name,
        address: '1 Test Street',
        city: 'Austin',
        zipcode: '78701',
        category_id: categoryId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { accountId: account.id, locationId: location.id };
  };
  const firstSource = () =>
    api.db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow();
  const review = (
    sourceId: number,
    accountId: number,
    locationId: number,
    rating: number,
    status: 'new' | 'completed',
    publishedAt: string,
  ) => ({
    account_id: accountId,
    location_id: locationId,
    source_id: sourceId,
    rating,
    author_name: 'Industry Test',
    published_at: new Date(publishedAt),
    status,
  });

  it('gives no industry score to a category of fewer than five businesses', async () => {
    // Two Evergreen clinics and a Blue Fern location: two businesses, with reviews in March 2005.
    const { ids } = await shareCategory('Small industry test category', [
      [evergreen.account_id, 0],
      [evergreen.account_id, 1],
      [admin.account_id, 0],
    ]);
    const [e1, e2, b1] = ids as [number, number, number];
    const source = await firstSource();
    const at = '2005-03-10T12:00:00Z';
    await api.db
      .insertInto('reviews')
      .values([
        review(source.id, evergreen.account_id, e1, 5, 'completed', at),
        review(source.id, evergreen.account_id, e2, 4, 'completed', at),
        review(source.id, admin.account_id, b1, 2, 'new', at),
      ])
      .execute();
    const rows = await overview<LocationPerformanceRow>(
      'start_date=2005-03-01&end_date=2005-03-30&with_lag=true&per_page=250',
      evergreen,
    );
    for (const id of [e1, e2]) {
      const r = rows.find((x) => x.location_id === id)!;
      expect(r.total_reviews).toBe(1);
      expect(r.industry_score).toBeNull();
      expect(r.industry_score_delta).toBeNull();
      expect(r.industry_score_lag).toBeNull();
    }
  });

  it('pools the competitor places accounts follow, each place once', async () => {
    const db = api.db;
    // An Evergreen clinic and a Blue Fern location; reviews in July 2005 (31 days).
    const { ids } = await shareCategory(
      'Industry places test category',
      [
        [evergreen.account_id, 4],
        [admin.account_id, 2],
      ],
      'gcid:industry_places_test',
    );
    const [e, b] = ids as [number, number];
    const source = await firstSource();
    const at = '2005-07-10T12:00:00Z';
    await db
      .insertInto('reviews')
      .values([
        review(source.id, evergreen.account_id, e, 5, 'completed', at),
        review(source.id, admin.account_id, b, 3, 'new', at),
      ])
      .execute();
    // A competitor place with one review, its owner's reply `days` later (or none).
    const follow = async (
      accountId: number,
      locationId: number,
      placeId: string,
      rating: number,
      days: number | null,
    ) => {
      const c = await db
        .insertInto('competitors')
        .values({
          account_id: accountId,
          location_id: locationId,
          google_place_id: placeId,
          name: placeId,
          category: 'gcid:industry_places_test',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('competitor_reviews')
        .values({
          account_id: accountId,
          competitor_id: c.id,
          location_id: locationId,
          source_id: source.id,
          external_id: `${placeId}-1`,
          rating,
          author_name: 'Industry Test',
          published_at: new Date(at),
          responded_at: days === null ? null : new Date(Date.parse(at) + days * 86_400_000),
          sentiment: rating >= 4 ? 1 : rating <= 2 ? -1 : 0,
        })
        .execute();
    };
    // Place 1 is followed by both accounts (one business, its review once).
    await follow(evergreen.account_id, e, 'industry-test-place-1', 4, 2);
    await follow(admin.account_id, b, 'industry-test-place-1', 4, 2);
    await follow(evergreen.account_id, e, 'industry-test-place-2', 2, null);
    // (Each ask is for a period of its own: reports and industry numbers are cached per period.)
    const scoreOf = async (end: string) =>
      (
        await overview<LocationPerformanceRow>(
          `start_date=2005-07-01&end_date=${end}&per_page=250`,
          evergreen,
        )
      ).find((x) => x.location_id === e)!.industry_score;
    // Two accounts and two places: four businesses, no score.
    expect(await scoreOf('2005-07-30')).toBeNull();

    // A third place makes five.
    await follow(admin.account_id, b, 'industry-test-place-3', 5, 1);
    const sync = await sql<{ in_sync: number; listings: number }>`
      SELECT
        (SELECT count(*) FROM location_directories WHERE location_id = ANY(${ids}::int[])
          AND status IN ('in_sync', 'published'))::int AS in_sync,
        (SELECT count(*) FROM location_directories WHERE location_id = ANY(${ids}::int[])
          AND status <> 'not_available')::int AS listings`.execute(db);
    const { in_sync, listings } = sync.rows[0]!;
    // Five reviews (5, 3, 4, 2, 5) over two locations and three places; answered: the
    // completed review and the two owner replies (2 and 1 days); no owner photos.
    const expected = newScoreValue({
      total_reviews: 5 / 5,
      period_days: 31,
      avg_rating: 19 / 5,
      completed_rate: 3 / 5,
      avg_response_time: 3 / 2,
      ll_sync_ratio: listings ? in_sync / listings : null,
      owner_media_count: 0,
    });
    expect(await scoreOf('2005-07-31')).toBe(expected);
  });

  it('computes the benchmark of a category of five businesses from the pooled numbers', async () => {
    const db = api.db;
    // Two Evergreen clinics, one Blue Fern location and three other businesses' locations.
    const { categoryId, ids: shared } = await shareCategory('Industry test category', [
      [evergreen.account_id, 2],
      [evergreen.account_id, 3],
      [admin.account_id, 1],
    ]);
    const [e1, e2, b1] = shared as [number, number, number];
    const others = [];
    for (const name of ['Industry Test One', 'Industry Test Two', 'Industry Test Three'])
      others.push(await newBusiness(name, categoryId));
    const ids = [...shared, ...others.map((o) => o.locationId)];

    // May 2005 (31 days): nine known reviews, nothing else in that period or the one before.
    const source = await firstSource();
    const before = await db
      .selectFrom('reviews')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('location_id', 'in', ids)
      .where('published_at', '<', new Date('2005-06-01T00:00:00Z'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(0);
    const at = '2005-05-10T12:00:00Z';
    await db
      .insertInto('reviews')
      .values([
        review(source.id, evergreen.account_id, e1, 5, 'completed', at),
        review(source.id, evergreen.account_id, e1, 3, 'new', at),
        review(source.id, evergreen.account_id, e2, 4, 'completed', at),
        review(source.id, admin.account_id, b1, 2, 'new', at),
        review(source.id, admin.account_id, b1, 2, 'new', at),
        review(source.id, admin.account_id, b1, 2, 'new', at),
        ...others.map((o) => review(source.id, o.accountId, o.locationId, 4, 'new', at)),
      ])
      .execute();
    const sync = await sql<{ in_sync: number; listings: number; media: number }>`
      SELECT
        (SELECT count(*) FROM location_directories WHERE location_id = ANY(${ids}::int[])
          AND status IN ('in_sync', 'published'))::int AS in_sync,
        (SELECT count(*) FROM location_directories WHERE location_id = ANY(${ids}::int[])
          AND status <> 'not_available')::int AS listings,
        (SELECT count(*) FROM media WHERE location_id = ANY(${ids}::int[]) AND media_type = 'owner'
          AND deleted_at IS NULL AND created_at < '2005-06-01')::int AS media`.execute(db);
    const { in_sync, listings, media } = sync.rows[0]!;
    expect(media).toBe(0);
    const syncRatio = listings ? in_sync / listings : 0;

    // The new score of the pooled numbers (score.ts), written out:
    // rating 30/9 of 5 (weight 30); 9 reviews / 6 locations = 1.5 in the 31
    // days, 1.5 * 30/31 a month, of 10 (weight 25); answered 2 of 9, no
    // response time (weight 20, half each); listings in sync (weight 15); no
    // owner photos (weight 10).
    const expected = round2(
      (30 / 9 / 5) * 30 + ((1.5 * 30) / 31 / 10) * 25 + ((2 / 9 + 0) / 2) * 20 + syncRatio * 15,
    );

    const rows = await overview<LocationPerformanceRow>(
      'start_date=2005-05-01&end_date=2005-05-31&with_lag=true&per_page=250',
      evergreen,
    );
    for (const id of [e1, e2]) {
      const r = rows.find((x) => x.location_id === id)!;
      expect(r.industry_score).toBe(expected);
      // The previous period (Mar 31 - Apr 30) has no review: no business, no score.
      expect(r.industry_score_lag).toBeNull();
      expect(r.industry_score_delta).toBe(round2(r.location_score - expected));
    }
    const e1Row = rows.find((x) => x.location_id === e1)!;
    expect(e1Row.total_reviews).toBe(2);
    expect(e1Row.response_rate).toBe(0.5);
    expect(e1Row.lag_response_rate).toBe(0);

    // A group's industry score is the mean of its locations' industry scores.
    const groups = await overview<GroupPerformanceRow>(
      'start_date=2005-05-01&end_date=2005-05-31&with_lag=true&group_by=group',
      evergreen,
    );
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      const members = rows.filter((r) => g.location_ids.includes(r.location_id));
      const scores = members
        .map((m) => m.industry_score)
        .filter((s): s is number => typeof s === 'number');
      expect(g.industry_score).toBe(
        scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      );
      expect(g.industry_score_delta).toBe(
        g.industry_score === null ? null : round2(g.group_score - g.industry_score!),
      );
      expect(g.response_rate).toBe(g.completed_rate);
    }
  });
});

describe('old print lists (legacy score)', () => {
  it('GET /reports/{id}/locations pages the report to 250', async () => {
    const a = admin.account_id;
    const all = await overview<LocationPerformanceRow>('per_page=250&with_lag=true', admin);
    const full = await get<List<LocationPerformanceRow>>(
      `/api/reports/${a}/locations?per_page=250&with_lag=true`,
      admin,
    );
    expect(full._embedded.report_locations).toEqual(all);
    expect(full._total).toBe(all.length);
    expect(full._links.next).toBeNull();

    // Pages of 10 followed through _links.next give every row once, in order.
    const seen: LocationPerformanceRow[] = [];
    let next: string | null = `/api/reports/${a}/locations?per_page=10&with_lag=true`;
    let pages = 0;
    while (next) {
      const body: List<LocationPerformanceRow> = await get(next, admin);
      seen.push(...body._embedded.report_locations!);
      next = body._links.next?.href ?? null;
      pages++;
    }
    expect(pages).toBe(Math.ceil(all.length / 10));
    expect(seen.map((r) => r.location_id)).toEqual(all.map((r) => r.location_id));

    // Sorted like the overview.
    const byName = await get<List<LocationPerformanceRow>>(
      `/api/reports/${a}/locations?per_page=5&sort[by]=location_name&sort[order]=desc`,
      admin,
    );
    const names = byName._embedded.report_locations!.map((r) => r.location_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('GET /metrics/{id}/group lists the groups', async () => {
    const a = admin.account_id;
    const groups = await overview<GroupPerformanceRow>('group_by=group&per_page=250', admin);
    const body = await get<List<GroupPerformanceRow>>(
      `/api/metrics/${a}/group?per_page=250`,
      admin,
    );
    expect(body._embedded.groups).toEqual(groups);
    expect(body._links.next).toBeNull();
    const one = await get<List<GroupPerformanceRow>>(`/api/metrics/${a}/group?per_page=1`, admin);
    expect(one._embedded.groups).toHaveLength(1);
    expect(one._links.next?.href).toContain('page=2');
  });

  it('validates paging, keeps to the account, needs location read', async () => {
    const a = admin.account_id;
    for (const bad of ['per_page=251', 'per_page=0', 'page=0', 'per_page=abc', 'with_lag=maybe']) {
      for (const path of [`/api/reports/${a}/locations`, `/api/metrics/${a}/group`]) {
        const res = await api.request(`${path}?${bad}`, { auth: admin });
        expect(res.status, `${path}?${bad}`).toBe(400);
        expect((await res.json()).error).toBeTruthy();
      }
    }
    expect((await api.request('/api/reports/abc/locations', { auth: admin })).status).toBe(400);
    for (const path of [
      `/api/reports/${evergreen.account_id}/locations`,
      `/api/metrics/${evergreen.account_id}/group`,
      `/api/reports/${a}/locations?account_id=${evergreen.account_id}`,
    ])
      expect((await api.request(path, { auth: admin })).status, path).toBe(404);
    // The parent account's users have no location read.
    for (const path of [
      `/api/reports/${partner.account_id}/locations`,
      `/api/metrics/${partner.account_id}/group`,
    ])
      expect((await api.request(path, { auth: partner })).status, path).toBe(403);
    expect((await api.request(`/api/reports/${a}/locations`)).status).toBe(401);
  });
});

describe('report cache', () => {
  it('shows a location added since the names were cached, with its name', async () => {
    const q = (month: string) =>
      `start_date=2026-${month}-01&end_date=2026-${month}-28&per_page=250`;
    const before = await overview<LocationPerformanceRow>(q('02'), admin);
    const like = await api.db
      .selectFrom('locations')
      .select(['country_id', 'state_id'])
      .where('id', '=', before[0]!.location_id)
      .executeTakeFirstOrThrow();
    const created = await api.request('/api/locations', {
      method: 'POST',
      auth: admin,
      json: {
        name: 'Blue Fern Bistro - Brand New',
        public_name: 'Blue Fern Bistro',
        address: '9 New Street',
        city: 'Austin',
        country_id: like.country_id,
        state_id: like.state_id,
        zipcode: '78701',
      },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    // Another period: a new report, whose names come from the cache unless a location is new.
    const after = await overview<LocationPerformanceRow>(q('04'), admin);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((r) => r.location_id === id)!;
    expect(row).toMatchObject({ location_name: 'Blue Fern Bistro - Brand New', total_reviews: 0 });
    expect(row.location_address).toBe('9 New Street');
    await api.request(`/api/locations/${id}`, { method: 'DELETE', auth: admin });
  });

  it('serves the cached report, and fresh target scores after PUT /metric_targets', async () => {
    const a = admin.account_id;
    const q = 'start_date=2026-01-01&end_date=2026-03-31&per_page=250';
    const before = await overview<LocationPerformanceRow>(q, admin);
    // A rename shows once the cached report expires (at most 30 s), not at once.
    const first = before[0]!;
    await api.db
      .updateTable('locations')
      .set({ name: `${first.location_name} (renamed)` })
      .where('id', '=', first.location_id)
      .execute();
    const cached = await overview<LocationPerformanceRow>(q, admin);
    expect(cached.find((r) => r.location_id === first.location_id)!.location_name).toBe(
      first.location_name,
    );

    const put = (body: Record<string, number | null>) =>
      api.request('/api/metric_targets', { method: 'PUT', auth: admin, json: body });
    expect((await put({ avg_rating: 5, avg_rating_weight: 100 })).status).toBe(200);
    const targeted = await overview<LocationPerformanceRow>(q, admin);
    // avg_rating is shown rounded: the target score is within 0.1 of it.
    const near = (r: LocationPerformanceRow, target: number) =>
      expect(
        Math.abs(r.target_score! - Math.min(1, (r.avg_rating ?? 0) / target) * 100),
      ).toBeLessThan(0.11);
    // Locations with their own targets (the demo seeds two) keep them.
    const own = new Set(
      (
        await api.db
          .selectFrom('location_custom_targets')
          .select('location_id')
          .where('account_id', '=', a)
          .execute()
      ).map((x) => x.location_id),
    );
    for (const r of targeted) if (!own.has(r.location_id)) near(r, 5);
    // A new computation: the rename shows too.
    expect(targeted.find((r) => r.location_id === first.location_id)!.location_name).toContain(
      '(renamed)',
    );
    expect((await put({ avg_rating: 2.5, avg_rating_weight: 100 })).status).toBe(200);
    const again = await overview<LocationPerformanceRow>(q, admin);
    for (const r of again) if (!own.has(r.location_id)) near(r, 2.5);
    const scores = await get<{ total_score: number }>(`/api/target_scores?account_id=${a}`, admin);
    expect(scores.total_score).toBeGreaterThan(0);
  });

  it('keeps to its bounds: TTL, least recently used, rows, shared and failed computations', async () => {
    let now = 0;
    const cache = new ReportCache<number[]>({
      ttlMs: 1000,
      maxEntries: 3,
      maxWeight: 10,
      now: () => now,
    });
    let computed = 0;
    const rows = (n: number) => async () => {
      computed++;
      return Array.from({ length: n }, (_, i) => i);
    };
    const weigh = (v: number[]) => v.length;
    // Concurrent requests share one computation.
    const [x, y] = await Promise.all([
      cache.get('a', 't1', rows(2), weigh),
      cache.get('a', 't1', rows(2), weigh),
    ]);
    expect(x).toBe(y);
    expect(computed).toBe(1);
    await cache.get('b', 't2', rows(2), weigh);
    await cache.get('c', 't2', rows(2), weigh);
    await cache.get('a', 't1', rows(2), weigh); // a is now the most recently used
    await cache.get('d', 't2', rows(2), weigh); // over 3 entries: b goes
    expect(cache.size).toBe(3);
    computed = 0;
    await cache.get('a', 't1', rows(2), weigh);
    expect(computed).toBe(0);
    await cache.get('b', 't2', rows(2), weigh);
    expect(computed).toBe(1);
    // Over 10 rows: the least recently used go.
    await cache.get('big', 't3', rows(9), weigh);
    expect(cache.size).toBe(1);
    // Expired after the TTL.
    computed = 0;
    now += 1001;
    await cache.get('big', 't3', rows(9), weigh);
    expect(computed).toBe(1);
    // invalidate() drops a tag's entries.
    cache.invalidate('t3');
    expect(cache.size).toBe(0);
    // A failed computation is not kept.
    await expect(
      cache.get('e', 't1', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await Promise.resolve();
    expect(cache.size).toBe(0);
  });
});
