import type { Page, SignIn, User, UserListInput } from '@plaudit/api-client';
import { type DataOptions, itemHook, listHook, usePlauditSWR } from './data/data-hooks';

/** GET /users (keywords, search_type, include_shadow_users, paging). Pass null to skip. */
export const useUsers = listHook<User, UserListInput>('users', (api, q) => api.users.list(q));

/** GET /users/{id}. */
export const useUser = itemHook<User>('user', (api, id) => api.users.get(id));

/** GET /users/{id}/sign_ins: the sessions started for the user's login, newest first; null skips. */
export function useUserSignIns(
  userId: string | number | null | undefined,
  page = 1,
  options?: DataOptions<Page<SignIn>>,
) {
  return usePlauditSWR(
    'userSignIns',
    userId === null || userId === undefined ? null : [String(userId), page],
    (api) => api.users.signIns(userId as string, { page, per_page: 20 }),
    options,
  );
}
