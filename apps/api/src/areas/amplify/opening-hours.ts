import { type PublicHolidayHours, WEEKDAYS, type WeekHours } from '@plaudit/api-client/schemas';

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
/** Weekday (monday...) and minutes since midnight at `at` in `timeZone`. */
export function localTime(
  at: Date,
  timeZone: string,
): { weekday: (typeof WEEKDAYS)[number]; minutes: number; date: string } | null {
  let fmt = weekdayFormats.get(timeZone);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    weekdayFormats.set(timeZone, fmt);
  }
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(at)) parts[p.type] = p.value;
  const weekday = parts.weekday?.toLowerCase() as (typeof WEEKDAYS)[number];
  if (!WEEKDAYS.includes(weekday)) return null;
  return {
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Open at `at` from the weekly hours in the location's time zone: a range
 * whose closing time is not after its opening time runs past midnight (so a
 * previous day's late range can still be open). Holiday hours for the day
 * take precedence. null when the hours are unknown.
 */
export function isOpenNow(
  hours: WeekHours | null,
  holidays: PublicHolidayHours[],
  timeZone: string,
  at = new Date(),
): boolean | null {
  if (!hours) return null;
  const now = localTime(at, timeZone);
  if (!now) return null;
  const m = now.minutes;
  const holiday = holidays.find((h) => h.date === now.date);
  if (holiday) {
    if (holiday.closed) return false;
    if (holiday.hours.length === 0) return true;
    return holiday.hours.some((r) => {
      const o = toMinutes(r.open_time);
      const c = toMinutes(r.close_time);
      return c > o ? m >= o && m < c : m >= o;
    });
  }
  const i = WEEKDAYS.indexOf(now.weekday);
  const today = hours[now.weekday];
  const yesterday = hours[WEEKDAYS[(i + 6) % 7]!];
  if (today?.open && today.is_24_hours) return true;
  if (today?.open)
    for (const r of today.hours) {
      const o = toMinutes(r.open_time);
      const c = toMinutes(r.close_time);
      if (c > o ? m >= o && m < c : m >= o) return true;
    }
  if (yesterday?.open && !yesterday.is_24_hours)
    for (const r of yesterday.hours) {
      const o = toMinutes(r.open_time);
      const c = toMinutes(r.close_time);
      if (c <= o && m < c) return true;
    }
  return false;
}

/** Holiday hours sent: today and later (in the location's time zone), this many at most. */
export const MAX_HOLIDAY_HOURS = 20;

export type SpecialHoursRow = {
  date: string;
  closed: boolean;
  is_24_hours: boolean;
  hours: { open_time: string; close_time: string }[] | null;
};

/** special_hours rows (migrations/0010_location_extras.sql) as the payload's holiday hours. */
export function holidayHours(rows: SpecialHoursRow[] | string | null): PublicHolidayHours[] {
  const list = (typeof rows === 'string' ? JSON.parse(rows) : rows) ?? [];
  return (list as SpecialHoursRow[]).map((r) => ({
    date: r.date,
    closed: r.closed,
    // Open all day is written as no ranges (PublicHolidayHours).
    hours: r.closed || r.is_24_hours ? [] : (r.hours ?? []),
  }));
}
