import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../../db/open-database';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { ensureRecurringJob } from '../../jobs/queue';
import {
  type CustomerPhoto,
  type CustomerPhotosProvider,
  customerPhotosOf,
} from '../../providers/customer-photos';

/** Daily: queues one sync per published location with a Google place id. */
export const CUSTOMER_PHOTOS_TICK_JOB = 'media.customer_photos_tick';
/** One location's customer photos (dedupe key `customer-photos:{location_id}`). */
export const CUSTOMER_PHOTOS_SYNC_JOB = 'media.sync_customer_photos';
export const CUSTOMER_PHOTOS_EVERY_MS = 24 * 3_600_000;

export type CustomerPhotosJobDeps = Pick<AppDeps, 'db' | 'providers'>;

export type CustomerPhotosSyncResult =
  | { status: 'skipped' }
  | { status: 'synced'; created: number; updated: number; removed: number };

/**
 * Stores a location's customer photos: an upsert on (location_id, source_id, external_id), so
 * two workers storing the same photos leave one row each. A known photo gets its author,
 * size and (Google's short-lived) address renewed, and comes back if it had been removed; a
 * synced photo the site no longer gives is removed (soft delete). Only https addresses are
 * stored, as the photo's storage key (the gallery shows them as they are).
 */
export async function storeCustomerPhotos(
  db: Db,
  target: { account_id: number; location_id: number; source_id: number },
  photos: CustomerPhoto[],
  now = new Date(),
): Promise<{ created: number; updated: number; removed: number }> {
  const safe = photos.filter((p) => /^https:\/\//i.test(p.url));
  let created = 0;
  let updated = 0;
  if (safe.length) {
    const rows = await db
      .insertInto('media')
      .values(
        safe.map((p) => ({
          ...target,
          external_id: p.external_id,
          name: `google-${p.external_id.split('/').at(-1)!.slice(0, 24)}.jpg`,
          storage_key: p.url,
          low_res_storage_key: null,
          mime_type: 'image/jpeg',
          width: p.width,
          height: p.height,
          bytes: 0,
          url_id: randomUUID(),
          media_type: 'customer' as const,
          author_name: p.author_name,
          published_status: 'published' as const,
          published_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['location_id', 'source_id', 'external_id']).doUpdateSet((eb) => ({
          storage_key: eb.ref('excluded.storage_key'),
          author_name: eb.ref('excluded.author_name'),
          width: eb.ref('excluded.width'),
          height: eb.ref('excluded.height'),
          deleted_at: null,
          updated_at: now,
        })),
      )
      .returning([sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute();
    created = rows.filter((r) => r.inserted).length;
    updated = rows.length - created;
  }
  const gone = await db
    .updateTable('media')
    .set({ deleted_at: now, updated_at: now })
    .where('location_id', '=', target.location_id)
    .where('source_id', '=', target.source_id)
    .where('media_type', '=', 'customer')
    .where('external_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .$if(safe.length > 0, (q) =>
      q.where(
        'external_id',
        'not in',
        safe.map((p) => p.external_id),
      ),
    )
    .executeTakeFirst();
  return { created, updated, removed: Number(gone.numUpdatedRows) };
}

/** Reads and stores one location's customer photos; skipped unless published with a place id. */
export async function syncCustomerPhotos(
  db: Db,
  provider: CustomerPhotosProvider,
  locationId: number,
): Promise<CustomerPhotosSyncResult> {
  const l = await db
    .selectFrom('locations')
    .select(['id', 'account_id', 'name', 'public_name', 'google_place_id'])
    .where('id', '=', locationId)
    .where('publishing_enabled', '=', true)
    .where('google_place_id', 'is not', null)
    .executeTakeFirst();
  if (!l?.google_place_id) return { status: 'skipped' };
  const source = await db
    .selectFrom('sources')
    .select('id')
    .where('code', '=', provider.sourceCode)
    .executeTakeFirstOrThrow();
  const photos = await provider.customerPhotos(l.google_place_id, [l.name, l.public_name]);
  const result = await storeCustomerPhotos(
    db,
    { account_id: l.account_id, location_id: l.id, source_id: source.id },
    photos,
  );
  return { status: 'synced', ...result };
}

/** Queues (or revives) every published location's sync; nothing with the local provider. */
export async function scheduleCustomerPhotoSyncs(
  db: Db,
  provider: CustomerPhotosProvider,
): Promise<number> {
  if (provider.name === 'local') return 0;
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'account_id'])
    .where('publishing_enabled', '=', true)
    .where('google_place_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const l of rows)
    await ensureRecurringJob(db, customerPhotosSyncJob, `customer-photos:${l.id}`, {
      payload: { location_id: l.id },
      accountId: l.account_id,
    });
  return rows.length;
}

/**
 * A daily tick queues one job per published location (revived when it had ended), so a
 * location published or given a place id today is synced from tomorrow; each location's
 * job reads its photos once and ends. The upsert makes a retried or doubled run store each
 * photo once.
 */
export const customerPhotosTickJob = defineJob({
  kind: CUSTOMER_PHOTOS_TICK_JOB,
  payload: v.object({}),
  async handler(_payload, { deps }: JobRunContext<CustomerPhotosJobDeps>) {
    await scheduleCustomerPhotoSyncs(deps.db, customerPhotosOf(deps));
    return { runAgainAt: new Date(Date.now() + CUSTOMER_PHOTOS_EVERY_MS) };
  },
});

export const customerPhotosSyncJob = defineJob({
  kind: CUSTOMER_PHOTOS_SYNC_JOB,
  payload: v.object({ location_id: v.number() }),
  async handler(payload, { deps }: JobRunContext<CustomerPhotosJobDeps>) {
    await syncCustomerPhotos(deps.db, customerPhotosOf(deps), payload.location_id);
  },
});
