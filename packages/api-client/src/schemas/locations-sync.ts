import * as v from 'valibot';
import { type SourceOverridesSave, sourceOverridesSave } from './location-source-overrides';
import { locationCreateBody, type WeekHours, weekHours } from './locations';
import {
  type SpecialHoursChanges,
  specialHoursChanges,
  specialHoursRangeAnswer,
} from './special-hours';
import {
  answer,
  array,
  boolean,
  type Infer,
  id,
  literal,
  nullable,
  object,
  optional,
  partial,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

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
export const diffFieldAnswer: Schema<DiffField> = v.picklist(DIFF_FIELDS);

const diffSpecialHoursFields = answer(
  v.object({
    start_date: v.string(),
    closed: v.boolean(),
    is_24_hours: v.boolean(),
    hours: v.array(specialHoursRangeAnswer),
  }),
);
export interface DiffSpecialHours extends Infer<typeof diffSpecialHoursFields> {}
export const diffSpecialHoursAnswer: Schema<DiffSpecialHours> = diffSpecialHoursFields;

/** A location's weekly hours as answers carry them (`WeekHours`). */
const dayHoursAnswer = v.object({
  open: v.boolean(),
  is_24_hours: v.boolean(),
  hours: v.array(v.object({ open_time: v.string(), close_time: v.string() })),
});
export const weekHoursAnswer: Schema<WeekHours> = v.object({
  monday: dayHoursAnswer,
  tuesday: dayHoursAnswer,
  wednesday: dayHoursAnswer,
  thursday: dayHoursAnswer,
  friday: dayHoursAnswer,
  saturday: dayHoursAnswer,
  sunday: dayHoursAnswer,
});

const diffValuesFields = answer(
  v.object({
    public_name: v.optional(v.nullable(v.string())),
    phone: v.optional(v.nullable(v.string())),
    website: v.optional(v.nullable(v.string())),
    open_status: v.optional(v.nullable(v.string())),
    hours: v.optional(v.nullable(weekHoursAnswer)),
    special_hours: v.optional(v.array(diffSpecialHoursAnswer)),
  }),
);
export interface DiffValues extends Infer<typeof diffValuesFields> {}
export const diffValuesAnswer: Schema<DiffValues> = diffValuesFields;

export const locationDiffAnswer = answer(
  described(
    "GET /locations/{id}/diff: the fields where Google (source) differs from the\nlocation (target). No changed fields: 'Nothing to sync'.",
    v.object({
      location_id: v.number(),
      google_place_id: v.string(),
      changed_fields: v.array(diffFieldAnswer),
      target: diffValuesAnswer,
      source: diffValuesAnswer,
    }),
  ),
);
/**
 * GET /locations/{id}/diff: the fields where Google (source) differs from the
 * location (target). No changed fields: 'Nothing to sync'.
 */
export interface LocationDiff extends Infer<typeof locationDiffAnswer> {}

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
export const bulkHoursResultAnswer = answer(
  v.object({
    updated: v.array(v.object({ location_id: v.number(), name: v.string() })),
    failed: v.array(
      v.object({ location_id: v.number(), name: v.nullable(v.string()), error: v.string() }),
    ),
  }),
);
export interface BulkHoursResult extends Infer<typeof bulkHoursResultAnswer> {}

/** Messages of spec 2 section 8 (bulk hours). */
export const BULK_HOURS_MESSAGES = {
  applyTo: (n: number) => `These changes will be applied to ${n} selected location(s)`,
  failedList: 'The following locations have an error and will not be synced:',
  failedCount: (n: number) =>
    n === 1 ? 'Location could not be updated' : `${n} locations could not be updated`,
  success: 'Successfully updated hours',
} as const;

/** The answer of POST /locations/{id}/diff: what accepting Google's values changed. */
export const locationSyncResultAnswer = answer(
  described(
    "The answer of POST /locations/{id}/diff: what accepting Google's values changed.",
    v.object({ message: v.string(), changed_fields: v.array(v.string()) }),
  ),
);
/** The answer of POST /locations/{id}/diff: what accepting Google's values changed. */
export interface LocationSyncResult extends Infer<typeof locationSyncResultAnswer> {}
