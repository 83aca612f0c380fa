import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderWidgetHtml, renderWidgetInner } from '@plaudit/amplify/server';
import {
  formatIssues,
  type PublicWidget,
  publicWidgetQuery,
  safeParse,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { type CachedPayload, derivedOf, etagOf, publicWidgetPayload } from './public-widget-cache';
import { isWidgetId } from './widget-id';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const NOT_FOUND_BODY = JSON.stringify({ error: 'Widget not found' });
/** Answers smaller than this go out as they are (compression would gain a few bytes at most). */
export const COMPRESS_MIN_BYTES = 1024;

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

export type Encoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((x) => x !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(body: string, encoding: Encoding): Buffer {
  const input = Buffer.from(body);
  return encoding === 'br'
    ? brotliCompressSync(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(input, { level: 9 });
}

export type PublicWidgetResponse = {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: string | Buffer | null;
};

/**
 * A 200 answer for `body` (derived from `payload`, cached beside it under `key`):
 * compressed by Accept-Encoding when over COMPRESS_MIN_BYTES, with the real
 * Content-Length; 304 when If-None-Match names its ETag.
 */
function cachedAnswer(
  payload: CachedPayload,
  key: string,
  body: { text: string; etag: string },
  contentType: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  extra: Record<string, string> = {},
): PublicWidgetResponse {
  const cache = {
    etag: body.etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    ...extra,
  };
  if (matchesEtag(ifNoneMatch, body.etag)) return { status: 304, headers: cache, body: null };
  const encoding =
    Buffer.byteLength(body.text) > COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : null;
  const bytes = encoding
    ? derivedOf(payload, `${key}:${encoding}`, () => compress(body.text, encoding))
    : derivedOf(payload, `${key}:plain`, () => Buffer.from(body.text));
  return {
    status: 200,
    headers: {
      ...cache,
      'content-type': contentType,
      'content-length': String(bytes.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
    body: bytes,
  };
}

/**
 * `?html=1`: the payload with `html`, the widget rendered on the server with its controls (the
 * inside of its shadow root), which the loader paints before its code arrives. Image paths stay
 * relative: the loader puts the origin it was loaded from in front (PUBLIC_ORIGIN need not be it).
 */
function withHtml(payload: CachedPayload & { status: 200 }): { text: string; etag: string } {
  return derivedOf(payload, 'json+html', () => {
    const html = renderWidgetInner(JSON.parse(payload.body) as PublicWidget, { live: true });
    const text = `${payload.body.slice(0, -1)},"html":${JSON.stringify(html)}}`;
    return { text, etag: etagOf(text) };
  });
}

/** Whether the payload's query (after `?`) asks for `html`; a bad one is a 400's `{error}`. */
export function wantsHtml(query: string | undefined): boolean | { error: string } {
  const r = safeParse(publicWidgetQuery, Object.fromEntries(new URLSearchParams(query ?? '')));
  return r.ok ? r.value.html === '1' : { error: formatIssues(r.issues) };
}

/**
 * The answer to GET /api/public/widgets/:id, independent of any framework so
 * the Hono route and the server's fast path (main.ts) send the same thing.
 * Unknown, malformed or unpublished ids are 404.
 */
export async function publicWidgetResponse(
  db: Db,
  id: string,
  ifNoneMatch: string | undefined,
  acceptEncoding?: string,
  html = false,
): Promise<PublicWidgetResponse> {
  const payload = isWidgetId(id) ? await publicWidgetPayload(db, id) : ({ status: 404 } as const);
  if (payload.status === 404)
    return {
      status: 404,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: NOT_FOUND_BODY,
    };
  return cachedAnswer(
    payload,
    html ? 'json+html' : 'json',
    html ? withHtml(payload) : { text: payload.body, etag: payload.etag },
    'application/json; charset=utf-8',
    ifNoneMatch,
    acceptEncoding,
  );
}

/** /embed/widgets/{id}.html: the id, or null for any other path. */
export const EMBED_PATH = /^\/embed\/widgets\/([^/?#]+)\.html(?:\?.*)?$/;

/**
 * Headers of the zero-JS embed: a fragment for pages to include, readable from
 * any origin (build tools fetch it); opened on its own it may show only its
 * own styles and images, and run nothing.
 */
export const EMBED_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; frame-ancestors *",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
};

const EMBED_NOT_FOUND = '<!-- Plaudit: this widget is not published -->\n';

/**
 * GET /embed/widgets/{id}.html: the widget rendered on the server (see
 * @plaudit/amplify/server), for pages without script. Same cache, ETag and
 * 404 rules as the payload; `apiOrigin` makes image paths absolute.
 */
export async function publicWidgetEmbedResponse(
  db: Db,
  id: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  apiOrigin: string,
): Promise<PublicWidgetResponse> {
  const payload = isWidgetId(id) ? await publicWidgetPayload(db, id) : ({ status: 404 } as const);
  if (payload.status === 404)
    return {
      status: 404,
      headers: {
        ...EMBED_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      },
      body: EMBED_NOT_FOUND,
    };
  const html = derivedOf(payload, `html:${apiOrigin}`, () => {
    const text = renderWidgetHtml(JSON.parse(payload.body) as PublicWidget, { apiOrigin });
    return { text, etag: etagOf(text) };
  });
  return cachedAnswer(
    payload,
    `html:${apiOrigin}`,
    html,
    'text/html; charset=utf-8',
    ifNoneMatch,
    acceptEncoding,
    EMBED_HEADERS,
  );
}
