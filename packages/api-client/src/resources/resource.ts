import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client, RequestOptions } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';

export type Id = number | string;

/** What a caller passes to a list call: every query field is optional (the server fills defaults). */
export type ListInput<Q> = { [K in keyof Q]?: Q[K] | undefined };

/** Makes some keys of T optional (schema fields with server-side defaults). */
export type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export type GetOptions = CallOptions & { query?: QueryParams };

/** The generic resource calls of spec 1 section 7, bound to one base path. */
export type Resource<T, Create, Update, Query> = {
  /** GET {path} with filters, page, per_page → `{ items, paging }`. */
  list(query?: Query, options?: CallOptions): Promise<Page<T>>;
  /** GET {path}/{id} */
  get(id: Id, options?: GetOptions): Promise<T>;
  /** POST {path} */
  create(body: Create, options?: CallOptions): Promise<T>;
  /** PATCH {path}/{id} (sent as POST with the method-override header) */
  update(id: Id, body: Update, options?: CallOptions): Promise<T>;
  /** PUT {path}/{id} */
  replace(id: Id, body: Create, options?: CallOptions): Promise<T>;
  /** DELETE {path}/{id} */
  remove(id: Id, options?: CallOptions): Promise<void>;
};

/**
 * The generic calls (`list`, `get`, `create`, `update`, `replace`, `remove`) for a base path,
 * to reach an endpoint this package has no call for yet; `collectionKey` names the list's items
 * in its HAL answer (`_embedded.<collectionKey>`).
 *
 * @example
 * ```ts
 * const tags = resource<Tag, TagCreateBody>(client, '/tags', 'tags');
 * const { items } = await tags.list({ per_page: 50 });
 * ```
 */
export function resource<
  T,
  Create = Partial<T>,
  Update = Partial<Create>,
  Query = ListInput<QueryParams>,
>(client: Client, path: string, collectionKey: string): Resource<T, Create, Update, Query> {
  const at = (id: Id) => `${path}/${encodeURIComponent(String(id))}`;
  const withBody = (options: CallOptions | undefined, body: unknown): RequestOptions => ({
    ...options,
    body,
  });
  return {
    list: (query, options) => client.list<T>(path, collectionKey, query as QueryParams, options),
    get: (id, options) => client.request<T>('GET', at(id), options),
    create: (body, options) => client.request<T>('POST', path, withBody(options, body)),
    update: (id, body, options) => client.request<T>('PATCH', at(id), withBody(options, body)),
    replace: (id, body, options) => client.request<T>('PUT', at(id), withBody(options, body)),
    remove: async (id, options) => {
      await client.request<unknown>('DELETE', at(id), options);
    },
  };
}

/** A table of `(client, ...args)` functions. */
export type ClientFunctions = Record<string, (client: Client, ...args: never[]) => unknown>;

/** The same functions with the client already applied. */
export type Bound<F extends ClientFunctions> = {
  [K in keyof F]: F[K] extends (client: Client, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

/** Applies `client` to every function of `fns` (used by createPlauditApi). */
export function bindClient<F extends ClientFunctions>(client: Client, fns: F): Bound<F> {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(fns))
    out[name] = (...args: never[]) => fn(client, ...args);
  return out as Bound<F>;
}
