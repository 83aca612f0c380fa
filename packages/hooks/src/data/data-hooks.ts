import type { ApiError, Id, Page, PlauditApi } from '@plaudit/api-client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useApi, useSession } from '../api/api-provider';

/** First element of every data-hook key; `mutate((key) => isPlauditKey(key))` finds them all. */
export const KEY_PREFIX = '@plaudit';

/** A data hook's key: `['@plaudit', accountId, userId, resource, ...args]`. */
export type PlauditKey = readonly [typeof KEY_PREFIX, number, number | null, string, ...unknown[]];

/** Whether an SWR key is one of the data hooks' (starts with `KEY_PREFIX`). */
export function isPlauditKey(key: unknown): key is PlauditKey {
  return Array.isArray(key) && key[0] === KEY_PREFIX;
}

/** Every data hook answers with SWR's response; errors are api-client `ApiError`s. */
export type DataResponse<T> = SWRResponse<T, ApiError>;
export type DataOptions<T> = SWRConfiguration<T, ApiError>;

/**
 * The building block of every data hook: keyed by the signed-in account and user, so a user
 * or account switch never shows another session's data. `args === null` skips the call.
 * Nothing is fetched while signed out.
 */
export function usePlauditSWR<T>(
  resource: string,
  args: readonly unknown[] | null,
  fetcher: (api: PlauditApi, accountId: number) => Promise<T>,
  options?: DataOptions<T>,
): DataResponse<T> {
  const { api } = useApi();
  const token = useSession((s) => s.auth.token);
  const accountId = useSession((s) => s.auth.account_id);
  const userId = useSession((s) => s.auth.user_id);
  const key =
    token && accountId != null && args
      ? ([KEY_PREFIX, accountId, userId, resource, ...args] as const)
      : null;
  return useSWR<T, ApiError>(key, () => fetcher(api, accountId as number), options);
}

/** Drops undefined, null and empty-string fields so equal queries make equal keys. */
export function clean<Q extends object>(query: Q | undefined): Q {
  const out: Record<string, unknown> = {};
  if (query)
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out as Q;
}

export const skip = (id: Id | null | undefined) => id === null || id === undefined || id === '';

export function listHook<T, Q extends object>(
  resource: string,
  call: (api: PlauditApi, query: Q) => Promise<Page<T>>,
) {
  return (query?: Q | null, options?: DataOptions<Page<T>>): DataResponse<Page<T>> => {
    const q = query === null ? null : clean(query);
    return usePlauditSWR(resource, q ? [q] : null, (api) => call(api, q as Q), options);
  };
}

export function itemHook<T>(resource: string, call: (api: PlauditApi, id: Id) => Promise<T>) {
  return (id: Id | null | undefined, options?: DataOptions<T>): DataResponse<T> =>
    usePlauditSWR(resource, skip(id) ? null : [String(id)], (api) => call(api, id as Id), options);
}
