import type { DateDescriptor } from '@plaudit/hooks';
/** Display rules of spec 3 section 5 (Display) and the texts of section 8. */
export const PERF_TEXT = {
  title: 'Location Performance',
  setTarget: 'Set Target Score',
  editTarget: 'Edit Target Score',
  showPrevious: 'Show previous period',
  fetchError: 'Something went wrong while fetching your location performance data',
  tableError: 'Could not load the requested data due to a temporary error.',
  tableErrorHint: 'Try refreshing the page or contact support if the issue persists.',
  empty: 'There is no location performance data to show.',
  emptyHintAdd: 'Adjust the filters for better results or add more locations.',
  emptyHint: 'Adjust the filters for better results.',
  emptyGroups: 'Add a group to see data',
  addGroup: 'Add Group',
  targetsError: 'Something went wrong while fetching your targets',
  createdByYou: 'Created by you',
  setByAdmin: 'Target score is set by your admin. For any changes, contact your admin.',
  targetScoresError: 'There was an error while fetching target scores',
  subscoresError: 'There was an error fetching data for Performance Score',
} as const;

export const LOADING = '--';

/** Average rating: 2 decimals. */
export const formatRating = (v: number | null | undefined) =>
  v === null || v === undefined ? LOADING : v.toFixed(2);

const UNITS = [
  { at: 1e9, suffix: 'G' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;

/**
 * Spec 1 section 9: number formats abbreviate values over six digits (K, M,
 * G). A value whose whole part has at most six digits (below `threshold`,
 * 1,000,000) is shown in full; above, it is divided by the largest unit it
 * reaches (G 10^9, M 10^6, K 10^3) and shown with one decimal, a trailing .0
 * dropped: 1,234,567 → 1.2M, 2,500,000,000 → 2.5G. With the default threshold
 * K is never reached; a lower threshold (a narrow cell) gives 12.3K.
 */
export function formatCompact(
  v: number | null | undefined,
  locale?: string,
  threshold = 1_000_000,
): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return LOADING;
  const abs = Math.abs(v);
  if (abs < threshold) return v.toLocaleString(locale, { maximumFractionDigits: 2 });
  // The largest unit the value reaches once rounded (999,950,000 is 1G, not 1,000M).
  const round = (at: number) => Math.round((abs / at) * 10) / 10;
  const unit = UNITS.find((u) => round(u.at) >= 1) ?? UNITS[2];
  const n = round(unit.at);
  const text = n.toLocaleString(locale, { maximumFractionDigits: 1 });
  return `${v < 0 ? '-' : ''}${text}${unit.suffix}`;
}

/** Counts: locale-formatted, abbreviated over six digits (formatCompact). */
export const formatCount = (v: number | null | undefined, locale?: string) =>
  formatCompact(v, locale);

/** Scores are out of 100 (rounded). */
export const formatScore = (v: number | null | undefined) =>
  v === null || v === undefined ? LOADING : `${Math.round(v)}/100`;

/** Response time in days, 2 decimals. */
export const formatDays = (v: number | null | undefined) =>
  v === null || v === undefined ? LOADING : `${v.toFixed(2)} days`;

/** A fraction (0-1) as a whole percentage. */
export const formatRate = (v: number | null | undefined) =>
  v === null || v === undefined ? LOADING : `${Math.round(v * 100)}%`;

/** A delta in percent: '<1%' below 1%, else signed whole percent. */
export function formatDelta(v: number | null | undefined): string {
  if (v === null || v === undefined) return LOADING;
  if (Math.abs(v) < 1) return '<1%';
  return `${v > 0 ? '+' : '-'}${Math.round(Math.abs(v))}%`;
}

/** Medals for ranks 1-3 with their text alternatives. */
export function medalOf(
  rank: number,
): { kind: 'gold' | 'silver' | 'bronze'; label: string } | null {
  if (rank === 1) return { kind: 'gold', label: 'Gold medal, rank 1' };
  if (rank === 2) return { kind: 'silver', label: 'Silver medal, rank 2' };
  if (rank === 3) return { kind: 'bronze', label: 'Bronze medal, rank 3' };
  return null;
}

export type TargetField =
  | 'total_reviews'
  | 'avg_rating'
  | 'response_rate'
  | 'response_time'
  | 'owner_photos_count'
  | 'll_sync_ratio';

/** A target as shown: % for response_rate and ll_sync_ratio, days for response_time, '--' when empty. */
export function formatTarget(field: TargetField, v: number | null | undefined): string {
  if (v === null || v === undefined) return LOADING;
  if (field === 'response_rate' || field === 'll_sync_ratio') return `${Math.round(v * 100)}%`;
  if (field === 'response_time') return `${v} days`;
  if (field === 'avg_rating') return v.toFixed(2);
  return formatCompact(v);
}

/** The /dashboard link of a row: keeps the dates, with locationId, or with groupId (locationId cleared). */
export function dashboardHref(
  dates: { from: string; to: string; dateDescriptor: string },
  row: { locationId?: number; groupId?: number },
): string {
  const p = new URLSearchParams();
  p.set('from', dates.from);
  p.set('to', dates.to);
  p.set('dateDescriptor', dates.dateDescriptor);
  if (row.groupId !== undefined) p.set('groupId', String(row.groupId));
  else if (row.locationId !== undefined) p.set('locationId', String(row.locationId));
  return `/dashboard?${p.toString()}`;
}

/** The performance screens' date options; 14 days is hidden. */
export const PERFORMANCE_DATES: readonly DateDescriptor[] = [
  'thirtyDays',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'allTime',
];
export const HIDDEN: readonly DateDescriptor[] = ['fourteenDays'];

/**
 * The filters an export (or a scheduled export) of the screen sends: the screen's query without
 * paging, sorting and grouping, with its dates or without them (a schedule sends the preset).
 */
export function exportFiltersOf(
  query: Record<string, unknown>,
  dates: boolean,
): Record<string, unknown> {
  const { start_date, end_date, page: _p, per_page: _pp, sort: _s, group_by: _g, ...rest } = query;
  const out: Record<string, unknown> = dates ? { ...rest, start_date, end_date } : rest;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}
