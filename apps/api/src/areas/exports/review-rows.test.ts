import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { copyCsv } from '../../db/copy-csv';
import { pgPoolOf } from '../../db/open-database';
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
    if (b instanceof CsvText)
      out += typeof b.text === 'string' ? b.text : Buffer.from(b.text).toString('utf8');
    else out += csvLines(b);
    rows += b.length;
  }
  return { out, rows };
}

const tricky = [
  '=SUM(A1)',
  'a,b "quoted"',
  'line\nbreak',
  'cr\ronly',
  '\ttab',
  '-2',
  '@x',
  'née',
  '',
  '"',
  'crlf\r\ninside, "and" =quotes',
  '+1',
  '\\.',
  'back\\slash\\',
  ' ',
];

describe('review CSV rows', () => {
  it('writes on PostgreSQL, with COPY, the same bytes as the cells through csv-stringify', async () => {
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
          content: tricky[(i + 7) % tricky.length]!,
          url: i % 3 ? null : tricky[(i + 1) % tricky.length]!,
          rating: i % 2 ? 0 : 5,
        })
        .where('id', '=', id)
        .execute();
    // Tricky text in the last columns too: a response, and tag names joined with '; '.
    const [first, second] = ids;
    await api.db
      .updateTable('responses')
      .set({ content: 'thanks,\n"friend"' })
      .where('review_id', '=', first!.id)
      .execute();
    // Several responses to one review: the first by creation (then id) is the one exported.
    const twice = await api.db
      .selectFrom('reviews')
      .select(['id', 'source_id'])
      .where('id', '=', ids[2]!.id)
      .executeTakeFirstOrThrow();
    await api.db.deleteFrom('responses').where('review_id', '=', twice.id).execute();
    await api.db
      .insertInto('responses')
      .values(
        [
          ['later', '2026-03-02T00:00:00Z'],
          ['same time, higher id', '2026-03-01T00:00:00Z'],
          ['the first', '2026-03-01T00:00:00Z'],
        ].map(([content, at]) => ({
          account_id: accountId,
          review_id: twice.id,
          source_id: twice.source_id,
          content: content!,
          created_at: new Date(at!),
        })),
      )
      .execute();
    await api.db
      .updateTable('responses')
      .set({ id: 999_999 })
      .where('content', '=', 'same time, higher id')
      .execute();
    const tags = await api.db
      .insertInto('tags')
      .values(['=cmd', 'x,"y"', 'multi\nline'].map((name) => ({ account_id: accountId, name })))
      .returning('id')
      .execute();
    for (const t of tags)
      for (const r of [first!, second!])
        await api.db
          .insertInto('review_tags')
          .values({ account_id: accountId, review_id: r.id, tag_id: t.id })
          .execute();
    const q = {} as ReviewListQuery;
    const pages = await text(reviewCsvBatches(api.db, accountId, q, { batch: 50 }));
    expect(pages.rows).toBeGreaterThan(100);
    expect(pages.out).toContain('"line\nbreak"');
    expect(pages.out).toContain(`"'=cmd; multi\nline; x,""y"""\r\n`);
    expect(pages.out).toContain(',the first,draft,,');
    expect(pages.out).not.toContain('later');
    expect(pages.out).not.toContain('higher id');
    if (api.deps.dbKind !== 'postgres') return; // PGlite has no COPY to a client
    // COPY (query) TO STDOUT as CSV: csv-stringify's bytes, line for line.
    // Both plans: lookups (the demo is small) and the joins built once.
    for (const lookupLimit of [undefined, 0]) {
      const copied = await text(
        reviewCsvBatches(api.db, accountId, q, { cursor: true, lookupLimit }),
      );
      expect(copied.rows).toBe(pages.rows);
      expect(copied.out.split('\r\n')).toEqual(pages.out.split('\r\n'));
      expect(copied.out).toBe(pages.out);
    }
    // A filtered export of a few reviews (per-review lookups, literal filters) too.
    const few = { rating: ['1', '5'], search_terms: "a'b\\" } as unknown as ReviewListQuery;
    const some = { rating: ['1', '5'], search_terms: 'e' } as unknown as ReviewListQuery;
    for (const f of [few, some]) {
      const a = await text(reviewCsvBatches(api.db, accountId, f, { cursor: true }));
      const b = await text(reviewCsvBatches(api.db, accountId, f, { batch: 50 }));
      expect(a.rows).toBe(b.rows);
      expect(a.out).toBe(b.out);
    }
    expect((await text(reviewCsvBatches(api.db, accountId, some, { cursor: true }))).rows).toBe(
      (
        await api.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', accountId)
          .where('rating', 'in', [1, 5])
          .where((eb) =>
            eb.or([
              eb('content', 'ilike', '%e%'),
              eb('title', 'ilike', '%e%'),
              eb('author_name', 'ilike', '%e%'),
            ]),
          )
          .executeTakeFirstOrThrow()
      ).n,
    );
  });

  it('gives COPY connections back: a reader that stops early, a query that fails', async () => {
    const pool = pgPoolOf(api.db);
    if (api.deps.dbKind !== 'postgres' || !pool) return; // PGlite has no COPY to a client
    // About 20 MB of CSV: several batches of whole records, LF inside quotes kept (and ''
    // as "": why the export's cells turn an empty text into NULL).
    const big = {
      sql: `select g, repeat('x', 200) || E'\\n' || g, '' from generate_series(1, $1::int) g`,
      parameters: [100_000],
    };
    let rows = 0;
    let last = '';
    for await (const b of copyCsv(pool, big)) {
      rows += b.length;
      last = Buffer.from(b.text).toString('utf8');
      expect(last.endsWith('\r\n')).toBe(true);
    }
    expect(rows).toBe(100_000);
    expect(last.endsWith(`\r\n100000,"${'x'.repeat(200)}\n100000",""\r\n`)).toBe(true);
    // More early stops than the pool has connections: each one is closed, none leaks.
    for (let i = 0; i < pool.options.max + 2; i++)
      for await (const b of copyCsv(pool, big)) {
        expect(b.length).toBeGreaterThan(0);
        break;
      }
    const failing = {
      sql: 'select 1 / (g - 50000) from generate_series(1, 100000) g',
      parameters: [],
    };
    for (let i = 0; i < pool.options.max + 2; i++)
      await expect(async () => {
        for await (const _ of copyCsv(pool, failing));
      }).rejects.toThrow('division by zero');
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(pool.waitingCount).toBe(0);
  });

  it('looks each review up for a small filtered export, builds the joins once for a large one', async () => {
    const few = { rating: ['1'] } as unknown as ReviewListQuery;
    expect(await reviewCsvPlan(api.db, accountId, few)).toBe('lookups');
    expect(await reviewCsvPlan(api.db, accountId, {} as ReviewListQuery, 10)).toBe('joined');
    expect(await reviewCsvPlan(api.db, accountId, few, 0)).toBe('joined');
  });
});
