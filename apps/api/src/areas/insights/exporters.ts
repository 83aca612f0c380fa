import {
  type CategoryInsightsQuery,
  categoryInsightsQuery,
  type Infer,
  type MentionedKeywordsQuery,
  mentionedKeywordsQuery,
  object,
  reviewListQuery,
  string,
} from '@plaudit/api-client/schemas';
import { filterReviews } from '../../domain/filter-reviews';
import { loadSettings } from '../../http/authenticate';
import type { CsvValue } from '../../http/csv';
import { forbidden } from '../../http/errors';
import { normalizeReviewFilters, REVIEW_CSV_HEADER } from '../exports/exporters';
import { registerExporter } from '../exports/registry';
import { reviewCsvBatches } from '../exports/review-rows';
import { categoryCounts, mentionedKeywords, rankCategories } from './routes';

/** The most keywords GET /insights/:id/mentioned returns: the whole list of an export. */
const KEYWORD_EXPORT_LIMIT = 500;
const DEFAULT_CHUNK = 2000;

/** Console filter names accepted as aliases of the insight query's. */
const INSIGHT_ALIASES: Record<string, string> = {
  from: 'published_after',
  to: 'published_before',
  groupId: 'group_id',
  locationId: 'location_id',
  sourceId: 'source_id',
};

/**
 * Spec 1 section 7's per-type stripping for the insight reports: paging and sort
 * always go (exports keep the report's default order), status and brands never
 * apply, and `drop` lists what else the report ignores.
 */
const insightFilters =
  (drop: string[] = []) =>
  (raw: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
      out[INSIGHT_ALIASES[k] ?? k] = v;
    }
    for (const k of ['page', 'per_page', 'sort', 'status', 'status_enum', 'brands', ...drop])
      delete out[k];
    if (out.sentiment === '1' || out.sentiment === 1) out.sentiment = 'positive';
    if (out.sentiment === '-1' || out.sentiment === -1) out.sentiment = 'negative';
    if (typeof out.rating === 'number') out.rating = String(out.rating);
    if (Array.isArray(out.rating)) out.rating = out.rating.map(String);
    return out;
  };

/** Yields `rows` in pages of `size` (the CSV writer streams page by page). */
function* pagesOf<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Keywords (spec 3 section 7), in the list's default order (highest volume). */
registerExporter<MentionedKeywordsQuery>('keywords', {
  permission: 'insights',
  normalize: (raw) => {
    const out = insightFilters()(raw);
    out.limit ??= KEYWORD_EXPORT_LIMIT;
    return out;
  },
  filters: mentionedKeywordsQuery,
  header: ['Keyword', 'Category', 'Positive Mentions', 'Negative Mentions', 'Total Mentions'],
  async *rows({ db, accountId, filters, chunkSize = DEFAULT_CHUNK }) {
    const keywords = await mentionedKeywords(db, accountId, { ...filters, sort: undefined });
    for (const page of pagesOf(keywords, chunkSize))
      yield page.map((k): CsvValue[] => [
        k.short,
        k.category,
        k.positive_mentions,
        k.negative_mentions,
        k.total_mentions,
      ]);
  },
});

/**
 * Experience categories ranked (GET /insights/:id/category_rank). The ranking
 * covers every category, so the category and sentiment filters are stripped.
 */
registerExporter<CategoryInsightsQuery>('experience_categories', {
  permission: 'insights',
  normalize: insightFilters(['category', 'sentiment']),
  filters: categoryInsightsQuery,
  async check(db, accountId) {
    // The report needs the experience_analysis setting besides insights.
    const settings = await loadSettings(db, accountId);
    if (settings.experience_analysis !== true) throw forbidden();
  },
  header: [
    'Rank',
    'Category',
    'Positive Mentions',
    'Negative Mentions',
    'Total Mentions',
    'Positive Ratio',
  ],
  async *rows({ db, accountId, filters }) {
    const ranked = rankCategories(await categoryCounts(db, accountId, filters));
    yield ranked.map((c): CsvValue[] => [
      c.rank,
      c.category,
      c.positive_count,
      c.negative_count,
      c.total_count,
      c.positive_ratio,
    ]);
  },
});

/** keyword_details: the review filters plus the keyword (the detail page's path). */
export const keywordDetailFilters = object({
  ...reviewListQuery.entries,
  keyword: string({ min: 1, max: 200 }),
});
export type KeywordDetailFilters = Infer<typeof keywordDetailFilters>;

/**
 * The reviews that mention one keyword (/dashboard/keywords/:keyword lists
 * GET /reviews with the keyword as search_terms), in the reviews list order.
 */
registerExporter<KeywordDetailFilters>('keyword_details', {
  permission: 'insights',
  normalize: (raw) => {
    const keyword = raw.keyword ?? raw.short ?? raw.search_terms;
    const out = normalizeReviewFilters(raw);
    delete out.short;
    if (keyword !== undefined) out.keyword = keyword;
    out.search_terms = keyword;
    return out;
  },
  filters: keywordDetailFilters,
  check: (db, accountId, q) => void filterReviews(db, accountId, { ...q, search_terms: q.keyword }),
  header: REVIEW_CSV_HEADER,
  rows: ({ db, accountId, filters, chunkSize, cursor }) =>
    reviewCsvBatches(
      db,
      accountId,
      { ...filters, search_terms: filters.keyword },
      { batch: chunkSize, cursor },
    ),
});
