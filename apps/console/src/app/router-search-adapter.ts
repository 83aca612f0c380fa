import type { SearchParamsAdapter } from '@plaudit/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * `useFilters` and the feature flags of @plaudit/hooks read and write the query through
 * react-router, so filter changes are router navigations (and router navigations re-render them).
 */
export function useRouterSearchAdapter(): SearchParamsAdapter {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef({ location, navigate });
  current.current = { location, navigate };
  const listeners = useRef(new Set<() => void>());

  const adapter = useMemo<SearchParamsAdapter>(
    () => ({
      getSearch: () => current.current.location.search,
      setSearch(search, { replace }) {
        const { location: at, navigate: go } = current.current;
        go(
          { pathname: at.pathname, search: search ? `?${search}` : '', hash: at.hash },
          { replace },
        );
      },
      subscribe(onChange) {
        listeners.current.add(onChange);
        return () => {
          listeners.current.delete(onChange);
        };
      },
    }),
    [],
  );

  useEffect(() => {
    if (location.search !== undefined) for (const listener of listeners.current) listener();
  }, [location.search]);

  return adapter;
}
