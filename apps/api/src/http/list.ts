import { halList, offsetOf } from './hal';

export type ListParams = { page: number; per_page: number };

/**
 * Counts the rows of `base` and fetches one page of it (the caller has
 * applied filters and ordering). Pages past the end are empty, not errors.
 */
export async function pageOf<O>(
  base: { limit(n: number): { offset(n: number): { execute(): Promise<O[]> } } },
  count: { execute(): Promise<{ total: number | string | bigint }[]> },
  params: ListParams,
): Promise<{ rows: O[]; total: number }> {
  // Both at once, on two connections: the page does not wait for the count's round trip.
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    count.execute(),
    base.limit(params.per_page).offset(offsetOf(params.page, params.per_page)).execute(),
  ]);
  return { rows, total: Number(total) };
}

export { halList };

/** `%text%` with LIKE wildcards escaped. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
/** `text%` with LIKE wildcards escaped (typeahead: names starting with the text). */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
