import type {
  Campaign,
  CampaignListInput,
  CampaignOverviewReport,
  CampaignRecipient,
  CampaignRecipientListInput,
  CampaignReportListInput,
  CampaignReportQuery,
  CampaignReportRow,
  CampaignResponse,
  CampaignResponseListInput,
  CampaignSummary,
  CampaignTemplate,
  CampaignTemplateListInput,
  Id,
  Page,
  ReviewUrl,
  ReviewUrlListInput,
} from '@plaudit/api-client';
import { clean, type DataOptions, type DataResponse, skip, usePlauditSWR } from './data/data-hooks';

/** GET /campaigns: the ask tool's campaigns (drafts first by date; `status`, `location_id`). */
export function useCampaigns(
  query?: CampaignListInput,
  options?: DataOptions<Page<Campaign>>,
): DataResponse<Page<Campaign>> {
  const q = clean(query);
  return usePlauditSWR('campaigns', [q], (api) => api.campaigns.list(q), options);
}

/** GET /campaigns/{id} */
export function useCampaign(
  id: Id | null | undefined,
  options?: DataOptions<Campaign>,
): DataResponse<Campaign> {
  return usePlauditSWR(
    'campaign',
    skip(id) ? null : [String(id)],
    (api) => api.campaigns.get(id as Id),
    options,
  );
}

/** GET /templates: the templates for review requests. */
export function useCampaignTemplates(
  query?: CampaignTemplateListInput,
  options?: DataOptions<Page<CampaignTemplate>>,
): DataResponse<Page<CampaignTemplate>> {
  const q = clean(query);
  return usePlauditSWR('campaignTemplates', [q], (api) => api.campaignTemplates.list(q), options);
}

/** GET /templates/{id} */
export function useCampaignTemplate(
  id: Id | null | undefined,
  options?: DataOptions<CampaignTemplate>,
): DataResponse<CampaignTemplate> {
  return usePlauditSWR(
    'campaignTemplate',
    skip(id) ? null : [String(id)],
    (api) => api.campaignTemplates.get(id as Id),
    options,
  );
}

/** GET /campaigns/{id}/recipients: who the campaign asks, with where each one is. */
export function useCampaignRecipients(
  id: Id | null | undefined,
  query?: CampaignRecipientListInput,
  options?: DataOptions<Page<CampaignRecipient>>,
): DataResponse<Page<CampaignRecipient>> {
  const q = clean(query);
  return usePlauditSWR(
    'campaignRecipients',
    skip(id) ? null : [String(id), q],
    (api) => api.campaigns.recipients(id as Id, q),
    options,
  );
}

/** GET /campaigns/{id}/summary: the microsurvey summary of a campaign. */
export function useCampaignSummary(
  id: Id | null | undefined,
  options?: DataOptions<CampaignSummary>,
): DataResponse<CampaignSummary> {
  return usePlauditSWR(
    'campaignSummary',
    skip(id) ? null : [String(id)],
    (api) => api.campaigns.summary(id as Id),
    options,
  );
}

/** GET /campaigns/{id}/responses: a campaign's answers, comments included. */
export function useCampaignResponses(
  id: Id | null | undefined,
  query?: CampaignResponseListInput,
  options?: DataOptions<Page<CampaignResponse>>,
): DataResponse<Page<CampaignResponse>> {
  const q = clean(query);
  return usePlauditSWR(
    'campaignResponses',
    skip(id) ? null : [String(id), q],
    (api) => api.campaigns.responses(id as Id, q),
    options,
  );
}

/** GET /reports/{account_id}/campaign/overview over the shared filters. */
export function useCampaignOverviewReport(
  accountId: Id | null | undefined,
  query?: CampaignReportQuery,
  options?: DataOptions<CampaignOverviewReport>,
): DataResponse<CampaignOverviewReport> {
  const q = clean(query);
  return usePlauditSWR(
    'campaignOverviewReport',
    skip(accountId) ? null : [String(accountId), q],
    (api) => api.campaigns.overviewReport(accountId as Id, q),
    options,
  );
}

/** GET /reports/{account_id}/campaigns: each campaign sent in the period with its figures. */
export function useCampaignReports(
  accountId: Id | null | undefined,
  query?: CampaignReportListInput,
  options?: DataOptions<Page<CampaignReportRow>>,
): DataResponse<Page<CampaignReportRow>> {
  const q = clean(query);
  return usePlauditSWR(
    'campaignReports',
    skip(accountId) ? null : [String(accountId), q],
    (api) => api.campaigns.reports(accountId as Id, q),
    options,
  );
}

/** GET /urls?location_id=: the location's review sites. */
export function useReviewUrls(
  query: ReviewUrlListInput | null,
  options?: DataOptions<Page<ReviewUrl>>,
): DataResponse<Page<ReviewUrl>> {
  const q = clean(query ?? undefined);
  return usePlauditSWR(
    'reviewUrls',
    query ? [q] : null,
    (api) => api.campaigns.reviewUrls(q as ReviewUrlListInput),
    options,
  );
}
