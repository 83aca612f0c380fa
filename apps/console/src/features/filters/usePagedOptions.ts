import type { Page, PlauditApi } from '@plaudit/api-client';
import { useApi, useSession } from '@plaudit/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PagedOptions<T> = {
  items: T[];
  total: number | null;
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  search(term: string): void;
  term: string;
  reload(): void;
};

/**
 * A dropdown's option list: pages of `per_page` loaded one after the other as the list is
 * scrolled (infinite loading), restarted when the search term or `deps` change. `key === null`
 * loads nothing.
 */
export function usePagedOptions<T>(
  key: string | null,
  fetchPage: (api: PlauditApi, page: number, keywords: string) => Promise<Page<T>>,
): PagedOptions<T> {
  const { api } = useApi();
  const token = useSession((s) => s.auth.token);
  const [term, setTerm] = useState('');
  const [state, setState] = useState<{
    items: T[];
    page: number;
    totalPages: number;
    total: number | null;
    loading: boolean;
    error: unknown;
  }>({ items: [], page: 0, totalPages: 1, total: null, loading: false, error: null });
  const [generation, setGeneration] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const run = useRef(0);

  const load = useCallback(
    (page: number, reset: boolean) => {
      const id = ++run.current;
      setState((s) => ({ ...s, loading: true, error: null, ...(reset ? { items: [] } : {}) }));
      fetchRef.current(api, page, term).then(
        (result) => {
          if (id !== run.current) return;
          setState((s) => ({
            items: reset ? result.items : [...s.items, ...result.items],
            page,
            totalPages: result.paging.totalPages,
            total: result.paging.total,
            loading: false,
            error: null,
          }));
        },
        (error: unknown) => {
          if (id !== run.current) return;
          setState((s) => ({ ...s, loading: false, error }));
        },
      );
    },
    [api, term],
  );

  useEffect(() => {
    if (key === null || !token) return;
    load(1, true);
  }, [key, term, token, generation, load]);

  return {
    items: state.items,
    total: state.total,
    loading: state.loading,
    error: state.error,
    hasMore: state.page < state.totalPages,
    term,
    loadMore: () => {
      if (!state.loading && state.page < state.totalPages && key !== null)
        load(state.page + 1, false);
    },
    search: setTerm,
    reload: () => setGeneration((g) => g + 1),
  };
}

/** The Dropdown props of a paged option list: search, loading page after page, its error text. */
export function pagedDropdownProps<T>(list: PagedOptions<T>, errorText: string) {
  return {
    searchable: true,
    onSearch: list.search,
    onLoadMore: list.loadMore,
    hasMore: list.hasMore,
    loading: list.loading,
    error: list.error ? errorText : undefined,
  };
}
