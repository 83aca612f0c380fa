import type { DirectoryStatus, LocationSyncStatus } from '../schemas/local-listings';

/**
 * How sync statuses are shown (spec 3 section 4.1), once for the API server's
 * answers and CSVs and for every UI: a directory's label, the three groups of
 * the dashboard's status filter, and a location's status over its directories.
 */

/** A directory's label; Google, Facebook and Apple show 'Pending' in the bordered variant. */
export const DIRECTORY_STATUS_LABELS: Record<DirectoryStatus, string> = {
  pending_sync: 'In Progress',
  in_progress: 'In Progress',
  pending_claim: 'In Progress',
  action_required: 'Action Required',
  not_in_sync: 'Action Required',
  published: 'In Sync, No Action Required',
  in_sync: 'In Sync, No Action Required',
  not_available: 'No URL for this location',
};

/** Location-level labels (the status filter's words; not_in_sync is 'Out of Sync'). */
export const LOCATION_STATUS_LABELS: Record<LocationSyncStatus, string> = {
  in_sync: 'In Sync',
  in_progress: 'In Progress',
  not_in_sync: 'Out of Sync',
  not_available: '--',
};

/** The filter group of a directory status. */
export function statusGroup(status: DirectoryStatus): LocationSyncStatus {
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
export function locationStatus(statuses: readonly DirectoryStatus[]): LocationSyncStatus {
  const groups = new Set(statuses.map(statusGroup));
  if (groups.has('not_in_sync')) return 'not_in_sync';
  if (groups.has('in_progress')) return 'in_progress';
  if (groups.has('in_sync')) return 'in_sync';
  return 'not_available';
}
