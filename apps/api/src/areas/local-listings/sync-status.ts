/**
 * Sync statuses of spec 3 section 4.1: how a directory's stored status is
 * shown, and the status of a location over its directories.
 */

export const SYNC_STATUSES = [
  'pending_sync',
  'in_progress',
  'pending_claim',
  'action_required',
  'published',
  'in_sync',
  'not_in_sync',
  'not_available',
] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** The three groups of the dashboard's status filter, plus not_available ('--'). */
export type LocationSyncStatus = 'in_sync' | 'in_progress' | 'not_in_sync' | 'not_available';

/** Labels of section 4.1 (the location-level label of not_in_sync is 'Out of Sync'). */
export const STATUS_LABELS: Record<SyncStatus, string> = {
  pending_sync: 'In Progress',
  in_progress: 'In Progress',
  pending_claim: 'In Progress',
  action_required: 'Action Required',
  not_in_sync: 'Action Required',
  published: 'In Sync, No Action Required',
  in_sync: 'In Sync, No Action Required',
  not_available: 'No URL for this location',
};
export const LOCATION_STATUS_LABELS: Record<LocationSyncStatus, string> = {
  in_sync: 'In Sync',
  in_progress: 'In Progress',
  not_in_sync: 'Out of Sync',
  not_available: '--',
};

/**
 * The status a directory is shown with: a directory missing from the location
 * is not_available; a disabled directory with a known status under a location
 * with publishing on is not_in_sync; otherwise its stored status.
 */
export function directoryDisplayStatus(
  directory: { status: string; enabled: boolean } | undefined,
  publishingEnabled: boolean,
): SyncStatus {
  if (!directory) return 'not_available';
  const status = (SYNC_STATUSES as readonly string[]).includes(directory.status)
    ? (directory.status as SyncStatus)
    : 'not_available';
  if (!directory.enabled && publishingEnabled && status !== 'not_available') return 'not_in_sync';
  return status;
}

/** The filter group of a directory status. */
export function statusGroup(status: SyncStatus): LocationSyncStatus {
  switch (status) {
    case 'in_sync':
    case 'published':
      return 'in_sync';
    case 'pending_sync':
    case 'in_progress':
    case 'pending_claim':
      return 'in_progress';
    case 'not_in_sync':
    case 'action_required':
      return 'not_in_sync';
    default:
      return 'not_available';
  }
}

/**
 * A location's status over its directories' display statuses: out of sync if
 * any is, else in progress if any is, else in sync if any is, else not_available.
 */
export function locationStatus(statuses: SyncStatus[]): LocationSyncStatus {
  const groups = new Set(statuses.map(statusGroup));
  if (groups.has('not_in_sync')) return 'not_in_sync';
  if (groups.has('in_progress')) return 'in_progress';
  if (groups.has('in_sync')) return 'in_sync';
  return 'not_available';
}

/** Order of the status sort (descending puts problems first, the default). */
export const STATUS_RANK: Record<LocationSyncStatus, number> = {
  not_available: 0,
  in_sync: 1,
  in_progress: 2,
  not_in_sync: 3,
};
