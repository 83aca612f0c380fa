import { useCallback, useMemo } from 'react';
import {
  applyFilterPatch,
  type FilterOptions,
  type FilterPatch,
  type Filters,
  parseFilters,
} from './filters';
import { type SearchParamsAdapter, useSearch, useSearchAdapter } from './search-adapter';

export {
  browserSearchAdapter,
  LOCATION_CHANGE_EVENT,
  SearchAdapterContext,
  type SearchParamsAdapter,
  useSearch,
  useSearchAdapter,
} from './search-adapter';

export type UseFiltersOptions = FilterOptions & {
  adapter?: SearchParamsAdapter;
};

export type UseFiltersResult = {
  filters: Filters;
  /** The raw query string the filters were read from (without '?'). */
  search: string;
  /** Merges a change into the URL; any filter change clears before, after and page. */
  setFilters(patch: FilterPatch, options?: { replace?: boolean }): void;
  /** Sets the page (keeps the filters). */
  setPage(page: number): void;
  /** Removes every filter parameter (other parameters stay). */
  resetFilters(): void;
  /** `path?query` for these filters with `patch` applied (for links). */
  hrefFor(path: string, patch?: FilterPatch): string;
};

const strip = (search: string) => (search.startsWith('?') ? search.slice(1) : search);

/** The shared filter bar's URL state (spec 1 section 2). */
export function useFilters(options: UseFiltersOptions = {}): UseFiltersResult {
  const adapter = useSearchAdapter(options.adapter);
  const { defaultDateDescriptor, today } = options;
  const search = useSearch(adapter);
  const filterOptions = useMemo<FilterOptions>(
    () => ({
      ...(defaultDateDescriptor ? { defaultDateDescriptor } : {}),
      ...(today ? { today } : {}),
    }),
    [defaultDateDescriptor, today],
  );
  const filters = useMemo(() => parseFilters(search, filterOptions), [search, filterOptions]);

  const setFilters = useCallback<UseFiltersResult['setFilters']>(
    (patch, { replace = false } = {}) => {
      const current = strip(adapter.getSearch());
      const next = applyFilterPatch(current, patch, filterOptions);
      if (next !== current) adapter.setSearch(next, { replace });
    },
    [adapter, filterOptions],
  );

  const setPage = useCallback((page: number) => setFilters({ page }), [setFilters]);

  const resetFilters = useCallback(() => {
    const p = new URLSearchParams(strip(adapter.getSearch()));
    for (const key of Object.keys(parseFilters('')) as (keyof Filters)[]) p.delete(key);
    adapter.setSearch(p.toString(), { replace: false });
  }, [adapter]);

  const hrefFor = useCallback(
    (path: string, patch: FilterPatch = {}) => {
      const next = applyFilterPatch(search, patch, filterOptions);
      return next ? `${path}?${next}` : path;
    },
    [search, filterOptions],
  );

  return { filters, search, setFilters, setPage, resetFilters, hrefFor };
}
