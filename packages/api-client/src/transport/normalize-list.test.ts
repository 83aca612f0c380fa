import { describe, expect, it } from 'vitest';
import { normalizeList } from './normalize-list';

describe('normalizeList', () => {
  it('reads the collection under its key and the totals', () => {
    const page = normalizeList<{ id: number }>(
      {
        _embedded: { sources: [{ id: 1 }], other: [{ id: 9 }] },
        _total: 1,
        _total_pages: 1,
        _page: 1,
        _per_page: 25,
        _links: { self: { href: '/api/sources?page=1' }, prev: null, next: null },
      },
      'sources',
    );
    expect(page.items).toEqual([{ id: 1 }]);
    expect(page.paging).toMatchObject({ page: 1, perPage: 25, total: 1, totalPages: 1 });
    expect(page.paging.links).toEqual({
      self: '/api/sources?page=1',
      first: null,
      prev: null,
      next: null,
      last: null,
    });
  });

  it('gives an empty page when _embedded is missing', () => {
    const page = normalizeList({ _total: 0, _page: 1, _per_page: 25 }, 'groups');
    expect(page.items).toEqual([]);
    expect(page.paging).toMatchObject({ total: 0, totalPages: 1, perPage: 25 });
  });

  it('derives totalPages when the server leaves it out', () => {
    const page = normalizeList(
      { _embedded: { users: [{}, {}] }, _total: 5, _per_page: 2 },
      'users',
    );
    expect(page.paging.totalPages).toBe(3);
  });
});
