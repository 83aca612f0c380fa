import type { SpecialHours, SpecialHoursChanges } from '@plaudit/api-client';
import { SPECIAL_HOURS_MESSAGES, specialHoursProblem, todayIn } from '@plaudit/api-client/schemas';
import { formatTime12, parseTime, TWENTY_FOUR_HOURS } from './hours';

/** A holiday hours row in the form; new rows have an id ending '-new'. */
export type HolidayRow = {
  id: string;
  start_date: string;
  closed: boolean;
  is_24_hours: boolean;
  hours: { open_time: string; close_time: string }[];
};

/** Designed text (the spec names the rule, not its words). */
export const CONSECUTIVE_CLOSED_WARNING =
  'You have 7 or more consecutive closed days. Directories such as Google may mark the location temporarily closed or reject these hours.';

export const isNewRow = (row: Pick<HolidayRow, 'id'>) => row.id.endsWith('-new');

let counter = 0;
/** An empty new row ('-new' id). */
export function newHolidayRow(): HolidayRow {
  counter += 1;
  return {
    id: `${Date.now().toString(36)}${counter}-new`,
    start_date: '',
    closed: false,
    is_24_hours: false,
    hours: [{ open_time: '9:00 AM', close_time: '5:00 PM' }],
  };
}

/** API rows as form rows (times h:mm A). */
export function holidayRowsFromApi(rows: readonly SpecialHours[]): HolidayRow[] {
  return rows.map((r) => ({
    id: String(r.id),
    start_date: r.start_date,
    closed: r.closed,
    is_24_hours: r.is_24_hours,
    hours: r.hours.map((h) => ({
      open_time: formatTime12(h.open_time),
      close_time: formatTime12(h.close_time),
    })),
  }));
}

/** Today (YYYY-MM-DD) in the browser's time zone. */
export function localToday(now = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

/**
 * The first problem of each row (spec 2 section 5): a date is required, less than 10 years
 * ahead, not used twice, and an open day needs opening and closing times.
 */
export function holidayErrors(rows: readonly HolidayRow[], today: string): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const row of rows)
    if (row.start_date) seen.set(row.start_date, (seen.get(row.start_date) ?? 0) + 1);
  for (const row of rows) {
    const problem = specialHoursProblem(row, today);
    if (problem) out[row.id] = problem;
    else if ((seen.get(row.start_date) ?? 0) > 1)
      out[row.id] = SPECIAL_HOURS_MESSAGES.duplicateDate;
    else if (
      !row.closed &&
      !row.is_24_hours &&
      row.hours.some((h) => !parseTime(h.open_time) || !parseTime(h.close_time))
    )
      out[row.id] = 'Enter times as h:mm AM/PM or HH:mm';
  }
  return out;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Warnings of each row: the date is within 24 hours (today or tomorrow). */
export function holidayWarnings(
  rows: readonly HolidayRow[],
  today: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const t = dayNumber(today);
  for (const row of rows) {
    if (!row.start_date) continue;
    const d = dayNumber(row.start_date);
    if (d >= t && d - t <= 1) out[row.id] = SPECIAL_HOURS_MESSAGES.within24Hours;
  }
  return out;
}

/** True when 7 or more consecutive days are set closed. */
export function hasLongClosure(rows: readonly HolidayRow[], minDays = 7): boolean {
  const days = [
    ...new Set(rows.filter((r) => r.closed && r.start_date).map((r) => dayNumber(r.start_date))),
  ].sort((a, b) => a - b);
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1;
    if (run >= minDays) return true;
  }
  return false;
}

function rowBody(row: HolidayRow) {
  const open = !row.closed && !row.is_24_hours;
  return {
    start_date: row.start_date,
    closed: row.closed,
    is_24_hours: !row.closed && row.is_24_hours,
    hours: open
      ? row.hours.map((h) => ({
          open_time: parseTime(h.open_time) ?? h.open_time,
          close_time: parseTime(h.close_time) ?? h.close_time,
        }))
      : [],
  };
}

const sameRow = (a: HolidayRow, b: HolidayRow) =>
  JSON.stringify(rowBody(a)) === JSON.stringify(rowBody(b));

/**
 * The special_hours part of the one location PATCH: removed rows are deleted, '-new' rows
 * created and changed existing rows updated. Null when nothing changed.
 */
export function holidayChanges(
  original: readonly HolidayRow[],
  rows: readonly HolidayRow[],
): SpecialHoursChanges | null {
  const current = new Map(rows.map((r) => [r.id, r]));
  const del = original.filter((r) => !current.has(r.id)).map((r) => Number(r.id));
  const create = rows.filter(isNewRow).map((r) => ({ id: r.id, ...rowBody(r) }));
  const before = new Map(original.map((r) => [r.id, r]));
  const update = rows
    .filter((r) => !isNewRow(r) && before.has(r.id) && !sameRow(before.get(r.id)!, r))
    .map((r) => ({ id: Number(r.id), ...rowBody(r) }));
  if (!del.length && !create.length && !update.length) return null;
  return { delete: del, create, update };
}

/**
 * Whether saving needs the 'override existing dates' confirmation: a new or changed dated row
 * (spec 2 section 5) while the location has holiday hours already. A location without any (a
 * new one) has no dates to override, so it is not asked.
 */
export function needsOverrideConfirmation(
  changes: SpecialHoursChanges | null,
  existing: readonly HolidayRow[],
): boolean {
  if (!changes || existing.length === 0) return false;
  return [...changes.create, ...changes.update].some((r) => Boolean(r.start_date));
}

/** YYYY-MM-DD as MM/DD/YY. */
export function formatShortDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[2]}/${m[3]}/${m[1]!.slice(2)}` : date;
}

/** A holiday row as shown on the detail page: Closed, 24 hrs or 12-hour times. */
export function describeHoliday(row: {
  closed: boolean;
  is_24_hours: boolean;
  hours: { open_time: string; close_time: string }[];
}): string {
  if (row.closed) return 'Closed';
  if (row.is_24_hours) return '24 hrs';
  return row.hours
    .map((h) => `${formatTime12(h.open_time)} - ${formatTime12(h.close_time)}`)
    .join(', ');
}

/** A time typed into a holiday row: '24 hours' turns the row into a 24-hour day. */
export function setHolidayTime(
  row: HolidayRow,
  index: number,
  field: 'open_time' | 'close_time',
  value: string,
): HolidayRow {
  if (value.trim().toLowerCase() === TWENTY_FOUR_HOURS)
    return { ...row, is_24_hours: true, closed: false };
  const hours = row.hours.length ? [...row.hours] : [{ open_time: '', close_time: '' }];
  hours[index] = { ...(hours[index] ?? { open_time: '', close_time: '' }), [field]: value };
  return { ...row, hours, is_24_hours: false, closed: false };
}
