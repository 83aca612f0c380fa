import type { HalList } from '@plaudit/api-client/schemas';

/**
 * Builds the HAL list envelope: `_embedded.<key>`, totals, and `_links` that
 * keep every query parameter of the request but `page`.
 */
export function halList<K extends string, T>(
  requestUrl: string,
  key: K,
  items: T[],
  total: number,
  page: number,
  perPage: number,
): HalList<K, T> {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const url = new URL(requestUrl);
  const link = (p: number) => {
    url.searchParams.set('page', String(p));
    url.searchParams.set('per_page', String(perPage));
    return { href: `${url.pathname}${url.search}` };
  };
  return {
    _embedded: { [key]: items } as { [P in K]: T[] },
    _total: total,
    _total_pages: totalPages,
    _page: page,
    _per_page: perPage,
    _links: {
      self: link(page),
      first: link(1),
      prev: page > 1 ? link(Math.min(page - 1, totalPages)) : null,
      next: page < totalPages ? link(page + 1) : null,
      last: link(totalPages),
    },
  };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
