import type { Review, ReviewListQuery } from '../schemas/reviews';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

/** Review filters: dates, groups, locations, sources, ratings, sentiment, status, types, search. */
export type ReviewListInput = ListInput<ReviewListQuery>;

const reviewsAt = (client: Client) =>
  resource<Review, never, never, ReviewListInput>(client, '/reviews', 'reviews');

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

export const reviews = { list: listReviews, get: getReview };
