import type { ChildReview, ChildReviewListQuery } from '../schemas/child-reviews';
import type { QueryParams } from '../schemas/query';
import type { ResponseCreateBody } from '../schemas/responses';
import type { Response } from '../schemas/reviews';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput, WithOptional } from './resource';
import { createChildReviewResponseDraft, streamChildReviewResponseDraft } from './response-drafts';

export type ChildReviewListInput = ListInput<ChildReviewListQuery>;

/** GET /child_reviews: the partner's child-account reviews waiting for a response. */
export function listChildReviews(
  client: Client,
  query?: ChildReviewListInput,
  options?: CallOptions,
): Promise<Page<ChildReview>> {
  return client.list<ChildReview>('/child_reviews', 'reviews', query as QueryParams, options);
}

/**
 * POST /child_reviews/{id}/responses: answers a child account's review (the body of POST
 * /reviews/{id}/responses; `publish: true` publishes through the same job).
 */
export function respondToChildReview(
  client: Client,
  reviewId: Id,
  body: WithOptional<ResponseCreateBody, 'publish'>,
  options?: CallOptions,
): Promise<Response> {
  return client.post<Response>(
    `/child_reviews/${encodeURIComponent(String(reviewId))}/responses`,
    body,
    options,
  );
}

export const childReviews = {
  list: listChildReviews,
  respond: respondToChildReview,
  draft: createChildReviewResponseDraft,
  streamDraft: streamChildReviewResponseDraft,
};
