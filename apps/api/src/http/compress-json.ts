import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from '../serve-static';

/** JSON answers smaller than this go out as they are (compression would not pay). */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality 4: most of the gain of 11 for a small part of the CPU. */
const BROTLI_QUALITY = 4;
/** gzip level 5, likewise. */
const GZIP_LEVEL = 5;

const JSON_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;

/** Adds `Accept-Encoding` to a response's Vary (kept once, beside e.g. `Origin`). */
function varyOnEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses JSON answers over COMPRESS_MIN_BYTES on the wire: brotli or gzip, the first the
 * request's Accept-Encoding allows (brotli first), with `Vary: Accept-Encoding`, the compressed
 * Content-Length and a strong ETag made weak. Anything else passes untouched: other types (event
 * streams, CSV and file downloads), answers already encoded, HEAD, 204 and 304.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  // Status and headers only: reading `res.body` would turn @hono/node-server's light answer
  // (a string it writes at once) into a stream it has to pump, for every answer.
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
  if (!JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
  if (res.headers.has('content-encoding')) return;
  varyOnEncoding(res.headers);
  const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
  if (!encoding) return;
  const declared = res.headers.get('content-length');
  if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
  const plain = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let body: Buffer = plain;
  if (plain.length >= COMPRESS_MIN_BYTES) {
    body =
      encoding === 'br'
        ? brotliCompressSync(plain, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            },
          })
        : gzipSync(plain, { level: GZIP_LEVEL });
    headers.set('content-encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  }
  headers.set('content-length', String(body.length));
  // Hono copies the old answer's headers onto a new one (its Content-Length too): clear it first.
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
};
