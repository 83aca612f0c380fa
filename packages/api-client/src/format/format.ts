/**
 * One date format and one distance format for every screen, from the account's locale: dates
 * as the locale's medium date ("Nov 27, 2026" in en-US), date and time with the locale's short
 * time ("Nov 27, 2026, 3:04 PM"), months of a chart "Nov 2026", a chart's day or week "Nov 20",
 * times relative to now "3 days ago" / "in 2 hours", distances in miles where the locale's
 * region measures roads in miles (the United States) and in kilometres elsewhere.
 *
 * Plain TypeScript on `Intl` (no React, no date-fns locale data), so the console (through
 * `@plaudit/ui-kit`, which re-exports it) and the server (PNG/PDF reports, recommendations)
 * write dates the same way.
 *
 * Exports and form fields that a specification fixes (CSV's `export-{date}.csv`, MM/DD/YY date
 * inputs, the local listings' M/D/YYYY) keep their own formats; these are for reading.
 */

/** The locale of an account's language (the console's language is English, spoken in the US). */
const LANGUAGE_LOCALES: Record<string, string> = {
  en: 'en-US',
  es: 'es-US',
  fr: 'fr-FR',
  de: 'de-DE',
};
export const DEFAULT_LOCALE = 'en-US';

/** The account's locale from its language code ('en' → 'en-US'); a full tag is kept. */
export function accountLocale(language: string | null | undefined): string {
  if (!language) return DEFAULT_LOCALE;
  const known = LANGUAGE_LOCALES[language];
  if (known) return known;
  try {
    return Intl.getCanonicalLocales(language)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export type DistanceUnit = 'mi' | 'km';

/** Regions whose roads are signed in miles. */
const MILE_REGIONS = new Set(['US', 'LR', 'MM']);

/** Miles for a locale of the United States (en-US, es-US), kilometres otherwise. */
export function distanceUnit(locale: string): DistanceUnit {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region && MILE_REGIONS.has(region) ? 'mi' : 'km';
}

const KM_PER_MILE = 1.609344;
type AnyFormat = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;
const cache = new Map<string, AnyFormat>();
function cached<T extends AnyFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** A calendar date (YYYY-MM-DD) is that day wherever the reader is; a timestamp is a moment. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
function parse(value: string | Date): { date: Date; dateOnly: boolean } | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { date: value, dateOnly: false };
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

export interface FormatOptions {
  locale?: string;
  /** IANA zone to show a moment in; the reader's own zone when not given. */
  timeZone?: string;
}

/** "Nov 27, 2026" (en-US); '' when there is no valid date. */
export function formatDate(
  value: string | Date | null | undefined,
  { locale = DEFAULT_LOCALE, timeZone }: FormatOptions = {},
): string {
  const p = value ? parse(value) : null;
  if (!p) return '';
  const zone = p.dateOnly ? 'UTC' : timeZone;
  return cached(
    `d|${locale}|${zone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }),
  ).format(p.date);
}

/** "Nov 27, 2026, 3:04 PM" (en-US); a calendar date alone is formatted as a date. */
export function formatDateTime(
  value: string | Date | null | undefined,
  { locale = DEFAULT_LOCALE, timeZone }: FormatOptions = {},
): string {
  const p = value ? parse(value) : null;
  if (!p) return '';
  if (p.dateOnly) return formatDate(value, { locale });
  return cached(
    `dt|${locale}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  ).format(p.date);
}

/**
 * A period's first day as a calendar date: a series' point names its period by a date
 * ("2026-03", "2026-03-01", "2026-03-01T00:00:00Z"), whose day is the period's wherever the
 * reader is.
 */
const LEADING_DAY = /^(\d{4}-\d{2})(-\d{2})?(?:[T ]|$)/;
function periodStart(value: string | Date): { date: Date; dateOnly: boolean } | null {
  if (value instanceof Date) return parse(value);
  const m = LEADING_DAY.exec(value);
  return m ? parse(`${m[1]}${m[2] ?? '-01'}`) : parse(value);
}

/** "Nov 2026" (en-US): a month of a chart or a trend. */
export function formatMonth(
  value: string | Date | null | undefined,
  { locale = DEFAULT_LOCALE }: FormatOptions = {},
): string {
  const p = value ? periodStart(value) : null;
  if (!p) return '';
  return cached(
    `m|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(p.date);
}

/** The length of a chart's point: a day, a week (starting on its first day) or a month. */
export type Period = 'day' | 'week' | 'month';

/**
 * A chart's axis or point label for the period starting on `value`. Short (axis): a month with
 * its four-digit year ("Oct 2026", never "Oct 26", which reads as a day), a day or a week by its
 * first day ("Nov 20"). Long (tables, screen readers): "Oct 2026", "Nov 20, 2026",
 * "Week of Nov 15, 2026". Calendar dates are read in UTC, as the series are bucketed.
 */
export function formatPeriod(
  value: string | Date | null | undefined,
  period: Period,
  { locale = DEFAULT_LOCALE, form = 'short' }: { locale?: string; form?: 'short' | 'long' } = {},
): string {
  if (period === 'month') return formatMonth(value, { locale });
  const p = value ? periodStart(value) : null;
  if (!p) return '';
  if (form === 'long') {
    const day = formatDate(p.date, { locale, timeZone: 'UTC' });
    return period === 'week' ? `Week of ${day}` : day;
  }
  return cached(
    `pd|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  ).format(p.date);
}

const SECOND = 1000;
/** The unit a span is told in, the largest that keeps it at one or more (30 days make a month). */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400 * SECOND],
  ['month', 30 * 86_400 * SECOND],
  ['day', 86_400 * SECOND],
  ['hour', 3_600 * SECOND],
  ['minute', 60 * SECOND],
];

/**
 * How long ago or how far ahead a moment is from `now`, in the locale: "3 days ago",
 * "in 2 hours", "1 minute ago"; under a minute "now". Whole units, rounded; '' without a valid
 * date.
 */
export function formatRelative(
  value: string | Date | null | undefined,
  now: Date = new Date(),
  { locale = DEFAULT_LOCALE }: { locale?: string } = {},
): string {
  const p = value ? parse(value) : null;
  if (!p) return '';
  const diff = p.date.getTime() - now.getTime();
  const span = Math.abs(diff);
  const relative = (numeric: 'always' | 'auto') =>
    cached(`r|${locale}|${numeric}`, () => new Intl.RelativeTimeFormat(locale, { numeric }));
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (span >= ms) return relative('always').format(Math.sign(diff) * Math.round(span / ms), unit);
  }
  return relative('auto').format(0, 'second');
}

/** "1.2 mi" (en-US) or "1.9 km" from kilometres, to one decimal; '' for a missing distance. */
export function formatDistance(
  km: number | null | undefined,
  {
    locale = DEFAULT_LOCALE,
    unit = distanceUnit(locale),
  }: { locale?: string; unit?: DistanceUnit } = {},
): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '';
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  const number = cached(
    `n|${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
  ).format(value);
  return `${number} ${unit}`;
}
