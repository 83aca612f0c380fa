import * as v from 'valibot';
import { SCHEDULABLE_DATE_DESCRIPTORS } from '../dates/date-descriptors';
import { listQuery } from './common';
import {
  answer,
  array,
  date,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

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

/** The answers' schemas: what the server sends, for the OpenAPI document and the types below. */
const visualReportBlockAnswer: Schema<VisualReportBlock> = v.object({
  kind: v.picklist(BLOCK_KINDS),
  title: described("A title of the user's own; empty: the kind's title.", v.string()),
  display: v.picklist(VISUAL_REPORT_DISPLAYS),
});

export const visualReportBlockKindAnswer: Schema<VisualReportBlockKind> = v.picklist(BLOCK_KINDS);
export const visualReportDisplayAnswer: Schema<VisualReportDisplay> =
  v.picklist(VISUAL_REPORT_DISPLAYS);
export const visualReportSharingAnswer: Schema<VisualReportSharing> =
  v.picklist(VISUAL_REPORT_SHARING);

/** A saved report. `can_edit`: the caller is its creator or an administrator. */
export const visualReportAnswer = answer(
  described(
    'A saved report. `can_edit`: the caller is its creator or an administrator.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      name: v.string(),
      description: v.string(),
      date_descriptor: v.string(),
      group_id: v.nullable(v.number()),
      location_id: v.nullable(v.number()),
      source_id: v.nullable(v.number()),
      blocks: v.array(visualReportBlockAnswer),
      sharing: visualReportSharingAnswer,
      shared_user_ids: v.array(v.number()),
      created_by_user_id: v.nullable(v.number()),
      created_by_name: v.nullable(v.string()),
      can_edit: v.boolean(),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/** A saved report. `can_edit`: the caller is its creator or an administrator. */
export interface VisualReport extends Infer<typeof visualReportAnswer> {}

export const VISUAL_REPORT_BUCKETS = ['day', 'week', 'month'] as const;
/** The span of one point of a series: it follows the report's range (`visualReportBucketOf`). */
export type VisualReportBucket = (typeof VISUAL_REPORT_BUCKETS)[number];
const visualReportBucketAnswer: Schema<VisualReportBucket> = described(
  'The bucket of `series` (day, week or month).',
  v.picklist(VISUAL_REPORT_BUCKETS),
);

const visualReportPointFields = answer(
  described(
    "One point of a time series: `date` is the first day of its bucket (the day, the week's\nSunday, the month's 1st); `partial` when the report's range covers only part of the bucket.",
    v.object({ date: v.string(), value: v.nullable(v.number()), partial: v.optional(v.boolean()) }),
  ),
);
/**
 * One point of a time series: `date` is the first day of its bucket (the day, the week's
 * Sunday, the month's 1st); `partial` when the report's range covers only part of the bucket.
 */
export interface VisualReportPoint extends Infer<typeof visualReportPointFields> {}
const visualReportPointAnswer: Schema<VisualReportPoint> = visualReportPointFields;

const visualReportRowFields = answer(
  described(
    'One bar or table row: a source, location, group or category.',
    v.object({
      label: v.string(),
      value: v.nullable(v.number()),
      count: described('Reviews behind the figure.', v.number()),
      average_rating: described(
        'Extra cells of the table display (e.g. rating and reviews of a location).',
        v.optional(v.nullable(v.number())),
      ),
      positive: v.optional(v.number()),
      negative: v.optional(v.number()),
    }),
  ),
);
/** One bar or table row: a source, location, group or category. */
export interface VisualReportRow extends Infer<typeof visualReportRowFields> {}
const visualReportRowAnswer: Schema<VisualReportRow> = visualReportRowFields;

const visualReportBlockDataFields = answer(
  described(
    "The figures of one block, in the report's order.",
    v.object({
      kind: visualReportBlockKindAnswer,
      title: v.string(),
      display: visualReportDisplayAnswer,
      unit: described(
        'rating: stars (1-5); count: reviews; percent: 0-100; days: response days.',
        v.picklist(['rating', 'count', 'percent', 'days']),
      ),
      value: described('The headline figure of the period.', v.nullable(v.number())),
      series: v.optional(v.array(visualReportPointAnswer)),
      bucket: v.optional(visualReportBucketAnswer),
      rows: v.optional(v.array(visualReportRowAnswer)),
    }),
  ),
);
/** The figures of one block, in the report's order. */
export interface VisualReportBlockData extends Infer<typeof visualReportBlockDataFields> {}
const visualReportBlockDataAnswer: Schema<VisualReportBlockData> = visualReportBlockDataFields;

/** GET /visual_reports/{id}/data */
export const visualReportDataAnswer = answer(
  described(
    'GET /visual_reports/{id}/data',
    v.object({
      report_id: v.number(),
      name: v.string(),
      description: v.string(),
      period: v.object({ from: v.string(), to: v.string() }),
      filters: v.object({
        group: v.nullable(v.string()),
        location: v.nullable(v.string()),
        source: v.nullable(v.string()),
      }),
      blocks: v.array(visualReportBlockDataAnswer),
    }),
  ),
);
/** GET /visual_reports/{id}/data */
export interface VisualReportData extends Infer<typeof visualReportDataAnswer> {}

/** POST /export_files with resource visual_report: the file of the report. */
export const VISUAL_REPORT_FILE_TYPES = ['pdf', 'png'] as const;
export type VisualReportFileType = (typeof VISUAL_REPORT_FILE_TYPES)[number];
