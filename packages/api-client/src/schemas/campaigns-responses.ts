import * as v from 'valibot';
import { CAMPAIGN_STATUSES, type Campaign, FEEDBACK_TYPES, type FeedbackType } from './campaigns';
import { listQuery } from './common';
import {
  answer,
  array,
  boolean,
  date,
  type Infer,
  id,
  object,
  optional,
  type Schema,
} from './validate';
import { described } from './validation/described';

/** The answers to review requests and what they add up to (reports, summaries, exports). */

/** Where an answer came from: a recipient's e-mail or text, a location's shared link, a kiosk. */
export const RESPONSE_CHANNELS = ['email', 'sms', 'link', 'kiosk'] as const;
export type ResponseChannel = (typeof RESPONSE_CHANNELS)[number];
export const responseChannelAnswer: Schema<ResponseChannel> = v.picklist(RESPONSE_CHANNELS);

/** NPS: promoters answer 9-10, detractors 0-6; the score is % promoters minus % detractors. */
export function npsOf(counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return null;
  const promoters = (counts[9] ?? 0) + (counts[10] ?? 0);
  const detractors = counts.slice(0, 7).reduce((a, b) => a + b, 0);
  return Math.round(((promoters - detractors) / total) * 100);
}

export const campaignResponseAnswer = answer(
  described(
    'One answer to a request page.',
    v.object({
      id: v.number(),
      location_id: v.number(),
      location_name: v.string(),
      campaign_id: v.nullable(v.number()),
      campaign_name: v.nullable(v.string()),
      recipient_id: v.nullable(v.number()),
      channel: responseChannelAnswer,
      feedback_type: v.picklist(FEEDBACK_TYPES),
      score: v.number(),
      comment: v.nullable(v.string()),
      first_name: v.nullable(v.string()),
      last_name: v.nullable(v.string()),
      email: v.nullable(v.string()),
      custom_attributes: v.record(v.string(), v.string()),
      created_at: v.string(),
    }),
  ),
);
/** One answer to a request page. */
export interface CampaignResponse extends Infer<typeof campaignResponseAnswer> {}

/** GET /reports/{account_id}/campaign/overview and /campaigns: the shared filters. */
export const campaignReportQuery = object({
  account_id: optional(id()),
  published_after: optional(date()),
  published_before: optional(date()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  group_id: optional(id()),
  group_ids: optional(array(id(), { coerce: true, max: 500 })),
  campaign_id: optional(id()),
});
export type CampaignReportQuery = Infer<typeof campaignReportQuery>;

/** GET /reports/{account_id}/campaigns: the filters, paged and sorted. */
export const campaignReportListQuery = object({
  ...listQuery(['sent_at', 'name', 'responded'] as const, 100),
  account_id: optional(id()),
  published_after: optional(date()),
  published_before: optional(date()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  group_id: optional(id()),
  group_ids: optional(array(id(), { coerce: true, max: 500 })),
});
export type CampaignReportListQuery = Infer<typeof campaignReportListQuery>;

/** A distribution: how many answers gave each score of a feedback type's scale. */
export type ScoreDistribution = { score: number; label: string; count: number }[];

const scoreDistribution = described(
  "A distribution: how many answers gave each score of a feedback type's scale.",
  v.array(v.object({ score: v.number(), label: v.string(), count: v.number() })),
);

export const campaignOverviewReportAnswer = answer(
  described(
    'GET /reports/{account_id}/campaign/overview',
    v.object({
      period: v.object({ start: v.string(), end: v.string() }),
      totals: v.object({
        sent: v.number(),
        delivered: v.number(),
        failed: v.number(),
        opened: v.number(),
        clicked: v.number(),
        responded: v.number(),
        responses: described(
          "Answers from every channel (recipients' links, shared links and kiosks).",
          v.number(),
        ),
        review_site_clicks: v.number(),
      }),
      nps: v.nullable(v.number()),
      distributions: v.object(
        Object.fromEntries(FEEDBACK_TYPES.map((type) => [type, scoreDistribution])) as Record<
          FeedbackType,
          typeof scoreDistribution
        >,
      ),
      timeline: described(
        'Per day: requests sent and answers received.',
        v.array(v.object({ date: v.string(), sent: v.number(), responses: v.number() })),
      ),
    }),
  ),
);
/** GET /reports/{account_id}/campaign/overview */
export interface CampaignOverviewReport extends Infer<typeof campaignOverviewReportAnswer> {}

export const campaignReportRowAnswer = answer(
  described(
    'GET /reports/{account_id}/campaigns: one row per campaign with its figures.',
    v.object({
      id: v.number(),
      name: v.string(),
      location_id: v.number(),
      location_name: v.string(),
      feedback_type: v.picklist(FEEDBACK_TYPES),
      status: v.picklist(CAMPAIGN_STATUSES),
      sent_at: v.nullable(v.string()),
      sent: v.number(),
      delivered: v.number(),
      opened: v.number(),
      clicked: v.number(),
      responded: v.number(),
      review_site_clicks: v.number(),
      average_score: v.nullable(v.number()),
      nps: v.nullable(v.number()),
    }),
  ),
);
/** GET /reports/{account_id}/campaigns: one row per campaign with its figures. */
export interface CampaignReportRow extends Infer<typeof campaignReportRowAnswer> {}

/** GET /campaigns/{id}/summary: the microsurvey summary of a campaign's answers. */
export type CampaignSummary = {
  campaign: Campaign;
  question: string;
  distribution: ScoreDistribution;
  average_score: number | null;
  nps: number | null;
  responses: number;
  /** For each custom attribute: each value's answers and average score. */
  attributes: {
    name: string;
    values: { value: string; responses: number; average_score: number | null }[];
  }[];
};

/** GET /campaigns/{id}/responses */
export const campaignResponseListQuery = object({
  ...listQuery(['created_at', 'score'] as const, 250),
  with_comment: optional(boolean({ coerce: true })),
});
export type CampaignResponseListQuery = Infer<typeof campaignResponseListQuery>;

/** GET /export/csv/microsurvey_custom_attributes */
export const microsurveyAttributesQuery = object({ campaign_id: id() });
export type MicrosurveyAttributesQuery = Infer<typeof microsurveyAttributesQuery>;

/** The filters of the microsurvey_responses export (POST /export_files). */
export const microsurveyResponsesExportFilters = object({
  campaign_id: optional(id()),
  published_after: optional(date()),
  published_before: optional(date()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 500 })),
  group_id: optional(id()),
  group_ids: optional(array(id(), { coerce: true, max: 500 })),
});
export type MicrosurveyResponsesExportFilters = Infer<typeof microsurveyResponsesExportFilters>;
