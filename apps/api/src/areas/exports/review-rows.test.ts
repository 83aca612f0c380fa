import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { type CsvBatch, CsvText, csvLines } from '../../http/csv';
import { reviewCsvBatches, reviewCsvPlan } from './review-rows';

let api: TestApi;
let accountId: number;
beforeAll(async () => {
  api = await startTestApi();
  const a = await api.db
    .selectFrom('users')
    .select('account_id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  accountId = a.account_id;
});
afterAll(() => api.close());

async function text(batches: AsyncIterable<CsvBatch>) {
  let out = '';
  let rows = 0;
  for await (const b of batches) {
    out += b instanceof CsvText ? b.text : csvLines(b);
    rows += b.length;
  }
  return { out, rows };
}

const tricky = ['=SUM(A1)', 'a,b "quoted"', 'line\nbreak', 'cr\ronly', '\ttab', '-2', '@x', 'née'];

describe('review CSV rows', () => {
  it('writes on PostgreSQL, in the database, the same bytes as the cells through csv-stringify', async () => {
    const ids = await api.db
      .selectFrom('reviews')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(tricky.length)
      .execute();
    for (const [i, { id }] of ids.entries())
      await api.db
        .updateTable('reviews')
        .set({
          title: tricky[i]!,
          author_name: tricky[(i + 3) % tricky.length]!,
          rating: i % 2 ? 0 : 5,
        })
        .where('id', '=', id)
        .execute();
    const q = {} as ReviewListQuery;
    const pages = await text(reviewCsvBatches(api.db, accountId, q, { batch: 50 }));
    expect(pages.rows).toBeGreaterThan(100);
    expect(pages.out).toContain('"line\nbreak"');
    if (api.deps.dbKind !== 'postgres') return; // PGlite has no cursor
    for (const batch of [50, 5000]) {
      const cursor = await text(reviewCsvBatches(api.db, accountId, q, { batch, cursor: true }));
      expect(cursor.rows).toBe(pages.rows);
      expect(cursor.out).toBe(pages.out);
    }
    // A filtered export of a few reviews (per-review lookups) writes the same bytes too.
    const few = { rating: ['1'] } as unknown as ReviewListQuery;
    const a = await text(reviewCsvBatches(api.db, accountId, few, { batch: 50, cursor: true }));
    const b = await text(reviewCsvBatches(api.db, accountId, few, { batch: 50 }));
    expect(a.out).toBe(b.out);
  });

  it('looks each review up for a small filtered export, builds the joins once for a large one', async () => {
    const few = { rating: ['1'] } as unknown as ReviewListQuery;
    expect(await reviewCsvPlan(api.db, accountId, few)).toBe('lookups');
    expect(await reviewCsvPlan(api.db, accountId, {} as ReviewListQuery, 10)).toBe('joined');
    expect(await reviewCsvPlan(api.db, accountId, few, 0)).toBe('joined');
  });
});
