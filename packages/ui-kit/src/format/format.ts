/**
 * One date format and one distance format for every screen, from the account's locale: dates
 * as the locale's medium date ("Nov 27, 2026" in en-US), date and time with the locale's short
 * time ("Nov 27, 2026, 3:04 PM"), distances in miles where the locale's region measures roads
 * in miles (the United States) and in kilometres elsewhere.
 *
 * Exports and form fields that a specification fixes (CSV's `export-{date}.csv`, MM/DD/YY date
 * inputs) keep their own formats; these are for reading.
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
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
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

/** "Nov 2026" (en-US): a month of a chart or a trend. */
export function formatMonth(
  value: string | Date | null | undefined,
  { locale = DEFAULT_LOCALE }: FormatOptions = {},
): string {
  const p = value ? parse(value) : null;
  if (!p) return '';
  return cached(
    `m|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(p.date);
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
