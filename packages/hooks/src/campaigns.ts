import type {
  Campaign,
  CampaignListInput,
  CampaignRecipient,
  CampaignRecipientListInput,
  CampaignTemplate,
  CampaignTemplateListInput,
  Id,
  Page,
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
