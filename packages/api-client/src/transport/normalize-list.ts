import type { HalLink } from '../schemas/common';

export type PageLinks = {
  self: string | null;
  first: string | null;
  prev: string | null;
  next: string | null;
  last: string | null;
};

export type Paging = {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  /** Server-relative hrefs (for example `/api/locations?page=2&per_page=25`). */
  links: PageLinks;
};

/** A list call's answer: the items and where they sit in the whole list. */
export type Page<T> = { items: T[]; paging: Paging };

type LooseEnvelope = {
  _embedded?: Record<string, unknown> | null;
  _total?: number;
  _total_pages?: number;
  _page?: number;
  _per_page?: number;
  _links?: Partial<Record<keyof PageLinks, HalLink | string | null>> | null;
};

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function href(link: HalLink | string | null | undefined): string | null {
  if (typeof link === 'string') return link;
  return link && typeof link.href === 'string' ? link.href : null;
}

/**
 * Turns the HAL envelope `{ _embedded: { <key>: [...] }, _total, _total_pages,
 * _page, _per_page, _links }` into `{ items, paging }`. A missing `_embedded`
 * (HAL omits it for empty lists) gives no items.
 */
export function normalizeList<T>(body: unknown, collectionKey: string): Page<T> {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as LooseEnvelope;
  const embedded = envelope._embedded?.[collectionKey];
  const items = (Array.isArray(embedded) ? embedded : []) as T[];
  const total = num(envelope._total) ?? items.length;
  const perPage = num(envelope._per_page) ?? Math.max(items.length, 1);
  const links = envelope._links ?? {};
  return {
    items,
    paging: {
      page: num(envelope._page) ?? 1,
      perPage,
      total,
      totalPages: num(envelope._total_pages) ?? Math.max(1, Math.ceil(total / perPage)),
      links: {
        self: href(links.self),
        first: href(links.first),
        prev: href(links.prev),
        next: href(links.next),
        last: href(links.last),
      },
    },
  };
}
