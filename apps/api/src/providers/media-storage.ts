import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded photos are kept. Keys look like
 * `uploads/{accountId}/{uuid}.png`; the API serves them at
 * `/api/media/files/{key}`. The default stores files on disk under
 * `DATA_DIR/media`; production would use an object store (S3) behind the
 * same interface.
 */
export interface MediaStorage {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** Keys: segments of letters, digits, '-', '_' and '.', no '..'. */
export const isStorageKey = (key: string) =>
  /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(key) &&
  !key.includes('..') &&
  key.length <= 500;

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export function diskMediaStorage(dir: string): MediaStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
    const p = resolve(root, key);
    if (!p.startsWith(root + sep)) throw new Error(`Bad storage key: ${key}`);
    return p;
  };
  return {
    name: 'disk',
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const tmp = `${p}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, p);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const bytes = await readFile(pathOf(key));
        const ext = key.split('.').pop()?.toLowerCase() ?? '';
        return { bytes, contentType: TYPES[ext] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
  };
}

export const mediaDirOf = (dataRoot: string) => join(dataRoot, 'media');
