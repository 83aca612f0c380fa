import type { DateRangeLegend, EmailFrequency } from '@plaudit/api-client/schemas';

/** Calendar fields of an instant in a time zone. */
type Parts = { y: number; m: number; d: number; h: number; mi: number; wd: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(tz, f);
  }
  return f;
}

const WD = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as Record<string, number>;

export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

export function zonedParts(at: Date, tz: string): Parts {
  const p: Record<string, string> = {};
  for (const { type, value } of formatter(tz).formatToParts(at)) p[type] = value;
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    wd: WD[p.weekday!]!,
  };
}

/** The instant at which the wall clock in `tz` shows y-m-d h:mi (DST gaps move forward). */
export function zonedTime(y: number, m: number, d: number, h: number, mi: number, tz: string) {
  const wall = Date.UTC(y, m - 1, d, h, mi);
  let t = wall;
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(new Date(t), tz);
    const shown = Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi);
    if (shown === wall) break;
    t += wall - shown;
  }
  return new Date(t);
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Adds days to a calendar date (no time zone involved). */
function addDays(y: number, m: number, d: number, n: number) {
  const x = new Date(Date.UTC(y, m - 1, d + n));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
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
 */
export function nextRunAt(s: Schedule, after: Date): Date {
  const [h, mi] = s.scheduled_time.split(':').map(Number) as [number, number];
  const now = zonedParts(after, s.time_zone);
  if (s.email_frequency === 'daily') {
    for (let k = 0; k < 3; k++) {
      const day = addDays(now.y, now.m, now.d, k);
      const t = zonedTime(day.y, day.m, day.d, h, mi, s.time_zone);
      if (t > after) return t;
    }
  } else if (s.email_frequency === 'weekly') {
    const ahead = (s.weekday - now.wd + 7) % 7;
    for (const k of [ahead, ahead + 7, ahead + 14]) {
      const day = addDays(now.y, now.m, now.d, k);
      const t = zonedTime(day.y, day.m, day.d, h, mi, s.time_zone);
      if (t > after) return t;
    }
  } else {
    for (let k = 0; k < 3; k++) {
      const y = now.y + Math.floor((now.m - 1 + k) / 12);
      const m = ((now.m - 1 + k) % 12) + 1;
      const d = Math.min(s.day_of_month, daysInMonth(y, m));
      const t = zonedTime(y, m, d, h, mi, s.time_zone);
      if (t > after) return t;
    }
  }
  throw new Error('no next run found');
}

const ymd = (x: { y: number; m: number; d: number }) =>
  `${x.y}-${String(x.m).padStart(2, '0')}-${String(x.d).padStart(2, '0')}`;

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
  const t = zonedParts(at, tz);
  const today = { y: t.y, m: t.m, d: t.d };
  const back = (n: number) => addDays(t.y, t.m, t.d, -n);
  const monthsBack = (n: number) => {
    const total = t.y * 12 + (t.m - 1) - n;
    const y = Math.floor(total / 12);
    const m = (total % 12) + 1;
    const start = { y, m, d: Math.min(t.d, daysInMonth(y, m)) };
    return addDays(start.y, start.m, start.d, 1);
  };
  const quarterStart = (y: number, m: number) => ({ y, m: m - ((m - 1) % 3), d: 1 });
  switch (legend) {
    case 'today':
      return { from: ymd(today), to: ymd(today) };
    case 'yesterday':
      return { from: ymd(back(1)), to: ymd(back(1)) };
    case 'seven_days':
      return { from: ymd(back(6)), to: ymd(today) };
    case 'fourteen_days':
      return { from: ymd(back(13)), to: ymd(today) };
    case 'thirty_days':
      return { from: ymd(back(29)), to: ymd(today) };
    case 'three_months':
      return { from: ymd(monthsBack(3)), to: ymd(today) };
    case 'six_months':
      return { from: ymd(monthsBack(6)), to: ymd(today) };
    case 'twelve_months':
      return { from: ymd(monthsBack(12)), to: ymd(today) };
    case 'last_calendar_week': {
      const sunday = back(t.wd + 7);
      return { from: ymd(sunday), to: ymd(addDays(sunday.y, sunday.m, sunday.d, 6)) };
    }
    case 'last_calendar_year':
      return { from: `${t.y - 1}-01-01`, to: `${t.y - 1}-12-31` };
    case 'previous_month': {
      const y = t.m === 1 ? t.y - 1 : t.y;
      const m = t.m === 1 ? 12 : t.m - 1;
      return { from: ymd({ y, m, d: 1 }), to: ymd({ y, m, d: daysInMonth(y, m) }) };
    }
    case 'previous_quarter': {
      const q = quarterStart(t.y, t.m);
      const y = q.m === 1 ? q.y - 1 : q.y;
      const m = q.m === 1 ? 10 : q.m - 3;
      return { from: ymd({ y, m, d: 1 }), to: ymd({ y, m: m + 2, d: daysInMonth(y, m + 2) }) };
    }
    case 'month_to_date':
      return { from: ymd({ y: t.y, m: t.m, d: 1 }), to: ymd(today) };
    case 'quarter_to_date':
      return { from: ymd(quarterStart(t.y, t.m)), to: ymd(today) };
    case 'year_to_date':
      return { from: `${t.y}-01-01`, to: ymd(today) };
  }
}
