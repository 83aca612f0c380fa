import type { ChildReview, ChildReviewListInput } from '@plaudit/api-client';
import { listHook } from './data/data-hooks';

/** GET /child_reviews: the partner's child-account reviews waiting for a response. */
export const useChildReviews = listHook<ChildReview, ChildReviewListInput>(
  'childReviews',
  (api, q) => api.childReviews.list(q),
);
