import type { PlauditApi } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

type HistoryQuery = NonNullable<Parameters<PlauditApi['responses']['history']>[1]>;

/** GET /reviews/{id}/history: a review's changes (status, tags, responses); null id skips. */
export function useReviewHistory(reviewId: string | null, query: HistoryQuery) {
  const q = clean(query);
  return usePlauditSWR('reviewHistory', reviewId ? [reviewId, q] : null, (api) =>
    api.responses.history(reviewId as string, q),
  );
}
