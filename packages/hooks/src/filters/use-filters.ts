import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  applyFilterPatch,
  type FilterOptions,
  type FilterPatch,
  type Filters,
  parseFilters,
} from './filters';

/**
 * Where `useFilters` reads and writes the query string. The default uses `window.location`
 * and `history`; an app on react-router passes one built on `useSearchParams` (see README).
 */
export interface SearchParamsAdapter {
  /** The current query string, with or without the leading '?'. */
  getSearch(): string;
  /** Writes a new query string (without '?'); `replace` replaces the history entry. */
  setSearch(search: string, options: { replace: boolean }): void;
  /** Calls `onChange` when the query string changes from outside; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** Dispatched on `window` after the browser adapter writes the URL (popstate does not fire then). */
export const LOCATION_CHANGE_EVENT = 'plaudit:locationchange';

/** The default adapter: `location.search`, `history.pushState/replaceState`, popstate. */
export const browserSearchAdapter: SearchParamsAdapter = {
  getSearch: () => (typeof window === 'undefined' ? '' : window.location.search),
  setSearch(search, { replace }) {
    if (typeof window === 'undefined') return;
    const { pathname, hash } = window.location;
    const url = `${pathname}${search ? `?${search}` : ''}${hash}`;
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
  },
  subscribe(onChange) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('popstate', onChange);
    window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
    };
  },
};

/**
 * The adapter `useFilters` and the feature flags use when none is passed. `<ApiProvider
 * searchAdapter={...}>` sets it; without one the browser adapter is used.
 */
export const SearchAdapterContext = createContext<SearchParamsAdapter | null>(null);

/** The query string adapter of the nearest provider, else the browser adapter. */
export function useSearchAdapter(adapter?: SearchParamsAdapter): SearchParamsAdapter {
  const fromContext = useContext(SearchAdapterContext);
  return adapter ?? fromContext ?? browserSearchAdapter;
}

/** The current query string (without '?'), re-rendering when it changes. */
export function useSearch(adapter?: SearchParamsAdapter): string {
  const a = useSearchAdapter(adapter);
  return strip(useSyncExternalStore(a.subscribe, a.getSearch, serverSnapshot));
}

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
const serverSnapshot = () => '';

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
