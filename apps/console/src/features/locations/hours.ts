import { formatTime12, parseTime, type Weekday, type WeekHours } from '@plaudit/api-client';
import { WEEKDAYS } from '@plaudit/api-client/schemas';

/** The API's time parsing and display, re-exported for the hours editors. */
export { formatTime12, parseTime };

/** The text of the '24 hours' time option (spec 2 section 5). */
export const TWENTY_FOUR_HOURS = '24 hours';

/** A time entry is valid: '24 hours', or a time in an accepted form (else error styling). */
export function isValidTimeEntry(input: string): boolean {
  return input.trim().toLowerCase() === TWENTY_FOUR_HOURS || parseTime(input) !== null;
}

/** The time options: every 30 minutes (h:mm A) plus '24 hours'. */
export const TIME_OPTIONS: readonly string[] = [
  ...Array.from({ length: 48 }, (_, i) =>
    formatTime12(`${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`),
  ),
  TWENTY_FOUR_HOURS,
];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One day in the editor: the times as typed (shown h:mm A). */
export type DayDraft = {
  open: boolean;
  is_24_hours: boolean;
  hours: { open_time: string; close_time: string }[];
};
export type WeekDraft = Record<Weekday, DayDraft>;

/** The hours part of the form: the week (null when the location has no hours). */
export type HoursState = { week: WeekDraft | null; remove_hours: boolean };

const DEFAULT_RANGE = { open_time: '9:00 AM', close_time: '5:00 PM' };

/** The location's hours as editor state (times shown h:mm A). */
export function hoursFromLocation(hours: WeekHours | null | undefined): HoursState {
  if (!hours) return { week: null, remove_hours: false };
  const week = {} as WeekDraft;
  for (const day of WEEKDAYS) {
    const d = hours[day];
    week[day] = {
      open: d.open,
      is_24_hours: d.is_24_hours,
      hours: d.hours.map((h) => ({
        open_time: formatTime12(h.open_time),
        close_time: formatTime12(h.close_time),
      })),
    };
  }
  return { week, remove_hours: false };
}

/** 'Add Hours': an all-days-closed week. */
export function addHours(): HoursState {
  // A usual week to adjust (Monday to Friday 9 to 5), never a week of closed days that one
  // careless Save would publish.
  const week = {} as WeekDraft;
  for (const day of WEEKDAYS)
    week[day] = WORKDAYS.includes(day)
      ? { open: true, is_24_hours: false, hours: [{ ...DEFAULT_RANGE }] }
      : { open: false, is_24_hours: false, hours: [] };
  return { week, remove_hours: false };
}

/** Monday to Friday. */
export const WORKDAYS: readonly Weekday[] = WEEKDAYS.slice(0, 5);

/** 'Copy Monday to all weekdays': Tuesday to Friday get Monday's hours. */
export function copyMondayToWeekdays(state: HoursState): HoursState {
  if (!state.week) return state;
  const monday = state.week.monday;
  const week = { ...state.week };
  for (const day of WORKDAYS.slice(1))
    week[day] = { ...monday, hours: monday.hours.map((h) => ({ ...h })) };
  return { ...state, week };
}

/** 'Remove Hours': no hours, flagged remove_hours. */
export function removeHours(): HoursState {
  return { week: null, remove_hours: true };
}

function updateDay(state: HoursState, day: Weekday, fn: (d: DayDraft) => DayDraft): HoursState {
  if (!state.week) return state;
  return { ...state, week: { ...state.week, [day]: fn(state.week[day]) } };
}

/** Closed ↔ open; an opened day starts 9:00 AM to 5:00 PM. */
export function setDayOpen(state: HoursState, day: Weekday, open: boolean): HoursState {
  return updateDay(state, day, (d) =>
    open
      ? { open: true, is_24_hours: false, hours: d.hours.length ? d.hours : [{ ...DEFAULT_RANGE }] }
      : { open: false, is_24_hours: false, hours: [] },
  );
}

/** The '24 hours' option of an open day. */
export function setDay24(state: HoursState, day: Weekday, on: boolean): HoursState {
  return updateDay(state, day, (d) => ({
    ...d,
    open: true,
    is_24_hours: on,
    hours: on ? d.hours : d.hours.length ? d.hours : [{ ...DEFAULT_RANGE }],
  }));
}

/**
 * A time typed or chosen: '24 hours' switches the day to 24-hour mode; any other time
 * leaves 24-hour mode.
 */
export function setDayTime(
  state: HoursState,
  day: Weekday,
  index: number,
  field: 'open_time' | 'close_time',
  value: string,
): HoursState {
  if (value.trim().toLowerCase() === TWENTY_FOUR_HOURS) return setDay24(state, day, true);
  return updateDay(state, day, (d) => {
    const hours = d.hours.length ? [...d.hours] : [{ open_time: '', close_time: '' }];
    hours[index] = { ...(hours[index] ?? { open_time: '', close_time: '' }), [field]: value };
    return { open: true, is_24_hours: false, hours };
  });
}

export function addRange(state: HoursState, day: Weekday): HoursState {
  return updateDay(state, day, (d) => ({
    ...d,
    hours: [...d.hours, { open_time: '', close_time: '' }],
  }));
}

export function removeRange(state: HoursState, day: Weekday, index: number): HoursState {
  return updateDay(state, day, (d) => {
    const hours = d.hours.filter((_, i) => i !== index);
    return hours.length ? { ...d, hours } : { open: false, is_24_hours: false, hours: [] };
  });
}

/** Problems of the week: day → message (an open day needs valid opening and closing times). */
export function hoursErrors(state: HoursState): Partial<Record<Weekday, string>> {
  const out: Partial<Record<Weekday, string>> = {};
  if (!state.week) return out;
  for (const day of WEEKDAYS) {
    const d = state.week[day];
    if (!d.open || d.is_24_hours) continue;
    if (d.hours.length === 0) out[day] = 'Enter opening and closing times';
    else if (d.hours.some((h) => !parseTime(h.open_time) || !parseTime(h.close_time)))
      out[day] = 'Enter times as h:mm AM/PM or HH:mm';
  }
  return out;
}

/** The week as the API takes it (times HH:mm), or null. */
export function hoursToApi(state: HoursState): WeekHours | null {
  if (!state.week) return null;
  const out = {} as WeekHours;
  for (const day of WEEKDAYS) {
    const d = state.week[day];
    out[day] = {
      open: d.open,
      is_24_hours: d.open && d.is_24_hours,
      hours:
        d.open && !d.is_24_hours
          ? d.hours
              .map((h) => ({
                open_time: parseTime(h.open_time) ?? '',
                close_time: parseTime(h.close_time) ?? '',
              }))
              .sort((a, b) => a.open_time.localeCompare(b.open_time))
          : [],
    };
  }
  return out;
}

/** A day as shown on the detail page: 'Closed', '24 hrs' or '9:00 AM - 5:00 PM, …'. */
export function describeDay(d: {
  open: boolean;
  is_24_hours: boolean;
  hours: { open_time: string; close_time: string }[];
}): string {
  if (!d.open) return 'Closed';
  if (d.is_24_hours) return '24 hrs';
  if (d.hours.length === 0) return 'Open';
  return d.hours
    .map((h) => `${formatTime12(h.open_time)} - ${formatTime12(h.close_time)}`)
    .join(', ');
}
