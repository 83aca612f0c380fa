import { Readable } from 'node:stream';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readQuery } from '../../http/validate';
import { isStorageKey, type StorageName } from '../../providers/storage';
import { storageOf } from '../../providers/storage-of';

const STORES: readonly StorageName[] = ['exports', 'media'];

/** What a signed link carries: its expiry, its signature and the file name it downloads as. */
const storageFileQuery = v.object({
  expires: v.optional(v.pipe(v.string(), v.maxLength(20))),
  signature: v.optional(v.pipe(v.string(), v.maxLength(200))),
  name: v.optional(v.pipe(v.string(), v.maxLength(255))),
});

/**
 * GET /storage_files/{store}/{key}?expires=&signature=[&name=]: the signed link of a
 * file kept on disk (`Storage#signedUrl` of the disk store), streamed without a login
 * until it expires. A changed key, name, expiry or signature, or an expired link, is a
 * 403; an unknown store or a file that is gone is a 404. With S3 storage the links are
 * presigned bucket URLs and this route serves nothing.
 */
export function storageFilesRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:store/:key{.+}',
    describeRoute({
      summary: 'Download a stored file through its signed link (no login)',
      answer: 'file',
      // A changed or expired link.
      errors: [403],
    }),
    input('query', storageFileQuery, { deferred: true }),
    async (c) => {
      const store = c.req.param('store') as StorageName;
      const key = c.req.param('key');
      if (!STORES.includes(store) || !isStorageKey(key)) throw notFound('File');
      const storage = storageOf(c.var.deps, store);
      if (!storage.verifySignedUrl) throw notFound('File');
      const { expires, signature, name } = readQuery(c);
      const verdict = await storage.verifySignedUrl(key, { expires, signature, name });
      if (verdict === 'expired') throw forbidden('This download link has expired.');
      if (verdict !== 'ok') throw forbidden('This download link is not valid.');
      const file = await storage.stream(key);
      if (!file) throw notFound('File');
      return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, {
        'content-type': file.contentType,
        'content-length': String(file.size),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        ...(name ? { 'content-disposition': `attachment; filename="${name}"` } : {}),
      });
    },
  );
  return app;
}
