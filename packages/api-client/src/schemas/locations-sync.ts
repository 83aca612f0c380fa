import { type SourceOverridesSave, sourceOverridesSave } from './location-source-overrides';
import { locationCreateBody, type WeekHours, weekHours } from './locations';
import {
  type SpecialHoursChanges,
  type SpecialHoursRange,
  specialHoursChanges,
} from './special-hours';
import {
  array,
  boolean,
  type Infer,
  id,
  literal,
  nullable,
  object,
  optional,
  partial,
  string,
} from './validate';

/**
 * PATCH /locations/{id}: the location fields plus, optionally, its special hours
 * changes and directory overrides, saved in one transaction in the order of
 * spec 2 section 4 (special hours: deletes then creates and updates; then the
 * overrides; then the location). If a step fails nothing changes.
 */
export const locationSaveBody = partial(
  object({
    ...locationCreateBody.entries,
    special_hours: optional(specialHoursChanges),
    source_overrides: optional(sourceOverridesSave),
  }),
);
export type LocationSaveBody = Infer<typeof locationSaveBody>;
export type { SourceOverridesSave, SpecialHoursChanges };

/** Messages of spec 2 section 8 (sync from Google). */
export const SYNC_MESSAGES = {
  synced: 'Successfully synced location',
  syncError: 'An error occurred while trying to sync location info',
  diffError: 'An error occured fetching location info diff',
  nothingToSync: 'Nothing to sync',
  holidayWarning: 'Holiday hours differ. Proceeding will override existing dates.',
  noInfo: 'No info found',
} as const;

export const DIFF_FIELDS = [
  'public_name',
  'phone',
  'website',
  'open_status',
  'hours',
  'special_hours',
] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

export type DiffSpecialHours = {
  start_date: string;
  closed: boolean;
  is_24_hours: boolean;
  hours: SpecialHoursRange[];
};
export type DiffValues = {
  public_name?: string | null;
  phone?: string | null;
  website?: string | null;
  open_status?: string | null;
  hours?: WeekHours | null;
  special_hours?: DiffSpecialHours[];
};

/**
 * GET /locations/{id}/diff: the fields where Google (source) differs from the
 * location (target). No changed fields: 'Nothing to sync'.
 */
export type LocationDiff = {
  location_id: number;
  google_place_id: string;
  changed_fields: DiffField[];
  target: DiffValues;
  source: DiffValues;
};

export const locationDiffQuery = object({ nonce: optional(string({ max: 100 })) });
/** POST /locations/{id}/diff {override: true}: applies Google's values. */
export const locationDiffApplyBody = object({ override: literal(true) });
export type LocationDiffApplyBody = Infer<typeof locationDiffApplyBody>;

/**
 * POST /locations/bulk_hours: the same weekly hours for several locations.
 * Each location is saved on its own; the answer lists the updated and the
 * failed ones (status 200 even when some fail; 400 only for a bad request).
 */
export const bulkHoursBody = object({
  account_id: optional(id()),
  location_ids: array(id(), { min: 1, max: 1000 }),
  hours: nullable(weekHours),
  remove_hours: optional(boolean()),
});
export type BulkHoursBody = Infer<typeof bulkHoursBody>;
export type BulkHoursResult = {
  updated: { location_id: number; name: string }[];
  failed: { location_id: number; name: string | null; error: string }[];
};

/** Messages of spec 2 section 8 (bulk hours). */
export const BULK_HOURS_MESSAGES = {
  applyTo: (n: number) => `These changes will be applied to ${n} selected location(s)`,
  failedList: 'The following locations have an error and will not be synced:',
  failedCount: (n: number) =>
    n === 1 ? 'Location could not be updated' : `${n} locations could not be updated`,
  success: 'Successfully updated hours',
} as const;

/** The answer of POST /locations/{id}/diff: what accepting Google's values changed. */
export type LocationSyncResult = { message: string; changed_fields: string[] };
