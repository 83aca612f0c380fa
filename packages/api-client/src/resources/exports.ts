import type { ExportFile, ExportFileCreateBody } from '../schemas/exports';
import type { QueryParams } from '../schemas/query';
import type { ReviewListQuery } from '../schemas/reviews';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id, ListInput, WithOptional } from './resource';

export type ExportFileCreateInput = WithOptional<
  ExportFileCreateBody,
  'filters' | 'file_type' | 'download_options' | 'send_email'
>;

/**
 * The server answers `file_url` as a path on itself; a client with an absolute
 * base URL (a partner's server, another origin) gets it as an absolute link.
 */
function followable(client: Client, file: ExportFile): ExportFile {
  if (!file.file_url || !/^https?:\/\//i.test(client.baseUrl)) return file;
  return { ...file, file_url: new URL(file.file_url, client.baseUrl).href };
}

/** POST /export_files/{account_id}: starts an export; poll getExportFile until file_url is set. */
export async function createExportFile(
  client: Client,
  accountId: Id,
  body: ExportFileCreateInput,
  options?: CallOptions,
): Promise<ExportFile> {
  const file = await client.post<ExportFile>(
    `/export_files/${encodeURIComponent(String(accountId))}`,
    body,
    options,
  );
  return followable(client, file);
}

/** GET /export_files/{id}: status queued, running, done (file_url), no_results or failed. */
export async function getExportFile(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<ExportFile> {
  const file = await client.get<ExportFile>(
    `/export_files/${encodeURIComponent(String(id))}`,
    options,
  );
  return followable(client, file);
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
