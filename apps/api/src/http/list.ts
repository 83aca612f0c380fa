import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database';
import { halList, offsetOf } from './hal';

export type ListParams = { page: number; per_page: number };

/**
 * Counts the rows of `base`, then fetches one page of it (the caller has
 * applied filters and ordering). Pages past the end are empty, not errors.
 */
export async function pageOf<DB extends Database, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  count: SelectQueryBuilder<DB, TB, { total: number }>,
  params: ListParams,
): Promise<{ rows: O[]; total: number }> {
  const [{ total } = { total: 0 }] = await count.execute();
  const rows = await base
    .limit(params.per_page)
    .offset(offsetOf(params.page, params.per_page))
    .execute();
  return { rows, total: Number(total) };
}

export { halList };

/** `%text%` with LIKE wildcards escaped. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
/** `text%` with LIKE wildcards escaped (typeahead: names starting with the text). */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
