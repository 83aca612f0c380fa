import { LRUCache } from 'lru-cache';

export type TtlCacheOptions = {
  /** How long an entry is served after it was set. */
  ttlMs: number;
  /** At most this many entries; the least recently used goes first. */
  max: number;
  /** Upper bound on the sum of the entries' sizes (`set(k, v, { size })`), bounding memory. */
  maxSize?: number;
  /** The clock (tests pass their own); read on every look-up. */
  now?: () => number;
};

/**
 * The API's in-process caches, on lru-cache: at most `max` entries (least recently used go
 * first), each served for `ttlMs` after it was set, by the wall clock read at every look-up
 * (so a test's fake timers move it).
 */
export function ttlCache<K extends {}, V extends {}>(options: TtlCacheOptions): LRUCache<K, V> {
  const now = options.now ?? (() => Date.now());
  return new LRUCache<K, V>({
    max: options.max,
    ttl: options.ttlMs,
    // Read the clock on every look-up (the default caches it for a millisecond).
    ttlResolution: 0,
    // lru-cache reads a start time of 0 as "no TTL": its clock is ours plus one.
    perf: { now: () => now() + 1 },
    ...(options.maxSize ? { maxSize: options.maxSize } : {}),
  });
}
