import type { Db } from '../../db/open-database';
import { notFound } from '../../http/errors';

/**
 * The ids, once each, after checking every one is a location of the account:
 * 404 'Location not found' otherwise, so another account's location is not found either.
 */
export async function checkLocations(db: Db, accountId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw notFound('Location');
  return unique;
}
