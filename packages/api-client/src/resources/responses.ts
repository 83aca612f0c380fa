import type {
  ResponseCreateBody,
  ReviewEvent,
  ReviewHistoryQuery,
  ReviewUpdateBody,
} from '../schemas/responses';
import type { Response, Review } from '../schemas/reviews';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput, WithOptional } from './resource';
import { updateReview } from './reviews';

const at = (path: string, id: Id) => `${path}/${encodeURIComponent(String(id))}`;

/** POST /reviews/{id}/responses: a draft, or published at once with `publish: true`. */
export function createResponse(
  client: Client,
  reviewId: Id,
  body: WithOptional<ResponseCreateBody, 'publish'>,
  options?: CallOptions,
): Promise<Response> {
  return client.post<Response>(`${at('/reviews', reviewId)}/responses`, body, options);
}

/** PATCH /responses/{id}: new text (a published response is republished). */
export function updateResponse(
  client: Client,
  id: Id,
  body: { content: string },
  options?: CallOptions,
): Promise<Response> {
  return client.patch<Response>(at('/responses', id), body, options);
}

/** POST /responses/{id}/publish: publishes a draft or retries a failed publish now. */
export function publishResponse(client: Client, id: Id, options?: CallOptions): Promise<Response> {
  return client.post<Response>(`${at('/responses', id)}/publish`, undefined, options);
}

/** DELETE /responses/{id}: removes it from the directory (pending_delete, then gone). */
export async function deleteResponse(client: Client, id: Id, options?: CallOptions) {
  await client.delete<unknown>(at('/responses', id), options);
}

/** @deprecated Use `reviews.update` (PATCH /reviews/{id}), which answers the whole review. */
export function updateReviewStatus(
  client: Client,
  id: Id,
  body: ReviewUpdateBody,
  options?: CallOptions,
): Promise<Review> {
  return updateReview(client, id, body, options);
}

/** GET /reviews/{id}/history: every change to the review and its responses. */
export function listReviewHistory(
  client: Client,
  reviewId: Id,
  query?: ListInput<ReviewHistoryQuery>,
  options?: CallOptions,
): Promise<Page<ReviewEvent>> {
  return client.list<ReviewEvent>(`${at('/reviews', reviewId)}/history`, 'events', query, options);
}

export const responses = {
  create: createResponse,
  update: updateResponse,
  publish: publishResponse,
  remove: deleteResponse,
  updateReviewStatus,
  history: listReviewHistory,
};
