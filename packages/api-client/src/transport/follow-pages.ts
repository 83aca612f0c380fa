import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from './create-client';
import type { Page } from './normalize-list';

export type FollowProgress = {
  /** Pages fetched so far (1 after the first). */
  pages: number;
  /** The server's page count (from the first page). */
  totalPages: number;
  /** Items fetched so far. */
  loaded: number;
  /** The server's item count. */
  total: number;
};

export type FollowOptions = CallOptions & {
  /** Called after every page (progress of a print or an export on screen). */
  onPage?: (progress: FollowProgress) => void;
  /** A guard against a server that never stops answering `next` (default 1000). */
  maxPages?: number;
};

/**
 * The request path of a `_links` href for `client.request`: the server
 * writes hrefs from its root (`/api/locations?page=2`), the client's base
 * URL already ends in that root (`/api` or `https://host/api`).
 */
export function linkPath(baseUrl: string, href: string): string {
  const url = new URL(href, 'http://plaudit.invalid');
  const base = new URL(baseUrl, 'http://plaudit.invalid').pathname.replace(/\/+$/, '');
  const path =
    base && (url.pathname === base || url.pathname.startsWith(`${base}/`))
      ? url.pathname.slice(base.length)
      : url.pathname;
  return `${path || '/'}${url.search}`;
}

/**
 * GETs the first page of a HAL list, then every following page through
 * `_links.next` until none remains, and returns all the items in order
 * (spec 3 section 7: print follows the pages this way).
 */
export async function followPages<T>(
  client: Client,
  path: string,
  collectionKey: string,
  query?: QueryParams,
  options: FollowOptions = {},
): Promise<T[]> {
  const { onPage, maxPages = 1000, ...call } = options;
  let page: Page<T> = await client.list<T>(path, collectionKey, query, call);
  const items = [...page.items];
  const first = page.paging;
  let pages = 1;
  onPage?.({ pages, totalPages: first.totalPages, loaded: items.length, total: first.total });
  const seen = new Set<string>();
  while (page.paging.links.next) {
    const next = linkPath(client.baseUrl, page.paging.links.next);
    if (seen.has(next) || pages >= maxPages)
      throw new Error(`Paging did not end (${pages} pages of ${path})`);
    seen.add(next);
    page = await client.list<T>(next, collectionKey, undefined, call);
    items.push(...page.items);
    pages++;
    onPage?.({ pages, totalPages: first.totalPages, loaded: items.length, total: first.total });
  }
  return items;
}
