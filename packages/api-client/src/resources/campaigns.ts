import type {
  Campaign,
  CampaignCreateBody,
  CampaignListQuery,
  CampaignRecipient,
  CampaignRecipientListQuery,
  CampaignSendBody,
  CampaignTemplate,
  CampaignTemplateCreateBody,
  CampaignTemplateListQuery,
  CampaignTemplateUpdateBody,
  CampaignUpdateBody,
  RecipientUpload,
  RequestUnsubscribe,
  ReviewUrl,
  ReviewUrlListQuery,
} from '../schemas/campaigns';
import type {
  CampaignOverviewReport,
  CampaignReportListQuery,
  CampaignReportQuery,
  CampaignReportRow,
  CampaignResponse,
  CampaignResponseListQuery,
  CampaignSummary,
} from '../schemas/campaigns-responses';
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

const at = (id: Id, rest = '') => `/campaigns/${encodeURIComponent(String(id))}${rest}`;

/** POST /campaigns/{id}/send: now, or at `scheduled_at` (202; the sending runs on the queue). */
export function sendCampaign(
  client: Client,
  id: Id,
  body: CampaignSendBody = {},
  options?: CallOptions,
): Promise<Campaign> {
  return client.request('POST', at(id, '/send'), { ...options, body });
}
/** POST /campaigns/{id}/unschedule: a scheduled campaign back to draft (before it starts). */
export function unscheduleCampaign(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<Campaign> {
  return client.request('POST', at(id, '/unschedule'), options);
}
/** GET /campaigns/{id}/summary: the microsurvey summary. */
export function getCampaignSummary(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<CampaignSummary> {
  return client.get(at(id, '/summary'), options);
}
export type CampaignResponseListInput = ListInput<CampaignResponseListQuery>;
/** GET /campaigns/{id}/responses: the answers, comments included. */
export function listCampaignResponses(
  client: Client,
  id: Id,
  query?: CampaignResponseListInput,
  options?: CallOptions,
): Promise<Page<CampaignResponse>> {
  return client.list(at(id, '/responses'), 'responses', query as QueryParams, options);
}
/** GET /reports/{account_id}/campaign/overview: the ask tool's figures over the filters. */
export function getCampaignOverviewReport(
  client: Client,
  accountId: Id,
  query?: CampaignReportQuery,
  options?: CallOptions,
): Promise<CampaignOverviewReport> {
  return client.get(`/reports/${encodeURIComponent(String(accountId))}/campaign/overview`, {
    ...options,
    query: query as QueryParams,
  });
}
export type CampaignReportListInput = ListInput<CampaignReportListQuery>;
/** GET /reports/{account_id}/campaigns: each campaign sent in the period with its figures. */
export function listCampaignReports(
  client: Client,
  accountId: Id,
  query?: CampaignReportListInput,
  options?: CallOptions,
): Promise<Page<CampaignReportRow>> {
  return client.list(
    `/reports/${encodeURIComponent(String(accountId))}/campaigns`,
    'campaigns',
    query as QueryParams,
    options,
  );
}
/** GET /export/csv/campaigns */
export function downloadCampaignsCsv(
  client: Client,
  query?: CampaignReportListInput,
  options?: CallOptions,
): Promise<Blob> {
  return client.get<Blob>('/export/csv/campaigns', {
    ...options,
    query: query as QueryParams,
    responseType: 'blob',
  });
}
/** GET /export/csv/do_not_contact */
export function downloadDoNotContact(client: Client, options?: CallOptions): Promise<Blob> {
  return client.get<Blob>('/export/csv/do_not_contact', { ...options, responseType: 'blob' });
}
/** GET /export/csv/microsurvey_custom_attributes?campaign_id= */
export function downloadMicrosurveyAttributes(
  client: Client,
  campaignId: Id,
  options?: CallOptions,
): Promise<Blob> {
  return client.get<Blob>('/export/csv/microsurvey_custom_attributes', {
    ...options,
    query: { campaign_id: campaignId },
    responseType: 'blob',
  });
}
/** GET /unsubscribe/requests/{id}?token= (no login): what the link would stop. */
export function getRequestUnsubscribe(
  client: Client,
  id: Id,
  token: string,
  options?: CallOptions,
): Promise<RequestUnsubscribe> {
  return client.get(`/unsubscribe/requests/${encodeURIComponent(String(id))}`, {
    ...options,
    query: { token },
  });
}
/** POST /unsubscribe/requests/{id}?token= (no login): adds the address to do-not-contact. */
export function unsubscribeRequest(
  client: Client,
  id: Id,
  token: string,
  options?: CallOptions,
): Promise<RequestUnsubscribe> {
  return client.request('POST', `/unsubscribe/requests/${encodeURIComponent(String(id))}`, {
    ...options,
    query: { token },
  });
}
export type ReviewUrlListInput = ListInput<ReviewUrlListQuery>;
/** GET /urls?location_id=: a location's review sites (spec 2). */
export function listReviewUrls(
  client: Client,
  query: ReviewUrlListInput,
  options?: CallOptions,
): Promise<Page<ReviewUrl>> {
  return client.list('/urls', 'urls', query as QueryParams, options);
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
  send: sendCampaign,
  unschedule: unscheduleCampaign,
  summary: getCampaignSummary,
  responses: listCampaignResponses,
  overviewReport: getCampaignOverviewReport,
  reports: listCampaignReports,
  exportCsv: downloadCampaignsCsv,
  doNotContactCsv: downloadDoNotContact,
  attributesCsv: downloadMicrosurveyAttributes,
  unsubscribeState: getRequestUnsubscribe,
  unsubscribe: unsubscribeRequest,
  reviewUrls: listReviewUrls,
};
export const campaignTemplates = {
  list: listCampaignTemplates,
  get: getCampaignTemplate,
  create: createCampaignTemplate,
  update: updateCampaignTemplate,
  remove: deleteCampaignTemplate,
};
