import { listQuery } from './common';
import { boolean, type Infer, id, object, oneOf, optional } from './validate';

export const ISSUE_STATUSES = ['missing_place_id', 'conflicting_place_id'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/**
 * An issue found on a location: no Google place id, or a place id another
 * location of the account also has. Computed from the locations on every read.
 */
export type LocationIssue = {
  id: number;
  account_id: number;
  location_id: number;
  location_name: string;
  status: IssueStatus;
  description: string;
  muted: boolean;
  /** For conflicting_place_id: the other locations with the same place id. */
  conflicting_location_ids: number[];
  created_at: string;
};

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
