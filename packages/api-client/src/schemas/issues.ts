import * as v from 'valibot';
import { listQuery } from './common';
import { answer, boolean, type Infer, id, object, oneOf, optional, type Schema } from './validate';
import { described } from './validation/described';

export const ISSUE_STATUSES = ['missing_place_id', 'conflicting_place_id'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const issueStatusAnswer: Schema<IssueStatus> = v.picklist(ISSUE_STATUSES);

export const locationIssueAnswer = answer(
  described(
    'An issue found on a location: no Google place id, or a place id another\nlocation of the account also has. Computed from the locations on every read.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      location_id: v.number(),
      location_name: v.string(),
      status: issueStatusAnswer,
      description: v.string(),
      muted: v.boolean(),
      conflicting_location_ids: described(
        'For conflicting_place_id: the other locations with the same place id.',
        v.array(v.number()),
      ),
      created_at: v.string(),
    }),
  ),
);
/**
 * An issue found on a location: no Google place id, or a place id another
 * location of the account also has. Computed from the locations on every read.
 */
export interface LocationIssue extends Infer<typeof locationIssueAnswer> {}

/** GET /issues */
export const issueListQuery = object({
  ...listQuery(['created_at', 'location_id'] as const, 250),
  account_id: optional(id()),
  location_id: optional(id()),
  status: optional(oneOf(ISSUE_STATUSES)),
  muted: optional(boolean({ coerce: true })),
});
export type IssueListQuery = Infer<typeof issueListQuery>;

/** PATCH /issues/{id}: Mute / Unmute. */
export const issueUpdateBody = object({ muted: boolean() });
export type IssueUpdateBody = Infer<typeof issueUpdateBody>;
