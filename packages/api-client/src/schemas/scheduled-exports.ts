import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  type Infer,
  id,
  json,
  nullable,
  number,
  object,
  oneOf,
  optional,
  partial,
  record,
  refine,
  type Schema,
  string,
  union,
} from './validate';
import { described } from './validation/described';

/** Spec 1 section 3: export types and their labels. */
export const SCHEDULED_EXPORT_TYPES = {
  reviews: 'Reviews',
  metric_locations: 'Location Performance',
  metric_groups: 'Group Performance',
  experience_categories: 'Experience Categories',
  keywords: 'Keywords',
  keyword_details: 'Keyword Details',
  competitors_overview: 'Competitor Locations',
  competitors_brands: 'Competitor Brands',
  microsurvey_responses: 'Microsurveys',
  visual_report: 'Visual Report',
  partner_scorecards: 'Partner Scorecards',
} as const;
export type ScheduledExportType = keyof typeof SCHEDULED_EXPORT_TYPES;
const TYPE_NAMES = Object.keys(SCHEDULED_EXPORT_TYPES) as [
  ScheduledExportType,
  ...ScheduledExportType[],
];
export const scheduledExportTypeAnswer: Schema<ScheduledExportType> = v.picklist(TYPE_NAMES);

/** Spec 1 section 3: the date legend values sent to the API (presets only). */
export const DATE_RANGE_LEGENDS = [
  'today',
  'yesterday',
  'seven_days',
  'fourteen_days',
  'thirty_days',
  'three_months',
  'six_months',
  'twelve_months',
  'last_calendar_week',
  'last_calendar_year',
  'previous_month',
  'previous_quarter',
  'month_to_date',
  'quarter_to_date',
  'year_to_date',
] as const;
export type DateRangeLegend = (typeof DATE_RANGE_LEGENDS)[number];
export const dateRangeLegendAnswer: Schema<DateRangeLegend> = v.picklist(DATE_RANGE_LEGENDS);

/** The filter bar's date descriptors (spec 1 section 2) mapped to legend values. */
export const DATE_DESCRIPTOR_LEGENDS: Record<string, DateRangeLegend> = {
  today: 'today',
  yesterday: 'yesterday',
  sevenDays: 'seven_days',
  fourteenDays: 'fourteen_days',
  thirtyDays: 'thirty_days',
  threeMonths: 'three_months',
  sixMonths: 'six_months',
  twelveMonths: 'twelve_months',
  lastCalendarWeek: 'last_calendar_week',
  lastCalendarYear: 'last_calendar_year',
  prevMonth: 'previous_month',
  prevQuarter: 'previous_quarter',
  mtd: 'month_to_date',
  qtd: 'quarter_to_date',
  ytd: 'year_to_date',
};

export const EMAIL_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const emailFrequencyAnswer: Schema<EmailFrequency> = v.picklist(EMAIL_FREQUENCIES);
export const EXPORT_WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type ExportWeekday = (typeof EXPORT_WEEKDAYS)[number];
export const exportWeekdayAnswer: Schema<ExportWeekday> = v.picklist(EXPORT_WEEKDAYS);

/** Spec 1 sections 5 and 8. */
export const SCHEDULED_EXPORT_MESSAGES = {
  allTime: 'All time date option is not supported',
  presetRequired: 'Select a preset date option',
  fillOut: 'Fill out all sections',
  noUsers: 'No users found in account.',
  saved: 'Scheduled Export saved',
  updated: 'Scheduled Export updated',
} as const;
export const SCHEDULED_EXPORT_NAME_MAX = 100;
/** Spec 1 section 5 defaults. */
export const SCHEDULED_EXPORT_DEFAULTS = {
  scheduled_time: '13:00',
  weekday: 'sunday',
  day_of_month: 1,
  email_frequency: 'daily',
} as const;

export const scheduledExportAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    display_name: v.string(),
    export_type: scheduledExportTypeAnswer,
    export_type_label: described(
      'The label of the export type (Reviews, Keywords, ...).',
      v.string(),
    ),
    resource_id: v.nullable(v.number()),
    filters: v.record(v.string(), v.unknown()),
    date_range_legend: dateRangeLegendAnswer,
    recipient_user_ids: v.array(v.number()),
    recipient_emails: v.array(v.string()),
    email_frequency: emailFrequencyAnswer,
    email_subject: v.string(),
    email_body: v.string(),
    scheduled_time: described('HH:mm in `time_zone`.', v.string()),
    weekday: exportWeekdayAnswer,
    day_of_month: v.number(),
    time_zone: v.string(),
    next_run_at: v.string(),
    last_sent_at: v.nullable(v.string()),
    created_by_user_id: v.nullable(v.number()),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export interface ScheduledExport extends Infer<typeof scheduledExportAnswer> {}

export const scheduledExportListQuery = object({
  ...listQuery([
    'display_name',
    'export_type',
    'email_frequency',
    'scheduled_time',
    'last_sent_at',
    'created_at',
  ] as const),
  account_id: optional(id()),
  export_type: optional(array(oneOf(TYPE_NAMES), { coerce: true, max: 20 })),
  created_by_user_id: optional(id()),
});
export type ScheduledExportListQuery = Infer<typeof scheduledExportListQuery>;

const email = string({
  max: 254,
  pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  patternMessage: 'recipient_emails must hold e-mail addresses',
});

const fields = {
  display_name: string({ min: 1, max: SCHEDULED_EXPORT_NAME_MAX }),
  export_type: oneOf(TYPE_NAMES),
  resource_id: optional(nullable(id())),
  filters: optional(record(json()), {}),
  date_range_legend: optional(string({ max: 40 })),
  recipient_emails: optional(array(email, { max: 100 })),
  recipient_user_ids: optional(array(id(), { max: 100 })),
  email_frequency: oneOf(EMAIL_FREQUENCIES),
  email_subject: optional(string({ max: 200 })),
  email_body: optional(string({ max: 2000, trim: false })),
  scheduled_time: string({
    pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
    patternMessage: 'scheduled_time must be a time (HH:mm)',
  }),
  weekday: optional(union(oneOf(EXPORT_WEEKDAYS), number({ int: true, min: 0, max: 6 }))),
  day_of_month: optional(number({ int: true, coerce: true, min: 1, max: 31 })),
  time_zone: optional(string({ max: 64 })),
};

/** The preset date option: `date_range_legend`, or the filters' dateDescriptor. */
export function scheduledDateLegend(body: {
  date_range_legend?: string | undefined;
  filters?: Record<string, unknown> | undefined;
}): { legend: DateRangeLegend } | { error: string } {
  const given =
    body.date_range_legend ??
    (typeof body.filters?.dateDescriptor === 'string' ? body.filters.dateDescriptor : undefined);
  if (given === undefined || given === '')
    return { error: SCHEDULED_EXPORT_MESSAGES.presetRequired };
  if (given === 'allTime' || given === 'all_time')
    return { error: SCHEDULED_EXPORT_MESSAGES.allTime };
  const legend = (DATE_RANGE_LEGENDS as readonly string[]).includes(given)
    ? (given as DateRangeLegend)
    : DATE_DESCRIPTOR_LEGENDS[given];
  return legend ? { legend } : { error: SCHEDULED_EXPORT_MESSAGES.presetRequired };
}

function checkCommon(v: {
  date_range_legend?: string | undefined;
  filters?: Record<string, unknown> | undefined;
  recipient_emails?: string[] | undefined;
  recipient_user_ids?: number[] | undefined;
}): string | null {
  const date = scheduledDateLegend(v);
  if ('error' in date) return date.error;
  return null;
}

/** POST /scheduled_exports (spec 1 section 5). */
export const scheduledExportCreateBody = refine(object(fields), (v) => {
  if (!v.recipient_emails?.length && !v.recipient_user_ids?.length)
    return 'At least one recipient is required';
  return checkCommon(v);
});
export type ScheduledExportCreateBody = Infer<typeof scheduledExportCreateBody>;

const someFields = partial(object(fields));
/** PATCH /scheduled_exports/{id}: any of the fields (the date option is checked when sent). */
export const scheduledExportUpdateBody = refine(someFields, (v) => {
  if (v.recipient_emails && v.recipient_user_ids === undefined && v.recipient_emails.length === 0)
    return 'At least one recipient is required';
  if (v.date_range_legend !== undefined || v.filters?.dateDescriptor !== undefined)
    return checkCommon(v);
  return null;
});
export type ScheduledExportUpdateBody = Infer<typeof scheduledExportUpdateBody>;

export const scheduledExportUnsubscribeAnswer = answer(
  described(
    'The answer of GET /unsubscribe/scheduled_exports/{id}.',
    v.object({
      scheduled_export: v.object({ id: v.number(), display_name: v.string() }),
      email: v.nullable(v.string()),
      unsubscribed: v.boolean(),
    }),
  ),
);
/** The answer of GET /unsubscribe/scheduled_exports/{id}. */
export interface ScheduledExportUnsubscribe
  extends Infer<typeof scheduledExportUnsubscribeAnswer> {}
