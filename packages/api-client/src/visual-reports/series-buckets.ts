import { formatPeriod } from '../format/format';
import type { VisualReportBucket } from '../schemas/visual-reports';

/**
 * The bucket of a report's series follows its range, so a 30-day report is not two monthly
 * points: ranges of up to 31 days (a calendar month, whatever its length) are drawn per day,
 * up to 184 days (six calendar months, the longest is 184 days) per week, longer ones per
 * calendar month. Days are inclusive UTC dates (YYYY-MM-DD).
 */
export const DAY_BUCKETS_UP_TO_DAYS = 31;
export const WEEK_BUCKETS_UP_TO_DAYS = 184;

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** Days in [from, to], both ends included. */
export const daysInRange = (from: string, to: string) =>
  Math.floor((utc(to) - utc(from)) / DAY_MS) + 1;

/**
 * The bucket a visual report's series uses over [from, to]: `'day'` up to
 * `DAY_BUCKETS_UP_TO_DAYS`, `'week'` up to `WEEK_BUCKETS_UP_TO_DAYS`, `'month'` beyond.
 */
export function visualReportBucketOf(from: string, to: string): VisualReportBucket {
  const days = daysInRange(from, to);
  if (days <= DAY_BUCKETS_UP_TO_DAYS) return 'day';
  if (days <= WEEK_BUCKETS_UP_TO_DAYS) return 'week';
  return 'month';
}

/**
 * The first day of the bucket holding `iso`: the day itself, its week's Sunday (weeks run Sunday
 * to Saturday, as the date filter's calendar weeks do), its month's 1st.
 */
export function visualReportBucketStart(iso: string, bucket: VisualReportBucket): string {
  if (bucket === 'month') return `${iso.slice(0, 7)}-01`;
  if (bucket === 'day') return iso.slice(0, 10);
  const t = utc(iso);
  return new Date(t - new Date(t).getUTCDay() * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of the bucket starting at `start`. */
export function visualReportBucketEnd(start: string, bucket: VisualReportBucket): string {
  if (bucket === 'day') return start;
  if (bucket === 'week') return new Date(utc(start) + 6 * DAY_MS).toISOString().slice(0, 10);
  const d = new Date(utc(start));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** The buckets covering [from, to]: each one's start, end and whether the range cuts it. */
export function visualReportBuckets(
  from: string,
  to: string,
  bucket: VisualReportBucket,
): { start: string; end: string; partial: boolean }[] {
  const out: { start: string; end: string; partial: boolean }[] = [];
  for (
    let start = visualReportBucketStart(from, bucket);
    start <= to;
    start = new Date(utc(visualReportBucketEnd(start, bucket)) + DAY_MS).toISOString().slice(0, 10)
  ) {
    const end = visualReportBucketEnd(start, bucket);
    out.push({ start, end, partial: start < from || end > to });
  }
  return out;
}

/**
 * A point's label on every rendering (console, PNG, PDF), the shared formatter's period label:
 * a month reads as a month with its four-digit year ("Oct 2026", never "Oct 26", which reads as
 * a day); a day, or the week starting on it, reads as the day ("Nov 20"; in the long form
 * "Nov 20, 2026", "Week of Nov 15, 2026").
 */
export function formatVisualReportBucket(
  iso: string,
  bucket: VisualReportBucket,
  form: 'short' | 'long' = 'short',
  locale?: string,
): string {
  return formatPeriod(iso.slice(0, 10), bucket, { locale, form });
}

/** The note beside a series with a partial point (console and files say the same). */
export const VISUAL_REPORT_PARTIAL_NOTE = 'Hollow points: a period only partly in the range';
/** A partial point in the screen-reader table. */
export const VISUAL_REPORT_PARTIAL_SHORT = 'partly in the range';
