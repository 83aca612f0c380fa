import * as v from 'valibot';
import { listQuery } from './common';
import { DISPUTE_STATUSES, reviewDisputeAnswer } from './disputes';
import {
  answer,
  array,
  boolean,
  date,
  datetime,
  httpUrl,
  type Infer,
  id,
  nullable,
  number,
  object,
  oneOf,
  optional,
  type Schema,
  string,
  union,
} from './validate';
import { described } from './validation/described';

export const REVIEW_STATUSES = ['new', 'in_progress', 'completed', 'flagged'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_TYPES = ['review', 'recommendation', 'feedback'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const RESPONSE_STATUSES = [
  'draft',
  'pending_publish',
  'published',
  'error_published',
  'pending_delete',
  'error_unpublished',
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const reviewStatusAnswer: Schema<ReviewStatus> = v.picklist(REVIEW_STATUSES);
export const reviewTypeAnswer: Schema<ReviewType> = v.picklist(REVIEW_TYPES);
export const responseStatusAnswer: Schema<ResponseStatus> = v.picklist(RESPONSE_STATUSES);

const responseFields = answer(
  v.object({
    id: v.number(),
    review_id: v.number(),
    content: v.string(),
    status: responseStatusAnswer,
    status_description: v.nullable(v.string()),
    published_at: v.nullable(v.string()),
    read_only: v.boolean(),
    source_id: v.number(),
    author_name: v.nullable(v.string()),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export interface Response extends Infer<typeof responseFields> {}
export const responseAnswer: Schema<Response> = responseFields;

export const reviewAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    location_id: v.number(),
    location_name: described("The location's internal name, as the console lists it.", v.string()),
    location_public_name: described(
      "The location's public name, as customers see it (response templates fill it in).",
      v.string(),
    ),
    source_id: v.number(),
    source_name: v.string(),
    source_code: v.string(),
    rating: described('1-5 stars; 0 means the review carries no rating.', v.number()),
    author_name: v.string(),
    title: v.nullable(v.string()),
    content: v.string(),
    published_at: v.string(),
    status: reviewStatusAnswer,
    assigned_user_id: described(
      'The user the review is assigned to, or null.',
      v.nullable(v.number()),
    ),
    assigned_user_name: v.nullable(v.string()),
    review_type: reviewTypeAnswer,
    sentiment: described('1 positive, -1 negative, 0 neutral.', v.picklist([-1, 0, 1])),
    url: v.nullable(v.string()),
    responses: v.array(responseAnswer),
    tags: v.array(v.string()),
    auto_response_at: described(
      'When an auto-responding rule will answer the review; null when none waits.',
      v.nullable(v.string()),
    ),
    dispute: described(
      "The review's latest dispute (open or closed); null when it was never disputed.",
      v.nullable(reviewDisputeAnswer),
    ),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export interface Review extends Infer<typeof reviewAnswer> {}

const ratingValue = oneOf(['0', '1', '2', '3', '4', '5'] as const);
const sentimentValue = oneOf(['1', '-1', 'positive', 'negative'] as const);

export const reviewListQuery = object({
  ...listQuery(['published_at', 'rating', 'created_at'] as const, 100),
  account_id: optional(id()),
  published_after: optional(date()),
  published_before: optional(date()),
  group_id: optional(id()),
  group_ids: optional(array(id(), { coerce: true, max: 500 })),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  source_id: optional(union(id(), array(id(), { coerce: true, max: 100 }))),
  rating: optional(array(ratingValue, { coerce: true, max: 6 })),
  sentiment: optional(sentimentValue),
  status: optional(array(oneOf(REVIEW_STATUSES), { coerce: true, max: 4 })),
  review_types: optional(array(oneOf(REVIEW_TYPES), { coerce: true, max: 3 })),
  search_terms: optional(string({ max: 200 })),
  min_rating: optional(number({ coerce: true, int: true, min: 0, max: 5 })),
  /** Reviews assigned to this user ("assigned to me": the caller's user id). */
  assigned_user_id: optional(id()),
  /** true: only reviews assigned to nobody. */
  unassigned: optional(boolean({ coerce: true })),
  /** Reviews whose latest dispute has one of these statuses. */
  dispute_status: optional(array(oneOf(DISPUTE_STATUSES), { coerce: true, max: 5 })),
  /** Cursor paging: the reviews listed before (newer than) this review id... */
  before: optional(id()),
  /** ...or after (older than) it, in the list order; `page` is then ignored. */
  after: optional(id()),
});
export type ReviewListQuery = Infer<typeof reviewListQuery>;

export const REVIEW_CONTENT_MAX_LENGTH = 10000;

/**
 * POST /reviews: a review from a partner or connector. The same `(source_id, external_id)`
 * again updates that review (200) instead of adding another (201).
 */
export const reviewCreateBody = object({
  account_id: optional(id()),
  location_id: id(),
  source_id: id(),
  external_id: string({ min: 1, max: 200 }),
  rating: number({ int: true, min: 1, max: 5 }),
  content: optional(string({ max: REVIEW_CONTENT_MAX_LENGTH }), ''),
  title: optional(nullable(string({ max: 300 }))),
  author_name: string({ min: 1, max: 200 }),
  published_at: datetime(),
  url: optional(nullable(httpUrl())),
});
export type ReviewCreateBody = Infer<typeof reviewCreateBody>;
