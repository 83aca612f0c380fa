import type { PlauditApi } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

type TagsQuery = NonNullable<Parameters<PlauditApi['tags']['list']>[0]>;

/** GET /tags (keywords, typeahead search, paging); null skips the call. */
export function useTags(query: TagsQuery | null) {
  const q = query && clean(query);
  return usePlauditSWR('tags', q ? [q] : null, (api) => api.tags.list(q as TagsQuery));
}
