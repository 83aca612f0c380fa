import type { QueryParams } from '../schemas/query';
import type {
  VisualReport,
  VisualReportCreateBody,
  VisualReportData,
  VisualReportDataQuery,
  VisualReportListQuery,
  VisualReportUpdateBody,
} from '../schemas/visual-reports';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type VisualReportListInput = ListInput<VisualReportListQuery>;
export type VisualReportCreateInput = WithOptional<
  VisualReportCreateBody,
  'description' | 'date_descriptor' | 'sharing' | 'shared_user_ids'
>;

const reportsAt = (client: Client) =>
  resource<VisualReport, VisualReportCreateInput, VisualReportUpdateBody, VisualReportListInput>(
    client,
    '/visual_reports',
    'visual_reports',
  );

/** GET /visual_reports: the reports the caller may see (own, shared with them, or with everyone). */
export function listVisualReports(
  client: Client,
  query?: VisualReportListInput,
  options?: CallOptions,
): Promise<Page<VisualReport>> {
  return reportsAt(client).list(query, options);
}
/** GET /visual_reports/{id} */
export function getVisualReport(client: Client, id: Id, options?: CallOptions) {
  return reportsAt(client).get(id, options);
}
/** POST /visual_reports */
export function createVisualReport(
  client: Client,
  body: VisualReportCreateInput,
  options?: CallOptions,
) {
  return reportsAt(client).create(body, options);
}
/** PATCH /visual_reports/{id} (its creator or an administrator) */
export function updateVisualReport(
  client: Client,
  id: Id,
  body: VisualReportUpdateBody,
  options?: CallOptions,
) {
  return reportsAt(client).update(id, body, options);
}
/** DELETE /visual_reports/{id} (its creator or an administrator) */
export function deleteVisualReport(client: Client, id: Id, options?: CallOptions) {
  return reportsAt(client).remove(id, options);
}
/** POST /visual_reports/{id}/duplicate: a private copy owned by the caller. */
export function duplicateVisualReport(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<VisualReport> {
  return client.request('POST', `/visual_reports/${encodeURIComponent(String(id))}/duplicate`, {
    ...options,
  });
}
/** GET /visual_reports/{id}/data: every block's figures (`from` / `to` override the preset). */
export function getVisualReportData(
  client: Client,
  id: Id,
  query?: VisualReportDataQuery,
  options?: CallOptions,
): Promise<VisualReportData> {
  return client.request('GET', `/visual_reports/${encodeURIComponent(String(id))}/data`, {
    ...options,
    query: query as QueryParams,
  });
}

export const visualReports = {
  list: listVisualReports,
  get: getVisualReport,
  create: createVisualReport,
  update: updateVisualReport,
  remove: deleteVisualReport,
  duplicate: duplicateVisualReport,
  data: getVisualReportData,
};
