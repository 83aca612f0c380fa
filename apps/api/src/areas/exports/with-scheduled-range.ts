/**
 * A scheduled send passes its date range as published_after / published_before
 * (timestamps); the day-based reports read start_date / end_date. The range, when
 * there, wins over the filters' own dates.
 */
export function withScheduledRange<T extends { start_date?: string; end_date?: string }>(f: T): T {
  const raw = f as T & { published_after?: string; published_before?: string };
  return {
    ...f,
    start_date: raw.published_after?.slice(0, 10) ?? f.start_date,
    end_date: raw.published_before?.slice(0, 10) ?? f.end_date,
  };
}
