/**
 * Sync statuses of spec 3 section 4.1 on the server: which status a directory
 * is shown with, and the order of the status sort. Labels, groups and a
 * location's status over its directories live in @plaudit/api-client.
 */
import { LOCATION_STATUS_LABELS, locationStatus } from '@plaudit/api-client';
import {
  DIRECTORY_STATUSES,
  type DirectoryStatus,
  type LocationSyncStatus,
} from '@plaudit/api-client/schemas';

export { LOCATION_STATUS_LABELS, locationStatus };
export type SyncStatus = DirectoryStatus;

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
  const status = (DIRECTORY_STATUSES as readonly string[]).includes(directory.status)
    ? (directory.status as SyncStatus)
    : 'not_available';
  if (!directory.enabled && publishingEnabled && status !== 'not_available') return 'not_in_sync';
  return status;
}

/** Order of the status sort (descending puts problems first, the default). */
export const STATUS_RANK: Record<LocationSyncStatus, number> = {
  not_available: 0,
  in_sync: 1,
  in_progress: 2,
  not_in_sync: 3,
};
