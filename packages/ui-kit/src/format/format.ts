/**
 * The one date, period, relative time and distance format of every screen, from the account's
 * locale. It lives in `@plaudit/api-client` (plain TypeScript on `Intl`) so the server's PNG and
 * PDF reports write dates as the console does; ui-kit re-exports it for the screens.
 */
export {
  accountLocale,
  DEFAULT_LOCALE,
  type DistanceUnit,
  distanceUnit,
  type FormatOptions,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMonth,
  formatPeriod,
  formatRelative,
  type Period,
} from '@plaudit/api-client';
