import type { GroupPerformanceRow, LocationPerformanceRow } from '@plaudit/api-client/schemas';
import type { ReactNode } from 'react';
import {
  formatCount,
  formatDays,
  formatDelta,
  formatRate,
  formatRating,
  formatScore,
} from './performance-format';

export type PerformanceRow = LocationPerformanceRow | GroupPerformanceRow;
export const isGroupRow = (r: PerformanceRow): r is GroupPerformanceRow => 'group_score' in r;

/** A metric column of the table and the print (the previous period's value in `lag`). */
export type PerformanceColumn = {
  key: string;
  header: string;
  sortBy?: string;
  cell: (r: PerformanceRow) => ReactNode;
  lag?: (r: PerformanceRow) => ReactNode;
};

/**
 * The metric columns (after rank and name) for the view and the account's
 * settings: target score with custom_score, the industry score and the
 * difference to it with industry_score (display rules of spec 3 section 5).
 */
export function performanceColumns(opts: {
  customScore: boolean;
  industry: boolean;
  view: 'locations' | 'groups';
}): PerformanceColumn[] {
  const cols: PerformanceColumn[] = [
    {
      key: 'score',
      header: 'Score',
      sortBy: opts.view === 'groups' ? 'group_score' : 'location_score',
      cell: (r) => {
        // The change against the previous period, only when that period was asked for.
        const delta = isGroupRow(r) ? r.group_score_delta : r.location_score_delta;
        return (
          <>
            {formatScore(isGroupRow(r) ? r.group_score : r.location_score)}
            {delta !== null && delta !== undefined && (
              <>
                {' '}
                <span className="lp-delta">{formatDelta(delta)}</span>
              </>
            )}
          </>
        );
      },
      lag: (r) => formatScore(isGroupRow(r) ? r.lag_group_score : r.lag_location_score),
    },
    {
      key: 'avg_rating',
      header: 'Average rating',
      sortBy: 'avg_rating',
      cell: (r) => formatRating(r.avg_rating),
      lag: (r) => formatRating(r.lag_avg_rating),
    },
    {
      key: 'total_reviews',
      header: 'Reviews',
      sortBy: 'total_reviews',
      cell: (r) => formatCount(r.total_reviews),
      lag: (r) => formatCount(r.lag_total_reviews),
    },
    {
      key: 'completed_rate',
      header: 'Response rate',
      sortBy: 'completed_rate',
      cell: (r) => formatRate(r.completed_rate),
      lag: (r) => formatRate(r.lag_completed_rate),
    },
    {
      key: 'response_time',
      header: 'Response time',
      sortBy: 'overall_avg_response_time',
      cell: (r) => formatDays(r.overall_avg_response_time),
      lag: (r) => formatDays(r.lag_overall_avg_response_time),
    },
    {
      key: 'owner_media_count',
      header: 'Owner photos',
      sortBy: 'owner_media_count',
      cell: (r) => formatCount(r.owner_media_count),
      lag: (r) => formatCount(r.lag_owner_media_count),
    },
    {
      key: 'll_sync_ratio',
      header: 'Listings in sync',
      sortBy: 'll_sync_ratio',
      cell: (r) => formatRate(r.ll_sync_ratio),
    },
  ];
  if (opts.customScore)
    cols.push({
      key: 'target_score',
      header: 'Target score',
      sortBy: 'target_score',
      cell: (r) => formatScore(r.target_score),
      lag: (r) => formatScore(r.target_score_lag),
    });
  if (opts.industry)
    cols.push(
      {
        key: 'industry_score',
        header: 'Industry score',
        sortBy: 'industry_score',
        cell: (r) => formatScore(r.industry_score),
        lag: (r) => formatScore(r.industry_score_lag),
      },
      {
        key: 'industry_score_delta',
        header: 'Vs. industry',
        sortBy: 'industry_score_delta',
        cell: (r) => formatDelta(r.industry_score_delta),
      },
    );
  return cols;
}

/** A location row's address under its name (street, city, state). */
export function LocationAddress({ row }: { row: LocationPerformanceRow }) {
  return (
    <span className="lp-address">
      {[row.location_address, row.location_city, row.location_state].filter(Boolean).join(', ')}
    </span>
  );
}
