import type { Session } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

const total = async (query: string) => {
  const res = await api.request(`/api/reviews?per_page=1&${query}`, { auth: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { _total: number })._total;
};

/** The same filter counted over the reviews themselves. */
const counted = async (where: ReturnType<typeof sql>) => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM reviews
    WHERE account_id = ${admin.account_id} AND ${where}`.execute(api.db);
  return rows[0]!.n;
};

const FILTERS: [string, ReturnType<typeof sql>][] = [
  ['', sql`true`],
  ['rating=5', sql`rating = 5`],
  ['rating=1&rating=2', sql`rating IN (1, 2)`],
  ['min_rating=4', sql`rating >= 4`],
  [
    'published_after=2026-03-01&published_before=2026-03-31&rating=4',
    sql`published_at >= '2026-03-01T00:00:00Z' AND published_at < '2026-04-01T00:00:00Z' AND rating = 4`,
  ],
  ['published_after=2026-01-15', sql`published_at >= '2026-01-15T00:00:00Z'`],
];

describe('GET /api/reviews totals counted per day (review_daily_counts)', () => {
  it('gives the same _total as counting the reviews, for dates and ratings', async () => {
    for (const [query, where] of FILTERS)
      expect(await total(query), query).toBe(await counted(where));
  });

  it('stays exact as reviews are added, moved to another day or rating, and deleted', async () => {
    const location = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .executeTakeFirstOrThrow();
    const source = await api.db.selectFrom('sources').select('id').executeTakeFirstOrThrow();
    const added = await api.db
      .insertInto('reviews')
      .values(
        [1, 2, 3].map((i) => ({
          account_id: admin.account_id,
          location_id: location.id,
          source_id: source.id,
          rating: 5,
          sentiment: 1,
          author_name: `Day count ${i}`,
          // 23:30 UTC: the last half hour of March 31st still counts for March.
          published_at: new Date('2026-03-31T23:30:00Z'),
        })),
      )
      .returning('id')
      .execute();
    const ids = added.map((r) => r.id);
    const check = async () => {
      for (const [query, where] of FILTERS)
        expect(await total(query), query).toBe(await counted(where));
    };
    await check();
    await api.db.updateTable('reviews').set({ rating: 1 }).where('id', '=', ids[0]!).execute();
    await api.db
      .updateTable('reviews')
      .set({ published_at: new Date('2026-04-01T00:00:00Z') })
      .where('id', '=', ids[1]!)
      .execute();
    await api.db
      .updateTable('reviews')
      .set({ status: 'completed' })
      .where('id', 'in', ids)
      .execute();
    await check();
    await api.db.deleteFrom('reviews').where('id', 'in', ids).execute();
    await check();
  });

  it('counts the reviews themselves for any other filter', async () => {
    const res = await api.request('/api/reviews?per_page=1&rating=5&search_terms=the', {
      auth: admin,
    });
    const body = (await res.json()) as { _total: number };
    expect(body._total).toBe(
      await counted(
        sql`rating = 5 AND (content ILIKE '%the%' OR title ILIKE '%the%' OR author_name ILIKE '%the%')`,
      ),
    );
  });
});
