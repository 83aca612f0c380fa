import type { Review, ReviewListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /reviews with the filters of `reviewFiltersToQuery(filters)`. Pass null to skip. */
export const useReviews = listHook<Review, ReviewListInput>('reviews', (api, q) =>
  api.reviews.list(q),
);

/** GET /reviews/{id}. */
export const useReview = itemHook<Review>('review', (api, id) => api.reviews.get(id));
