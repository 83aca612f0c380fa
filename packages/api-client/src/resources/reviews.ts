import { REVIEWS_CHANNEL } from '../schemas/media-channels';
import type {
  ReviewBulkUpdateBody,
  ReviewBulkUpdateResult,
  ReviewUpdateBody,
} from '../schemas/responses';
import type { Review, ReviewCreateBody, ReviewListQuery } from '../schemas/reviews';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { realtimeUrl } from './media';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

/** Review filters: dates, groups, locations, sources, ratings, sentiment, status, types, search. */
export type ReviewListInput = ListInput<ReviewListQuery>;
export type ReviewCreateInput = WithOptional<ReviewCreateBody, 'content'>;

const reviewsAt = (client: Client) =>
  resource<Review, ReviewCreateInput, ReviewUpdateBody, ReviewListInput>(
    client,
    '/reviews',
    'reviews',
  );

/** GET /reviews with the filters of `reviewListQuery`. */
export function listReviews(
  client: Client,
  query?: ReviewListInput,
  options?: CallOptions,
): Promise<Page<Review>> {
  return reviewsAt(client).list(query, options);
}

/** GET /reviews/{id} */
export function getReview(client: Client, id: Id, options?: CallOptions): Promise<Review> {
  return reviewsAt(client).get(id, options);
}

/**
 * POST /reviews: adds a review from a connector, or updates the one with the same
 * `(source_id, external_id)` (the answer is the review either way).
 */
export function createReview(
  client: Client,
  body: ReviewCreateInput,
  options?: CallOptions,
): Promise<Review> {
  return reviewsAt(client).create(body, options);
}

/** PATCH /reviews/{id}: status and assignment (`assigned_user_id: null` unassigns). */
export function updateReview(
  client: Client,
  id: Id,
  body: ReviewUpdateBody,
  options?: CallOptions,
): Promise<Review> {
  return reviewsAt(client).update(id, body, options);
}

/** POST /reviews/bulk_update: one status, assignee or tag for up to 100 reviews at once. */
export function bulkUpdateReviews(
  client: Client,
  body: ReviewBulkUpdateBody,
  options?: CallOptions,
): Promise<ReviewBulkUpdateResult> {
  return client.post<ReviewBulkUpdateResult>('/reviews/bulk_update', body, options);
}

/** DELETE /reviews/{id}/auto_response: stops the automatic response waiting for the review. */
export function cancelAutoResponse(client: Client, id: Id, options?: CallOptions): Promise<Review> {
  return client.delete<Review>(`/reviews/${encodeURIComponent(String(id))}/auto_response`, options);
}

/**
 * The URL (with a fresh single-use ticket) of the account's live channel of arriving reviews
 * (server-sent events).
 */
export const reviewsLiveUrl = (client: Client, options?: CallOptions) =>
  realtimeUrl(client, REVIEWS_CHANNEL, options);

export const reviews = {
  list: listReviews,
  get: getReview,
  create: createReview,
  update: updateReview,
  bulkUpdate: bulkUpdateReviews,
  cancelAutoResponse,
  liveUrl: reviewsLiveUrl,
};
