import type {
  GroupPerformanceRow,
  LocationPerformanceRow,
  Session,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { performanceTest } from './performance-test';
import { newScoreValue } from './score';

/** The industry score (setting industry_score): a category's benchmark from pooled businesses. */
const t = performanceTest();
const { overview } = t;

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('industry score (setting industry_score)', () => {
  it('adds the industry fields only with the setting', async () => {
    const off = await overview<LocationPerformanceRow>('per_page=250&with_lag=true', t.admin);
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
    const offGroups = await overview<GroupPerformanceRow>('group_by=group', t.admin);
    expect(offGroups[0]).not.toHaveProperty('industry_score');

    // On the demo, each of Evergreen's categories holds its clinics and the
    // competitor places it follows: enough businesses for a score in some.
    const on = await overview<LocationPerformanceRow>('per_page=250', t.evergreen);
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
    const lag = await overview<LocationPerformanceRow>('per_page=250&with_lag=true', t.evergreen);
    expect(lag.filter((r) => typeof r.industry_score_lag === 'number').length).toBeGreaterThan(0);
    for (const r of lag) expect(r.lag_response_rate).toBe(r.lag_completed_rate);

    // The CSV carries the industry columns with the setting (empty cells here), not without.
    const csv = (auth: Session) =>
      t.api
        .request('/api/location_performance_overview/csv', { auth })
        .then(async (r) => parseCsv((await r.text()).replace(/\r?\n/g, '\r\n')));
    const withIndustry = await csv(t.evergreen);
    expect(withIndustry[0]!.slice(-3)).toEqual([
      'Industry Score',
      'Industry Score Delta',
      'Previous Industry Score',
    ]);
    expect(withIndustry.slice(1).some((row) => /^\d/.test(row.at(-3) ?? ''))).toBe(true);
    expect((await csv(t.admin))[0]).not.toContain('Industry Score');
  });

  // A category of the test's own, given to some demo locations (by offset).
  const shareCategory = async (
    name: string,
    picks: [accountId: number, offset: number][],
    googleCategoryId: string | null = null,
  ) => {
    const db = t.api.db;
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
    const account = await t.api.db
      .insertInto('accounts')
      .values({ name, vertical: 'health_care' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await t.api.db
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
    t.api.db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow();
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
      [t.evergreen.account_id, 0],
      [t.evergreen.account_id, 1],
      [t.admin.account_id, 0],
    ]);
    const [e1, e2, b1] = ids as [number, number, number];
    const source = await firstSource();
    const at = '2005-03-10T12:00:00Z';
    await t.api.db
      .insertInto('reviews')
      .values([
        review(source.id, t.evergreen.account_id, e1, 5, 'completed', at),
        review(source.id, t.evergreen.account_id, e2, 4, 'completed', at),
        review(source.id, t.admin.account_id, b1, 2, 'new', at),
      ])
      .execute();
    const rows = await overview<LocationPerformanceRow>(
      'start_date=2005-03-01&end_date=2005-03-30&with_lag=true&per_page=250',
      t.evergreen,
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
    const db = t.api.db;
    // An Evergreen clinic and a Blue Fern location; reviews in July 2005 (31 days).
    const { ids } = await shareCategory(
      'Industry places test category',
      [
        [t.evergreen.account_id, 4],
        [t.admin.account_id, 2],
      ],
      'gcid:industry_places_test',
    );
    const [e, b] = ids as [number, number];
    const source = await firstSource();
    const at = '2005-07-10T12:00:00Z';
    await db
      .insertInto('reviews')
      .values([
        review(source.id, t.evergreen.account_id, e, 5, 'completed', at),
        review(source.id, t.admin.account_id, b, 3, 'new', at),
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
    await follow(t.evergreen.account_id, e, 'industry-test-place-1', 4, 2);
    await follow(t.admin.account_id, b, 'industry-test-place-1', 4, 2);
    await follow(t.evergreen.account_id, e, 'industry-test-place-2', 2, null);
    // (Each ask is for a period of its own: reports and industry numbers are cached per period.)
    const scoreOf = async (end: string) =>
      (
        await overview<LocationPerformanceRow>(
          `start_date=2005-07-01&end_date=${end}&per_page=250`,
          t.evergreen,
        )
      ).find((x) => x.location_id === e)!.industry_score;
    // Two accounts and two places: four businesses, no score.
    expect(await scoreOf('2005-07-30')).toBeNull();

    // A third place makes five.
    await follow(t.admin.account_id, b, 'industry-test-place-3', 5, 1);
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
    const db = t.api.db;
    // Two Evergreen clinics, one Blue Fern location and three other businesses' locations.
    const { categoryId, ids: shared } = await shareCategory('Industry test category', [
      [t.evergreen.account_id, 2],
      [t.evergreen.account_id, 3],
      [t.admin.account_id, 1],
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
        review(source.id, t.evergreen.account_id, e1, 5, 'completed', at),
        review(source.id, t.evergreen.account_id, e1, 3, 'new', at),
        review(source.id, t.evergreen.account_id, e2, 4, 'completed', at),
        review(source.id, t.admin.account_id, b1, 2, 'new', at),
        review(source.id, t.admin.account_id, b1, 2, 'new', at),
        review(source.id, t.admin.account_id, b1, 2, 'new', at),
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
      t.evergreen,
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
      t.evergreen,
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
