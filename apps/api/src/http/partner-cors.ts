import { PARTNER_ORIGINS_CONSOLE_PATH } from '@plaudit/api-client';
import type { MiddlewareHandler } from 'hono';
import type { LRUCache } from 'lru-cache';
import { ttlCache } from '../cache/ttl-cache';
import { CHANGE_TOPICS, changesOf } from '../db/changes';
import type { Db } from '../db/open-database';
import type { AppEnv } from './context';

/** What a browser on an allowed origin may send (auth is a header: no credentials mode). */
export const PARTNER_CORS = {
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: [
    'Authorization',
    'X-Plaudit-Client',
    'X-HTTP-Method-Override',
    'Accept',
    'Content-Type',
  ],
  exposeHeaders: ['ETag', 'Retry-After', 'Content-Disposition'],
  maxAge: 600,
};

/** Where a partner administrator allows an origin in the console (Partner Apps settings). */
const PARTNER_ORIGINS_PATH = PARTNER_ORIGINS_CONSOLE_PATH;

/** The `Plaudit-Cors` header of a refused preflight (ASCII: it names no origin). */
export const ORIGIN_REFUSED_HEADER = `origin not allowed; a partner administrator allows it in Settings, Partner Apps, Allowed origins (${PARTNER_ORIGINS_PATH})`;

/** The answer's message of a refused preflight: the origin, and where it is allowed. */
export const originRefusal = (origin: string) =>
  `The origin ${JSON.stringify(origin)} may not call the Plaudit API. A partner administrator allows it in the Plaudit console under Settings, Partner Apps, Allowed origins (${PARTNER_ORIGINS_PATH}).`;

/** How long an origin's answer (allowed or not) is believed before the table is read again. */
export const ORIGIN_CACHE_MS = 30_000;

/** Paths with their own CORS: any origin (public payloads, photos, the OAuth token endpoint). */
const OWN_CORS = /^\/api\/(public\/|media\/files\/|openapi\.json$|oauth\/token$)/;

type OriginCache = LRUCache<string, boolean>;
/** One cache per database, emptied through its change bus. */
const caches = new WeakMap<Db, OriginCache>();

function cacheOf(db: Db): OriginCache {
  let cache = caches.get(db);
  if (!cache) {
    const c: OriginCache = ttlCache({ ttlMs: ORIGIN_CACHE_MS, max: 1000 });
    changesOf(db).subscribe(CHANGE_TOPICS.partnerOrigins, () => c.clear());
    caches.set(db, c);
    cache = c;
  }
  return cache;
}

/** Forgets the cached answers (every server), after an origin is added or removed. */
export function forgetAllowedOrigins(db: Db): void {
  changesOf(db).publish(CHANGE_TOPICS.partnerOrigins, 'all');
}

/** Is `origin` in any partner account's allowed origins? Cached for ORIGIN_CACHE_MS. */
export async function isAllowedOrigin(db: Db, origin: string): Promise<boolean> {
  const cache = cacheOf(db);
  const known = cache.get(origin);
  if (known !== undefined) return known;
  const row = await db
    .selectFrom('partner_origins as o')
    .innerJoin('accounts as a', 'a.id', 'o.account_id')
    .select('o.id')
    .where('o.origin', '=', origin)
    .where('a.is_parent', '=', true)
    .limit(1)
    .executeTakeFirst();
  cache.set(origin, row !== undefined);
  return row !== undefined;
}

/**
 * CORS of the authenticated API: a request from an origin a partner allowed gets
 * `Access-Control-Allow-Origin` with that exact origin (and the preflight its methods and
 * headers); any other origin gets no CORS headers, so browsers keep refusing it. Answers
 * always carry `Vary: Origin`, so caches keep them apart.
 */
export const partnerCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (OWN_CORS.test(c.req.path)) return next();
  const origin = c.req.header('origin');
  if (!origin) return next();
  const allowed = await isAllowedOrigin(c.var.deps.db, origin);
  const preflight =
    c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
  if (preflight) {
    const headers: Record<string, string> = { vary: 'Origin' };
    // Browsers hide this answer from scripts and print only their own CORS message; the
    // reason is in the developer tools' network panel (and the api-client writes it to the
    // console from the failed call).
    if (!allowed)
      return c.json({ error: originRefusal(origin) }, 403, {
        ...headers,
        'plaudit-cors': ORIGIN_REFUSED_HEADER,
      });
    Object.assign(headers, {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': PARTNER_CORS.allowMethods.join(', '),
      'access-control-allow-headers': PARTNER_CORS.allowHeaders.join(', '),
      'access-control-max-age': String(PARTNER_CORS.maxAge),
    });
    return c.body(null, 204, headers);
  }
  await next();
  c.res.headers.append('vary', 'Origin');
  if (allowed) {
    c.res.headers.set('access-control-allow-origin', origin);
    c.res.headers.set('access-control-expose-headers', PARTNER_CORS.exposeHeaders.join(', '));
  }
};
