import {
  accountLocale,
  DEFAULT_LOCALE,
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatDistance as formatDistanceIn,
  formatMonth as formatMonthIn,
  formatPeriod as formatPeriodIn,
  formatRelative as formatRelativeIn,
  type Period,
} from '@plaudit/ui-kit';

/**
 * The console's one date and distance format, in the signed-in account's locale (ui-kit's
 * formatters; AppLayout sets the locale from the account's language). Dates read "Nov 27, 2026",
 * moments "Nov 27, 2026, 3:04 PM", chart months "Nov 2026" and days "Nov 20", relative times
 * "3 days ago", distances "1.2 mi" in the United States and "1.9 km"
 * elsewhere. Formats a specification fixes (CSV file names, MM/DD/YY date inputs, the local
 * listings' M/D/YYYY) are not these.
 */
let locale = DEFAULT_LOCALE;

/** Sets the locale from the account's language ('en' → en-US); idempotent. */
export function setAccountLocale(language: string | null | undefined): void {
  locale = accountLocale(language);
}

export const currentLocale = () => locale;

export const formatDate = (value: string | Date | null | undefined) =>
  formatDateIn(value, { locale });

export const formatDateTime = (value: string | Date | null | undefined) =>
  formatDateTimeIn(value, { locale });

export const formatMonth = (value: string | Date | null | undefined) =>
  formatMonthIn(value, { locale });

/** A chart's axis or point label: "Nov 2026", "Nov 20"; long: "Nov 20, 2026", "Week of Nov 15, 2026". */
export const formatPeriod = (
  value: string | Date | null | undefined,
  period: Period,
  form: 'short' | 'long' = 'short',
) => formatPeriodIn(value, period, { locale, form });

/** "3 days ago", "in 2 hours" from now (or from `now`). */
export const formatRelative = (value: string | Date | null | undefined, now?: Date) =>
  formatRelativeIn(value, now, { locale });

/** A distance given in kilometres, in the locale's unit; '—' when unknown. */
export const formatDistance = (km: number | null | undefined) =>
  km === null || km === undefined ? '—' : formatDistanceIn(km, { locale });
