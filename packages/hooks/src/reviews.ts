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

/** How long the live channel waits before opening again (with a new ticket) after it drops. */
export const LIVE_RECONNECT_MS = 3_000;

/**
 * Calls `onArrival` whenever a review of the account arrives or changes (the live channel,
 * server-sent events); a list calls its `mutate` so it shows the review without a reload.
 * The channel opens with a single-use ticket (POST /realtime/{channel}/tickets, no session
 * token in the URL); when it drops, it opens again with a new ticket, as the browser's own
 * reconnection would reuse the spent one. Does nothing where EventSource is missing (server
 * rendering, old browsers).
 */
export function useReviewArrivals(
  onArrival: (message: { action: 'REVIEW_CREATED' | 'REVIEW_UPDATED'; review_id: number }) => void,
  enabled = true,
): void {
  const { api, client } = useApi();
  const latest = useRef(onArrival);
  latest.current = onArrival;
  // A new sign-in (another account, another user) opens the channel again.
  const signedIn = client.getCredentials()?.token ?? null;
  useEffect(() => {
    if (!enabled || !signedIn || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reopenLater = () => {
      if (!stopped) retry = setTimeout(open, LIVE_RECONNECT_MS);
    };
    async function open() {
      let url: string;
      try {
        url = await api.reviews.liveUrl();
      } catch {
        reopenLater();
        return;
      }
      if (stopped) return;
      source = new EventSource(url);
      source.onmessage = (e) => {
        try {
          const m = JSON.parse(e.data) as RealtimeMessage;
          if (m.event === 'review') latest.current({ action: m.action, review_id: m.review_id });
        } catch {
          // Not a message of ours.
        }
      };
      source.onerror = () => {
        source?.close();
        source = null;
        reopenLater();
      };
    }
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [api, enabled, signedIn]);
}
