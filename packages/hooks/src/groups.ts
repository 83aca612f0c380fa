import type { Group, GroupListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /groups (keywords, search_type, paging, sort). Pass null to skip. */
export const useGroups = listHook<Group, GroupListInput>('groups', (api, q) => api.groups.list(q));

/** GET /groups/{id}. */
export const useGroup = itemHook<Group>('group', (api, id) => api.groups.get(id));
