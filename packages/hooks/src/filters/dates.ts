import {
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subQuarters,
  subWeeks,
  subYears,
} from 'date-fns';

/** The date descriptors of the shared filter bar (spec 1 section 2). */
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

/** Inclusive calendar range, YYYY-MM-DD. */
export type DateRange = { from: string; to: string };

/** Start of `allTime` (the API has no open-ended ranges). */
export const ALL_TIME_FROM = '1970-01-01';

const ISO = 'yyyy-MM-dd';
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDateDescriptor(value: unknown): value is DateDescriptor {
  return typeof value === 'string' && (DATE_DESCRIPTORS as readonly string[]).includes(value);
}

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_PATTERN.test(value)) return false;
  const date = parse(value, ISO, new Date(2000, 0, 1));
  return isValid(date) && format(date, ISO) === value;
}

export function formatIsoDate(date: Date): string {
  return format(date, ISO);
}

function localDay(value: Date | string): Date {
  if (typeof value === 'string') return parse(value, ISO, new Date(2000, 0, 1));
  return new Date(value.getFullYear(), value.getMonth(), value.getDate());
}

const range = (from: Date, to: Date): DateRange => ({
  from: formatIsoDate(from),
  to: formatIsoDate(to),
});

/**
 * Resolves a descriptor to `{from, to}` relative to `today` (a Date or YYYY-MM-DD, read as a
 * local calendar day). Rolling ranges end today and start N days/months/years earlier; weeks
 * start on Sunday. `custom` returns the given range when both ends are valid dates, else null.
 * The same rules as ui-kit's date range picker, so both show the same dates.
 */
export function resolveDateDescriptor(
  descriptor: Exclude<DateDescriptor, 'custom'>,
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
  const now = localDay(today);
  switch (descriptor) {
    case 'today':
      return range(now, now);
    case 'yesterday':
      return range(subDays(now, 1), subDays(now, 1));
    case 'sevenDays':
      return range(subDays(now, 7), now);
    case 'fourteenDays':
      return range(subDays(now, 14), now);
    case 'thirtyDays':
      return range(subDays(now, 30), now);
    case 'threeMonths':
      return range(subMonths(now, 3), now);
    case 'sixMonths':
      return range(subMonths(now, 6), now);
    case 'twelveMonths':
      return range(subMonths(now, 12), now);
    case 'twoYears':
      return range(subYears(now, 2), now);
    case 'lastCalendarWeek': {
      const d = subWeeks(now, 1);
      return range(startOfWeek(d), endOfWeek(d));
    }
    case 'lastCalendarYear': {
      const d = subYears(now, 1);
      return range(startOfYear(d), endOfYear(d));
    }
    case 'prevMonth': {
      const d = subMonths(now, 1);
      return range(startOfMonth(d), endOfMonth(d));
    }
    case 'prevQuarter': {
      const d = subQuarters(now, 1);
      return range(startOfQuarter(d), endOfQuarter(d));
    }
    case 'mtd':
      return range(startOfMonth(now), now);
    case 'qtd':
      return range(startOfQuarter(now), now);
    case 'ytd':
      return range(startOfYear(now), now);
    case 'allTime':
      return { from: ALL_TIME_FROM, to: formatIsoDate(now) };
    case 'custom':
      return isIsoDate(custom?.from) && isIsoDate(custom?.to) && custom.from <= custom.to
        ? { from: custom.from, to: custom.to }
        : null;
  }
}
