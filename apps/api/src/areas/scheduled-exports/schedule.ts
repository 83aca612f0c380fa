import { TZDate } from '@date-fns/tz';
import type { DateRangeLegend, EmailFrequency } from '@plaudit/api-client/schemas';
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfQuarter,
  format,
  getDaysInMonth,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subDays,
  subMonths,
  subQuarters,
  subYears,
} from 'date-fns';

/** Whether the runtime knows the IANA time zone (e.g. America/Chicago). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export type Schedule = {
  email_frequency: EmailFrequency;
  /** HH:mm */
  scheduled_time: string;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  day_of_month: number;
  time_zone: string;
};

/**
 * The first send strictly after `after`: daily at the time; weekly on the next
 * occurrence of the weekday; monthly on the day of month, clamped to the
 * month's last day (the 31st becomes the 30th in April, the 28th/29th in February).
 * Times are wall-clock times in the schedule's zone (a time a DST change skips
 * moves forward).
 */
export function nextRunAt(s: Schedule, after: Date): Date {
  const [h, mi] = s.scheduled_time.split(':').map(Number) as [number, number];
  const tz = s.time_zone;
  const now = new TZDate(after.getTime(), tz);
  const at = (day: Date, date = day.getDate()) =>
    new TZDate(day.getFullYear(), day.getMonth(), date, h, mi, tz);
  const candidates: TZDate[] = [];
  if (s.email_frequency === 'daily') {
    for (let k = 0; k < 3; k++) candidates.push(at(addDays(now, k)));
  } else if (s.email_frequency === 'weekly') {
    const ahead = (s.weekday - now.getDay() + 7) % 7;
    for (const k of [ahead, ahead + 7, ahead + 14]) candidates.push(at(addDays(now, k)));
  } else {
    const first = new TZDate(now.getFullYear(), now.getMonth(), 1, tz);
    for (let k = 0; k < 3; k++) {
      const month = addMonths(first, k);
      candidates.push(at(month, Math.min(s.day_of_month, getDaysInMonth(month))));
    }
  }
  const next = candidates.find((t) => t.getTime() > after.getTime());
  if (!next) throw new Error('no next run found');
  return new Date(next.getTime());
}

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * The dates a legend value covers at `at` in `tz`, both ends included, as
 * the published_after / published_before filters of the reviews list.
 * Rolling ranges end today (seven_days: today and the six days before).
 */
export function dateRangeFor(
  legend: DateRangeLegend,
  at: Date,
  tz: string,
): { from: string; to: string } {
  const today = new TZDate(at.getTime(), tz);
  const to = ymd(today);
  const daysBack = (n: number) => ({ from: ymd(subDays(today, n)), to });
  // The day after the same day n months ago (month ends clamp).
  const monthsBack = (n: number) => ({ from: ymd(addDays(subMonths(today, n), 1)), to });
  const whole = (start: Date, end: Date) => ({ from: ymd(start), to: ymd(end) });
  switch (legend) {
    case 'today':
      return { from: to, to };
    case 'yesterday':
      return whole(subDays(today, 1), subDays(today, 1));
    case 'seven_days':
      return daysBack(6);
    case 'fourteen_days':
      return daysBack(13);
    case 'thirty_days':
      return daysBack(29);
    case 'three_months':
      return monthsBack(3);
    case 'six_months':
      return monthsBack(6);
    case 'twelve_months':
      return monthsBack(12);
    case 'last_calendar_week': {
      const sunday = subDays(today, today.getDay() + 7);
      return whole(sunday, addDays(sunday, 6));
    }
    case 'last_calendar_year': {
      const year = startOfYear(subYears(today, 1));
      return whole(year, subDays(addMonths(year, 12), 1));
    }
    case 'previous_month': {
      const month = startOfMonth(subMonths(today, 1));
      return whole(month, endOfMonth(month));
    }
    case 'previous_quarter': {
      const quarter = startOfQuarter(subQuarters(today, 1));
      return whole(quarter, endOfQuarter(quarter));
    }
    case 'month_to_date':
      return { from: ymd(startOfMonth(today)), to };
    case 'quarter_to_date':
      return { from: ymd(startOfQuarter(today)), to };
    case 'year_to_date':
      return { from: ymd(startOfYear(today)), to };
  }
}
