import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  date,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  refine,
  string,
  union,
} from './validate';
import { described } from './validation/described';

/**
 * Child reviews: the partner's queue of its child accounts' reviews that have no
 * response yet, answered in place through the responses path (POST
 * /child_reviews/{id}/responses takes the body of POST /reviews/{id}/responses).
 */

export const CHILD_REVIEW_PAGE_SIZE = 10;

/** GET /child_reviews: newest first by default (`sort[order]=asc`: oldest first). */
export const childReviewListQuery = refine(
  object({
    /** Sorted as GET /reviews sorts (published_at by default; rating, created_at). */
    ...listQuery(['published_at', 'rating', 'created_at'] as const, 100),
    /** One child account of the partner (another account's id is 404). */
    child_account_id: optional(id()),
    published_after: optional(date()),
    published_before: optional(date()),
    /** One source or several (`source_id[]=1&source_id[]=2`), as `reviewFiltersToQuery` writes it. */
    source_id: optional(union(id(), array(id(), { coerce: true, max: 100 }))),
    /** '0' (no rating) to '5'. */
    rating: optional(
      array(oneOf(['0', '1', '2', '3', '4', '5'] as const), { coerce: true, max: 6 }),
    ),
    /** '1' (or 'positive') positive, '-1' (or 'negative') negative, as GET /reviews takes it. */
    sentiment: optional(oneOf(['1', '-1', 'positive', 'negative'] as const)),
    /** Words in the review's title, text or author. */
    search_terms: optional(string({ max: 200 })),
  }),
  (q) =>
    q.published_after && q.published_before && q.published_after > q.published_before
      ? 'published_after must be on or before published_before'
      : null,
);
export type ChildReviewListQuery = Infer<typeof childReviewListQuery>;

export const childReviewAnswer = answer(
  described(
    'A review of a child account waiting for a response.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      account_name: v.string(),
      location_id: v.number(),
      location_name: v.string(),
      location_public_name: described(
        "The location's public name, as customers see it (response templates fill it in).",
        v.string(),
      ),
      source_id: v.number(),
      source_name: v.string(),
      source_code: v.string(),
      rating: described('1-5; 0 without a rating.', v.number()),
      title: v.nullable(v.string()),
      content: v.string(),
      author_name: v.string(),
      published_at: v.string(),
      sentiment: v.picklist([-1, 0, 1]),
      url: v.nullable(v.string()),
      can_respond: described(
        'Whether the signed-in partner user may answer it (response create in the child account).',
        v.boolean(),
      ),
      can_draft: described(
        'Whether the partner user may ask for a drafted reply (POST /child_reviews/{id}/response_drafts):\nthey may answer, and the child account has smart responses (`ai_smart_responses`).',
        v.boolean(),
      ),
      suggested_template: described(
        "The child account's best fitting response template for this review (rating and source, as\nthe review screen suggests), filled in; null without one or when the user may not answer.",
        v.nullable(v.object({ name: v.string(), content: v.string() })),
      ),
    }),
  ),
);
/** A review of a child account waiting for a response. */
export interface ChildReview extends Infer<typeof childReviewAnswer> {}
