import type { Page, ReviewNote } from '@plaudit/api-client';
import { type DataOptions, usePlauditSWR } from './data/data-hooks';

/** GET /reviews/{id}/notes: the review's internal notes, oldest first; null id skips. */
export function useReviewNotes(
  reviewId: string | number | null,
  options?: DataOptions<Page<ReviewNote>>,
) {
  return usePlauditSWR(
    'reviewNotes',
    reviewId === null ? null : [String(reviewId)],
    (api) => api.reviewNotes.list(reviewId as string, { per_page: 100 }),
    options,
  );
}
