import type { Benchmark, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { sharedBenchmarkCache, tooFewBusinesses } from './benchmark';

/**
 * GET /benchmark/{vertical_id}: industry averages per vertical, pooled across
 * accounts and their competitor places, withheld below the minimum group size.
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

const get = async (path: string, auth?: Session) => {
  const res = await api.request(`/api/benchmark/${path}`, auth ? { auth } : {});
  return { status: res.status, body: (await res.json()) as Benchmark & { error?: string } };
};

// June 2004 (30 days): no demo review is that old.
const JUNE = 'start_date=2004-06-01&end_date=2004-06-30';
const at = (day: number, hour = 12) => new Date(Date.UTC(2004, 5, day, hour));

describe('GET /benchmark/{vertical_id}', () => {
  it('answers every signed-in user with metrics read, the same for every account', async () => {
    const answers: Benchmark[] = [];
    for (const email of [
      'admin@demo.test',
      'manager@demo.test',
      'user@demo.test',
      'readonly@demo.test',
    ]) {
      const { status, body } = await get('restaurant', await api.login(email));
      expect(status, email).toBe(200);
      answers.push(body);
    }
    const other = await get('restaurant', evergreen);
    expect(other.status).toBe(200);
    answers.push(other.body);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ vertical_id: 'restaurant', minimum_businesses: 5 });

    // The answer is no account's: it takes no account_id, and another account's is 404 as everywhere.
    expect((await get(`restaurant?account_id=${evergreen.account_id}`, admin)).status).toBe(404);
    // Not signed in, a parent account (no metrics read), an e-mail-only user.
    expect((await get('restaurant')).status).toBe(401);
    const parent = await get('restaurant', partner);
    expect(parent.status).toBe(403);
    expect(parent.body.error).toBeTruthy();
    const readonly = await api.login('readonly@demo.test');
    await api.db
      .updateTable('users')
      .set({ user_type: 'email_only' })
      .where('email', '=', 'readonly@demo.test')
      .execute();
    try {
      expect((await get('restaurant', readonly)).status).toBe(403);
    } finally {
      await api.db
        .updateTable('users')
        .set({ user_type: 'read_only' })
        .where('email', '=', 'readonly@demo.test')
        .execute();
    }
  });

  it('knows the four verticals only, and checks the period and sources', async () => {
    for (const bad of ['bakery', 'RESTAURANT', '1', 'health-care'])
      expect((await get(bad, admin)).status, bad).toBe(404);
    const unknown = await get('bakery', admin);
    expect(unknown.body.error).toContain('restaurant, health_care, retail, services');
    for (const [query, field] of [
      ['start_date=yesterday', 'start_date'],
      ['end_date=2024-02-30', 'end_date'],
      ['source_id=abc', 'source_id'],
      ['start_date=2024-05-01&end_date=2024-04-01', 'start_date'],
    ] as const) {
      const res = await get(`services?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(field);
    }
  });

  it('withholds the figures below five businesses and computes them from the pooled reviews', async () => {
    const db = api.db;
    const source = await db
      .selectFrom('sources')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherSource = await db
      .selectFrom('sources')
      .select('id')
      .where('id', '<>', source.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    // No retail business on the demo: the group starts empty.
    const empty = await get(`retail?${JUNE}`, admin);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ businesses: null, average_rating: null });

    // Three retail accounts with a location each.
    const shops: { account: number; location: number }[] = [];
    for (const name of ['Bench Shop A', 'Bench Shop B', 'Bench Shop C']) {
      const account = await db
        .insertInto('accounts')
        .values({ name, vertical: 'retail' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const location = await db
        .insertInto('locations')
        .values({
          account_id: account.id,
          name,
          public_name: name,
          address: '1 Main Street',
          city: 'Austin',
          zipcode: '78701',
          google_place_id: `bench-own-${name}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      shops.push({ account: account.id, location: location.id });
    }
    const [a, b, c] = shops as [(typeof shops)[0], (typeof shops)[0], (typeof shops)[0]];
    const review = async (
      shop: typeof a,
      rating: number,
      sentiment: -1 | 0 | 1,
      respondedDays: number | null,
      category?: [string, -1 | 0 | 1],
    ) => {
      const r = await db
        .insertInto('reviews')
        .values({
          account_id: shop.account,
          location_id: shop.location,
          source_id: source.id,
          rating,
          sentiment,
          author_name: 'Bench Test',
          published_at: at(10),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (respondedDays !== null)
        await db
          .insertInto('responses')
          .values({
            account_id: shop.account,
            review_id: r.id,
            source_id: source.id,
            content: 'Thank you',
            status: 'published',
            published_at: new Date(at(10).getTime() + respondedDays * 86_400_000),
          })
          .execute();
      if (category)
        await db
          .insertInto('review_categories')
          .values({
            account_id: shop.account,
            review_id: r.id,
            location_id: shop.location,
            source_id: source.id,
            published_at: at(10),
            rating,
            category: category[0],
            sentiment: category[1],
          })
          .execute();
      return r.id;
    };
    await review(a, 5, 1, 2, ['Service', 1]);
    await review(a, 4, 1, null, ['Product', 1]);
    await review(b, 2, -1, 1, ['Service', -1]);
    const c3 = await review(c, 3, 0, null, ['Service', 1]);
    // A draft answer is no response.
    await db
      .insertInto('responses')
      .values({
        account_id: c.account,
        review_id: c3,
        source_id: source.id,
        content: 'Draft',
        status: 'draft',
      })
      .execute();
    // A recommendation without stars: a review, not a rating.
    await review(c, 0, 1, null);

    // Competitor places. One place followed by A and B: its review is stored
    // twice but counts once. A "competitor" that is C's own location is C.
    const competitor = async (shop: typeof a, placeId: string) =>
      db
        .insertInto('competitors')
        .values({
          account_id: shop.account,
          location_id: shop.location,
          google_place_id: placeId,
          name: placeId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const competitorReview = async (
      shop: typeof a,
      competitorId: number,
      externalId: string,
      rating: number,
      sentiment: -1 | 0 | 1,
      respondedDays: number | null,
      category: [string, -1 | 0 | 1],
    ) => {
      const r = await db
        .insertInto('competitor_reviews')
        .values({
          account_id: shop.account,
          competitor_id: competitorId,
          location_id: shop.location,
          source_id: source.id,
          external_id: externalId,
          rating,
          sentiment,
          author_name: 'Bench Rival',
          published_at: at(12),
          responded_at:
            respondedDays === null ? null : new Date(at(12).getTime() + respondedDays * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('competitor_review_categories')
        .values({
          competitor_review_id: r.id,
          account_id: shop.account,
          competitor_id: competitorId,
          published_at: at(12),
          category: category[0],
          sentiment: category[1],
        })
        .execute();
    };
    const p1a = await competitor(a, 'bench-place-1');
    const p1b = await competitor(b, 'bench-place-1');
    await competitorReview(a, p1a, 'p1-r1', 4, 1, 3, ['Service', 1]);
    await competitorReview(b, p1b, 'p1-r1', 4, 1, 3, ['Service', 1]);
    const own = await competitor(a, 'bench-own-Bench Shop C');
    await competitorReview(a, own, 'own-r1', 1, -1, null, ['Service', -1]);

    // A, B, C and place 1: four businesses.
    const four = await get(`retail?${JUNE}`, admin);
    expect(four.status).toBe(200);
    expect(four.body).toEqual({
      vertical_id: 'retail',
      start_date: '2004-06-01',
      end_date: '2004-06-30',
      source_id: null,
      minimum_businesses: 5,
      businesses: null,
      locations: null,
      reviews: null,
      average_rating: null,
      reviews_per_location_per_month: null,
      response_rate: null,
      response_time: null,
      sentiment: null,
      categories: [],
      unavailable_reason: tooFewBusinesses(),
    });
    expect(four.body.unavailable_reason).toContain('Fewer than 5 businesses');

    // A fifth business: a place C follows.
    const p2 = await competitor(c, 'bench-place-2');
    await competitorReview(c, p2, 'p2-r1', 1, -1, null, ['Service', -1]);
    // Served from the cache (10 minutes) until it expires.
    expect((await get(`retail?${JUNE}`, admin)).body.businesses).toBeNull();
    sharedBenchmarkCache.clear();

    const five = await get(`retail?${JUNE}`, evergreen);
    expect(five.status).toBe(200);
    // By hand: reviews A 5, 4; B 2; C 3, unrated; place 1: 4; place 2: 1.
    // 7 reviews, 6 rated (19 stars); answered A's 5 (2 days), B's 2 (1 day),
    // place 1's (3 days); positive A 5, A 4, C unrated, place 1; neutral C 3;
    // negative B 2, place 2. Places: 3 locations + places 1 and 2; June is 30 days.
    const months = 30 / (365.25 / 12);
    expect(five.body).toEqual({
      vertical_id: 'retail',
      start_date: '2004-06-01',
      end_date: '2004-06-30',
      source_id: null,
      minimum_businesses: 5,
      businesses: 5,
      locations: 5,
      reviews: 7,
      average_rating: 3.17,
      reviews_per_location_per_month: Math.round((7 / 5 / months) * 100) / 100,
      response_rate: 0.4286,
      response_time: 2,
      sentiment: { positive: 0.5714, neutral: 0.1429, negative: 0.2857 },
      // Service: A +, B -, C +, place 1 + (once), place 2 - (5 businesses): 3 of 5.
      // Product: A alone, not shown.
      categories: [{ category: 'Service', mentions: 5, positive_share: 0.6 }],
      unavailable_reason: null,
    });
    expect(five.body.reviews_per_location_per_month).toBe(1.42);

    // The period and the sources narrow the group.
    const july = await get('retail?start_date=2004-07-01&end_date=2004-07-31', admin);
    expect(july.body.businesses).toBeNull();
    const onOther = await get(`retail?${JUNE}&source_id[]=${otherSource.id}`, admin);
    expect(onOther.body).toMatchObject({ source_id: [otherSource.id], businesses: null });
    const onSource = await get(`retail?${JUNE}&source_id[]=${source.id}`, admin);
    expect(onSource.body).toMatchObject({ source_id: [source.id], businesses: 5, reviews: 7 });
  });
});
