import type { Db } from '../../db/open-database';
import { publicWidgetPayload } from './public-widget-cache';
import { isWidgetId } from './widget-id';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const NOT_FOUND_BODY = JSON.stringify({ error: 'Widget not found' });

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

export type PublicWidgetResponse = {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: string | null;
};

/**
 * The answer to GET /api/public/widgets/:id, independent of any framework so
 * the Hono route and the server's fast path (main.ts) send the same thing.
 * Unknown, malformed or unpublished ids are 404.
 */
export async function publicWidgetResponse(
  db: Db,
  id: string,
  ifNoneMatch: string | undefined,
): Promise<PublicWidgetResponse> {
  const payload = isWidgetId(id) ? await publicWidgetPayload(db, id) : ({ status: 404 } as const);
  if (payload.status === 404)
    return {
      status: 404,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: NOT_FOUND_BODY,
    };
  const cache = { etag: payload.etag, 'cache-control': PUBLIC_CACHE_CONTROL };
  if (matchesEtag(ifNoneMatch, payload.etag)) return { status: 304, headers: cache, body: null };
  return {
    status: 200,
    headers: { ...cache, 'content-type': 'application/json; charset=utf-8' },
    body: payload.body,
  };
}
