import { listQuery } from './common';
import { REVIEW_STATUSES } from './reviews';
import { boolean, type Infer, object, oneOf, optional, string } from './validate';

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

/** PATCH /reviews/{id}: the review's workflow status. */
export const reviewUpdateBody = object({ status: oneOf(REVIEW_STATUSES) });
export type ReviewUpdateBody = Infer<typeof reviewUpdateBody>;

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
] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];

/** One entry of GET /reviews/{id}/history: who did what, and when. */
export type ReviewEvent = {
  id: number;
  review_id: number;
  event_type: ReviewEventType;
  response_id: number | null;
  /** null when the system did it (the worker publishing a response). */
  user_id: number | null;
  user_name: string | null;
  /** from/to status, tag name, response text or error, by event type. */
  data: Record<string, unknown>;
  created_at: string;
};

/** GET /reviews/{id}/history: newest first by default. */
export const reviewHistoryQuery = object({ ...listQuery(['created_at'] as const) });
export type ReviewHistoryQuery = Infer<typeof reviewHistoryQuery>;

/** The answer of PATCH /reviews/{id}: the review's new status. */
export type ReviewStatusChange = { id: number; status: ReviewUpdateBody['status'] };
