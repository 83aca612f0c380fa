import {
  type GroupListQuery,
  groupListQuery,
  type LocationListQuery,
  locationListQuery,
  type ReviewListQuery,
  reviewListQuery,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { filterReviews } from '../../domain/filter-reviews';
import { filterGroups, serializeGroup } from '../groups/routes';
import { filterLocations } from '../locations/routes';
import { withLocationColumns } from '../locations/serialize-location';
import { registerExporter } from './registry';
import { reviewCsvBatches } from './review-rows';

const DEFAULT_CHUNK = 2000;

/** Filter names of the console's URL state, accepted as aliases of the API's. */
const REVIEW_ALIASES: Record<string, string> = {
  from: 'published_after',
  to: 'published_before',
  groupId: 'group_id',
  locationId: 'location_id',
  sourceId: 'source_id',
  reviewTypes: 'review_types',
  disputeStatus: 'dispute_status',
};

export const REVIEW_CSV_HEADER = [
  'Review ID',
  'Published At',
  'Location',
  'Source',
  'Rating',
  'Author',
  'Title',
  'Review',
  'Status',
  'Review Type',
  'Sentiment',
  'URL',
  'Response',
  'Response Status',
  'Response Published At',
  'Tags',
] as const;

/** Reviews: the filters of GET /reviews, the review status sent as status_enum. */
export function normalizeReviewFilters(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[REVIEW_ALIASES[k] ?? k] = v;
  }
  // The review status travels as status_enum; a plain status is not the review's.
  delete out.status;
  if (out.status_enum !== undefined) out.status = out.status_enum;
  delete out.status_enum;
  // Exports are whole lists in the list order.
  for (const k of ['page', 'per_page', 'before', 'after', 'sort']) delete out[k];
  // Numbers (ratings, ids) may arrive as numbers or strings.
  if (typeof out.rating === 'number') out.rating = String(out.rating);
  if (Array.isArray(out.rating)) out.rating = out.rating.map(String);
  return out;
}

registerExporter<ReviewListQuery>('reviews', {
  permission: 'review',
  normalize: normalizeReviewFilters,
  filters: reviewListQuery,
  check: (db, accountId, q) => void filterReviews(db, accountId, q),
  header: REVIEW_CSV_HEADER,
  rows: ({ db, accountId, filters, chunkSize, cursor }) =>
    reviewCsvBatches(db, accountId, filters, { batch: chunkSize, cursor }),
});

const stripListKeys = (drop: string[]) => (raw: Record<string, unknown>) => {
  const out = { ...raw };
  for (const k of ['page', 'per_page', 'sort', ...drop]) delete out[k];
  return out;
};

/** Locations, in name order (the list's default). Review filters do not apply. */
registerExporter<LocationListQuery>('locations', {
  permission: 'location',
  normalize: stripListKeys(['rating', 'status', 'category', 'sentiment', 'brands']),
  filters: locationListQuery,
  header: [
    'Location ID',
    'Name',
    'Public Name',
    'Address',
    'Address 2',
    'City',
    'State',
    'Zip Code',
    'Country',
    'Phone',
    'Website',
    'Category',
    'Status',
    'Store Code',
    'Headquarters',
  ],
  async *rows({ db, accountId, filters, chunkSize = DEFAULT_CHUNK }) {
    let cursor: { name: string; id: number } | null = null;
    for (;;) {
      let base = filterLocations(db, accountId, filters);
      if (cursor) {
        const { name, id } = cursor;
        base = base.where(sql<boolean>`(l.name, l.id) > (${name}, ${id})`);
      }
      const rows = await withLocationColumns(base)
        .orderBy('l.name')
        .orderBy('l.id')
        .limit(chunkSize)
        .execute();
      if (rows.length === 0) return;
      yield rows.map((l) => [
        l.id,
        l.name,
        l.public_name,
        l.address,
        l.address_2,
        l.city,
        l.state_code ?? l.state,
        l.zipcode,
        l.country,
        l.phone,
        l.website,
        l.category_name,
        l.open_status,
        l.external_id,
        l.is_headquarters ? 'yes' : 'no',
      ]);
      if (rows.length < chunkSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { name: last.name, id: last.id };
    }
  },
});

/** Groups, in name order, with their locations. */
registerExporter<GroupListQuery>('groups', {
  permission: 'group',
  normalize: stripListKeys(['rating', 'status', 'category', 'sentiment', 'brands']),
  filters: groupListQuery,
  header: ['Group ID', 'Name', 'Locations', 'Location IDs', 'Created At'],
  async *rows({ db, accountId, filters, chunkSize = DEFAULT_CHUNK }) {
    let cursor: { name: string; id: number } | null = null;
    for (;;) {
      let base = filterGroups(db, accountId, filters);
      if (cursor) {
        const { name, id } = cursor;
        base = base.where(sql<boolean>`(g.name, g.id) > (${name}, ${id})`);
      }
      const rows = await base.orderBy('g.name').orderBy('g.id').limit(chunkSize).execute();
      if (rows.length === 0) return;
      yield rows
        .map(serializeGroup)
        .map((g) => [
          g.id,
          g.name,
          g.location_count,
          g.active_location_ids.join(' '),
          g.created_at,
        ]);
      if (rows.length < chunkSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { name: last.name, id: last.id };
    }
  },
});
