import type { LocationSourceOverride, SourceOverridesSave } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { badRequest, notFound } from '../../http/errors';

export function selectOverrides(db: Db, accountId: number) {
  return db
    .selectFrom('location_source_overrides as o')
    .innerJoin('sources as s', 's.id', 'o.source_id')
    .selectAll('o')
    .select('s.directory_code')
    .where('o.account_id', '=', accountId);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectOverrides>['execute']>>[number];

export const serializeOverride = (r: Row): LocationSourceOverride => ({
  id: r.id,
  account_id: r.account_id,
  location_id: r.location_id,
  source_id: r.source_id,
  directory_code: r.directory_code,
  phone: r.phone,
  website: r.website,
  enabled: r.enabled,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

/** Empty text becomes null; undefined stays undefined (not changed). */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

export function overrideColumns(body: {
  phone?: string | null | undefined;
  website?: string | null | undefined;
  enabled?: boolean | undefined;
}) {
  const cols: { phone?: string | null; website?: string | null; enabled?: boolean } = {};
  const phone = blankToNull(body.phone);
  const website = blankToNull(body.website);
  if (phone !== undefined) cols.phone = phone;
  if (website !== undefined) cols.website = website;
  if (body.enabled !== undefined) cols.enabled = body.enabled;
  return cols;
}

/** The source must be one of the listing directories (400 otherwise). */
export async function checkDirectory(db: Db, sourceId: number) {
  const source = await db
    .selectFrom('sources')
    .select(['id', 'is_directory'])
    .where('id', '=', sourceId)
    .executeTakeFirst();
  if (!source?.is_directory) throw badRequest('source_id is not a listing directory');
}

/**
 * Creates or updates the location's override for a directory (one row per
 * location and directory). Returns the row id.
 */
export async function upsertOverride(
  db: Db,
  accountId: number,
  locationId: number,
  sourceId: number,
  cols: ReturnType<typeof overrideColumns>,
): Promise<number> {
  await checkDirectory(db, sourceId);
  const row = await db
    .insertInto('location_source_overrides')
    .values({ account_id: accountId, location_id: locationId, source_id: sourceId, ...cols })
    .onConflict((oc) =>
      oc.columns(['location_id', 'source_id']).doUpdateSet({ ...cols, updated_at: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The overrides step of a location save (inside the save's transaction). */
export async function applySourceOverrides(
  tx: Db,
  accountId: number,
  locationId: number,
  entries: SourceOverridesSave,
) {
  for (const e of entries) {
    if (e.id !== undefined) {
      const own = await tx
        .selectFrom('location_source_overrides')
        .select('id')
        .where('id', '=', e.id)
        .where('account_id', '=', accountId)
        .where('location_id', '=', locationId)
        .executeTakeFirst();
      if (!own) throw notFound('Source override');
    }
    await upsertOverride(tx, accountId, locationId, e.source_id, overrideColumns(e));
  }
}
