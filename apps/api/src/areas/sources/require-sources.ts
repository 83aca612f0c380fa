import type { Db } from '../../db/open-database';
import { badRequest } from '../../http/errors';

/** 400 unless every id names a review source (sources are shared by all accounts). */
export async function requireSources(db: Db, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db.selectFrom('sources').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) {
    const known = new Set(found.map((s) => s.id));
    const missing = wanted.filter((id) => !known.has(id));
    throw badRequest(`Unknown source_ids: ${missing.join(', ')}`);
  }
}
