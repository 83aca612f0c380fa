import type { PrescriptiveInsights, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

const DAY = 86_400_000;

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readOnly: Session;
let evergreen: Session;
let evergreenLocation: number;
let google: number;
/** Fixture locations of the demo admin's account (Blue Fern), each with hand-made data. */
let a: number;
let b: number;
let group: number;
let c3: number;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const { db } = api;
  evergreenLocation = (
    await db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  google = (
    await db
      .selectFrom('sources')
      .select('id')
      .where('directory_code', '=', 'google_maps')
      .executeTakeFirstOrThrow()
  ).id;
  const template = await db
    .selectFrom('locations')
    .selectAll()
    .where('account_id', '=', admin.account_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const newLocation = async (name: string) =>
    (
      await db
        .insertInto('locations')
        .values({
          account_id: admin.account_id,
          name,
          public_name: name,
          address: template.address,
          city: template.city,
          zipcode: template.zipcode,
          state_id: template.state_id,
          country_id: template.country_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  a = await newLocation('Fixture A');
  b = await newLocation('Fixture B');
  const c1 = await newLocation('Fixture C1');
  const c2 = await newLocation('Fixture C2');
  c3 = await newLocation('Fixture C3');
  const now = Date.now();
  let n = 0;
  const review = async (
    location: number,
    daysAgo: number,
    rating: number,
    extra: { sentiment?: number; status?: 'new' | 'completed'; author?: string } = {},
  ) =>
    (
      await db
        .insertInto('reviews')
        .values({
          account_id: admin.account_id,
          location_id: location,
          source_id: google,
          external_id: `fixture-${++n}`,
          author_name: extra.author ?? `Fixture Author ${n}`,
          rating,
          sentiment: extra.sentiment ?? 1,
          status: extra.status ?? 'completed',
          content: 'fixture',
          published_at: new Date(now - daysAgo * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const category = (
    reviewId: number,
    location: number,
    daysAgo: number,
    name: string,
    rating: number,
  ) =>
    db
      .insertInto('review_categories')
      .values({
        account_id: admin.account_id,
        location_id: location,
        review_id: reviewId,
        source_id: google,
        category: name,
        sentiment: -1,
        rating,
        published_at: new Date(now - daysAgo * DAY),
      })
      .execute();

  // A: previous quarter 5, 5, 4 (4.67); last 90 days 3, 3, 1 (2.33): a drop of 2.33.
  await review(a, 150, 5);
  await review(a, 140, 5);
  const r3 = await review(a, 120, 4);
  await category(r3, a, 120, 'Food', 4);
  const r4 = await review(a, 60, 3, { sentiment: 0 });
  await category(r4, a, 60, 'Wait time', 3);
  const r5 = await review(a, 50, 3, { sentiment: 0 });
  await category(r5, a, 50, 'Wait time', 3);
  // The one negative review left unanswered for 10 days.
  const r6 = await review(a, 10, 1, { sentiment: -1, status: 'new', author: 'Quinn Fixture' });
  await category(r6, a, 10, 'Service', 1);
  // A's Google listing differs from the location.
  await db
    .insertInto('location_directories')
    .values({
      account_id: admin.account_id,
      location_id: a,
      source_id: google,
      status: 'not_in_sync',
      directory_enabled: true,
    })
    .execute();

  // B: answered in 2 hours in the previous 30 days, in 30 hours in the last 30; the keyword
  // "fixture fries" mentioned negatively once before, three times lately.
  const kw = (
    await db
      .insertInto('insight_keywords')
      .values({ short: 'fixture fries', category: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const mention = (reviewId: number, daysAgo: number) =>
    db
      .insertInto('review_keywords')
      .values({
        account_id: admin.account_id,
        keyword_id: kw,
        location_id: b,
        review_id: reviewId,
        source_id: google,
        rating: 5,
        sentiment: -1,
        published_at: new Date(now - daysAgo * DAY),
      })
      .execute();
  const answer = (reviewId: number, daysAgo: number, hours: number) =>
    db
      .insertInto('responses')
      .values({
        account_id: admin.account_id,
        review_id: reviewId,
        source_id: google,
        content: 'Thank you',
        status: 'published',
        published_at: new Date(now - daysAgo * DAY + hours * 3_600_000),
      })
      .execute();
  for (const [daysAgo, hours] of [
    [50, 2],
    [45, 2],
    [40, 2],
    [20, 30],
    [15, 30],
    [10, 30],
  ] as const) {
    const id = await review(b, daysAgo, 5);
    await answer(id, daysAgo, hours);
    if (daysAgo === 50 || daysAgo < 30) await mention(id, daysAgo);
  }

  // Group C: C1 got 7 reviews in the last 30 days, C2 6 and C3 1 (median 6).
  for (const [loc, k] of [
    [c1, 7],
    [c2, 6],
    [c3, 1],
  ] as const)
    for (let i = 0; i < k; i++) await review(loc, 3 + i, 5);
  group = (
    await db
      .insertInto('groups')
      .values({ account_id: admin.account_id, name: 'Fixture group C' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('group_locations')
    .values(
      [c1, c2, c3].map((location_id) => ({
        group_id: group,
        location_id,
        account_id: admin.account_id,
      })),
    )
    .execute();
});
afterAll(() => api.close());

const get = (path: string, auth: Session = admin) => api.request(`/api${path}`, { auth });
async function insights(query: string, auth: Session = admin) {
  const res = await get(`/prescriptive_insights${query}`, auth);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PrescriptiveInsights;
}
const rules = (body: PrescriptiveInsights) => body.insights.map((i) => i.rule).sort();

describe('prescriptive insights: the rules on hand-made data', () => {
  it('finds the rating drop with its growing complaint categories', async () => {
    const body = await insights(`?location_id=${a}`);
    const drop = body.insights.find((i) => i.rule === 'rating_drop')!;
    expect(drop.title).toBe('Fixture A: rating fell from 4.7 to 2.3 in the last 90 days');
    expect(drop.summary).toContain('1 location fell by 0.2 stars or more');
    expect(drop.summary).toContain('Wait time (0 → 2) and Service (0 → 1)');
    expect(drop.evidence.rows).toEqual([
      ['Fixture A', 4.7, 2.3, -2.3, 3, 'Wait time (0 → 2), Service (0 → 1)'],
    ]);
    // (4.67 - 2.33) × 3 reviews × 10
    expect(drop.impact).toBe(70);
    expect(drop.action.href).toMatch(new RegExp(`^/reviews\\?locationId=${a}&sentiment=-1&`));
    expect(drop.trend.points).toHaveLength(12);
  });

  it('finds the negative review waiting for more than a week, and the listing out of sync', async () => {
    const body = await insights(`?location_id=${a}`);
    const waiting = body.insights.find((i) => i.rule === 'unanswered_negative')!;
    expect(waiting.title).toBe('1 negative review has waited more than 7 days for a response');
    expect(waiting.summary).toMatch(
      /^The oldest, by Quinn Fixture at Fixture A, was posted on .+ \(10 days ago\)\.$/,
    );
    expect(waiting.evidence.rows).toEqual([
      ['Fixture A', 1, new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10)],
    ]);
    // One review waiting, not yet 30 days.
    expect(waiting.impact).toBe(1);
    expect(waiting.action.href).toContain(`locationId=${a}`);
    expect(waiting.action.href).toContain('status=new%2Cin_progress');
    const sync = body.insights.find((i) => i.rule === 'listings_out_of_sync')!;
    expect(sync.title).toBe('1 listing on 1 location is out of sync');
    expect(sync.evidence.rows).toEqual([['Fixture A', 'Google']]);
    expect(sync.impact).toBe(4);
    expect(sync.action.href).toBe(`/dashboard/local_listings?status=not_in_sync&locationId=${a}`);
    // Nothing else holds at A: those rules are absent, and listed as checked.
    expect(rules(body)).toEqual(['listings_out_of_sync', 'rating_drop', 'unanswered_negative']);
    expect(body.checked).toEqual([
      'rising_negative_keyword',
      'response_time_rising',
      'few_recent_reviews',
    ]);
    // Highest impact first.
    const impacts = body.insights.map((i) => i.impact);
    expect(impacts).toEqual([...impacts].sort((x, y) => y - x));
  });

  it('finds the rising negative keyword and the slower responses', async () => {
    const body = await insights(`?location_id=${b}`);
    expect(rules(body)).toEqual(['response_time_rising', 'rising_negative_keyword']);
    const kw = body.insights.find((i) => i.rule === 'rising_negative_keyword')!;
    expect(kw.title).toBe(
      'Negative mentions of "fixture fries" rose from 1 to 3 in the last 30 days',
    );
    expect(kw.evidence.rows).toEqual([['fixture fries', 1, 3, 2]]);
    expect(kw.impact).toBe(6);
    expect(kw.action.href).toBe(
      `/dashboard/keywords/fixture%20fries?sentiment=negative&locationId=${b}&dateDescriptor=thirtyDays`,
    );
    expect(kw.trend.points.reduce((s, p) => s + (p.value ?? 0), 0)).toBe(4);
    const slow = body.insights.find((i) => i.rule === 'response_time_rising')!;
    expect(slow.title).toBe('Responses now take 30 hours on average, up from 2 hours');
    expect(slow.evidence.rows).toEqual([['Fixture B', 2, 30, 3]]);
    // (30 - 2) hours / 24 × 3 reviews
    expect(slow.impact).toBe(4);
  });

  it('finds the location of a group with few recent reviews', async () => {
    const body = await insights(`?group_id=${group}`);
    expect(rules(body)).toEqual(['few_recent_reviews']);
    const few = body.insights[0]!;
    expect(few.title).toBe('1 location got fewer than 3 reviews in the last 30 days');
    expect(few.summary).toMatch(
      /^Fixture C3 got 1, while the median location got 6; its latest review/,
    );
    expect(few.evidence.rows[0]![0]).toBe('Fixture C3');
    expect(few.action.href).toBe('/request-reviews');
    // median 6 - 1 review
    expect(few.impact).toBe(5);
    // A location outside the group filters everything away.
    const none = await insights(`?group_id=${group}&location_id=${a}`);
    expect(none.insights).toEqual([]);
  });

  it('recomputes when a review arrives', async () => {
    const first = await insights(`?location_id=${a}`);
    const again = await insights(`?location_id=${a}`);
    expect(again.computed_at).toBe(first.computed_at);
    const res = await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: a,
        source_id: google,
        external_id: 'fixture-arrival',
        rating: 1,
        content: 'Cold food and nobody came to the table.',
        author_name: 'Late Arrival',
        published_at: new Date(Date.now() - 9 * DAY).toISOString(),
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    // Force it negative whatever the analysis found (the rule reads sentiment).
    await api.db
      .updateTable('reviews')
      .set({ sentiment: -1, updated_at: new Date() })
      .where('external_id', '=', 'fixture-arrival')
      .execute();
    const after = await insights(`?location_id=${a}`);
    const waiting = after.insights.find((i) => i.rule === 'unanswered_negative')!;
    expect(waiting.title).toBe('2 negative reviews have waited more than 7 days for a response');
    await api.db.deleteFrom('reviews').where('external_id', '=', 'fixture-arrival').execute();
  });
});

describe('prescriptive insights: the demo data', () => {
  it('gives the demo admin recommendations, each with evidence and a link', async () => {
    const body = await insights('');
    expect(body.insights.length).toBeGreaterThan(1);
    for (const i of body.insights) {
      expect(i.evidence.rows.length).toBeGreaterThan(0);
      expect(i.action.href).toMatch(/^\//);
    }
  });
});

describe('prescriptive insights: roles and tenants', () => {
  it('answers every role with insights read', async () => {
    for (const s of [manager, user, readOnly]) await insights(`?location_id=${a}`, s);
  });

  it('answers 403 without insights read or without the prescriptive_insights setting', async () => {
    const limited = await makeUser(api, {
      accountId: admin.account_id,
      userType: 'limited_user' as 'user',
    });
    expect((await get('/prescriptive_insights', limited)).status).toBe(403);
    await api.db
      .updateTable('account_settings')
      .set({ value: 'false' })
      .where('account_id', '=', evergreen.account_id)
      .where('code', '=', 'prescriptive_insights')
      .execute();
    try {
      expect((await get('/prescriptive_insights', evergreen)).status).toBe(403);
    } finally {
      await api.db
        .updateTable('account_settings')
        .set({ value: 'true' })
        .where('account_id', '=', evergreen.account_id)
        .where('code', '=', 'prescriptive_insights')
        .execute();
    }
    expect((await get('/prescriptive_insights', evergreen)).status).toBe(200);
  });

  it('answers 400 naming the field, 404 for another account, its locations and groups', async () => {
    const bad = await get('/prescriptive_insights?location_id=abc');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/location_id/);
    expect((await get('/prescriptive_insights?group_id=-1')).status).toBe(400);
    expect((await get(`/prescriptive_insights?account_id=${evergreen.account_id}`)).status).toBe(
      404,
    );
    expect((await get(`/prescriptive_insights?location_id=${evergreenLocation}`)).status).toBe(404);
    expect((await get(`/prescriptive_insights?group_id=${group}`, evergreen)).status).toBe(404);
  });
});
