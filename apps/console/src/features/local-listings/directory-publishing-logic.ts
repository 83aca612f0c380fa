import { PHONE_PATTERN, SOURCE_OVERRIDE_MESSAGES } from '@plaudit/api-client/schemas';
import { LOCATION_FLAGS } from '../locations/shared';

import { sortDirectories } from './listing-logic';

// ---- Directory-specific publishing (spec 3 section 4.3, spec 2 section 8) ----

/** The same flag as the location form's directory overrides: on unless switched off. */
export const DIRECTORY_SPECIFIC_FLAG = LOCATION_FLAGS.directoryPublishing;
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
