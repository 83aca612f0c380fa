import type { Source, SourceListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /sources (keywords, sort `ordinal,name`, imagesOnly). Pass null to skip. */
export const useSources = listHook<Source, SourceListInput>('sources', (api, q) =>
  api.sources.list(q),
);

/** GET /sources/{id}. */
export const useSource = itemHook<Source>('source', (api, id) => api.sources.get(id));
