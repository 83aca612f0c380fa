import * as v from 'valibot';
import { listQuery } from './common';
import { REVIEW_STATUSES, type ReviewStatus } from './reviews';
import {
  answer,
  array,
  boolean,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  refine,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/** Longest response accepted (the strictest directory, Google, allows 4096). */
export const RESPONSE_MAX_LENGTH = 4096;

/** Spec 1 section 8: shown when publishing fails; the worker retries by itself. */
export const RESPONSE_PUBLISH_ERROR =
  'An error occurred while publishing the response. We’ll try again. No action necessary.';
/** The spec says a similar retry message exists for deletion; its text is not shown. */
export const RESPONSE_DELETE_ERROR =
  'An error occurred while deleting the response. We’ll try again. No action necessary.';

/** POST /reviews/{id}/responses: a draft, or published at once with `publish: true`. */
export const responseCreateBody = object({
  content: string({ min: 1, max: RESPONSE_MAX_LENGTH }),
  publish: optional(boolean(), false),
});
export type ResponseCreateBody = Infer<typeof responseCreateBody>;

/** PATCH /responses/{id}: edits the text (a published response is republished). */
export const responseUpdateBody = object({
  content: string({ min: 1, max: RESPONSE_MAX_LENGTH }),
});
export type ResponseUpdateBody = Infer<typeof responseUpdateBody>;

const NOTHING_TO_CHANGE = 'Give a status or an assigned_user_id';

/** PATCH /reviews/{id}: the review's workflow status and who it is assigned to (null: nobody). */
export const reviewUpdateBody = refine(
  object({
    status: optional(oneOf(REVIEW_STATUSES)),
    assigned_user_id: optional(nullable(id())),
  }),
  (b) => (b.status === undefined && b.assigned_user_id === undefined ? NOTHING_TO_CHANGE : null),
);
export type ReviewUpdateBody = Infer<typeof reviewUpdateBody>;

/** Most reviews one bulk action changes (a page of the list at its largest). */
export const REVIEW_BULK_MAX = 100;

/**
 * POST /reviews/bulk_update: the same change to several reviews, all or nothing (an id of
 * another account's review fails the whole request with 404).
 */
export const reviewBulkUpdateBody = refine(
  object({
    review_ids: array(id(), { min: 1, max: REVIEW_BULK_MAX }),
    status: optional(oneOf(REVIEW_STATUSES)),
    assigned_user_id: optional(nullable(id())),
    /** A tag to add (created when new). */
    tag: optional(string({ min: 1, max: 100 })),
  }),
  (b) =>
    b.status === undefined && b.assigned_user_id === undefined && b.tag === undefined
      ? 'Give a status, an assigned_user_id or a tag'
      : null,
);
export type ReviewBulkUpdateBody = Infer<typeof reviewBulkUpdateBody>;
/** The answer of POST /reviews/bulk_update: how many reviews changed. */
export const reviewBulkUpdateResultAnswer = answer(
  described(
    'The answer of POST /reviews/bulk_update: how many reviews changed.',
    v.object({ updated: v.number() }),
  ),
);
/** The answer of POST /reviews/bulk_update: how many reviews changed. */
export interface ReviewBulkUpdateResult extends Infer<typeof reviewBulkUpdateResultAnswer> {}

export const REVIEW_EVENT_TYPES = [
  'status_changed',
  'response_drafted',
  'response_updated',
  'response_publish_requested',
  'response_published',
  'response_publish_failed',
  'response_delete_requested',
  'response_deleted',
  'response_delete_failed',
  'tag_added',
  'tag_removed',
  'assigned',
  'note_added',
  'note_deleted',
  'auto_response_scheduled',
  'auto_response_cancelled',
  'auto_response_skipped',
  'response_draft_written',
  'dispute_flagged',
  'dispute_submitted',
  'dispute_removed',
  'dispute_rejected',
  'dispute_withdrawn',
] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];
export const reviewEventTypeAnswer: Schema<ReviewEventType> = v.picklist(REVIEW_EVENT_TYPES);

export const reviewEventAnswer = answer(
  described(
    'One entry of GET /reviews/{id}/history: who did what, and when.',
    v.object({
      id: v.number(),
      review_id: v.number(),
      event_type: reviewEventTypeAnswer,
      response_id: v.nullable(v.number()),
      user_id: described(
        'null when the system did it (the worker publishing a response).',
        v.nullable(v.number()),
      ),
      user_name: v.nullable(v.string()),
      data: described(
        'from/to status, tag name, response text or error, by event type.',
        v.record(v.string(), v.unknown()),
      ),
      created_at: v.string(),
    }),
  ),
);
/** One entry of GET /reviews/{id}/history: who did what, and when. */
export interface ReviewEvent extends Infer<typeof reviewEventAnswer> {}

/** GET /reviews/{id}/history: newest first by default. */
export const reviewHistoryQuery = object({ ...listQuery(['created_at'] as const) });
export type ReviewHistoryQuery = Infer<typeof reviewHistoryQuery>;

/** @deprecated PATCH /reviews/{id} answers the whole Review now; this is the part it used to. */
export type ReviewStatusChange = { id: number; status: ReviewStatus };
