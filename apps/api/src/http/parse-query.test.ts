import { type QueryParams, toQueryString } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query';

const roundTrip = (params: QueryParams) =>
  parseQuery(`http://x/api/reviews${toQueryString(params)}`);

describe('parseQuery', () => {
  it('reads what the api-client writes', () => {
    expect(
      roundTrip({
        page: 2,
        keywords: 'fish & chips',
        sort: { by: 'published_at', order: 'desc' },
        location_ids: [3, 4],
        empty: '',
        none: null,
      }),
    ).toEqual({
      page: '2',
      keywords: 'fish & chips',
      sort: { by: 'published_at', order: 'desc' },
      location_ids: ['3', '4'],
    });
  });

  it('takes a repeated plain key as a list, and keeps deeper nesting as text', () => {
    expect(parseQuery('http://x/?rating=1&rating=2')).toEqual({ rating: ['1', '2'] });
    expect(parseQuery('http://x/?sort[by][x]=1')).toEqual({ sort: { by: { '[x]': '1' } } });
    expect(parseQuery('http://x/?__proto__[polluted]=1')).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads long lists whole (more than qs reads by default)', () => {
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    expect((roundTrip({ location_ids: ids }).location_ids as string[]).length).toBe(300);
  });
});
