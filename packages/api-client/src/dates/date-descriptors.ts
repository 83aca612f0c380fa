/**
 * The date descriptors of the shared filter bar (spec 1, section 2) and their resolution to
 * calendar ranges. One implementation for the hooks (URL filters) and the ui-kit (date range
 * picker), so both show the same dates. Plain `Date` arithmetic in local time with the rules of
 * date-fns (month ends clamp, weeks start on Sunday), so this package keeps no runtime
 * dependencies.
 */

/** Every date descriptor of the shared filter bar (spec 1, section 2), in display order. */
export const DATE_DESCRIPTORS = [
  'today',
  'yesterday',
  'sevenDays',
  'fourteenDays',
  'thirtyDays',
  'threeMonths',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'lastCalendarWeek',
  'lastCalendarYear',
  'prevMonth',
  'prevQuarter',
  'mtd',
  'qtd',
  'ytd',
  'allTime',
  'custom',
] as const;

export type DateDescriptor = (typeof DATE_DESCRIPTORS)[number];
/** Every descriptor that resolves without a user-entered range. */
export type PresetDateDescriptor = Exclude<DateDescriptor, 'custom'>;

/** Presets that can be scheduled (spec 1, section 5: "today through ytd, without allTime"). */
export const SCHEDULABLE_DATE_DESCRIPTORS: readonly PresetDateDescriptor[] =
  DATE_DESCRIPTORS.filter(
    (d): d is Exclude<PresetDateDescriptor, 'allTime'> => d !== 'allTime' && d !== 'custom',
  );

/** Labels shown for each descriptor. The spec names "30 days, 6 months, 12 months, 2 years, all time". */
export const DATE_DESCRIPTOR_LABELS: Readonly<Record<DateDescriptor, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  sevenDays: '7 days',
  fourteenDays: '14 days',
  thirtyDays: '30 days',
  threeMonths: '3 months',
  sixMonths: '6 months',
  twelveMonths: '12 months',
  twoYears: '2 years',
  lastCalendarWeek: 'Last calendar week',
  lastCalendarYear: 'Last calendar year',
  prevMonth: 'Previous month',
  prevQuarter: 'Previous quarter',
  mtd: 'Month to date',
  qtd: 'Quarter to date',
  ytd: 'Year to date',
  allTime: 'All time',
  custom: 'Custom',
};

/** A date range as sent in the URL and the API: both ends inclusive, YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

/** Start date used for allTime (the API has no open-ended ranges). */
export const ALL_TIME_FROM = '1970-01-01';

/** Format used in the URL and the API (date-fns tokens). */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value (from the URL, storage) is one of `DATE_DESCRIPTORS`, narrowing its type. */
export function isDateDescriptor(value: unknown): value is DateDescriptor {
  return typeof value === 'string' && (DATE_DESCRIPTORS as readonly string[]).includes(value);
}

/** An invalid descriptor falls back to a default for the range (spec 1, section 2). */
export function normalizeDateDescriptor(
  value: unknown,
  fallback: DateDescriptor = 'sevenDays',
): DateDescriptor {
  return isDateDescriptor(value) ? value : fallback;
}

/** The start of a local calendar day; the day and month may overflow (day 0 = the last of the month before). */
function localDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day); // setFullYear keeps years 0-99 as written
  date.setHours(0, 0, 0, 0);
  return date;
}

/**
 * A Date (its local calendar day) or a YYYY-MM-DD string (read as a local calendar date) at the
 * start of that day. A string that is not a real calendar date gives an invalid Date.
 */
export function toLocalDate(value: Date | string): Date {
  if (typeof value !== 'string') {
    const date = new Date(value.getTime());
    date.setHours(0, 0, 0, 0);
    return date;
  }
  const match = ISO_PATTERN.exec(value);
  if (!match) return new Date(Number.NaN);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = localDay(year, month, day);
  const real = year > 0 && date.getMonth() === month && date.getDate() === day;
  return real ? date : new Date(Number.NaN);
}

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(toLocalDate(value).getTime());
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The local calendar day of `date` as YYYY-MM-DD; an invalid Date throws a RangeError. */
export function formatIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const year = date.getFullYear();
  // Years before 1 are written as era years (0 is 1 BC), as date-fns does.
  const eraYear = year > 0 ? year : 1 - year;
  return `${pad(eraYear, 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

const addDays = (date: Date, days: number) =>
  localDay(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The same day `months` months later, clamped to the end of a shorter month. */
function addMonths(date: Date, months: number): Date {
  const year = date.getFullYear();
  const month = date.getMonth() + months;
  const lastDay = localDay(year, month + 1, 0).getDate();
  return localDay(year, month, Math.min(date.getDate(), lastDay));
}

/** The first day of the calendar month, quarter or year (`months` 1, 3 or 12) that holds `date`. */
function startOfPeriod(date: Date, months: number): Date {
  return localDay(date.getFullYear(), date.getMonth() - (date.getMonth() % months), 1);
}

/** Rolling ranges end today and start this many days, or months, earlier. */
const ROLLING_DAYS = { today: 0, sevenDays: 7, fourteenDays: 14, thirtyDays: 30 } as const;
const ROLLING_MONTHS = { threeMonths: 3, sixMonths: 6, twelveMonths: 12, twoYears: 24 } as const;
/** Calendar ranges: the period (1, 3 or 12 months) before today's, or today's up to today. */
const PREVIOUS_PERIOD_MONTHS = { prevMonth: 1, prevQuarter: 3, lastCalendarYear: 12 } as const;
const PERIOD_TO_DATE_MONTHS = { mtd: 1, qtd: 3, ytd: 12 } as const;

function range(from: Date, to: Date): DateRange {
  return { from: formatIsoDate(from), to: formatIsoDate(to) };
}

/**
 * Resolves a descriptor to an inclusive calendar range relative to `today` (a Date or YYYY-MM-DD,
 * read as a local calendar day; now by default). Rolling ranges ("7 days", "3 months"...) end
 * today and start the same day N days/months/years earlier (month ends clamp); calendar ranges
 * use Sunday-based weeks. `custom` returns the given range when both ends are real dates in
 * order, else null.
 */
export function resolveDateDescriptor(
  descriptor: PresetDateDescriptor,
  today?: Date | string,
): DateRange;
export function resolveDateDescriptor(
  descriptor: DateDescriptor,
  today?: Date | string,
  custom?: Partial<DateRange> | null,
): DateRange | null;
export function resolveDateDescriptor(
  descriptor: DateDescriptor,
  today: Date | string = new Date(),
  custom?: Partial<DateRange> | null,
): DateRange | null {
  const now = toLocalDate(today);
  switch (descriptor) {
    case 'today':
    case 'sevenDays':
    case 'fourteenDays':
    case 'thirtyDays':
      return range(addDays(now, -ROLLING_DAYS[descriptor]), now);
    case 'yesterday':
      return range(addDays(now, -1), addDays(now, -1));
    case 'threeMonths':
    case 'sixMonths':
    case 'twelveMonths':
    case 'twoYears':
      return range(addMonths(now, -ROLLING_MONTHS[descriptor]), now);
    case 'lastCalendarWeek': {
      const sunday = addDays(now, -7 - now.getDay());
      return range(sunday, addDays(sunday, 6));
    }
    case 'prevMonth':
    case 'prevQuarter':
    case 'lastCalendarYear': {
      const months = PREVIOUS_PERIOD_MONTHS[descriptor];
      const start = startOfPeriod(addMonths(now, -months), months);
      return range(start, addDays(addMonths(start, months), -1));
    }
    case 'mtd':
    case 'qtd':
    case 'ytd':
      return range(startOfPeriod(now, PERIOD_TO_DATE_MONTHS[descriptor]), now);
    case 'allTime':
      return { from: ALL_TIME_FROM, to: formatIsoDate(now) };
    case 'custom': {
      // Spec 1 section 5: from is not after to, and to is not after today (a later end is
      // read as today; a range that starts after today is not a range).
      if (!isIsoDate(custom?.from) || !isIsoDate(custom?.to) || custom.from > custom.to)
        return null;
      const last = formatIsoDate(now);
      if (custom.from > last) return null;
      // ISO dates compare as text.
      if (custom.to > last) return { from: custom.from, to: last };
      return { from: custom.from, to: custom.to };
    }
  }
}
