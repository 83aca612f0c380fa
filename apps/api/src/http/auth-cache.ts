import { ttlCache } from '../cache/ttl-cache';
import type { AuthContext } from './context';

/** The longest a resolved token is believed without reading the database again. */
export const AUTH_CACHE_MAX_MS = 5_000;
/** At most this many callers are remembered (a bound on memory); the least recent go first. */
const MAX_ENTRIES = 10_000;

// The configured time to live (at most AUTH_CACHE_MAX_MS) and the session's end are checked on
// each look-up against the caller's clock; the cache's own bound is the longest of them.
const entries = ttlCache<string, { auth: AuthContext; at: number }>({
  ttlMs: AUTH_CACHE_MAX_MS,
  max: MAX_ENTRIES,
});

/**
 * Forgets every token this process has resolved: the next request of each reads its token,
 * user, account and settings again. Called after every request that may change them (any
 * POST, PUT, PATCH or DELETE through the API); a server sharing the database with others calls it
 * when they announce such a change.
 */
export function invalidateAuthCache(): void {
  entries.clear();
}

/** The caller resolved from `key` (kind and token hash) less than `ttlMs` ago, if any. */
export function cachedAuth(key: string, ttlMs: number, now = Date.now()): AuthContext | undefined {
  if (ttlMs <= 0) return undefined;
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (
    now - hit.at >= Math.min(ttlMs, AUTH_CACHE_MAX_MS) ||
    Date.parse(hit.auth.session.expires_at) <= now
  ) {
    entries.delete(key);
    return undefined;
  }
  return hit.auth;
}

/** Remembers a resolved caller when the cache is on (handlers read it, never change it). */
export function rememberAuth(key: string, auth: AuthContext, ttlMs: number, now = Date.now()) {
  if (ttlMs <= 0) return;
  entries.set(key, { auth, at: now });
}
