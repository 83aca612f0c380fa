/**
 * How filter values read from a URL become query values, once for every list
 * (reviews, keywords, local listings, location performance, saved filters).
 */

/** Which list a filter set belongs to: the sentiment is written differently for each. */
export type SavedFilterKind = 'reviews' | 'keywords';

/** A filter's id (a group, location or source in the URL) as a number; else undefined. */
export function filterId(value: string | null | undefined): number | undefined {
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/**
 * Sentiment as each list writes it (spec 1 §4): reviews positive → '1' and
 * negative → '-1'; keywords the reverse ('1' → 'positive', '-1' → 'negative').
 * Anything else is no sentiment filter.
 */
export function sentimentFor(
  sentiment: string | null | undefined,
  kind: SavedFilterKind,
): string | undefined {
  if (!sentiment) return undefined;
  const positive = sentiment === 'positive' || sentiment === '1';
  const negative = sentiment === 'negative' || sentiment === '-1';
  if (!positive && !negative) return undefined;
  if (kind === 'reviews') return positive ? '1' : '-1';
  return positive ? 'positive' : 'negative';
}
