import { createHash } from 'node:crypto';
import type { LRUCache } from 'lru-cache';
import { ttlCache } from '../../cache/ttl-cache';
import { ALL_KEYS, CHANGE_TOPICS, changesOf } from '../../db/changes';
import type { Db } from '../../db/open-database';
import { buildPublicWidget } from './public-widget';

// ---------------------------------------------------------------------------
// A small in-process cache of serialised payloads, so that a burst of visitors
// costs one build: entries live a few seconds (HTTP caches keep them 60 s
// anyway) and every write through the API drops the widget's entry at once,
// on every server (through the change bus).

export type CachedPayload = { status: 200; body: string; etag: string } | { status: 404 };
type Entry = { value: Promise<CachedPayload> };

export const PUBLIC_CACHE_TTL_MS = 5_000;
/** Payloads kept per database; the least recently asked for goes first. */
const MAX_ENTRIES = 5_000;
const caches = new WeakMap<Db, LRUCache<string, Entry>>();

function cacheOf(db: Db): LRUCache<string, Entry> {
  let c = caches.get(db);
  if (!c) {
    const cache = ttlCache<string, Entry>({ ttlMs: PUBLIC_CACHE_TTL_MS, max: MAX_ENTRIES });
    changesOf(db).subscribe(CHANGE_TOPICS.publicWidgets, (id) =>
      id === ALL_KEYS ? cache.clear() : cache.delete(id),
    );
    caches.set(db, cache);
    c = cache;
  }
  return c;
}

/** Drops a widget's cached payload (after any change to it), on every server. */
export function forgetPublicWidget(db: Db, id: string): void {
  changesOf(db).publish(CHANGE_TOPICS.publicWidgets, id);
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The serialised payload and its ETag, from the cache when fresh. */
export function publicWidgetPayload(db: Db, id: string): Promise<CachedPayload> {
  const cache = cacheOf(db);
  const hit = cache.get(id);
  if (hit) return hit.value;
  const value = buildPublicWidget(db, id).then((widget): CachedPayload => {
    if (!widget) return { status: 404 };
    const body = JSON.stringify(widget);
    return { status: 200, body, etag: etagOf(body) };
  });
  const entry = { value };
  cache.set(id, entry);
  // A failed build is not kept.
  value.catch(() => {
    if (cache.peek(id) === entry) cache.delete(id);
  });
  return value;
}

// ---------------------------------------------------------------------------
// What is derived from a cached payload (its compressed bytes, its server-rendered
// HTML) is kept beside it, for as long as the payload itself: a burst of visitors
// costs one compression and one render.

const derived = new WeakMap<CachedPayload, Map<string, unknown>>();

/** `make()` once per cached payload and key. */
export function derivedOf<T>(payload: CachedPayload, key: string, make: () => T): T {
  let m = derived.get(payload);
  if (!m) {
    m = new Map();
    derived.set(payload, m);
  }
  if (!m.has(key)) m.set(key, make());
  return m.get(key) as T;
}
