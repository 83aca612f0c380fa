import { type DateDescriptor, type Filters, filterId } from '@plaudit/hooks';

/** The competitor pages' texts (designed where spec 1 names the screens only). */
export const COMPETITORS_TEXT = {
  title: 'Competitors',
  locationsTitle: 'Competitor Locations',
  brandsTitle: 'Competitor Brands',
  mine: 'Your locations',
  theirs: 'Competitors',
  loadError: 'Unable to load competitors at this time. Please refresh the page or try again later.',
  /** Spec 1 section 8, verbatim. */
  sourcesError:
    'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.',
  noCompetitors: 'No competitors chosen yet',
  noCompetitorsHint:
    'Choose the nearby places each location competes with; their reviews are compared with yours here.',
  noCompetitorsReadOnly:
    'No competitors have been chosen for your locations yet. Ask an administrator or manager to choose them.',
  chooseCompetitors: 'Choose competitors',
  noReviews: 'No reviews in this period.',
} as const;

/** The competitor reports' date options (the performance pages' set; six months by default). */
export const COMPETITOR_DATES: readonly DateDescriptor[] = [
  'thirtyDays',
  'threeMonths',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'allTime',
];
export const COMPETITOR_DEFAULT_DATE: DateDescriptor = 'sixMonths';

/** The shared report filters as the competitor reports read them (API names). */
export function reportQuery(filters: Filters) {
  const source = filterId(filters.sourceId);
  return {
    start_date: filters.from,
    end_date: filters.to,
    group_id: filterId(filters.groupId),
    location_id: filterId(filters.locationId),
    source_id: source ? [source] : undefined,
  };
}

/** The same filters for an export (dates only for a one-off export; a schedule sends the preset). */
export function exportFilters(filters: Filters, withDates: boolean): Record<string, unknown> {
  const { start_date, end_date, ...rest } = reportQuery(filters);
  const out: Record<string, unknown> = withDates ? { ...rest, start_date, end_date } : rest;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** An average rating with two decimals ('--' without ratings). */
export function formatRating(value: number | null | undefined): string {
  return value == null
    ? '--'
    : value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatCount(value: number | null | undefined): string {
  return value == null ? '--' : value.toLocaleString();
}

/** A share 0..1 as a whole percent ('--' when unknown). */
export function formatShare(value: number | null | undefined): string {
  return value == null ? '--' : `${Math.round(value * 100)}%`;
}

export type Sentiment = { positive: number; neutral: number; negative: number };

/** The positive share of a sentiment count (null without reviews). */
export function positiveShare(s: Sentiment): number | null {
  const total = s.positive + s.neutral + s.negative;
  return total ? s.positive / total : null;
}

/** An ordinal rank: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** A category code as a label: 'wait_time' → 'Wait time'. */
export function categoryLabel(category: string): string {
  const text = category.replace(/[_-]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : category;
}
