import { listQuery } from './common';
import { DISPUTE_STATUSES, type ReviewDispute } from './disputes';
import {
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
  string,
  union,
} from './validate';

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

export type Response = {
  id: number;
  review_id: number;
  content: string;
  status: ResponseStatus;
  status_description: string | null;
  published_at: string | null;
  read_only: boolean;
  source_id: number;
  author_name: string | null;
  created_at: string;
  updated_at: string;
};

export type Review = {
  id: number;
  account_id: number;
  location_id: number;
  /** The location's internal name, as the console lists it. */
  location_name: string;
  /** The location's public name, as customers see it (response templates fill it in). */
  location_public_name: string;
  source_id: number;
  source_name: string;
  source_code: string;
  /** 1-5 stars; 0 means the review carries no rating. */
  rating: number;
  author_name: string;
  title: string | null;
  content: string;
  published_at: string;
  status: ReviewStatus;
  /** The user the review is assigned to, or null. */
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  review_type: ReviewType;
  /** 1 positive, -1 negative, 0 neutral. */
  sentiment: -1 | 0 | 1;
  url: string | null;
  responses: Response[];
  tags: string[];
  /** When an auto-responding rule will answer the review; null when none waits. */
  auto_response_at: string | null;
  /** The review's latest dispute (open or closed); null when it was never disputed. */
  dispute: ReviewDispute | null;
  created_at: string;
  updated_at: string;
};

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
