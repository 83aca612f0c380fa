import type { Campaign, CampaignProgress, CampaignStatus, FeedbackType } from './campaigns';
import { listQuery } from './common';
import { array, boolean, date, type Infer, id, object, optional } from './validate';

/** The answers to review requests and what they add up to (reports, summaries, exports). */

/** Where an answer came from: a recipient's e-mail or text, a location's shared link, a kiosk. */
export const RESPONSE_CHANNELS = ['email', 'sms', 'link', 'kiosk'] as const;
export type ResponseChannel = (typeof RESPONSE_CHANNELS)[number];

/** NPS: promoters answer 9-10, detractors 0-6; the score is % promoters minus % detractors. */
export function npsOf(counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return null;
  const promoters = (counts[9] ?? 0) + (counts[10] ?? 0);
  const detractors = counts.slice(0, 7).reduce((a, b) => a + b, 0);
  return Math.round(((promoters - detractors) / total) * 100);
}

/** One answer to a request page. */
export type CampaignResponse = {
  id: number;
  location_id: number;
  location_name: string;
  campaign_id: number | null;
  campaign_name: string | null;
  recipient_id: number | null;
  channel: ResponseChannel;
  feedback_type: FeedbackType;
  score: number;
  comment: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  custom_attributes: Record<string, string>;
  created_at: string;
};

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

/** GET /reports/{account_id}/campaign/overview */
export type CampaignOverviewReport = {
  period: { start: string; end: string };
  totals: Omit<CampaignProgress, 'pending' | 'skipped' | 'recipients'> & {
    /** Answers from every channel (recipients' links, shared links and kiosks). */
    responses: number;
    review_site_clicks: number;
  };
  nps: number | null;
  distributions: Record<FeedbackType, ScoreDistribution>;
  /** Per day: requests sent and answers received. */
  timeline: { date: string; sent: number; responses: number }[];
};

/** GET /reports/{account_id}/campaigns: one row per campaign with its figures. */
export type CampaignReportRow = {
  id: number;
  name: string;
  location_id: number;
  location_name: string;
  feedback_type: FeedbackType;
  status: CampaignStatus;
  sent_at: string | null;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  responded: number;
  review_site_clicks: number;
  average_score: number | null;
  nps: number | null;
};

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
