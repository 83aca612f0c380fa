import type { SourceMetrics } from '@plaudit/api-client';
import { CHART_COLORS, sliceFractions } from '@plaudit/ui-kit';
import { formatMonth } from '../../lib/format';

/** The chart colour palette (spec 1 §9: five colours; each has 3:1 contrast on white). */
export { CHART_COLORS };
/** The source pie shows the top 4 sources plus 'Other' (spec 1 §9). */
export const PIE_TOP_SOURCES = 4;
/** A slice is drawn at least this many percent wide so that it stays visible (spec 1 §9). */
export const PIE_MIN_PERCENTAGE = 1;
export const OTHER_LABEL = 'Other';

export type PieSlice = {
  key: string;
  label: string;
  count: number;
  /** The real share, in percent. */
  percentage: number;
  /** The drawn share: at least PIE_MIN_PERCENTAGE, scaled so that the slices add up to 100. */
  drawn: number;
  color: string;
};

/** The slices of the source pie: the four largest sources, then every other source as 'Other'. */
export function pieSlices(sources: readonly SourceMetrics[]): PieSlice[] {
  const total = sources.reduce((n, s) => n + s.total_reviews, 0);
  if (!total) return [];
  const sorted = [...sources]
    .filter((s) => s.total_reviews > 0)
    .sort((a, b) => b.total_reviews - a.total_reviews || a.name.localeCompare(b.name));
  const top = sorted.slice(0, PIE_TOP_SOURCES);
  const rest = sorted.slice(PIE_TOP_SOURCES);
  const raw = top.map((s) => ({ key: String(s.source_id), label: s.name, count: s.total_reviews }));
  const otherCount = rest.reduce((n, s) => n + s.total_reviews, 0);
  if (otherCount > 0) raw.push({ key: 'other', label: OTHER_LABEL, count: otherCount });
  const pct = (n: number) => Math.round((n / total) * 10000) / 100;
  const drawn = sliceFractions(
    raw.map((s) => s.count),
    PIE_MIN_PERCENTAGE,
  );
  return raw.map((s, i) => ({
    ...s,
    percentage: pct(s.count),
    drawn: drawn[i]! * 100,
    color: CHART_COLORS[i % CHART_COLORS.length]!,
  }));
}

/**
 * Formatters by locale and options. `Number#toLocaleString` with options builds a new Intl formatter on every call (locale negotiation included): on the
 * dashboard, that was about half of the render that shows the figures and the trend chart.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, digits: number | null): Intl.NumberFormat {
  const key = `${locale ?? ''}|${digits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      digits == null ? undefined : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/** A count as the user's locale writes it ('--' while unknown). */
export function formatCount(value: number | null | undefined, locale?: string): string {
  return value == null ? '--' : numberFormat(locale, null).format(value);
}

/** An average rating with two decimals ('--' while unknown or without ratings). */
export function formatRating(value: number | null | undefined, locale?: string): string {
  return value == null ? '--' : numberFormat(locale, 2).format(value);
}

/** A signed change: '+0.12', '−3', '+12.5%'. */
export function formatChange(
  value: number | null | undefined,
  options: { digits?: number; percent?: boolean; locale?: string } = {},
): string {
  if (value == null) return '--';
  const text = numberFormat(options.locale, options.digits ?? 0).format(Math.abs(value));
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${text}${options.percent ? '%' : ''}`;
}

/**
 * The formatters the dashboard's first figures use (the month labels' is the console's shared
 * formatter's), made in a task of their own just after this
 * chunk loads (it loads with the signed-in frame, round trips before any figures are in): the
 * page's first Intl formatter loads the locale's data, tens of milliseconds on a phone, which
 * otherwise lengthen the render that shows the figures. Not during the chunk's evaluation: that
 * is one task with the rest of the frame's modules, already the longest of the page's load.
 */
function warmFormatters() {
  for (const digits of [null, 1, 2]) numberFormat(undefined, digits);
  formatMonth('2000-01-01');
}
setTimeout(warmFormatters, 0);
