/**
 * A small in-process cache of computed reports: least recently used entries
 * go first once there are more than `maxEntries` or more than `maxWeight`
 * (rows) in all, and an entry is served for at most `ttlMs` after it was
 * computed. The value is kept as a promise, so concurrent requests for the
 * same key share one computation; a failed computation is forgotten.
 */
export type CacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Upper bound on the sum of the entries' weights (rows), keeping memory bounded. */
  maxWeight?: number;
  now?: () => number;
};

type Entry<V> = {
  value: Promise<V>;
  expires: number;
  tag: string;
  weight: number;
};

export class ReportCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
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
    if (hit && hit.expires > this.now()) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key);
    const entry: Entry<V> = {
      value: compute(),
      expires: this.now() + this.options.ttlMs,
      tag,
      weight: 0,
    };
    this.entries.set(key, entry);
    entry.value.then(
      (v) => {
        if (this.entries.get(key) !== entry) return;
        entry.weight = weigh(v);
        this.weight += entry.weight;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return entry.value;
  }

  /** Drops every entry of `tag` (e.g. an account whose targets changed). */
  invalidate(tag: string): void {
    for (const [key, e] of this.entries) if (e.tag === tag) this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private remove(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.weight -= e.weight;
    this.entries.delete(key);
  }

  private evict() {
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= maxWeight) return;
      // Keep the newest entry even when it alone is over the weight bound.
      if (this.entries.size === 1) return;
      this.remove(key);
    }
  }
}
