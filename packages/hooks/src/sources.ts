import type { Source, SourceListInput } from '@plaudit/api-client';
import { useMemo } from 'react';
import { itemHook, listHook } from './data/data-hooks';

/** GET /sources (keywords, sort `ordinal,name`, imagesOnly). Pass null to skip. */
export const useSources = listHook<Source, SourceListInput>('sources', (api, q) =>
  api.sources.list(q),
);

/** GET /sources/{id}. */
export const useSource = itemHook<Source>('source', (api, id) => api.sources.get(id));

/** The directories (sources with listings), by ordinal. */
export function useDirectories() {
  const { data, error, isLoading } = useSources({ per_page: 100 });
  const directories = useMemo(() => (data?.items ?? []).filter((s) => s.is_directory), [data]);
  return { directories, error, isLoading };
}
