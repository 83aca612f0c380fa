import {
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  format,
  isAfter,
  isBefore,
  isValid,
  parse,
  parseISO,
  startOfDay,
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

/** A date range as sent in the URL: both ends inclusive, YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

/** Start date used for allTime (the API has no open-ended ranges). */
export const ALL_TIME_FROM = '1970-01-01';

/** Format used in the URL and the API. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';
/** Format typed into the custom range inputs (spec: MM/DD/YY, strict). */
export const US_DATE_FORMAT = 'MM/dd/yy';

export const DATE_REQUIRED = 'Date Required';
export const INVALID_DATE_RANGE = 'Invalid Date Range';
export type CustomRangeError = typeof DATE_REQUIRED | typeof INVALID_DATE_RANGE;

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

/** Accepts a Date or a YYYY-MM-DD string (read as a local calendar date). */
export function toLocalDate(value: Date | string): Date {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return startOfDay(date);
}

export function formatIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}

function range(from: Date, to: Date): DateRange {
  return { from: formatIsoDate(from), to: formatIsoDate(to) };
}

/**
 * Resolves a descriptor to an inclusive calendar range relative to `today`. Rolling ranges
 * ("7 days", "3 months"...) end today and start the same day N days/months/years earlier;
 * calendar ranges use Sunday-based weeks. `custom` returns the given range, or null without one.
 */
export function resolveDateDescriptor(
  descriptor: PresetDateDescriptor,
  today: Date | string,
): DateRange;
export function resolveDateDescriptor(
  descriptor: DateDescriptor,
  today: Date | string,
  custom?: Partial<DateRange> | null,
): DateRange | null;
export function resolveDateDescriptor(
  descriptor: DateDescriptor,
  today: Date | string,
  custom?: Partial<DateRange> | null,
): DateRange | null {
  const now = toLocalDate(today);
  switch (descriptor) {
    case 'today':
      return range(now, now);
    case 'yesterday': {
      const y = subDays(now, 1);
      return range(y, y);
    }
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
      const lastWeek = subWeeks(now, 1);
      return range(startOfWeek(lastWeek), endOfWeek(lastWeek));
    }
    case 'lastCalendarYear': {
      const lastYear = subYears(now, 1);
      return range(startOfYear(lastYear), endOfYear(lastYear));
    }
    case 'prevMonth': {
      const lastMonth = subMonths(now, 1);
      return range(startOfMonth(lastMonth), endOfMonth(lastMonth));
    }
    case 'prevQuarter': {
      const lastQuarter = subQuarters(now, 1);
      return range(startOfQuarter(lastQuarter), endOfQuarter(lastQuarter));
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
      return custom?.from && custom.to ? { from: custom.from, to: custom.to } : null;
  }
}

const US_DATE_PATTERN = /^\d{2}\/\d{2}\/\d{2}$/;

/**
 * Strictly parses MM/DD/YY: two digits each, a real calendar date (02/30/24 is refused).
 * Two-digit years resolve to the century closest to `reference`. Returns null when invalid.
 */
export function parseUsDate(text: string, reference: Date | string = new Date()): Date | null {
  const trimmed = text.trim();
  if (!US_DATE_PATTERN.test(trimmed)) return null;
  const parsed = parse(trimmed, US_DATE_FORMAT, toLocalDate(reference));
  if (!isValid(parsed) || format(parsed, US_DATE_FORMAT) !== trimmed) return null;
  return parsed;
}

/** Formats a YYYY-MM-DD string (or a Date) as MM/DD/YY for the custom inputs. */
export function formatUsDate(value: Date | string): string {
  const date = toLocalDate(value);
  return isValid(date) ? format(date, US_DATE_FORMAT) : '';
}

export type CustomRangeResult =
  | { ok: true; range: DateRange }
  | { ok: false; error: CustomRangeError; field: 'from' | 'to' };

/**
 * Validates the custom range inputs (spec 1, section 5): both dates required ('Date Required');
 * an unparseable date, from after to, or to after today gives 'Invalid Date Range'.
 */
export function validateCustomRange(
  fromText: string,
  toText: string,
  today: Date | string,
): CustomRangeResult {
  const now = toLocalDate(today);
  if (!fromText.trim()) return { ok: false, error: DATE_REQUIRED, field: 'from' };
  if (!toText.trim()) return { ok: false, error: DATE_REQUIRED, field: 'to' };
  const from = parseUsDate(fromText, now);
  if (!from) return { ok: false, error: INVALID_DATE_RANGE, field: 'from' };
  const to = parseUsDate(toText, now);
  if (!to) return { ok: false, error: INVALID_DATE_RANGE, field: 'to' };
  if (isAfter(from, to)) return { ok: false, error: INVALID_DATE_RANGE, field: 'from' };
  if (isAfter(to, now)) return { ok: false, error: INVALID_DATE_RANGE, field: 'to' };
  return { ok: true, range: range(from, to) };
}

export type SingleDateResult = { ok: true; date: string } | { ok: false; error: CustomRangeError };

/** Single-date mode: the date is required and must be today or later. */
export function validateSingleDate(text: string, today: Date | string): SingleDateResult {
  const now = toLocalDate(today);
  if (!text.trim()) return { ok: false, error: DATE_REQUIRED };
  const date = parseUsDate(text, now);
  if (!date || isBefore(date, now)) return { ok: false, error: INVALID_DATE_RANGE };
  return { ok: true, date: formatIsoDate(date) };
}
