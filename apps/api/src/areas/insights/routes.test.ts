import { INDUSTRY_CATEGORIES, type Session } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { recordReviewInsights } from './record-insights';

let api: TestApi;
let admin: Session;
let user: Session;
let evergreen: Session;
let partner: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, user, evergreen, partner] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('user@demo.test'),
    api.login('admin@evergreen.demo.test'),
    api.login('partner@demo.test'),
  ]);
});
afterAll(() => api?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('keywords and experience categories', () => {
  it("lists the categories of the account's industry only (a restaurant has no Care Quality)", async () => {
    const a = admin.account_id;
    const loc = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', a)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const source = await api.db
      .selectFrom('sources')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rows = await api.db
      .insertInto('reviews')
      .values({
        account_id: a,
        location_id: loc.id,
        source_id: source.id,
        rating: 2,
        author_name: 'Care words',
        content:
          'The treatment of our table was poor and the prescription of wine a bad exam of taste.',
        published_at: new Date(Date.UTC(2002, 2, 3)),
      })
      .returning('id')
      .execute();
    await recordReviewInsights(api.db, { reviewIds: rows.map((r) => r.id) });
    const cats = await json(
      await api.request(
        `/api/insights/${a}/categories?published_after=2002-01-01&published_before=2002-12-31`,
        { auth: user },
      ),
    );
    const names = cats.body.categories.map((c: { category: string }) => c.category);
    expect(names).toEqual([...INDUSTRY_CATEGORIES.restaurant]);
    expect(names).not.toContain('Care Quality');
  });

  it('aggregates a known corpus with every sort order', async () => {
    const a = admin.account_id;
    const loc = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', a)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const google = await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow();
    const texts: [number, string][] = [
      [5, 'The espresso martini was delicious.'],
      [5, 'Amazing espresso martini. The patio was lovely.'],
      [1, 'The espresso martini was awful. The patio was dirty and terrible.'],
      [5, 'The patio was wonderful.'],
      [1, 'The parking garage was horrible.'],
      [1, 'Terrible parking garage.'],
      [2, 'The parking garage was awful and ugly.'],
    ];
    const rows = await api.db
      .insertInto('reviews')
      .values(
        texts.map(([rating, content], i) => ({
          account_id: a,
          location_id: loc.id,
          source_id: google.id,
          rating,
          author_name: `Tester ${i}`,
          content,
          published_at: new Date(Date.UTC(2001, 5, 1 + i)),
        })),
      )
      .returning('id')
      .execute();
    await recordReviewInsights(api.db, { reviewIds: rows.map((r) => r.id) });
    const q = (extra = '') =>
      api.request(
        `/api/insights/${a}/mentioned?published_after=2001-01-01&published_before=2001-12-31${extra}`,
        { auth: user },
      );
    const volume = await json(await q());
    expect(volume.status).toBe(200);
    const byShort = Object.fromEntries(
      volume.body.keywords.map((k: { short: string }) => [k.short, k]),
    );
    expect(byShort['espresso martini']).toMatchObject({
      positive_mentions: 2,
      negative_mentions: 1,
    });
    expect(byShort.patio).toMatchObject({ positive_mentions: 2, negative_mentions: 1 });
    expect(byShort['parking garage']).toMatchObject({ positive_mentions: 0, negative_mentions: 3 });
    const order = async (sort: string) =>
      (await json(await q(`&sort[by]=${sort}`))).body.keywords
        .map((k: { short: string }) => k.short)
        .filter((s: string) => ['espresso martini', 'patio', 'parking garage'].includes(s));
    expect(await order('highest_volume')).toEqual(['espresso martini', 'parking garage', 'patio']);
    expect(await order('negative_ratio')).toEqual(['parking garage', 'espresso martini', 'patio']);
    expect((await order('positive_ratio'))[2]).toBe('parking garage');
    expect((await order('controversy')).slice(0, 2).sort()).toEqual(['espresso martini', 'patio']);
    const negOnly = await json(await q('&sentiment=negative&rating[]=1'));
    expect(
      negOnly.body.keywords.every((k: { positive_mentions: number }) => k.positive_mentions === 0),
    ).toBe(true);

    const cats = await json(
      await api.request(
        `/api/insights/${a}/categories?published_after=2001-01-01&published_before=2001-12-31`,
        { auth: user },
      ),
    );
    const loc2 = cats.body.categories.find((c: { category: string }) => c.category === 'Location');
    expect(loc2).toEqual({ category: 'Location', positive_count: 0, total_count: 3 });
    const rank = await json(
      await api.request(
        `/api/insights/${a}/category_rank?published_after=2001-01-01&published_before=2001-12-31`,
        { auth: user },
      ),
    );
    expect(rank.body.categories[0].rank).toBe(1);
    const kw = await json(await api.request(`/api/review/${rows[0]!.id}/keywords`, { auth: user }));
    expect(kw.body.keywords[0]).toMatchObject({ short: 'espresso martini', sentiment: 1 });
  });

  it('tenancy, permissions and bad input', async () => {
    const a = admin.account_id;
    expect(
      (await api.request(`/api/insights/${evergreen.account_id}/mentioned`, { auth: admin }))
        .status,
    ).toBe(404);
    expect(
      (await api.request(`/api/insights/${partner.account_id}/mentioned`, { auth: partner }))
        .status,
    ).toBe(403);
    const bad = await api.request(`/api/insights/${a}/mentioned?sort[by]=loudest`, { auth: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/sort\.by/);
    expect(
      (await api.request(`/api/insights/${a}/mentioned?published_after=yesterday`, { auth: admin }))
        .status,
    ).toBe(400);
    const someReview = await api.db
      .selectFrom('reviews')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow();
    expect(
      (await api.request(`/api/review/${someReview.id}/keywords`, { auth: admin })).status,
    ).toBe(404);
    // Experience categories need experience_analysis.
    await sql`UPDATE account_settings SET value = 'false' WHERE account_id = ${a} AND code = 'experience_analysis'`.execute(
      api.db,
    );
    const u2 = await api.login('user@demo.test');
    expect((await api.request(`/api/insights/${a}/categories`, { auth: u2 })).status).toBe(403);
    expect((await api.request(`/api/insights/${a}/mentioned`, { auth: u2 })).status).toBe(200);
    await sql`UPDATE account_settings SET value = 'true' WHERE account_id = ${a} AND code = 'experience_analysis'`.execute(
      api.db,
    );
  });
});
