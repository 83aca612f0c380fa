import type {
  Campaign,
  CampaignCreateBody,
  CampaignListQuery,
  CampaignRecipient,
  CampaignRecipientListQuery,
  CampaignTemplate,
  CampaignTemplateCreateBody,
  CampaignTemplateListQuery,
  CampaignTemplateUpdateBody,
  CampaignUpdateBody,
  RecipientUpload,
} from '../schemas/campaigns';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type CampaignListInput = ListInput<CampaignListQuery>;
export type CampaignRecipientListInput = ListInput<CampaignRecipientListQuery>;
export type CampaignCreateInput = WithOptional<
  CampaignCreateBody,
  'feedback_type' | 'auto_select_sources'
>;
export type CampaignTemplateListInput = ListInput<CampaignTemplateListQuery>;
export type CampaignTemplateCreateInput = WithOptional<
  CampaignTemplateCreateBody,
  'request_type' | 'layout' | 'subject' | 'use_header_image'
>;

const campaignsAt = (client: Client) =>
  resource<Campaign, CampaignCreateInput, CampaignUpdateBody, CampaignListInput>(
    client,
    '/campaigns',
    'campaigns',
  );
const templatesAt = (client: Client) =>
  resource<
    CampaignTemplate,
    CampaignTemplateCreateInput,
    CampaignTemplateUpdateBody,
    CampaignTemplateListInput
  >(client, '/templates', 'templates');

/** GET /campaigns (`status`, `location_id`, keywords in the name). */
export function listCampaigns(
  client: Client,
  query?: CampaignListInput,
  options?: CallOptions,
): Promise<Page<Campaign>> {
  return campaignsAt(client).list(query, options);
}
/** GET /campaigns/{id} (404 CAMPAIGN_NOT_FOUND). */
export function getCampaign(client: Client, id: Id, options?: CallOptions) {
  return campaignsAt(client).get(id, options);
}
/** POST /campaigns: a draft. */
export function createCampaign(client: Client, body: CampaignCreateInput, options?: CallOptions) {
  return campaignsAt(client).create(body, options);
}
/** PATCH /campaigns/{id}: drafts only (409 CAMPAIGN_NOT_DRAFT). */
export function updateCampaign(
  client: Client,
  id: Id,
  body: CampaignUpdateBody,
  options?: CallOptions,
) {
  return campaignsAt(client).update(id, body, options);
}
/** DELETE /campaigns/{id}: drafts only (409 CAMPAIGN_NOT_DRAFT). */
export function deleteCampaign(client: Client, id: Id, options?: CallOptions) {
  return campaignsAt(client).remove(id, options);
}

/** GET /templates */
export function listCampaignTemplates(
  client: Client,
  query?: CampaignTemplateListInput,
  options?: CallOptions,
): Promise<Page<CampaignTemplate>> {
  return templatesAt(client).list(query, options);
}
/** GET /templates/{id} */
export function getCampaignTemplate(client: Client, id: Id, options?: CallOptions) {
  return templatesAt(client).get(id, options);
}
/** POST /templates */
export function createCampaignTemplate(
  client: Client,
  body: CampaignTemplateCreateInput,
  options?: CallOptions,
) {
  return templatesAt(client).create(body, options);
}
/** PATCH /templates/{id} */
export function updateCampaignTemplate(
  client: Client,
  id: Id,
  body: CampaignTemplateUpdateBody,
  options?: CallOptions,
) {
  return templatesAt(client).update(id, body, options);
}
/** DELETE /templates/{id} (campaigns made from it keep their own copy of the text). */
export function deleteCampaignTemplate(client: Client, id: Id, options?: CallOptions) {
  return templatesAt(client).remove(id, options);
}

/**
 * POST /campaigns/{id}/recipients: a CSV as multipart field `file` (email, phone, first_name,
 * last_name, then custom attributes) → the upload's counts.
 */
export function uploadCampaignRecipients(
  client: Client,
  id: Id,
  file: Blob,
  fileName: string,
  options?: CallOptions,
): Promise<RecipientUpload> {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.request('POST', `/campaigns/${encodeURIComponent(String(id))}/recipients`, {
    ...options,
    body: form,
  });
}
/** GET /campaigns/{id}/recipients */
export function listCampaignRecipients(
  client: Client,
  id: Id,
  query?: CampaignRecipientListInput,
  options?: CallOptions,
): Promise<Page<CampaignRecipient>> {
  return client.list(
    `/campaigns/${encodeURIComponent(String(id))}/recipients`,
    'recipients',
    query as QueryParams,
    options,
  );
}
/** GET /export/csv/failed_upload_recipients?upload_id=: the rows not added, with line and reason. */
export function downloadFailedUploadRecipients(
  client: Client,
  uploadId: Id,
  options?: CallOptions,
): Promise<Blob> {
  return client.get<Blob>('/export/csv/failed_upload_recipients', {
    ...options,
    query: { upload_id: uploadId },
    responseType: 'blob',
  });
}
/** GET /export/csv/recipient_template: the columns and an example row. */
export function downloadRecipientTemplate(client: Client, options?: CallOptions): Promise<Blob> {
  return client.get<Blob>('/export/csv/recipient_template', { ...options, responseType: 'blob' });
}

export const campaigns = {
  list: listCampaigns,
  get: getCampaign,
  create: createCampaign,
  update: updateCampaign,
  remove: deleteCampaign,
  uploadRecipients: uploadCampaignRecipients,
  recipients: listCampaignRecipients,
  failedRecipients: downloadFailedUploadRecipients,
  recipientTemplate: downloadRecipientTemplate,
};
export const campaignTemplates = {
  list: listCampaignTemplates,
  get: getCampaignTemplate,
  create: createCampaignTemplate,
  update: updateCampaignTemplate,
  remove: deleteCampaignTemplate,
};
