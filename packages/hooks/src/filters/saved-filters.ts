import type { MetricsOverviewInput, SavedFilterConfig } from '@plaudit/api-client';
import { filterId, type SavedFilterKind, sentimentFor } from './filter-values';
import type { FilterPatch, Filters } from './filters';

/** The config a saved filter stores: the date range and the set filters (spec 1 §3). */
export function filtersToSavedConfig(
  filters: Filters,
  kind: SavedFilterKind = 'reviews',
): SavedFilterConfig {
  const config: SavedFilterConfig = {
    dateDescriptor: filters.dateDescriptor,
    from: filters.from,
    to: filters.to,
  };
  if (filters.groupId) config.groupId = filters.groupId;
  if (filters.locationId) config.locationId = filters.locationId;
  if (filters.sourceId) config.sourceId = filters.sourceId;
  const sentiment = sentimentFor(filters.sentiment, kind);
  if (sentiment) config.sentiment = sentiment;
  if (filters.rating) config.rating = filters.rating;
  if (filters.category) config.category = filters.category;
  if (filters.search_terms) config.search_terms = filters.search_terms;
  if (filters.status.length) config.status = filters.status;
  if (filters.reviewTypes.length) config.reviewTypes = filters.reviewTypes;
  if (filters.disputeStatus.length) config.disputeStatus = filters.disputeStatus;
  return config;
}

const str = (v: unknown) =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * The URL patch that applies a stored config: every filter of the bar is replaced (a filter the
 * config does not hold is cleared), and `savedFilterId` names the applied filter.
 */
export function savedConfigToPatch(
  config: SavedFilterConfig,
  id: number | string,
  kind: SavedFilterKind = 'reviews',
): FilterPatch {
  const descriptor = str(config.dateDescriptor);
  return {
    dateDescriptor: (descriptor ?? 'custom') as Filters['dateDescriptor'],
    from: str(config.from),
    to: str(config.to),
    groupId: str(config.groupId),
    locationId: str(config.locationId),
    sourceId: str(config.sourceId),
    sentiment: sentimentFor(str(config.sentiment), kind) ?? null,
    rating: str(config.rating),
    category: str(config.category),
    search_terms: str(config.search_terms),
    status: list(config.status),
    reviewTypes: list(config.reviewTypes),
    disputeStatus: list(config.disputeStatus),
    savedFilterId: String(id),
  } as FilterPatch;
}

/** The filter bar's state as a metrics query (dates, group, location, source). */
export function metricsFiltersToQuery(filters: Filters): MetricsOverviewInput {
  const query: MetricsOverviewInput = {
    published_after: filters.from,
    published_before: filters.to,
  };
  const group = filterId(filters.groupId);
  const location = filterId(filters.locationId);
  const source = filterId(filters.sourceId);
  if (group) query.group_id = group;
  if (location) query.location_id = location;
  if (source) query.source_id = source;
  return query;
}
