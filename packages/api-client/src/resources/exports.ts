import type { ExportFile, ExportFileCreateBody } from '../schemas/exports';
import type { QueryParams } from '../schemas/query';
import type { ReviewListQuery } from '../schemas/reviews';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id, ListInput, WithOptional } from './resource';

export type ExportFileCreateInput = WithOptional<
  ExportFileCreateBody,
  'filters' | 'file_type' | 'download_options' | 'send_email'
>;

/** POST /export_files/{account_id}: starts an export; poll getExportFile until file_url is set. */
export function createExportFile(
  client: Client,
  accountId: Id,
  body: ExportFileCreateInput,
  options?: CallOptions,
): Promise<ExportFile> {
  return client.post<ExportFile>(
    `/export_files/${encodeURIComponent(String(accountId))}`,
    body,
    options,
  );
}

/** GET /export_files/{id}: status queued, running, done (file_url), no_results or failed. */
export function getExportFile(client: Client, id: Id, options?: CallOptions): Promise<ExportFile> {
  return client.get<ExportFile>(`/export_files/${encodeURIComponent(String(id))}`, options);
}

/** GET /export/csv/reviews: the filtered reviews as a CSV blob. */
export function downloadReviewsCsv(
  client: Client,
  query?: ListInput<ReviewListQuery>,
  options?: CallOptions,
): Promise<Blob> {
  return client.get<Blob>('/export/csv/reviews', {
    ...options,
    query: query as QueryParams,
    responseType: 'blob',
  });
}

export const exportFiles = {
  create: createExportFile,
  get: getExportFile,
  reviewsCsv: downloadReviewsCsv,
};
