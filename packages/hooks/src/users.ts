import type { User, UserListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /users (keywords, search_type, include_shadow_users, paging). Pass null to skip. */
export const useUsers = listHook<User, UserListInput>('users', (api, q) => api.users.list(q));

/** GET /users/{id}. */
export const useUser = itemHook<User>('user', (api, id) => api.users.get(id));
