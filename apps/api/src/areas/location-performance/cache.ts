import type { LRUCache } from 'lru-cache';
import { ttlCache } from '../../cache/ttl-cache';
import { ALL_KEYS, CHANGE_TOPICS, changesOf } from '../../db/changes';
import type { Db } from '../../db/open-database';

/**
 * A small in-process cache of computed reports on lru-cache: least recently
 * used entries go first once there are more than `maxEntries` or more than
 * `maxWeight` (rows) in all, and an entry is served for at most `ttlMs` after
 * it was computed. The value is kept as a promise, so concurrent requests for
 * the same key share one computation; a failed computation is forgotten.
 */
export type CacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Upper bound on the sum of the entries' weights (rows), keeping memory bounded. */
  maxWeight?: number;
  now?: () => number;
};

type Entry<V> = { value: Promise<V>; tag: string };

export class ReportCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly maxWeight: number | undefined;
  private readonly following = new WeakSet<Db>();

  constructor(options: CacheOptions) {
    this.maxWeight = options.maxWeight;
    this.entries = ttlCache<string, Entry<V>>({
      ttlMs: options.ttlMs,
      max: options.maxEntries,
      ...(options.maxWeight ? { maxSize: options.maxWeight } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value of `key`, or `compute()`'s (cached under `key` and
   * `tag`, e.g. the account, for invalidate()). `weigh` gives the entry's
   * weight once computed.
   */
  get(key: string, tag: string, compute: () => Promise<V>, weigh: (v: V) => number = () => 1) {
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const entry: Entry<V> = { value: compute(), tag };
    // Weighed once computed; an entry alone over the bound still stays (as the newest).
    this.entries.set(key, entry, this.maxWeight ? { size: 1 } : {});
    entry.value.then(
      (v) => {
        if (this.entries.peek(key)?.value !== entry.value || !this.maxWeight) return;
        const size = Math.max(1, Math.min(weigh(v), this.maxWeight));
        // A new object: lru-cache keeps the old size when the same value is set again.
        this.entries.set(key, { ...entry }, { size, noUpdateTTL: true });
      },
      () => {
        if (this.entries.peek(key)?.value === entry.value) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /** Drops every entry of `tag` (e.g. an account whose targets changed). */
  invalidate(tag: string): void {
    const keys = [...this.entries.entries()].filter(([, e]) => e.tag === tag).map(([k]) => k);
    for (const key of keys) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Drops an account's entries (tags are account ids) whenever it changes on
   * any server: follows the change bus of `db` (once per database).
   */
  follow(db: Db): this {
    if (!this.following.has(db)) {
      this.following.add(db);
      changesOf(db).subscribe(CHANGE_TOPICS.performanceReports, (key) =>
        key === ALL_KEYS ? this.clear() : this.invalidate(key),
      );
    }
    return this;
  }
}

/** Every server drops the account's cached reports and location names (its targets changed). */
export function forgetAccountReports(db: Db, accountId: number): void {
  changesOf(db).publish(CHANGE_TOPICS.performanceReports, accountId);
}
