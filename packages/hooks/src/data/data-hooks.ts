import type {
  Account,
  AccountListInput,
  AccountSettingsMap,
  ApiError,
  Country,
  CountryListInput,
  Group,
  GroupListInput,
  Id,
  Location,
  LocationListInput,
  Page,
  PlauditApi,
  Review,
  ReviewListInput,
  Source,
  SourceListInput,
  State,
  StateListInput,
  User,
  UserListInput,
  Whitelabel,
} from '@plaudit/api-client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useApi, useSession } from '../api/api-provider';

/** First element of every data-hook key; `mutate((key) => isPlauditKey(key))` finds them all. */
export const KEY_PREFIX = '@plaudit';

/** A data hook's key: `['@plaudit', accountId, userId, resource, ...args]`. */
export type PlauditKey = readonly [typeof KEY_PREFIX, number, number | null, string, ...unknown[]];

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
function clean<Q extends object>(query: Q | undefined): Q {
  const out: Record<string, unknown> = {};
  if (query)
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out as Q;
}

const skip = (id: Id | null | undefined) => id === null || id === undefined || id === '';

/** GET /accounts/{id}: the signed-in account by default; `parent_id` to see a child from its parent. */
export function useAccount(
  id?: Id | null,
  query?: { parent_id?: number },
  options?: DataOptions<Account>,
): DataResponse<Account> {
  const own = useSession((s) => s.auth.account_id);
  const target = id === undefined ? own : id;
  return usePlauditSWR(
    'account',
    skip(target) ? null : [String(target), clean(query)],
    (api) => api.accounts.get(target as Id, clean(query)),
    options,
  );
}

/** GET /accounts?parent_id={signed-in account}: a partner's child accounts (keywords, paging, sort). */
export function useAccounts(
  query?: Omit<AccountListInput, 'parent_id'>,
  options?: DataOptions<Page<Account>>,
): DataResponse<Page<Account>> {
  const q = clean(query);
  return usePlauditSWR(
    'accounts',
    [q],
    (api, accountId) => api.accounts.list({ ...q, parent_id: accountId }),
    options,
  );
}

/** GET /account_settings (every page) as a map; `'true'`/`'false'` are booleans. */
export function useAccountSettings(
  options?: DataOptions<AccountSettingsMap>,
): DataResponse<AccountSettingsMap> {
  return usePlauditSWR('accountSettings', [], (api) => api.accountSettings.get(), options);
}

/** GET /mywhitelabel: the account's white label, or null without one. */
export function useWhitelabel(
  options?: DataOptions<Whitelabel | null>,
): DataResponse<Whitelabel | null> {
  return usePlauditSWR('whitelabel', [], (api) => api.whitelabel.get(), options);
}

function listHook<T, Q extends object>(
  resource: string,
  call: (api: PlauditApi, query: Q) => Promise<Page<T>>,
) {
  return (query?: Q | null, options?: DataOptions<Page<T>>): DataResponse<Page<T>> => {
    const q = query === null ? null : clean(query);
    return usePlauditSWR(resource, q ? [q] : null, (api) => call(api, q as Q), options);
  };
}

function itemHook<T>(resource: string, call: (api: PlauditApi, id: Id) => Promise<T>) {
  return (id: Id | null | undefined, options?: DataOptions<T>): DataResponse<T> =>
    usePlauditSWR(resource, skip(id) ? null : [String(id)], (api) => call(api, id as Id), options);
}

/** GET /users (keywords, search_type, include_shadow_users, paging). Pass null to skip. */
export const useUsers = listHook<User, UserListInput>('users', (api, q) => api.users.list(q));
/** GET /users/{id}. */
export const useUser = itemHook<User>('user', (api, id) => api.users.get(id));
/** GET /locations (group_id, keywords, paging, sort). Pass null to skip. */
export const useLocations = listHook<Location, LocationListInput>('locations', (api, q) =>
  api.locations.list(q),
);
/** GET /locations/{id}. */
export const useLocation = itemHook<Location>('location', (api, id) => api.locations.get(id));
/** GET /groups (keywords, search_type, paging, sort). Pass null to skip. */
export const useGroups = listHook<Group, GroupListInput>('groups', (api, q) => api.groups.list(q));
/** GET /groups/{id}. */
export const useGroup = itemHook<Group>('group', (api, id) => api.groups.get(id));
/** GET /sources (keywords, sort `ordinal,name`, imagesOnly). Pass null to skip. */
export const useSources = listHook<Source, SourceListInput>('sources', (api, q) =>
  api.sources.list(q),
);
/** GET /sources/{id}. */
export const useSource = itemHook<Source>('source', (api, id) => api.sources.get(id));
/** GET /countries (500 a page). Pass null to skip. */
export const useCountries = listHook<Country, CountryListInput>('countries', (api, q) =>
  api.countries.list(q),
);
/** GET /states (country_id; 500 a page). Pass null to skip. */
export const useStates = listHook<State, StateListInput>('states', (api, q) => api.states.list(q));
/** GET /reviews with the filters of `reviewFiltersToQuery(filters)`. Pass null to skip. */
export const useReviews = listHook<Review, ReviewListInput>('reviews', (api, q) =>
  api.reviews.list(q),
);
/** GET /reviews/{id}. */
export const useReview = itemHook<Review>('review', (api, id) => api.reviews.get(id));
