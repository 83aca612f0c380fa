import { DIRECTORY_STATUS_LABELS, LOCATION_STATUS_LABELS } from '@plaudit/api-client';
import {
  type DirectoryStatus,
  type ListingDirectory,
  LOCAL_LISTING_MESSAGES,
  type LocationSyncStatus,
} from '@plaudit/api-client/schemas';
import { format } from 'date-fns';

/** Texts of spec 3 sections 2.1-2.3, 4, 5 and 8 (verbatim). */

export const LL_TEXT = {
  title: 'Local Listings',
  preview:
    'This is only a preview of Local Listings. Changes made here will not be published to any directories.',
  teaserTitle: 'Gain complete control over the entire Customer Journey',
  notSetUp: 'The locations selected are not set up for Local Listings',
  fetchError: 'An error occurred trying to fetch locations',
  sourcesError: 'Error Fetching Sources',
  noDirectories: 'No directories found for this location',
  yelpBeta: 'Yelp is in a temporary Beta mode, updates may be delayed.',
  noGoogle: 'Cannot Publish: No active Google integration.',
  cannotPublish: (reason: string) => `Cannot Publish: ${reason}`,
  notPurchased: LOCAL_LISTING_MESSAGES.autoSyncNotPurchased,
  enabled: LOCAL_LISTING_MESSAGES.autoSyncEnabled,
  disabled: LOCAL_LISTING_MESSAGES.autoSyncDisabled,
  publishError: LOCAL_LISTING_MESSAGES.publishError,
  contactUs: 'Do you need to update information not listed here?',
  fieldsNotInSync: 'Fields not in sync: ',
  noInfo: 'No info found',
  copied: 'Copied!',
  contactAdmin: 'Please contact an administrator...',
  holidaySuccess: 'Your holiday hours have been updated.',
  continueAnyway: 'Continue anyway',
  postSubmitted: LOCAL_LISTING_MESSAGES.postSubmitted,
  postFailed: LOCAL_LISTING_MESSAGES.postFailed,
  bulkGooglePost: LOCAL_LISTING_MESSAGES.bulkGooglePost,
  imageLoad: 'There was an error during image load. Please try again or refresh the page.',
  imageTimeout: 'Unable to process image, please try again later',
  imageType: 'Files must be JPG or PNG',
  imageTooLarge: 'Images must be less than 5MB',
  imageTooSmall: 'Images must be at least 250px by 250px',
  imageTooMany: "You can't upload more than 1 image",
  imageLimit: 'Limit of 1 image reached',
} as const;

/** The fixed directory order of spec 3 sections 2.1 and 9. */
export const DIRECTORY_ORDER = [
  'google_maps',
  'facebook',
  'apple_maps',
  'bing',
  'trip_advisor',
  'yelp_api',
] as const;
export const DIRECTORY_LABELS: Record<string, string> = {
  google_maps: 'Google',
  facebook: 'Facebook',
  apple_maps: 'Apple Maps',
  bing: 'Bing',
  trip_advisor: 'Tripadvisor',
  yelp_api: 'Yelp',
};

/** Sorts anything carrying a directory_code into the fixed order; unknown codes go last. */
export function sortDirectories<T extends { directory_code: string }>(list: readonly T[]): T[] {
  const rank = (c: string) => {
    const i = (DIRECTORY_ORDER as readonly string[]).indexOf(c);
    return i < 0 ? DIRECTORY_ORDER.length : i;
  };
  return [...list].sort((a, b) => rank(a.directory_code) - rank(b.directory_code));
}

/** Breakpoints of spec 3 section 2.1. */
export const BREAKPOINTS = { mobile: 600, tablet: 800, desktop: 1000 } as const;

/** Visible directory columns: 3 at 1000 and up, 2 from 800 to 1000, 1 below 800. */
export function visibleColumnCount(width: number): number {
  if (width >= BREAKPOINTS.desktop) return 3;
  if (width >= BREAKPOINTS.tablet) return 2;
  return 1;
}

/** The directory column window: start clamped, and whether the arrows can move. */
export function columnWindow(start: number, visible: number, total: number) {
  const count = Math.max(1, Math.min(visible, total));
  const first = Math.max(0, Math.min(start, Math.max(0, total - count)));
  return {
    start: first,
    end: first + count,
    canLeft: first > 0,
    canRight: first + count < total,
  };
}

const PROGRESS = new Set<DirectoryStatus>(['pending_sync', 'in_progress', 'pending_claim']);
const PENDING_CODES = new Set(['google_maps', 'facebook', 'apple_maps']);

/**
 * The label of a directory status (spec 3 section 4.1). `bordered` is the bordered variant, where
 * Google, Facebook and Apple show 'Pending' while in progress.
 */
export function directoryStatusLabel(
  status: DirectoryStatus,
  options: { bordered?: boolean; directoryCode?: string } = {},
): string {
  if (PROGRESS.has(status) && options.bordered && PENDING_CODES.has(options.directoryCode ?? ''))
    return 'Pending';
  return DIRECTORY_STATUS_LABELS[status] ?? DIRECTORY_STATUS_LABELS.not_available;
}

/** The tone of a status (icon and colour). */
export function statusTone(status: DirectoryStatus | LocationSyncStatus) {
  if (PROGRESS.has(status as DirectoryStatus)) return 'progress';
  if (status === 'action_required' || status === 'not_in_sync') return 'problem';
  if (status === 'published' || status === 'in_sync') return 'ok';
  return 'none';
}

export { LOCATION_STATUS_LABELS };

/** The status filter options (All statuses is the empty selection). */
export const STATUS_FILTER_OPTIONS = [
  { value: 'in_sync', label: LOCATION_STATUS_LABELS.in_sync },
  { value: 'in_progress', label: LOCATION_STATUS_LABELS.in_progress },
  { value: 'not_in_sync', label: LOCATION_STATUS_LABELS.not_in_sync },
] as const;

export const selectedText = (n: number, noun: 'statuses' | 'sources') => `${n} ${noun} selected`;

/** M/D/YYYY, or N/A. */
export function formatCheckedDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return format(d, 'M/d/yyyy');
}

/** M/D/YYYY at h:mm a (the last-enabled date of Auto Sync). */
export function formatEnabledAt(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return format(d, "M/d/yyyy 'at' h:mm aaa");
}

// ---- Auto Sync toggle (spec 3 section 4.3) ----

export type ListingStatus = 'published' | 'eligible_not_published' | 'not_eligible';

export const autoSyncInitial = (status: ListingStatus) => status === 'published';

/** Why the toggle is disabled (its tooltip), or null when it can be used. */
export function autoSyncBlock(input: {
  pending: boolean;
  purchased: boolean;
  listingStatus: ListingStatus;
  reason: string | null;
}): { disabled: boolean; tooltip: string | null; noGoogle: boolean } {
  if (!input.purchased) return { disabled: true, tooltip: LL_TEXT.notPurchased, noGoogle: false };
  if (input.listingStatus === 'not_eligible') {
    const noGoogle = input.reason === LOCAL_LISTING_MESSAGES.noGoogleIntegration;
    return {
      disabled: true,
      tooltip: noGoogle ? LL_TEXT.noGoogle : LL_TEXT.cannotPublish(input.reason ?? 'Not eligible'),
      noGoogle,
    };
  }
  return { disabled: input.pending, tooltip: null, noGoogle: false };
}

/** The toggle stays locked this long after a change. */
export const AUTO_SYNC_LOCK_MS = 2000;

// ---- The internal table (spec 3 section 2.1) ----

/**
 * The internal table is for people acting inside a customer's account who are not its own users:
 * a partner shadowing a child account, or an impersonating support user. The account's own
 * users keep the main table.
 */
export function showInternalTable(auth: {
  isShadowing: boolean;
  isImpersonated: boolean;
  hasPartnerSession: boolean;
}): boolean {
  return auth.isShadowing || auth.isImpersonated || auth.hasPartnerSession;
}

export const INTERNAL_TEXT = { expandAll: 'Expand all statuses', hideAll: 'Hide all statuses' };

/** The header toggle: every row open or none. */
export function toggleAllExpanded(open: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const allOpen = ids.length > 0 && ids.every((id) => open.has(id));
  return allOpen ? new Set() : new Set(ids);
}

/**
 * The account's listings score: directory listings in sync (or published) out of those that
 * exist (a directory without a listing for a location does not count). null with none.
 */
export function listingsScore(statuses: Partial<Record<DirectoryStatus, number>>) {
  const count = (s: DirectoryStatus) => statuses[s] ?? 0;
  const inSync = count('in_sync') + count('published');
  const problems = count('not_in_sync') + count('action_required');
  const total = Object.entries(statuses)
    .filter(([s]) => s !== 'not_available')
    .reduce((n, [, v]) => n + (v ?? 0), 0);
  if (total === 0) return null;
  return { percent: Math.round((inSync / total) * 100), inSync, problems, total };
}

/** The directories that make a location out of sync, by their display names. */
export function outOfSyncCauses(directories: readonly ListingDirectory[]): string[] {
  return directories
    .filter((d) => statusTone(d.status) === 'problem')
    .map((d) => DIRECTORY_LABELS[d.directory_code] ?? d.directory_name);
}
