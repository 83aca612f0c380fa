import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('serves an entry for ttlMs by the given clock, and keeps at most max', () => {
    let now = 1_000;
    const cache = ttlCache<string, number>({ ttlMs: 5_000, max: 2, now: () => now });
    cache.set('a', 1);
    now += 5_000;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });
});
