import { CSV_OPTIONS } from '@plaudit/api-client';
import { type Filters, filterId, reviewFiltersToQuery, sentimentFor } from '@plaudit/hooks';

/** Texts of spec 3 sections 2.5 and 8 (verbatim). */
export const KEYWORD_TEXT = {
  title: 'Keywords',
  categories: 'Experience Categories',
  empty: 'No mentioned keywords during this period.',
  categoriesError: 'There was an error fetching data for Experience Categories',
  downloadCsv: 'Download CSV',
  sortBy: 'SORT BY',
  positive: (n: number) => `${n}% positive mentions`,
  noMentions: '0 mentions',
} as const;

export const KEYWORD_SORT_OPTIONS = [
  { value: 'highest_volume', label: 'Highest volume' },
  { value: 'controversy', label: 'Controversial first' },
  { value: 'positive_ratio', label: 'Positive first' },
  { value: 'negative_ratio', label: 'Negative first' },
] as const;
export type KeywordSortValue = (typeof KEYWORD_SORT_OPTIONS)[number]['value'];
export const DEFAULT_KEYWORD_SORT: KeywordSortValue = 'highest_volume';

export function keywordSortOf(value: string | null): KeywordSortValue {
  return KEYWORD_SORT_OPTIONS.some((o) => o.value === value)
    ? (value as KeywordSortValue)
    : DEFAULT_KEYWORD_SORT;
}

/** The block text of a category: '{n}% positive mentions', or '0 mentions'. */
export function categoryText(positive: number, total: number): string {
  if (!total) return KEYWORD_TEXT.noMentions;
  return KEYWORD_TEXT.positive(Math.round((positive / total) * 100));
}

/** The icon key of a category: lower case, spaces removed. */
export const categoryKey = (category: string) => category.toLowerCase().replace(/\s+/g, '');

/**
 * Splits text around every case-insensitive occurrence of `term`, for rendering matches in
 * <mark> as text (never as HTML).
 */
export function highlightParts(text: string, term: string): { text: string; match: boolean }[] {
  const t = term.trim();
  if (!t) return [{ text, match: false }];
  const escaped = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(${escaped})`, 'gi');
  return text
    .split(re)
    .filter((p) => p !== '')
    .map((p) => ({ text: p, match: p.toLowerCase() === t.toLowerCase() }));
}

/** The filter parameters a keyword or category link carries. */
export function carriedParams(filters: Filters, extra: Record<string, string | null> = {}) {
  const p = new URLSearchParams();
  p.set('from', filters.from);
  p.set('to', filters.to);
  p.set('dateDescriptor', filters.dateDescriptor);
  if (filters.groupId) p.set('groupId', filters.groupId);
  if (filters.locationId) p.set('locationId', filters.locationId);
  if (filters.sourceId) p.set('sourceId', filters.sourceId);
  if (filters.rating) p.set('rating', filters.rating);
  if (filters.category) p.set('category', filters.category);
  for (const [k, v] of Object.entries(extra)) {
    if (v === null) p.delete(k);
    else p.set(k, v);
  }
  return p.toString();
}

/** Resetting keeps only from, to and the sort. */
export function resetParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const k of ['from', 'to', 'sort[by]']) {
    const v = current.get(k);
    if (v) next.set(k, v);
  }
  return next;
}

/** The insights query of the filters (spec 3 section 3, insight query fields). */
export function insightQuery(filters: Filters) {
  return {
    published_after: filters.from,
    published_before: filters.to,
    group_id: filterId(filters.groupId),
    location_id: filterId(filters.locationId),
    source_id: filterId(filters.sourceId) ? [filterId(filters.sourceId)!] : undefined,
    rating: filters.rating ? [filters.rating as '5'] : undefined,
    sentiment: sentimentFor(filters.sentiment, 'keywords') as 'positive' | 'negative' | undefined,
    category: filters.category ?? undefined,
  };
}

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  );

/**
 * The filters an export of the keywords or categories screen sends (API names). Scheduled
 * exports leave the dates out (`dates: false`): the preset is sent as date_range_legend.
 */
export function keywordExportFilters(filters: Filters, dates = true): Record<string, unknown> {
  const { published_after, published_before, ...rest } = insightQuery(filters);
  return defined(dates ? { ...rest, published_after, published_before } : rest);
}

/** The keyword_details export: the detail page's review filters and the keyword. */
export function keywordDetailExportFilters(
  filters: Filters,
  keyword: string,
  dates = true,
): Record<string, unknown> {
  const {
    sort: _sort,
    page: _page,
    per_page: _perPage,
    search_terms: _terms,
    published_after,
    published_before,
    ...rest
  } = reviewFiltersToQuery({ ...filters, search_terms: keyword });
  return defined({ ...rest, ...(dates ? { published_after, published_before } : {}), keyword });
}

/**
 * CSV of the keyword list under the shared policy (BOM, CRLF, formulas neutralised);
 * csv-stringify loads with the first download, not with the page.
 */
export async function keywordsCsv(
  rows: readonly {
    short: string;
    positive_mentions: number;
    negative_mentions: number;
    total_mentions: number;
  }[],
): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify(
    [
      ['Keyword', 'Positive mentions', 'Negative mentions', 'Total mentions'],
      ...rows.map((r) => [r.short, r.positive_mentions, r.negative_mentions, r.total_mentions]),
    ],
    CSV_OPTIONS,
  );
}
