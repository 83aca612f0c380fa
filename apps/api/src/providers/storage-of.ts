import { readConfig } from '../config';
import type { Db } from '../db/open-database';
import { signingKey } from '../db/signing';
import { locationProvidersOf } from './location-providers';
import type { Providers } from './providers';
import { diskStorage, type Storage, type StorageName } from './storage';

type StorageDeps = { db: Db; providers: Providers; exportDir?: string | undefined };

const fallback = new WeakMap<object, Storage>();

/**
 * The app's store `name`: the configured one (providers.storage), else photos in the
 * location providers' folder and export files on disk in the export folder (EXPORT_DIR),
 * signed with the shared link key (db/signing.ts).
 */
export function storageOf(deps: StorageDeps, name: StorageName): Storage {
  const configured = deps.providers.storage?.[name];
  if (configured) return configured;
  if (name === 'media') return locationProvidersOf(deps).mediaStorage;
  let s = fallback.get(deps);
  if (!s) {
    s = diskStorage(deps.exportDir ?? readConfig().exportDir, 'exports', {
      secret: () => signingKey(deps.db),
    });
    fallback.set(deps, s);
  }
  return s;
}
