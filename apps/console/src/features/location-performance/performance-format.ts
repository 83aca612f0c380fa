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
} as const;

export const LOADING = '--';

/** Average rating: 2 decimals. */
export const formatRating = (v: number | null | undefined) =>
  v === null || v === undefined ? LOADING : v.toFixed(2);

/** Counts: locale-formatted. */
export const formatCount = (v: number | null | undefined, locale?: string) =>
  v === null || v === undefined ? LOADING : v.toLocaleString(locale);

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
  return v.toLocaleString();
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
