import type { ReviewImport, ReviewImportListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /review_imports (newest first). */
export const useReviewImports = listHook<ReviewImport, ReviewImportListInput>(
  'reviewImports',
  (api, q) => api.reviewImports.list(q),
);

/** GET /review_imports/{id}; pass `refreshInterval` while it runs to follow its progress. */
export const useReviewImport = itemHook<ReviewImport>('reviewImport', (api, id) =>
  api.reviewImports.get(id),
);
