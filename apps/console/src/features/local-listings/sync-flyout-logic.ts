import { formatTime12 } from '@plaudit/api-client';
import type { DirectoryStatus } from '@plaudit/api-client/schemas';

/** Texts of spec 3 sections 2.1-2.3, 4, 5 and 8 (verbatim). */
import { LL_TEXT } from './listing-logic';

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
  // h:mm AM/PM, as everywhere else in the console.
  const ranges = (day.hours ?? []).map(
    (h) => `${formatTime12(h.open_time)} - ${formatTime12(h.close_time)}`,
  );
  return ranges.length ? ranges.join(', ') : 'Closed';
}

/** A field value as text, or 'No info found'. */
export const infoText = (value: string | null | undefined) =>
  value?.trim() ? value : LL_TEXT.noInfo;
