import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files are kept: uploaded photos (`uploads/{accountId}/{uuid}.png`) and
 * export files (`{accountId}/export-{id}-{random}.csv`). Two stores share this
 * interface: `media` and `exports` (see `StorageSet`). The default keeps files
 * on disk under DATA_DIR; `STORAGE=s3` keeps them in an S3-compatible bucket
 * (`storage-s3.ts`).
 */
export interface Storage {
  /** `disk` or `s3`. */
  readonly kind: 'disk' | 's3';
  /** Stores `body` (bytes, or a stream read to its end) under `key`; returns its size. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<{ bytes: number }>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** The file as a stream, or null when there is none. */
  stream(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  /** Removes the file (no error when it is already gone). */
  delete(key: string): Promise<void>;
  /**
   * A link that downloads the file without a login until `expiresInSeconds` have passed:
   * a presigned S3 URL, or on disk an HMAC-signed API path (`/api/storage_files/...`) that
   * `storage-files` verifies before streaming the file. `fileName` names the download.
   */
  signedUrl(key: string, opts: SignedUrlOptions): Promise<string>;
  /** Disk only: checks the query of a link made by `signedUrl`. */
  verifySignedUrl?(key: string, query: SignedQuery): Promise<'ok' | 'expired' | 'invalid'>;
}

export type SignedQuery = {
  expires?: string | undefined;
  signature?: string | undefined;
  name?: string | undefined;
};

export type SignedUrlOptions = {
  expiresInSeconds: number;
  /** Served as `attachment; filename="..."` when given. */
  fileName?: string;
  contentType?: string;
};

/** The stores the app keeps files in. */
export type StorageName = 'media' | 'exports';
export type StorageSet = Record<StorageName, Storage>;

/** Keys: segments of letters, digits, '-', '_' and '.', no '..'. */
export const isStorageKey = (key: string) =>
  /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(key) &&
  !key.includes('..') &&
  key.length <= 500;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};
/** The content type of a key, from its extension. */
export const contentTypeOf = (key: string) =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** A file name safe inside a quoted Content-Disposition (anything else becomes '_'). */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 200);

export type DiskSigner = {
  /** The HMAC key (shared by every server: see db/signing.ts). */
  secret(): Promise<string>;
  /** The origin put before signed paths ('' for a path on the server that answers). */
  origin?: string;
};

const mac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('base64url');
const signedMessage = (store: string, key: string, expires: string, name: string) =>
  `storage|${store}|${key}|${expires}|${name}`;

/** A random per-process key: enough for one server and for tests. */
export function processSigner(): DiskSigner {
  const secret = randomBytes(32).toString('base64url');
  return { secret: async () => secret };
}

/**
 * Files on disk under `dir`. Writes go to a temporary name and are renamed when
 * complete, so a reader never sees half a file. `store` names it in signed links.
 */
export function diskStorage(dir: string, store: StorageName, signer: DiskSigner): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
    const p = resolve(root, key);
    if (!p.startsWith(root + sep)) throw new Error(`Bad storage key: ${key}`);
    return p;
  };
  const existing = async (key: string) => {
    if (!isStorageKey(key)) return null;
    const p = pathOf(key);
    try {
      const s = await stat(p);
      return s.isFile() ? { path: p, size: s.size } : null;
    } catch {
      return null;
    }
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const tmp = `${p}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
      try {
        if (body instanceof Uint8Array) await writeFile(tmp, body);
        else await pipeline(body, createWriteStream(tmp));
        const { size } = await stat(tmp);
        await rename(tmp, p);
        return { bytes: size };
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const f = await existing(key);
      if (!f) return null;
      return { bytes: await readFile(f.path), contentType: contentTypeOf(key) };
    },
    async stream(key) {
      const f = await existing(key);
      if (!f) return null;
      return { body: createReadStream(f.path), contentType: contentTypeOf(key), size: f.size };
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
    async signedUrl(key, opts) {
      pathOf(key);
      const expires = String(Math.floor(Date.now() / 1000) + Math.max(1, opts.expiresInSeconds));
      const name = opts.fileName ? safeFileName(opts.fileName) : '';
      const sig = mac(await signer.secret(), signedMessage(store, key, expires, name));
      const q = new URLSearchParams({ expires, signature: sig });
      if (name) q.set('name', name);
      return `${(signer.origin ?? '').replace(/\/$/, '')}/api/storage_files/${store}/${key}?${q}`;
    },
    verifySignedUrl: (key, query) => verifyDiskSignature(signer, store, key, query),
  };
}

/**
 * Checks a disk signed link: 'ok', 'expired' or 'invalid' (tampered key, name, expiry or
 * signature).
 */
export async function verifyDiskSignature(
  signer: DiskSigner,
  store: string,
  key: string,
  query: SignedQuery,
): Promise<'ok' | 'expired' | 'invalid'> {
  const { expires = '', signature = '', name = '' } = query;
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(
    mac(await signer.secret(), signedMessage(store, key, expires, name)),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) * 1000 < Date.now() ? 'expired' : 'ok';
}

/** Reads a stream to its end (small files: photos). */
export async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** Bytes as a stream. */
export const streamOf = (bytes: Uint8Array) => Readable.from([bytes]);
