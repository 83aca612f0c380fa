import { formatDate } from '@plaudit/api-client';

/** Sentence pieces built from figures (every sentence of a recommendation comes from a query). */

const DAY = 86_400_000;

export const plural = (n: number, noun: string) => (n === 1 ? noun : `${noun}s`);

/** "3 locations", "1 review". */
export const count = (n: number, noun: string) => `${n} ${plural(n, noun)}`;

/** "4.3" (one decimal), for an average rating. */
export const stars = (n: number | null) =>
  n === null ? 'no rating' : (Math.round(n * 10) / 10).toFixed(1);

/** YYYY-MM-DD (UTC), as the console's filters take it. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** "Mar 4, 2026" (UTC day), the console's date format. */
export const shortDate = (d: Date) => formatDate(d, { timeZone: 'UTC' });

/** Whole days from a to b. */
export const daysBetween = (a: Date, b: Date) => Math.floor((b.getTime() - a.getTime()) / DAY);

/** "a", "a and b", "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
