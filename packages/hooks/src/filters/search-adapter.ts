import { createContext, useContext, useSyncExternalStore } from 'react';

// The query string adapter, apart from the filters: <ApiProvider> and the feature flags need only
// this, so an app's first screen does not download the filter parsing with them.

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

const strip = (search: string) => (search.startsWith('?') ? search.slice(1) : search);
const serverSnapshot = () => '';
