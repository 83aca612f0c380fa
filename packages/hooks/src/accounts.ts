import type {
  Account,
  AccountListInput,
  AccountUsersOverview,
  Id,
  Page,
} from '@plaudit/api-client';
import { useSession } from './api/api-provider';
import { clean, type DataOptions, type DataResponse, skip, usePlauditSWR } from './data/data-hooks';

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

/** GET /accounts/{id}/users_overview: the signed-in account's users per user type and its owner. */
export function useAccountUsersOverview(
  options?: DataOptions<AccountUsersOverview>,
): DataResponse<AccountUsersOverview> {
  return usePlauditSWR(
    'account-users-overview',
    [],
    (api, accountId) => api.accounts.usersOverview(accountId),
    options,
  );
}
