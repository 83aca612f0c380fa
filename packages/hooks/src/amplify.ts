import type { ApiError, Widget, WidgetList, WidgetListInput } from '@plaudit/api-client';
import useSWRInfinite, {
  type SWRInfiniteConfiguration,
  type SWRInfiniteResponse,
} from 'swr/infinite';
import { useApi, useSession } from './api/api-provider';
import { type DataOptions, type DataResponse, KEY_PREFIX, usePlauditSWR } from './data/data-hooks';

export type WidgetPagesResponse = SWRInfiniteResponse<WidgetList, ApiError> & {
  /** Every widget loaded so far, page after page. */
  widgets: Widget[];
  /** Whether the server has pages after the last one loaded. */
  hasMore: boolean;
  /** Loads the next page (does nothing while one is loading or when there is none). */
  loadMore: () => void;
  /** A page is being fetched (the first or a further one). */
  isLoadingMore: boolean;
};

/** Drops empty fields so equal queries share a key. */
function clean(query: WidgetListInput | undefined): WidgetListInput {
  const out: Record<string, unknown> = {};
  if (query)
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== '' && k !== 'page') out[k] = v;
  return out as WidgetListInput;
}

/**
 * GET /amplify/widgets page after page (spec 3 section 2.4: infinite scroll). `query` takes
 * keywords, per_page, sort and widget_type; `page` is managed here. Pass null to skip.
 * Keys are `['@plaudit', accountId, userId, 'widgets', query, page]`.
 */
export function useWidgets(
  query?: WidgetListInput | null,
  options?: SWRInfiniteConfiguration<WidgetList, ApiError>,
): WidgetPagesResponse {
  const { api } = useApi();
  const token = useSession((s) => s.auth.token);
  const accountId = useSession((s) => s.auth.account_id);
  const userId = useSession((s) => s.auth.user_id);
  const q = query === null ? null : clean(query);
  const res = useSWRInfinite<WidgetList, ApiError>(
    (index, previous: WidgetList | null) => {
      if (!token || accountId == null || q === null) return null;
      if (previous && previous.paging.page >= previous.paging.total_pages) return null;
      return [KEY_PREFIX, accountId, userId, 'widgets', q, index + 1] as const;
    },
    (key: readonly unknown[]) => api.widgets.list({ ...q, page: key[5] as number }),
    { revalidateFirstPage: false, ...options },
  );
  const pages = res.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last ? last.paging.page < last.paging.total_pages : false;
  const isLoadingMore =
    res.isLoading || (res.size > 0 && pages.length < res.size && res.error === undefined);
  return Object.assign(res, {
    widgets: pages.flatMap((p) => p.widgets),
    hasMore,
    isLoadingMore,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void res.setSize(res.size + 1);
    },
  });
}

/** GET /amplify/widgets/{id}. Pass null or '' to skip. */
export function useWidget(
  id: string | null | undefined,
  options?: DataOptions<Widget>,
): DataResponse<Widget> {
  return usePlauditSWR('widget', id ? [id] : null, (api) => api.widgets.get(id as string), options);
}
