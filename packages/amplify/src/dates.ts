import type { Lang } from './i18n';

/** A review or response date, e.g. "Mar 4, 2025" / "4 mars 2025"; '' when invalid. */
export function formatDate(lang: Lang, iso: string, opts?: Intl.DateTimeFormatOptions): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(
    lang,
    opts ?? {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: iso.length === 10 ? 'UTC' : undefined,
    },
  ).format(d);
}
