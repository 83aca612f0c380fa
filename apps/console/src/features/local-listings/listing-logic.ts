import { DIRECTORY_STATUS_LABELS, LOCATION_STATUS_LABELS } from '@plaudit/api-client';
import {
  type DirectoryStatus,
  LOCAL_LISTING_MESSAGES,
  type LocationSyncStatus,
  PHONE_PATTERN,
  SOURCE_OVERRIDE_MESSAGES,
} from '@plaudit/api-client/schemas';

/** Texts of spec 3 sections 2.1-2.3, 4, 5 and 8 (verbatim). */
export const LL_TEXT = {
  title: 'Local Listings',
  preview:
    'This is only a preview of Local Listings. Changes made here will not be published to any directories.',
  teaserTitle: 'Gain complete control over the entire Customer Journey',
  requestAccess: 'Request Access',
  requestSent: 'Request sent!',
  requestFailed: 'There was an error while sending your request.',
  tryAgain: 'Try again',
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
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
}

/** M/D/YYYY at h:mm a (the last-enabled date of Auto Sync). */
export function formatEnabledAt(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const h = d.getHours() % 12 || 12;
  const m = String(d.getMinutes()).padStart(2, '0');
  return `${formatCheckedDate(iso)} at ${h}:${m} ${d.getHours() < 12 ? 'am' : 'pm'}`;
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

// ---- Sync flyout (spec 3 sections 2.3 and 4.2) ----

export type FlyoutDisplayType =
  | 'in_sync'
  | 'non_admin'
  | 'missing_integration'
  | 'missing_location'
  | 'not_in_sync'
  | 'in_progress'
  | 'pending_sync';

/** The integration a directory depends on (others have none to check). */
export const DIRECTORY_INTEGRATION: Record<string, string> = {
  google_maps: 'google',
  facebook: 'facebook',
};

/**
 * The flyout's status: after a publish refresh, a disabled directory of a location with publishing
 * on shows not_in_sync while its status is in_sync or in_progress.
 */
export function flyoutStatus(
  status: DirectoryStatus,
  publishingEnabled: boolean,
  directoryEnabled: boolean,
): DirectoryStatus {
  if (
    publishingEnabled &&
    !directoryEnabled &&
    (status === 'in_sync' || status === 'in_progress' || status === 'published')
  )
    return 'not_in_sync';
  return status;
}

/** The display type, checked in the order of spec 3 section 4.2. */
export function flyoutDisplayType(input: {
  status: DirectoryStatus;
  isAdmin: boolean;
  /** null: the directory needs no integration (or it is unknown). */
  integrationStatus: 'active' | 'inactive' | 'expired' | 'missing' | null;
  hasReference: boolean;
}): FlyoutDisplayType {
  const { status } = input;
  if (status === 'in_sync' || status === 'published') return 'in_sync';
  if (!input.isAdmin) return 'non_admin';
  if (
    input.integrationStatus === 'inactive' ||
    input.integrationStatus === 'expired' ||
    input.integrationStatus === 'missing'
  )
    return 'missing_integration';
  if (input.integrationStatus === 'active' && !input.hasReference) return 'missing_location';
  if (status === 'not_in_sync' || status === 'action_required') return 'not_in_sync';
  if (status === 'in_progress' || status === 'pending_claim') return 'in_progress';
  if (status === 'pending_sync') return 'pending_sync';
  return 'not_in_sync';
}

export type CardColour = 'red' | 'grey' | 'green';

/** The card title and colour of a display type. */
export function flyoutCard(
  type: FlyoutDisplayType,
  ctx: { autoSyncPurchased: boolean; publishingEnabled: boolean; directoryEnabled: boolean },
): { title: string; colour: CardColour } {
  switch (type) {
    case 'in_sync':
      return { title: 'In Sync', colour: 'green' };
    case 'non_admin':
      return { title: 'Out of Sync', colour: 'red' };
    case 'missing_integration':
      return { title: 'Integrate This Directory', colour: 'red' };
    case 'missing_location':
      return { title: 'Add Location to Integration', colour: 'red' };
    case 'not_in_sync':
      if (ctx.autoSyncPurchased && !ctx.publishingEnabled)
        return { title: 'Auto Sync Off', colour: 'red' };
      if (!ctx.directoryEnabled && ctx.publishingEnabled)
        return { title: 'Directory Syncing Disabled', colour: 'red' };
      return { title: 'Data Points Out of Sync', colour: 'red' };
    case 'in_progress':
      return { title: 'Out of Sync', colour: ctx.publishingEnabled ? 'grey' : 'red' };
    case 'pending_sync':
      return { title: 'Pending Sync', colour: ctx.publishingEnabled ? 'grey' : 'red' };
  }
}

/** Field names as the sync-status text shows them. */
const FIELD_NAMES: Record<string, string> = {
  phone_number: 'phone',
  primary_category: 'category_name',
  name: 'public_name',
};
export const displayFieldName = (field: string) => FIELD_NAMES[field] ?? field;

/** 'Fields not in sync: phone, website' (empty when there are none). */
export function fieldsNotInSyncText(fields: readonly string[]): string {
  if (fields.length === 0) return '';
  return `${LL_TEXT.fieldsNotInSync}${fields.map(displayFieldName).join(', ')}`;
}

/** The out-of-sync fields named by a directory's status description. */
export function fieldsFromDescription(description: string | null | undefined): string[] {
  if (!description) return [];
  const d = description.toLowerCase();
  const out: string[] = [];
  if (d.includes('name')) out.push('name');
  if (d.includes('phone')) out.push('phone_number');
  if (d.includes('website')) out.push('website');
  if (d.includes('hours')) out.push('hours');
  if (d.includes('category')) out.push('primary_category');
  if (d.includes('address')) out.push('address');
  return out;
}

type DayHours = {
  open: boolean;
  is_24_hours?: boolean;
  hours?: { open_time: string; close_time: string }[];
};

/** One day's hours as text: Closed, 24 hrs, or the ranges. */
export function dayHoursText(day: DayHours | null | undefined): string {
  if (!day) return LL_TEXT.noInfo;
  if (!day.open) return 'Closed';
  if (day.is_24_hours) return '24 hrs';
  const ranges = (day.hours ?? []).map((h) => `${h.open_time} - ${h.close_time}`);
  return ranges.length ? ranges.join(', ') : 'Closed';
}

/** A field value as text, or 'No info found'. */
export const infoText = (value: string | null | undefined) =>
  value?.trim() ? value : LL_TEXT.noInfo;

// ---- Google Posts preview modal (spec 3 section 4.4) ----

export const GOOGLE_POSTS_COOKIE = 'plaudit_google_posts_preview';
export const GOOGLE_POSTS_COOKIE_DAYS = 365;
export const FINAL_MARKER = 'FINAL';

/** Whether the preview modal shows, from the cookie value and today (YYYY-MM-DD). */
export function shouldShowPostsPreview(cookie: string | null | undefined, today: string): boolean {
  if (!cookie) return true;
  if (cookie === FINAL_MARKER) return false;
  return cookie !== today;
}

/**
 * The cookie value written when the modal is dismissed: closing it the first time suppresses it
 * for today only; Got It or Show Me (or a later dismissal) makes it final.
 */
export function postsPreviewDismissal(
  previous: string | null | undefined,
  today: string,
  via: 'close' | 'got_it' | 'show_me',
): string {
  if (via !== 'close') return FINAL_MARKER;
  return previous ? FINAL_MARKER : today;
}

// ---- Bulk Add Photos (spec 3 sections 4.4, 5 and 6) ----

export const BULK_PHOTOS_TEXT = LOCAL_LISTING_MESSAGES.bulkPhotos;

/** Whether the Add Photos action is offered: media create, publishing, not a true bulk. */
export function canBulkAddPhotos(input: {
  mediaCreate: boolean;
  publishing: boolean;
  trueBulk: boolean;
  preview: boolean;
}): boolean {
  return input.mediaCreate && input.publishing && !input.trueBulk && !input.preview;
}

/**
 * Every selected location must have Auto Sync on (published: publishing enabled and found in
 * the Google integration). A selected id missing from the rows counts as a failure.
 */
export function bulkPhotosAllowed(
  rows: readonly { id: number; publishing_enabled: boolean; listing_status: ListingStatus }[],
  selectedIds: readonly number[],
): boolean {
  if (selectedIds.length === 0) return false;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return selectedIds.every((id) => {
    const r = byId.get(id);
    return Boolean(r?.publishing_enabled && r.listing_status === 'published');
  });
}

// ---- Directory-specific publishing (spec 3 section 4.3, spec 2 section 8) ----

export const DIRECTORY_SPECIFIC_FLAG = 'ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING';
/** A directory toggle shows busy this long after saving. */
export const DIRECTORY_BUSY_MS = 2000;
/** The directories Auto Sync publishes to. */
export const PUBLISHABLE_CODES = ['google_maps', 'facebook', 'apple_maps'] as const;

export const DIRECTORY_TEXT = {
  saved: SOURCE_OVERRIDE_MESSAGES.saved,
  publishingError: SOURCE_OVERRIDE_MESSAGES.publishingError,
  updateError: SOURCE_OVERRIDE_MESSAGES.updateError,
  phoneRequired: SOURCE_OVERRIDE_MESSAGES.phoneRequired,
  websiteRequired: SOURCE_OVERRIDE_MESSAGES.websiteRequired,
  allOn: 'Turn On All Directory Overrides',
  allOff: 'Turn Off All Directory Overrides',
  list: 'Auto Sync directories',
} as const;

type OverrideDir = {
  directory_code: string;
  rtx_source_id: number;
  directory_enabled: boolean;
  overrides: { id: number; phone: string | null; website: string | null; enabled: boolean } | null;
};

/** The publishable directories of a location, in the fixed order. */
export function publishableDirectories<T extends OverrideDir>(dirs: readonly T[]): T[] {
  return sortDirectories(
    dirs.filter((d) => (PUBLISHABLE_CODES as readonly string[]).includes(d.directory_code)),
  );
}

/** The toggle's value: the directory-specific override (on unless an override turns it off). */
export const directoryToggleOn = (d: OverrideDir) => d.overrides?.enabled ?? true;

/** The call a directory toggle makes: PATCH the existing override, else POST a new one. */
export function directoryOverrideCall(
  locationId: number,
  d: OverrideDir,
  enabled: boolean,
):
  | { method: 'PATCH'; id: number; body: { enabled: boolean } }
  | { method: 'POST'; body: { location_id: number; source_id: number; enabled: boolean } } {
  if (d.overrides) return { method: 'PATCH', id: d.overrides.id, body: { enabled } };
  return {
    method: 'POST',
    body: { location_id: locationId, source_id: d.rtx_source_id, enabled },
  };
}

export type OverrideDraft = {
  phoneOn: boolean;
  phone: string;
  websiteOn: boolean;
  website: string;
};

export function draftOf(d: OverrideDir): OverrideDraft {
  return {
    phoneOn: Boolean(d.overrides?.phone),
    phone: d.overrides?.phone ?? '',
    websiteOn: Boolean(d.overrides?.website),
    website: d.overrides?.website ?? '',
  };
}

/** Checking reveals the input; unchecking clears the value. */
export function setDraftCheck(
  draft: OverrideDraft,
  field: 'phone' | 'website',
  on: boolean,
): OverrideDraft {
  if (field === 'phone') return { ...draft, phoneOn: on, phone: on ? draft.phone : '' };
  return { ...draft, websiteOn: on, website: on ? draft.website : '' };
}

/** The all-overrides button: on checks every phone and website; off clears them all. */
export function setAllDrafts(
  drafts: Record<number, OverrideDraft>,
  on: boolean,
): Record<number, OverrideDraft> {
  const next: Record<number, OverrideDraft> = {};
  for (const [k, d] of Object.entries(drafts))
    next[Number(k)] = on
      ? { ...d, phoneOn: true, websiteOn: true }
      : { phoneOn: false, phone: '', websiteOn: false, website: '' };
  return next;
}

export const anyOverrideOn = (drafts: Record<number, OverrideDraft>) =>
  Object.values(drafts).some((d) => d.phoneOn || d.websiteOn);

/** A checked field needs a value (spec 2 section 5). Keyed `{sourceId}.phone|website`. */
export function draftErrors(drafts: Record<number, OverrideDraft>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [k, d] of Object.entries(drafts)) {
    if (d.phoneOn && !d.phone.trim()) errors[`${k}.phone`] = DIRECTORY_TEXT.phoneRequired;
    else if (d.phoneOn && !PHONE_PATTERN.test(d.phone.trim()))
      errors[`${k}.phone`] = 'Enter a 10-digit phone number';
    if (d.websiteOn && !d.website.trim()) errors[`${k}.website`] = DIRECTORY_TEXT.websiteRequired;
  }
  return errors;
}

/** The bodies to save: one per directory whose phone or website changed (empty clears). */
export function draftChanges(
  dirs: readonly OverrideDir[],
  drafts: Record<number, OverrideDraft>,
): { source_id: number; phone: string | null; website: string | null }[] {
  const out: { source_id: number; phone: string | null; website: string | null }[] = [];
  for (const d of dirs) {
    const draft = drafts[d.rtx_source_id];
    if (!draft) continue;
    const phone = draft.phoneOn && draft.phone.trim() ? draft.phone.trim() : null;
    const website = draft.websiteOn && draft.website.trim() ? draft.website.trim() : null;
    if (phone !== (d.overrides?.phone ?? null) || website !== (d.overrides?.website ?? null))
      out.push({ source_id: d.rtx_source_id, phone, website });
  }
  return out;
}

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
