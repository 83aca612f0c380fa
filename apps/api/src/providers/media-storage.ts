import { join } from 'node:path';
import { type DiskSigner, diskStorage, processSigner, type Storage } from './storage';

/**
 * Where uploaded photos are kept: the `media` store of the storage interface
 * (`storage.ts`). Keys look like `uploads/{accountId}/{uuid}.png`; the API serves
 * them at `/api/media/files/{key}`. The default stores files on disk under
 * `DATA_DIR/media`; `STORAGE=s3` keeps them in the bucket under `media/`.
 */
export type MediaStorage = Storage;

export { isStorageKey } from './storage';

/** Photos on disk under `dir`. */
export const diskMediaStorage = (dir: string, signer: DiskSigner = processSigner()) =>
  diskStorage(dir, 'media', signer);

export const mediaDirOf = (dataRoot: string) => join(dataRoot, 'media');
