import type { RealtimeMessage, Review, ReviewListInput } from '@plaudit/api-client';
import { useEffect, useRef } from 'react';
import { useApi } from './api/api-provider';
import { itemHook, listHook } from './data/data-hooks';

/** GET /reviews with the filters of `reviewFiltersToQuery(filters)`. Pass null to skip. */
export const useReviews = listHook<Review, ReviewListInput>('reviews', (api, q) =>
  api.reviews.list(q),
);

/** GET /reviews/{id}. */
export const useReview = itemHook<Review>('review', (api, id) => api.reviews.get(id));

/**
 * Calls `onArrival` whenever a review of the account arrives or changes (the live channel,
 * server-sent events); a list calls its `mutate` so it shows the review without a reload.
 * Does nothing where EventSource is missing (server rendering, old browsers).
 */
export function useReviewArrivals(
  onArrival: (message: { action: 'REVIEW_CREATED' | 'REVIEW_UPDATED'; review_id: number }) => void,
  enabled = true,
): void {
  const { api } = useApi();
  const latest = useRef(onArrival);
  latest.current = onArrival;
  const url = enabled ? api.reviews.liveUrl() : null;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.onmessage = (e) => {
      try {
        const m = JSON.parse(e.data) as RealtimeMessage;
        if (m.event === 'review') latest.current({ action: m.action, review_id: m.review_id });
      } catch {
        // Not a message of ours.
      }
    };
    return () => source.close();
  }, [url]);
}
