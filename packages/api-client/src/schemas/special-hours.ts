import * as v from 'valibot';
import { parseTime } from '../dates/times';
import { listQuery } from './common';
import {
  answer,
  array,
  boolean,
  type Infer,
  id,
  nullable,
  object,
  optional,
  partial,
  refine,
  type Schema,
  string,
  union,
} from './validate';
import { described } from './validation/described';

/** Messages of spec 2 section 5 (special hours). */
export const SPECIAL_HOURS_MESSAGES = {
  dateRequired: 'You must have a date selected',
  tooFarAhead: 'Date cannot be more than 10 years in advance.',
  duplicateDate: 'You already have special hours set for this date.',
  timesRequired: 'You must have an opening and closing time if location is open.',
  within24Hours: 'This date is within 24hrs so it may not be updated in time.',
} as const;

/** Special dates must be less than this many years ahead. */
export const SPECIAL_HOURS_MAX_YEARS = 10;
/** Holiday hours are fetched with this page size (spec 2 section 9). */
export const SPECIAL_HOURS_PAGE_SIZE = 250;

/** A time in any accepted input form, 'h A' of the bulk holiday entry included, as HH:mm, or null. */
export const normalizeTime = (input: string): string | null => parseTime(input, { hourOnly: true });

/** A time range of a special day; times may arrive in any accepted form or empty. */
export const specialHoursRange = object({
  open_time: optional(nullable(string({ max: 12 })), ''),
  close_time: optional(nullable(string({ max: 12 })), ''),
});
const specialHoursRangeFields = answer(v.object({ open_time: v.string(), close_time: v.string() }));
export interface SpecialHoursRange extends Infer<typeof specialHoursRangeFields> {}
export const specialHoursRangeAnswer: Schema<SpecialHoursRange> = specialHoursRangeFields;

const isDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** start_date: YYYY-MM-DD, or empty/null (the rules then answer 'You must have a date selected'). */
const startDate = () =>
  nullable(
    refine(string({ max: 10 }), (v) =>
      v === '' || isDate(v) ? null : 'start_date must be a date (YYYY-MM-DD)',
    ),
  );

const specialHoursFields = {
  start_date: optional(startDate()),
  closed: optional(boolean(), false),
  is_24_hours: optional(boolean(), false),
  hours: optional(array(specialHoursRange, { max: 6 }), []),
};

const specialHoursRow = answer(
  described(
    'A special (holiday) hours row as the API returns it.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      location_id: v.number(),
      start_date: v.string(),
      closed: v.boolean(),
      is_24_hours: v.boolean(),
      hours: v.array(specialHoursRangeAnswer),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/** A special (holiday) hours row as the API returns it. */
export interface SpecialHours extends Infer<typeof specialHoursRow> {}
export const specialHoursAnswer: Schema<SpecialHours> = specialHoursRow;

/** GET /special_hours: a location's rows from start_date on, by start_date. */
export const specialHoursListQuery = object({
  ...listQuery(['start_date'] as const, SPECIAL_HOURS_PAGE_SIZE),
  account_id: optional(id()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  start_date: optional(
    string({
      pattern: /^\d{4}-\d{2}-\d{2}$/,
      patternMessage: 'start_date must be a date (YYYY-MM-DD)',
    }),
  ),
  end_date: optional(
    string({
      pattern: /^\d{4}-\d{2}-\d{2}$/,
      patternMessage: 'end_date must be a date (YYYY-MM-DD)',
    }),
  ),
});
export type SpecialHoursListQuery = Infer<typeof specialHoursListQuery>;

/**
 * POST /special_hours: one location (`location_id`, a duplicate date is refused)
 * or the bulk holiday entry of spec 3 (`location_ids[]`: one row per location;
 * an existing row on that date is overridden, after the console's warning).
 */
export const specialHoursCreateBody = object({
  account_id: optional(id()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { min: 1, max: 1000 })),
  ...specialHoursFields,
});
export type SpecialHoursCreateBody = Infer<typeof specialHoursCreateBody>;

/** PATCH /special_hours/{id} */
export const specialHoursUpdateBody = partial(
  object({
    account_id: optional(id()),
    ...specialHoursFields,
  }),
);
export type SpecialHoursUpdateBody = Infer<typeof specialHoursUpdateBody>;

/** DELETE /special_hours/{id} (account_id optional, must be the caller's). */
export const specialHoursDeleteQuery = object({ account_id: optional(id()) });

/**
 * The special hours part of a location save (PATCH /locations/{id}): rows to
 * delete, create (ids ending '-new' are accepted and ignored) and update.
 */
export const specialHoursChanges = object({
  delete: optional(array(id(), { max: 500 }), []),
  create: optional(
    array(object({ id: optional(union(id(), string({ max: 64 }))), ...specialHoursFields }), {
      max: 500,
    }),
    [],
  ),
  update: optional(array(object({ id: id(), ...specialHoursFields }), { max: 500 }), []),
});
export type SpecialHoursChanges = Infer<typeof specialHoursChanges>;

/** Today (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** `date` plus `years` years (YYYY-MM-DD). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February plus years: 28 February when not a leap year.
  if (t.getUTCMonth() !== m - 1) t.setUTCDate(0);
  return t.toISOString().slice(0, 10);
}

export type SpecialHoursInput = {
  start_date?: string | null | undefined;
  closed?: boolean | undefined;
  is_24_hours?: boolean | undefined;
  hours?: { open_time?: string | null; close_time?: string | null }[] | undefined;
};

/**
 * The first rule of spec 2 section 5 a special hours row breaks, or null. The
 * duplicate-date rule needs the other rows and is checked by the caller.
 */
export function specialHoursProblem(row: SpecialHoursInput, today: string): string | null {
  if (!row.start_date) return SPECIAL_HOURS_MESSAGES.dateRequired;
  if (row.start_date >= addYears(today, SPECIAL_HOURS_MAX_YEARS))
    return SPECIAL_HOURS_MESSAGES.tooFarAhead;
  if (!row.closed && !row.is_24_hours) {
    const hours = row.hours ?? [];
    if (hours.length === 0 || hours.some((h) => !h.open_time?.trim() || !h.close_time?.trim()))
      return SPECIAL_HOURS_MESSAGES.timesRequired;
    for (const h of hours)
      if (!normalizeTime(h.open_time!) || !normalizeTime(h.close_time!))
        return 'Times must be written HH:mm or h:mm AM/PM';
  }
  return null;
}

/** Hours of a row normalised to HH:mm and sorted by opening time (none when closed or 24 hours). */
export function normalizeSpecialHours(row: SpecialHoursInput): SpecialHoursRange[] {
  if (row.closed || row.is_24_hours) return [];
  return (row.hours ?? [])
    .map((h) => ({
      open_time: normalizeTime(h.open_time ?? '') ?? '',
      close_time: normalizeTime(h.close_time ?? '') ?? '',
    }))
    .sort((a, b) => a.open_time.localeCompare(b.open_time));
}

export const bulkSpecialHoursAnswer = answer(
  described(
    'The answer of POST /special_hours with location_ids: one entry per location.',
    v.object({ special_hours: v.array(specialHoursAnswer) }),
  ),
);
/** The answer of POST /special_hours with location_ids: one entry per location. */
export interface BulkSpecialHours extends Infer<typeof bulkSpecialHoursAnswer> {}
