import type { CategoryRanks, KeywordItem, Review, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportCsv, json, startExportTest } from '../../../test/run-export';
import type { TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let evergreen: Session;
let exportCsv: ExportCsv;

beforeAll(async () => {
  ({ api, admin, evergreen, exportCsv } = await startExportTest());
});
afterAll(() => api.close());

const RANGE = { published_after: '2026-01-01', published_before: '2026-06-30' };

describe('insight exports', () => {
  it('keywords, experience categories and keyword details match their endpoints', async () => {
    const acc = admin.account_id;
    // Keywords: the mentioned list for the same filters (sort and status stripped).
    const kwFilters = { ...RANGE, rating: ['4', '5'], sentiment: 'positive' };
    const kw = await json<{ keywords: KeywordItem[] }>(
      await api.request(
        `/api/insights/${acc}/mentioned?published_after=${RANGE.published_after}&published_before=${RANGE.published_before}&rating=4&rating=5&sentiment=positive&limit=500`,
        { auth: admin },
      ),
      200,
    );
    expect(kw.keywords.length).toBeGreaterThan(0);
    const kwCsv = await exportCsv('keywords', {
      ...kwFilters,
      sort: { by: 'controversy' },
      status: 'new',
      page: 3,
    });
    expect(kwCsv[0]).toEqual([
      'Keyword',
      'Category',
      'Positive Mentions',
      'Negative Mentions',
      'Total Mentions',
    ]);
    expect(kwCsv.slice(1)).toEqual(
      kw.keywords.map((k) => [
        k.short,
        k.category ?? '',
        String(k.positive_mentions),
        String(k.negative_mentions),
        String(k.total_mentions),
      ]),
    );

    // Experience categories: the ranking (category and sentiment stripped).
    const rank = await json<CategoryRanks>(
      await api.request(
        `/api/insights/${acc}/category_rank?published_after=${RANGE.published_after}&published_before=${RANGE.published_before}&group_id=1`,
        { auth: admin },
      ),
      200,
    );
    const catCsv = await exportCsv('experience_categories', {
      ...RANGE,
      group_id: 1,
      category: 'food',
      sentiment: 'negative',
    });
    expect(catCsv.slice(1)).toEqual(
      rank.categories.map((c) => [
        String(c.rank),
        c.category,
        String(c.positive_count),
        String(c.negative_count),
        String(c.total_count),
        String(c.positive_ratio),
      ]),
    );
    expect(catCsv.length).toBeGreaterThan(5);

    // Keyword details: the reviews the detail page lists (search_terms = keyword).
    const keyword = kw.keywords.at(-1)!.short;
    const june = { published_after: '2026-06-01', published_before: '2026-06-30', rating: '5' };
    const reviews = await json<{ _embedded: { reviews: Review[] }; _total: number }>(
      await api.request(
        `/api/reviews?${new URLSearchParams(june)}&search_terms=${encodeURIComponent(keyword)}&per_page=100`,
        { auth: admin },
      ),
      200,
    );
    expect(reviews._total).toBeGreaterThan(0);
    expect(reviews._total).toBeLessThanOrEqual(100);
    const detailCsv = await exportCsv('keyword_details', { ...june, keyword });
    expect(detailCsv[0]![0]).toBe('Review ID');
    expect(detailCsv.slice(1).map((r) => Number(r[0]))).toEqual(
      reviews._embedded.reviews.map((r) => r.id),
    );
  });

  it('rejects bad input, other accounts and missing settings without creating a file', async () => {
    const count = async () =>
      Number(
        (
          await api.db
            .selectFrom('export_files')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const post = (body: unknown, session = admin, account = session.account_id) =>
      api.request(`/api/export_files/${account}`, { method: 'POST', auth: session, json: body });
    const bad = await json<{ error: string }>(
      await post({ resource: 'keywords', filters: { rating: ['9'] } }),
      400,
    );
    expect(bad.error).toMatch(/rating/);
    const noKeyword = await json<{ error: string }>(
      await post({ resource: 'keyword_details', filters: RANGE }),
      400,
    );
    expect(noKeyword.error).toMatch(/keyword/);
    expect((await post({ resource: 'keywords' }, admin, evergreen.account_id)).status).toBe(404);
    // Without the experience_analysis setting the categories report is not there.
    await api.db
      .updateTable('account_settings')
      .set({ value: 'false' })
      .where('account_id', '=', evergreen.account_id)
      .where('code', '=', 'experience_analysis')
      .execute();
    expect((await post({ resource: 'experience_categories' }, evergreen)).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
