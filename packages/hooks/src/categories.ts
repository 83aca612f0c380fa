import { CATEGORY_PAGE_SIZE } from '@plaudit/api-client/schemas';
import { usePlauditSWR } from './data/data-hooks';

/** Categories for a typeahead: names starting with the term first (25 a page). */
export function useCategorySearch(term: string) {
  return usePlauditSWR('categories', [term], (api) =>
    api.categories.list({
      keywords: term || undefined,
      search_type: 'typeahead',
      per_page: CATEGORY_PAGE_SIZE,
    }),
  );
}

/** Logo and Cover first, then the other photo categories. */
export function useMediaCategories(enabled: boolean) {
  return usePlauditSWR('mediaCategories', enabled ? [] : null, (api) =>
    api.mediaCategories.list({ per_page: 100, sort: { by: 'rank', order: 'desc' } }),
  );
}
