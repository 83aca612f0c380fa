import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppDeps, AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { locationProvidersOf } from '../../providers/location-providers';
import { isStorageKey } from '../../providers/media-storage';
import { type DemoScene, drawDemoPhoto, parseDemoKey, seedOf } from './demo-photos';

type File = { bytes: Buffer; contentType: string; etag: string };

/**
 * GET /api/media/files/{key}: stored photos and the seed's demo photos, by
 * anyone (widgets and listings show them). Each file is read or drawn once and
 * kept in memory (at most 64 MB, least recently used first out); answers carry
 * a strong ETag and a year of immutable caching, and If-None-Match gets 304.
 * A key that is neither stored nor a demo photo the database refers to is a
 * 404 without drawing anything.
 */
type Served = {
  files: LRUCache<string, File>;
  /** Files being read or drawn: concurrent first requests share one piece of work. */
  pending: Map<string, Promise<File | null>>;
};
/** One cache per app (its database and storage), so apps in one process never share files. */
const served = new WeakMap<AppDeps, Served>();
function servedOf(deps: AppDeps): Served {
  let s = served.get(deps);
  if (!s) {
    s = {
      files: new LRUCache<string, File>({
        maxSize: 64 * 1024 * 1024,
        sizeCalculation: (f) => f.bytes.length + 200,
      }),
      pending: new Map(),
    };
    served.set(deps, s);
  }
  return s;
}

const withEtag = (bytes: Buffer, contentType: string): File => ({
  bytes,
  contentType,
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
});

/**
 * The scene of a demo key the database refers to (its photo's category, its location's public
 * name, a seed from the key without its size so the thumbnail shows the full photo's scene), or
 * null when no photo refers to it.
 */
async function referencedDemoScene(deps: AppDeps, key: string): Promise<DemoScene | null> {
  const row = await deps.db
    .selectFrom('media as m')
    .leftJoin('media_categories as c', 'c.id', 'm.category_id')
    .leftJoin('locations as l', 'l.id', 'm.location_id')
    .select(['c.code', 'l.public_name', 'l.name'])
    .where((eb) => eb.or([eb('m.storage_key', '=', key), eb('m.low_res_storage_key', '=', key)]))
    .orderBy('m.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    category: row.code ?? null,
    title: row.public_name || row.name || '',
    seed: seedOf(key.replace(/-\d+x\d+\.png$/, '')),
  };
}

async function load(deps: AppDeps, key: string): Promise<File | null> {
  const demo = parseDemoKey(key);
  if (demo) {
    const scene = await referencedDemoScene(deps, key);
    if (!scene) return null;
    return withEtag(await drawDemoPhoto(demo, scene), 'image/png');
  }
  if (!isStorageKey(key)) return null;
  const stored = await locationProvidersOf(deps).mediaStorage.get(key);
  return stored ? withEtag(stored.bytes, stored.contentType) : null;
}

async function fileOf(deps: AppDeps, key: string): Promise<File | null> {
  const { files, pending } = servedOf(deps);
  const cached = files.get(key);
  if (cached) return cached;
  let work = pending.get(key);
  if (!work) {
    work = load(deps, key).finally(() => pending.delete(key));
    pending.set(key, work);
  }
  const file = await work;
  // Stored files never change under their key (uploads get a new key), so caching is safe.
  if (file) files.set(key, file);
  return file;
}

export async function serveFile(c: Context<AppEnv>, key: string): Promise<Response> {
  const file = await fileOf(c.var.deps, key);
  if (!file) throw notFound('File');
  const headers = {
    etag: file.etag,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
  const match = c.req.header('if-none-match');
  if (match?.split(',').some((t) => t.trim() === file.etag || t.trim() === '*'))
    return c.body(null, 304, headers);
  return c.body(new Uint8Array(file.bytes), 200, { ...headers, 'content-type': file.contentType });
}
