import { SCHEDULABLE_DATE_DESCRIPTORS } from '../dates/date-descriptors';
import { listQuery } from './common';
import {
  array,
  date,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  string,
} from './validate';

/** The kinds of block a visual report is built from, with their titles. */
export const VISUAL_REPORT_BLOCK_KINDS = {
  rating_over_time: 'Rating over time',
  volume_over_time: 'Reviews over time',
  by_source: 'Reviews by source',
  by_location: 'By location',
  by_group: 'By group',
  sentiment: 'Sentiment',
  experience_categories: 'Experience categories',
  response_rate: 'Response rate',
  response_time: 'Response time',
} as const;
export type VisualReportBlockKind = keyof typeof VISUAL_REPORT_BLOCK_KINDS;
const BLOCK_KINDS = Object.keys(VISUAL_REPORT_BLOCK_KINDS) as [
  VisualReportBlockKind,
  ...VisualReportBlockKind[],
];

/** How a breakdown block (by location, by group) is drawn. */
export const VISUAL_REPORT_DISPLAYS = ['bars', 'table'] as const;
export type VisualReportDisplay = (typeof VISUAL_REPORT_DISPLAYS)[number];

/** private: its creator only; users: also the chosen users; account: everyone in the account. */
export const VISUAL_REPORT_SHARING = ['private', 'users', 'account'] as const;
export type VisualReportSharing = (typeof VISUAL_REPORT_SHARING)[number];

/**
 * The filter bar's date presets a report may use: the schedulable ones (today through ytd),
 * so every saved report can also be sent by e-mail.
 */
export const VISUAL_REPORT_DATE_PRESETS = SCHEDULABLE_DATE_DESCRIPTORS as readonly string[] as [
  string,
  ...string[],
];

export const VISUAL_REPORT_MAX_BLOCKS = 12;

export const visualReportBlock = object({
  kind: oneOf(BLOCK_KINDS),
  /** A title of the user's own; empty: the kind's title. */
  title: optional(string({ max: 100 }), ''),
  display: optional(oneOf(VISUAL_REPORT_DISPLAYS), 'bars'),
});
export type VisualReportBlock = Infer<typeof visualReportBlock>;

const reportFields = {
  name: string({ min: 1, max: 100 }),
  description: optional(string({ max: 500 }), ''),
  date_descriptor: optional(oneOf(VISUAL_REPORT_DATE_PRESETS), 'twelveMonths'),
  group_id: optional(nullable(id())),
  location_id: optional(nullable(id())),
  source_id: optional(nullable(id())),
  blocks: array(visualReportBlock, { min: 1, max: VISUAL_REPORT_MAX_BLOCKS }),
  sharing: optional(oneOf(VISUAL_REPORT_SHARING), 'private'),
  shared_user_ids: optional(array(id(), { max: 500 }), []),
};

/** POST /visual_reports */
export const visualReportCreateBody = object(reportFields);
export type VisualReportCreateBody = Infer<typeof visualReportCreateBody>;

/** PATCH /visual_reports/{id} */
export const visualReportUpdateBody = partial(
  object({
    ...reportFields,
    description: string({ max: 500 }),
    date_descriptor: oneOf(VISUAL_REPORT_DATE_PRESETS),
    sharing: oneOf(VISUAL_REPORT_SHARING),
    shared_user_ids: array(id(), { max: 500 }),
  }),
);
export type VisualReportUpdateBody = Infer<typeof visualReportUpdateBody>;

/** GET /visual_reports: the reports the caller may see. */
export const visualReportListQuery = object({
  ...listQuery(['name', 'updated_at', 'created_at'] as const, 100),
  account_id: optional(id()),
});
export type VisualReportListQuery = Infer<typeof visualReportListQuery>;

/** GET /visual_reports/{id}/data: `from` / `to` (the filter bar's) override the saved preset. */
export const visualReportDataQuery = object({
  from: optional(date()),
  to: optional(date()),
});
export type VisualReportDataQuery = Infer<typeof visualReportDataQuery>;

/** A saved report. `can_edit`: the caller is its creator or an administrator. */
export type VisualReport = {
  id: number;
  account_id: number;
  name: string;
  description: string;
  date_descriptor: string;
  group_id: number | null;
  location_id: number | null;
  source_id: number | null;
  blocks: VisualReportBlock[];
  sharing: VisualReportSharing;
  shared_user_ids: number[];
  created_by_user_id: number | null;
  created_by_name: string | null;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
};

/** The span of one point of a series: it follows the report's range (`visualReportBucketOf`). */
export type VisualReportBucket = 'day' | 'week' | 'month';
/**
 * One point of a time series: `date` is the first day of its bucket (the day, the week's
 * Sunday, the month's 1st); `partial` when the report's range covers only part of the bucket.
 */
export type VisualReportPoint = { date: string; value: number | null; partial?: boolean };
/** One bar or table row: a source, location, group or category. */
export type VisualReportRow = {
  label: string;
  value: number | null;
  /** Reviews behind the figure. */
  count: number;
  /** Extra cells of the table display (e.g. rating and reviews of a location). */
  average_rating?: number | null;
  positive?: number;
  negative?: number;
};

/** The figures of one block, in the report's order. */
export type VisualReportBlockData = {
  kind: VisualReportBlockKind;
  title: string;
  display: VisualReportDisplay;
  /** rating: stars (1-5); count: reviews; percent: 0-100; days: response days. */
  unit: 'rating' | 'count' | 'percent' | 'days';
  /** The headline figure of the period. */
  value: number | null;
  series?: VisualReportPoint[];
  /** The bucket of `series` (day, week or month). */
  bucket?: VisualReportBucket;
  rows?: VisualReportRow[];
};

/** GET /visual_reports/{id}/data */
export type VisualReportData = {
  report_id: number;
  name: string;
  description: string;
  period: { from: string; to: string };
  filters: { group: string | null; location: string | null; source: string | null };
  blocks: VisualReportBlockData[];
};

/** POST /export_files with resource visual_report: the file of the report. */
export const VISUAL_REPORT_FILE_TYPES = ['pdf', 'png'] as const;
export type VisualReportFileType = (typeof VISUAL_REPORT_FILE_TYPES)[number];
