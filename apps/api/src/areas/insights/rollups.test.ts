import type { CategoryInsightsQuery, Session } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { loadLocationStats, periodOf } from '../location-performance/stats';
import { recordReviewInsights } from './record-insights';
import { refreshInsightRollups, segmentsOf } from './rollups';
import { mentionRows } from './routes';

let api: TestApi;
let admin: Session;
let accountId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  accountId = admin.account_id;
});
afterAll(() => api?.close());

/** (dim → [positive, negative, total]) over the rollups or straight over the raw rows. */
async function mentions(
  part: 'keywords' | 'categories',
  q: Partial<CategoryInsightsQuery>,
  rollups: boolean,
) {
  if (rollups) await refreshInsightRollups(api.db, accountId);
  const rows = await sql<{ dim: string; positive: number; negative: number; total: number }>`
    SELECT t.dim::text AS dim,
      coalesce(sum(t.mentions) FILTER (WHERE t.sentiment = 1), 0)::int AS positive,
      coalesce(sum(t.mentions) FILTER (WHERE t.sentiment = -1), 0)::int AS negative,
      sum(t.mentions)::int AS total
    FROM (${mentionRows(accountId, q as CategoryInsightsQuery, part, { rollups })}) t
    GROUP BY 1 HAVING sum(t.mentions) > 0 ORDER BY 1`.execute(api.db);
  return rows.rows.map((r) => [r.dim, r.positive, r.negative, r.total]);
}

async function stats(
  filter: { from?: string; to?: string; sourceIds?: number[] },
  rollups: boolean,
) {
  const list = await loadLocationStats(api.db, {
    accountId,
    period: periodOf(filter.from, filter.to),
    withLag: true,
    sourceIds: filter.sourceIds,
    useRollups: rollups,
  });
  return [...list]
    .sort((a, b) => a.id - b.id)
    .map((s) => ({
      id: s.id,
      current: { ...s.current, responseDaysSum: Math.round(s.current.responseDaysSum * 1e6) },
      lag: { ...s.lag, responseDaysSum: Math.round(s.lag.responseDaysSum * 1e6) },
    }));
}

describe('insight rollups', () => {
  it('splits a range into quarters, months, edge days and parts of a day', () => {
    const show = (from: string, to: string) =>
      segmentsOf(new Date(from), new Date(to)).map((s) =>
        s.grain === 'raw'
          ? ['raw', s.from.toISOString(), s.to.toISOString()]
          : [s.grain, s.from, s.to, s.sign],
      );
    expect(show('2026-01-15T10:00:00Z', '2026-04-03T00:00:00Z')).toEqual([
      ['raw', '2026-01-15T10:00:00.000Z', '2026-01-16T00:00:00.000Z'],
      ['m', '2026-01-01', '2026-02-01', 1],
      ['d', '2026-01-01', '2026-01-16', -1],
      ['m', '2026-02-01', '2026-04-01', 1],
      ['d', '2026-04-01', '2026-04-03', 1],
    ]);
    expect(show('2025-12-01', '2026-05-24')).toEqual([
      ['m', '2025-12-01', '2026-01-01', 1],
      ['q', '2026-01-01', '2026-04-01', 1],
      ['m', '2026-04-01', '2026-05-01', 1],
      ['m', '2026-05-01', '2026-06-01', 1],
      ['d', '2026-05-24', '2026-06-01', -1],
    ]);
    expect(show('2026-01-15T10:00:00Z', '2026-01-15T12:00:00Z')).toEqual([
      ['raw', '2026-01-15T10:00:00.000Z', '2026-01-15T12:00:00.000Z'],
    ]);
  });

  it('answers exactly what the raw keyword and category rows give, for several filters', async () => {
    const sources = await api.db.selectFrom('sources').select(['id', 'code']).execute();
    const google = sources.find((s) => s.code === 'google')!.id;
    const yelp = sources.find((s) => s.code === 'yelp')!.id;
    const year = new Date().getUTCFullYear();
    const filters: Partial<CategoryInsightsQuery>[] = [
      {},
      { published_after: `${year - 2}-01-01`, published_before: `${year + 1}-01-01` },
      {
        published_after: `${year - 1}-03-10T13:30:00Z`,
        published_before: `${year}-02-20T08:00:00Z`,
      },
      { source_id: [google, yelp] },
      { rating: ['1', '2'], sentiment: 'negative' },
      { sentiment: 'positive', category: 'Food' },
      { month_after: `${year - 1}-01`, month_before: `${year - 1}-12`, rating: ['5'] },
    ];
    let nonEmpty = 0;
    for (const part of ['keywords', 'categories'] as const)
      for (const q of filters) {
        const fromRollups = await mentions(part, q, true);
        expect(fromRollups, `${part} ${JSON.stringify(q)}`).toEqual(await mentions(part, q, false));
        if (fromRollups.length) nonEmpty++;
      }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('gives the location numbers of the raw reviews and responses', async () => {
    const google = (
      await api.db
        .selectFrom('sources')
        .select('id')
        .where('code', '=', 'google')
        .executeTakeFirstOrThrow()
    ).id;
    for (const filter of [{}, { from: '2025-01-09', to: '2025-11-17' }, { sourceIds: [google] }]) {
      const fromRollups = await stats(filter, true);
      expect(fromRollups.some((s) => s.current.total > 0 && s.current.responded > 0)).toBe(true);
      expect(fromRollups).toEqual(await stats(filter, false));
    }
  });

  it('follows new reviews, keywords, responses and status changes', async () => {
    const loc = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const google = await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow();
    const url = `/api/insights/${accountId}/mentioned?limit=500`;
    const count = async () => {
      const body = (await (await api.request(url, { auth: admin })).json()) as {
        keywords: { short: string; total_mentions: number }[];
      };
      return body.keywords.find((k) => k.short === 'espresso martini')?.total_mentions ?? 0;
    };
    const before = await count();
    const publishedAt = new Date(Date.now() - 3 * 86_400_000);
    const review = await api.db
      .insertInto('reviews')
      .values({
        account_id: accountId,
        location_id: loc.id,
        source_id: google.id,
        rating: 5,
        author_name: 'Rollup Tester',
        content: 'The espresso martini was delicious.',
        published_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordReviewInsights(api.db, { reviewIds: [review.id] });
    expect(await count()).toBe(before + 1);

    await api.db
      .insertInto('responses')
      .values({
        account_id: accountId,
        review_id: review.id,
        source_id: google.id,
        content: 'Thank you!',
        status: 'published',
        published_at: new Date(publishedAt.getTime() + 7_200_000),
      })
      .execute();
    await api.db
      .updateTable('reviews')
      .set({ status: 'completed' })
      .where('id', '=', review.id)
      .execute();
    expect(await stats({}, true)).toEqual(await stats({}, false));
    const mine = (await stats({}, true)).find((s) => s.id === loc.id)!;
    expect(mine.current.responded).toBeGreaterThan(0);

    await api.db.deleteFrom('reviews').where('id', '=', review.id).execute();
    expect(await count()).toBe(before);
    expect(await stats({}, true)).toEqual(await stats({}, false));
    expect(await mentions('keywords', {}, true)).toEqual(await mentions('keywords', {}, false));
  });
});
