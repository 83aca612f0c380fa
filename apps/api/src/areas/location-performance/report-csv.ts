import type {
  GroupPerformanceRow,
  IndustryFields,
  LocationPerformanceRow,
} from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { type CsvValue, csvStream } from '../../http/csv';
import type { Row } from './rank-rows';

/** A report's CSV under the shared policy (BOM, CRLF, formulas neutralised), streamed. */
export async function csvResponse(
  c: Context,
  filename: string,
  header: string[],
  lines: unknown[][],
) {
  async function* chunks() {
    for (let i = 0; i < lines.length; i += 250) yield lines.slice(i, i + 250) as CsvValue[][];
  }
  return c.body(await csvStream(header, chunks()), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}

export const LOCATION_CSV: [
  string,
  keyof LocationPerformanceRow | ((r: LocationPerformanceRow) => unknown),
][] = [
  ['Rank', 'rank'],
  ['Location', 'location_name'],
  ['Address', 'location_address'],
  ['City', 'location_city'],
  ['State', 'location_state'],
  ['Zip Code', 'location_zipcode'],
  ['Score', 'location_score'],
  ['Previous Score', 'lag_location_score'],
  ['Average Rating', 'avg_rating'],
  ['Previous Average Rating', 'lag_avg_rating'],
  ['Total Reviews', 'total_reviews'],
  ['Previous Total Reviews', 'lag_total_reviews'],
  ['Response Rate', 'completed_rate'],
  ['Previous Response Rate', 'lag_completed_rate'],
  ['Average Response Time (days)', 'overall_avg_response_time'],
  ['Previous Average Response Time (days)', 'lag_overall_avg_response_time'],
  ['Owner Photos', 'owner_media_count'],
  ['Listings in Sync', 'll_sync_ratio'],
  ['Target Score', 'target_score'],
];

export const GROUP_CSV: [
  string,
  keyof GroupPerformanceRow | ((r: GroupPerformanceRow) => unknown),
][] = [
  ['Rank', 'rank'],
  ['Group', 'name'],
  ['Locations', (r) => r.location_ids.length],
  ['Score', 'group_score'],
  ['Previous Score', 'lag_group_score'],
  ['Average Rating', 'avg_rating'],
  ['Total Reviews', 'total_reviews'],
  ['Response Rate', 'completed_rate'],
  ['Average Response Time (days)', 'overall_avg_response_time'],
  ['Owner Photos', 'owner_media_count'],
  ['Listings in Sync', 'll_sync_ratio'],
  ['Target Score', 'target_score'],
];

/** Added to both CSVs with the industry_score setting. */
export const INDUSTRY_CSV: [string, keyof IndustryFields][] = [
  ['Industry Score', 'industry_score'],
  ['Industry Score Delta', 'industry_score_delta'],
  ['Previous Industry Score', 'industry_score_lag'],
];

/** The CSV columns of a report (the industry columns with the setting). */
export function csvColumns<T extends Row>(
  base: [string, keyof T | ((r: T) => unknown)][],
  industry: boolean,
): [string, keyof T | ((r: T) => unknown)][] {
  return industry ? [...base, ...(INDUSTRY_CSV as [string, keyof T][])] : base;
}

export const SUBSCORE_CSV = [
  'AverageRating',
  'ReviewVolume',
  'ResponseEfficiency',
  'LLHealth',
  'MediaPresence',
] as const;

export function pick<T>(cols: [string, keyof T | ((r: T) => unknown)][], r: T) {
  return cols.map(([, f]) => (typeof f === 'function' ? f(r) : r[f]));
}
