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
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/** Why a review breaks its site's rules. */
export const DISPUTE_REASONS = [
  'spam',
  'fake',
  'conflict_of_interest',
  'off_topic',
  'offensive',
  'personal_information',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  spam: 'Spam',
  fake: 'Fake review',
  conflict_of_interest: 'Conflict of interest',
  off_topic: 'Off-topic',
  offensive: 'Offensive',
  personal_information: 'Personal information',
};

/**
 * flagged (by the account) → submitted (reported on the site) → removed or rejected (the
 * site's decision); an open dispute may also be withdrawn by the account.
 */
export const DISPUTE_STATUSES = [
  'flagged',
  'submitted',
  'removed',
  'rejected',
  'withdrawn',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  flagged: 'Flagged',
  submitted: 'Submitted to the site',
  removed: 'Removed by the site',
  rejected: 'Rejected by the site',
  withdrawn: 'Withdrawn',
};

/** A dispute still waiting: at most one per review. */
export const OPEN_DISPUTE_STATUSES = ['flagged', 'submitted'] as const satisfies DisputeStatus[];

/** The outcome of a dispute: open until the site decides or the account withdraws it. */
export const DISPUTE_OUTCOMES = ['open', 'removed', 'rejected', 'withdrawn'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** A status's outcome: `open` while flagged or submitted, else the status itself. */
export const disputeOutcomeOf = (status: DisputeStatus): DisputeOutcome =>
  status === 'flagged' || status === 'submitted' ? 'open' : status;

/** The statuses a dispute may move to from each status (PATCH /disputes/{id}). */
export const DISPUTE_NEXT_STATUSES: Record<DisputeStatus, readonly DisputeStatus[]> = {
  flagged: ['submitted', 'withdrawn'],
  submitted: ['removed', 'rejected', 'withdrawn'],
  removed: [],
  rejected: [],
  withdrawn: [],
};

/**
 * The sites' own pages for reporting a review, by source code: none of them offers an API for
 * it, so the account reports the review there and marks the dispute submitted.
 */
export const DISPUTE_REPORT_PAGES: Readonly<Record<string, string>> = {
  google: 'https://support.google.com/business/answer/4596773',
  yelp: 'https://www.yelp-support.com/article/How-do-I-report-content-that-violates-Yelp-s-Content-Guidelines-or-Terms-of-Service?l=en_US',
  facebook: 'https://www.facebook.com/help/1753719584844061',
};

export const DISPUTE_NOTE_MAX_LENGTH = 2000;

export const disputeReasonAnswer: Schema<DisputeReason> = v.picklist(DISPUTE_REASONS);
export const disputeStatusAnswer: Schema<DisputeStatus> = v.picklist(DISPUTE_STATUSES);
export const disputeOutcomeAnswer: Schema<DisputeOutcome> = v.picklist(DISPUTE_OUTCOMES);
const reportUrl = described(
  "The site's reporting page (http or https), or null when Plaudit knows none for the site.",
  v.nullable(v.string()),
);

/** A dispute of a review, as the API sends it. */
export const disputeAnswer = answer(
  described(
    'A dispute of a review, as the API sends it.',
    v.object({
      id: v.number(),
      review_id: v.number(),
      location_id: v.number(),
      location_name: v.string(),
      source_id: v.number(),
      source_name: v.string(),
      source_code: v.string(),
      review_rating: described(
        "The disputed review's rating, author and start of its text, for lists.",
        v.number(),
      ),
      review_author_name: v.string(),
      review_excerpt: v.string(),
      reason: disputeReasonAnswer,
      note: v.string(),
      status: disputeStatusAnswer,
      outcome: disputeOutcomeAnswer,
      report_url: reportUrl,
      flagged_by_user_id: v.nullable(v.number()),
      flagged_by_user_name: v.nullable(v.string()),
      submitted_at: v.nullable(v.string()),
      resolved_at: v.nullable(v.string()),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/** A dispute of a review, as the API sends it. */
export interface Dispute extends Infer<typeof disputeAnswer> {}

/** The latest dispute of a review, carried on the review. */
const reviewDispute = answer(
  described(
    'The latest dispute of a review, carried on the review.',
    v.object({
      id: v.number(),
      status: disputeStatusAnswer,
      reason: disputeReasonAnswer,
      report_url: reportUrl,
    }),
  ),
);
/** The latest dispute of a review, carried on the review. */
export interface ReviewDispute extends Infer<typeof reviewDispute> {}
export const reviewDisputeAnswer: Schema<ReviewDispute> = reviewDispute;

/** Disputes counted by status, outcome and reason (the filters of GET /disputes apply). */
export type DisputeCounts = {
  total: number;
  by_status: Record<DisputeStatus, number>;
  by_outcome: Record<DisputeOutcome, number>;
  by_reason: Record<DisputeReason, number>;
};

/** POST /reviews/{id}/disputes */
export const disputeCreateBody = object({
  reason: oneOf(DISPUTE_REASONS),
  note: optional(string({ max: DISPUTE_NOTE_MAX_LENGTH }), ''),
});
export type DisputeCreateBody = Infer<typeof disputeCreateBody>;

/** PATCH /disputes/{id}: the next step, with what the site said (added to the history). */
export const disputeUpdateBody = object({
  status: oneOf(DISPUTE_STATUSES),
  note: optional(string({ max: DISPUTE_NOTE_MAX_LENGTH })),
});
export type DisputeUpdateBody = Infer<typeof disputeUpdateBody>;

/** GET /disputes: newest first by default, with counts by status, outcome and reason. */
export const disputeListQuery = object({
  ...listQuery(['created_at', 'updated_at'] as const, 100),
  account_id: optional(id()),
  status: optional(array(oneOf(DISPUTE_STATUSES), { coerce: true, max: 5 })),
  reason: optional(array(oneOf(DISPUTE_REASONS), { coerce: true, max: 6 })),
  review_id: optional(id()),
  location_id: optional(id()),
  source_id: optional(id()),
  /** Flagged on or after this day (UTC)... */
  flagged_after: optional(date()),
  /** ...and on or before this one. */
  flagged_before: optional(date()),
});
export type DisputeListQuery = Infer<typeof disputeListQuery>;
