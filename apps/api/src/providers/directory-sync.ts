import { sql } from 'kysely';
import type { Db } from '../db/open-database';

/** One location's result of a bulk action. */
export type DirectorySyncResult = { location_id: number; ok: boolean; message: string };

export type DirectoryAction = {
  accountId: number;
  /** e.g. 'google_posts' */
  resourceType: string;
  resourceMethod: string;
  locationIds: number[];
  payload: Record<string, unknown>;
};

/**
 * Directory sync (spec 3 sections 4.1-4.4): publishes location data and posts
 * to the listing directories and reports their sync state. The real service
 * would be a listings-management API configured by environment; the local
 * implementation below works on the database.
 */
export interface DirectorySyncProvider {
  readonly name: string;
  /** Advances listing states (called periodically; tests call it directly). Returns rows changed. */
  tick(db: Db, now?: Date): Promise<number>;
  /** Executes a bulk action for the locations. */
  apply(db: Db, action: DirectoryAction): Promise<DirectorySyncResult[]>;
}

/** Seconds a listing stays in pending_sync, then in in_progress. */
export const LOCAL_SYNC_STEP_SECONDS = 20;

/**
 * Moves listings through pending_sync → in_progress → in_sync (or about one
 * in eight to not_in_sync, chosen by the row id) once each state is older
 * than `stepSeconds`, and marks them checked.
 */
export function localDirectorySync(stepSeconds = LOCAL_SYNC_STEP_SECONDS): DirectorySyncProvider {
  return {
    name: 'local',
    async tick(db, now = new Date()) {
      const before = new Date(now.getTime() - stepSeconds * 1000).toISOString();
      const at = now.toISOString();
      const done = await sql`UPDATE location_directories SET
          status = CASE WHEN id % 8 = 3 THEN 'not_in_sync' ELSE 'in_sync' END,
          status_description = CASE WHEN id % 8 = 3 THEN 'Hours differ from the listing' ELSE NULL END,
          last_checked_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        WHERE status = 'in_progress' AND updated_at < ${before}::timestamptz`.execute(db);
      const started = await sql`UPDATE location_directories SET status = 'in_progress',
          status_description = NULL, updated_at = ${at}::timestamptz
        WHERE status = 'pending_sync' AND updated_at < ${before}::timestamptz`.execute(db);
      return Number(done.numAffectedRows ?? 0) + Number(started.numAffectedRows ?? 0);
    },
    async apply(db, action) {
      // A post goes to the Google listing: it must be available and enabled.
      const rows = await db
        .selectFrom('locations as l')
        .leftJoin('location_directories as d', (j) =>
          j
            .onRef('d.location_id', '=', 'l.id')
            .on('d.account_id', '=', action.accountId)
            .on('d.source_id', 'in', (eb) =>
              eb.selectFrom('sources').select('id').where('directory_code', '=', 'google_maps'),
            ),
        )
        .select(['l.id', 'l.name', 'l.publishing_enabled', 'd.status', 'd.directory_enabled'])
        .where('l.account_id', '=', action.accountId)
        .where('l.id', 'in', action.locationIds.length ? action.locationIds : [0])
        .execute();
      return rows.map((r) => {
        const ok =
          r.publishing_enabled && r.directory_enabled === true && r.status !== 'not_available';
        return {
          location_id: r.id,
          ok,
          message: ok
            ? `${r.name}: published to Google`
            : `${r.name}: not published (Auto Sync or the Google listing is off)`,
        };
      });
    },
  };
}

const fallback = new WeakMap<object, DirectorySyncProvider>();
/** The app's directory sync: the configured one, else one local instance per app. */
export function directorySyncOf(deps: { providers: { directorySync?: DirectorySyncProvider } }) {
  if (deps.providers.directorySync) return deps.providers.directorySync;
  let p = fallback.get(deps);
  if (!p) {
    p = localDirectorySync();
    fallback.set(deps, p);
  }
  return p;
}

/** Runs `tick` every `everyMs` (the server); returns a stop function. */
export function startDirectorySyncTicker(
  db: Db,
  provider: DirectorySyncProvider,
  everyMs = LOCAL_SYNC_STEP_SECONDS * 1000,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    provider
      .tick(db)
      .catch((e) => console.error('directory sync tick failed', e))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
