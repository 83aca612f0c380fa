import {
  type DateDescriptor,
  DISPUTE_STATUSES,
  type DisputeStatus,
  isDateDescriptor,
  isIsoDate,
  type ReviewListInput,
  type ReviewStatus,
  type ReviewType,
  resolveDateDescriptor,
} from '@plaudit/api-client';
import { filterId, sentimentFor } from './filter-values';

/**
 * The shared filter bar's URL query state (spec 1 section 2). Empty values are null (or [] for
 * lists); `from`/`to` are always resolved from the descriptor.
 */
export type Filters = {
  from: string;
  to: string;
  dateDescriptor: DateDescriptor;
  groupId: string | null;
  locationId: string | null;
  sourceId: string | null;
  /** '0' (no rating) to '5'; null for all. A non-numeric value in the URL is ignored. */
  rating: string | null;
  /** Reviews: '1' or '-1'; keywords: 'positive' or 'negative'. */
  sentiment: string | null;
  category: string | null;
  savedFilterId: string | null;
  search_terms: string | null;
  before: string | null;
  after: string | null;
  /** 1 when missing or below 1. */
  page: number;
  flyout_edit: boolean;
  export_id: string | null;
  status: string[];
  reviewTypes: string[];
  /** Reviews: the statuses of their latest dispute (flagged, submitted, removed...). */
  disputeStatus: string[];
  /** Reviews: 'me' (assigned to the signed-in user) or 'none' (assigned to nobody). */
  assigned: 'me' | 'none' | null;
  view: 'groups' | 'locations' | null;
  /** `by:order` (for example `published_at:desc`), `-by` or `by`. */
  sort: string | null;
};
export type FilterKey = keyof Filters;

/** A change to the filters: a key set to null, undefined, '' or [] is removed from the URL. */
export type FilterPatch = {
  [K in FilterKey]?: (K extends NumericKey ? Filters[K] | number : Filters[K]) | null | undefined;
};
type NumericKey = 'groupId' | 'locationId' | 'sourceId' | 'rating' | 'savedFilterId' | 'export_id';

export const FILTER_KEYS: readonly FilterKey[] = [
  'from',
  'to',
  'dateDescriptor',
  'groupId',
  'locationId',
  'sourceId',
  'rating',
  'sentiment',
  'category',
  'savedFilterId',
  'search_terms',
  'before',
  'after',
  'page',
  'flyout_edit',
  'export_id',
  'status',
  'reviewTypes',
  'disputeStatus',
  'assigned',
  'view',
  'sort',
];

/** Cleared whenever any filter changes. */
export const PAGING_KEYS = ['before', 'after', 'page'] as const;
/** Keys whose change does not count as a filter change (paging and the export flyout). */
const NOT_FILTERS = new Set<FilterKey>([...PAGING_KEYS, 'flyout_edit', 'export_id']);
const LIST_KEYS = new Set<FilterKey>(['status', 'reviewTypes', 'disputeStatus']);

/** Default date ranges per screen (spec 1 section 9). */
export const DEFAULT_DATE_DESCRIPTORS = {
  /** The shared filter bar. */
  shared: 'sevenDays',
  /** Navigation links and performance pages. */
  navigation: 'sixMonths',
  reviews: 'thirtyDays',
  keywords: 'thirtyDays',
} as const satisfies Record<string, DateDescriptor>;

export type FilterOptions = {
  /** Used when the URL has no (or an invalid) dateDescriptor. Default 'sevenDays'. */
  defaultDateDescriptor?: DateDescriptor;
  /** The day presets are resolved against (default now). */
  today?: Date | string;
};

const RATING = /^[0-5]$/;
const SENTIMENTS = new Set(['1', '-1', 'positive', 'negative']);

function params(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : new URLSearchParams(search);
}

function text(p: URLSearchParams, key: string): string | null {
  const value = p.get(key)?.trim();
  return value ? value : null;
}

function list(p: URLSearchParams, key: string): string[] {
  return p
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Reads the filters from a query string (`?a=1` or `a=1`) or URLSearchParams. */
export function parseFilters(
  search: string | URLSearchParams,
  options: FilterOptions = {},
): Filters {
  const p = params(search);
  const fallback = options.defaultDateDescriptor ?? DEFAULT_DATE_DESCRIPTORS.shared;
  const rawDescriptor = p.get('dateDescriptor');
  const rawFrom = p.get('from');
  const rawTo = p.get('to');
  let descriptor: DateDescriptor = isDateDescriptor(rawDescriptor)
    ? rawDescriptor
    : rawDescriptor === null && isIsoDate(rawFrom) && isIsoDate(rawTo)
      ? 'custom'
      : fallback;
  let dates = resolveDateDescriptor(descriptor, options.today, {
    from: rawFrom ?? '',
    to: rawTo ?? '',
  });
  if (!dates) {
    // custom without a valid range
    descriptor = fallback === 'custom' ? 'sevenDays' : fallback;
    dates = resolveDateDescriptor(descriptor, options.today)!;
  }
  const rating = text(p, 'rating');
  const sentiment = text(p, 'sentiment');
  const view = text(p, 'view');
  const assigned = text(p, 'assigned');
  const page = Number.parseInt(p.get('page') ?? '', 10);
  return {
    from: dates.from,
    to: dates.to,
    dateDescriptor: descriptor,
    groupId: text(p, 'groupId'),
    locationId: text(p, 'locationId'),
    sourceId: text(p, 'sourceId'),
    rating: rating && RATING.test(rating) ? rating : null,
    sentiment: sentiment && SENTIMENTS.has(sentiment) ? sentiment : null,
    category: text(p, 'category'),
    savedFilterId: text(p, 'savedFilterId'),
    search_terms: text(p, 'search_terms'),
    before: text(p, 'before'),
    after: text(p, 'after'),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    flyout_edit: p.get('flyout_edit') === 'true',
    export_id: text(p, 'export_id'),
    status: list(p, 'status'),
    reviewTypes: list(p, 'reviewTypes'),
    disputeStatus: list(p, 'disputeStatus'),
    assigned: assigned === 'me' || assigned === 'none' ? assigned : null,
    view: view === 'groups' || view === 'locations' ? view : null,
    sort: text(p, 'sort'),
  };
}

function serialize(key: FilterKey, value: unknown): string | null {
  if (value === null || value === undefined || value === '' || value === false) return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : null;
  if (key === 'page') return Number(value) > 1 ? String(Math.floor(Number(value))) : null;
  return String(value);
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : (a ?? null) === (b ?? null);

/**
 * Applies a change to a query string and returns the new one (without '?'). Parameters that
 * are not filters are kept. Changing any filter clears `before`, `after` and `page` unless the
 * patch sets them. A preset `dateDescriptor` also writes its `from`/`to`; `from`/`to` alone
 * make the range custom.
 */
export function applyFilterPatch(
  search: string | URLSearchParams,
  patch: FilterPatch,
  options: FilterOptions = {},
): string {
  const p = params(search);
  const current = parseFilters(p, options);
  const next: FilterPatch = { ...patch };

  if (next.dateDescriptor && next.dateDescriptor !== 'custom') {
    const r = resolveDateDescriptor(next.dateDescriptor, options.today);
    next.from = r.from;
    next.to = r.to;
  } else if ((next.from !== undefined || next.to !== undefined) && !next.dateDescriptor) {
    next.dateDescriptor = 'custom';
  }
  if (next.dateDescriptor === 'custom') {
    next.from ??= current.from;
    next.to ??= current.to;
  }
  if (next.rating !== undefined && next.rating !== null && !RATING.test(String(next.rating)))
    next.rating = null;

  const filterChanged = (Object.keys(next) as FilterKey[]).some(
    (k) => !NOT_FILTERS.has(k) && !same(current[k], normalizeForCompare(k, next[k])),
  );
  if (filterChanged) for (const k of PAGING_KEYS) if (!(k in patch)) next[k] = null;

  for (const k of Object.keys(next) as FilterKey[]) {
    if (!FILTER_KEYS.includes(k)) continue;
    const value = serialize(k, next[k]);
    if (value === null) p.delete(k);
    else p.set(k, value); // keeps the parameter's place in the URL
  }
  return p.toString();
}

function normalizeForCompare(key: FilterKey, value: unknown): unknown {
  if (LIST_KEYS.has(key)) return Array.isArray(value) ? value : [];
  if (key === 'flyout_edit') return value === true;
  if (value === '' || value === undefined) return null;
  return typeof value === 'number' && key !== 'page' ? String(value) : value;
}

/** A link carrying filters, e.g. `filterHref('/reviews', { dateDescriptor: 'thirtyDays' })`. */
export function filterHref(path: string, patch: FilterPatch, options: FilterOptions = {}): string {
  const search = applyFilterPatch('', patch, options);
  return search ? `${path}?${search}` : path;
}

export type Sort = { by: string; order: 'asc' | 'desc' };

/** Reads `by:order`, `-by` (descending) or `by` (ascending). */
export function parseSort(value: string | null | undefined): Sort | null {
  if (!value) return null;
  if (value.startsWith('-')) return value.length > 1 ? { by: value.slice(1), order: 'desc' } : null;
  const [by, order] = value.split(':');
  if (!by) return null;
  return { by, order: order === 'desc' ? 'desc' : 'asc' };
}

/** Writes a sort as the URL carries it (`'published_at:desc'`), the inverse of `parseSort`. */
export function formatSort(sort: Sort | null): string | null {
  return sort ? `${sort.by}:${sort.order}` : null;
}

const REVIEW_STATUS_VALUES = [
  'new',
  'in_progress',
  'completed',
  'flagged',
] as const satisfies readonly ReviewStatus[];
const REVIEW_TYPE_VALUES = [
  'review',
  'recommendation',
  'feedback',
] as const satisfies readonly ReviewType[];
const REVIEW_SORTS = ['published_at', 'rating', 'created_at'] as const;

/** Reviews sort by published_at descending unless the URL says otherwise (spec 1 section 2). */
export const DEFAULT_REVIEW_SORT: Sort = { by: 'published_at', order: 'desc' };

/**
 * The reviews list query for the filters: published_after/before, group_id, location_id,
 * source_id, rating[], sentiment (positive → '1', negative → '-1'), status[], review_types[],
 * search_terms, sort and page. Empty filters are left out; `locationId=all` means no filter.
 */
export function reviewFiltersToQuery(
  filters: Filters,
  extra: {
    per_page?: number /** The signed-in user, for `assigned=me`. */;
    userId?: number | null;
  } = {},
): ReviewListInput {
  const query: ReviewListInput = {
    published_after: filters.from,
    published_before: filters.to,
  };
  const group = filterId(filters.groupId);
  const location = filterId(filters.locationId);
  const source = filterId(filters.sourceId);
  if (group) query.group_id = group;
  if (location) query.location_id = location;
  if (source) query.source_id = source;
  if (filters.rating) query.rating = [filters.rating as '0'];
  const sentiment = sentimentFor(filters.sentiment, 'reviews');
  if (sentiment) query.sentiment = sentiment as '1' | '-1';
  const status = filters.status.filter((s): s is ReviewStatus =>
    (REVIEW_STATUS_VALUES as readonly string[]).includes(s),
  );
  if (status.length) query.status = status;
  const types = filters.reviewTypes.filter((t): t is ReviewType =>
    (REVIEW_TYPE_VALUES as readonly string[]).includes(t),
  );
  if (types.length) query.review_types = types;
  const disputes = filters.disputeStatus.filter((s): s is DisputeStatus =>
    (DISPUTE_STATUSES as readonly string[]).includes(s),
  );
  if (disputes.length) query.dispute_status = disputes;
  if (filters.search_terms) query.search_terms = filters.search_terms;
  if (filters.assigned === 'me' && extra.userId) query.assigned_user_id = extra.userId;
  if (filters.assigned === 'none') query.unassigned = true;
  const sort = parseSort(filters.sort);
  query.sort =
    sort && (REVIEW_SORTS as readonly string[]).includes(sort.by)
      ? { by: sort.by as (typeof REVIEW_SORTS)[number], order: sort.order }
      : { by: 'published_at', order: 'desc' };
  if (filters.page > 1) query.page = filters.page;
  if (extra.per_page) query.per_page = extra.per_page;
  return query;
}

/** The list filters a review detail link carries, as API-style parameters (empty ones left out). */
export function reviewDetailParams(filters: Filters): Record<string, string> {
  const out: Record<string, string> = {
    published_after: filters.from,
    published_before: filters.to,
  };
  if (filters.groupId) out.group_id = filters.groupId;
  if (filters.locationId) out.location_id = filters.locationId;
  if (filters.sourceId) out.source_id = filters.sourceId;
  if (filters.reviewTypes.length) out.review_types = filters.reviewTypes.join(',');
  return out;
}

type ParamSource = string | URLSearchParams | Record<string, unknown>;

/**
 * The review detail screen's parameters mapped back to list filters (spec 1 section 2):
 * published_after → from, published_before → to (a custom range when both are dates),
 * group_id → groupId, location_id → locationId, source_id → sourceId,
 * review_types → reviewTypes. Empty values are dropped.
 */
export function reviewDetailToFilters(source: ParamSource): FilterPatch {
  const p =
    typeof source === 'string' || source instanceof URLSearchParams
      ? params(source)
      : toParams(source);
  const patch: FilterPatch = {};
  const from = text(p, 'published_after');
  const to = text(p, 'published_before');
  if (isIsoDate(from) && isIsoDate(to)) {
    patch.dateDescriptor = 'custom';
    patch.from = from;
    patch.to = to;
  }
  const group = text(p, 'group_id');
  const location = text(p, 'location_id');
  const sourceId = text(p, 'source_id');
  if (group) patch.groupId = group;
  if (location) patch.locationId = location;
  if (sourceId) patch.sourceId = sourceId;
  const types = [...list(p, 'review_types'), ...list(p, 'review_types[]')];
  if (types.length) patch.reviewTypes = types;
  return patch;
}

function toParams(record: Record<string, unknown>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(record)) {
    if (Array.isArray(v)) for (const item of v) p.append(k, String(item));
    else if (v !== null && v !== undefined) p.append(k, String(v));
  }
  return p;
}
