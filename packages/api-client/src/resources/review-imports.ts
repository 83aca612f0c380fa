import type { ReviewImport, ReviewImportListQuery } from '../schemas/review-imports';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type ReviewImportListInput = ListInput<ReviewImportListQuery>;

const importsAt = (client: Client) =>
  resource<ReviewImport, never, never, ReviewImportListInput>(
    client,
    '/review_imports',
    'review_imports',
  );

/** GET /review_imports (newest first). */
export function listReviewImports(
  client: Client,
  query?: ReviewImportListInput,
  options?: CallOptions,
): Promise<Page<ReviewImport>> {
  return importsAt(client).list(query, options);
}
/** GET /review_imports/{id}: poll it for progress. */
export function getReviewImport(client: Client, id: Id, options?: CallOptions) {
  return importsAt(client).get(id, options);
}
/** POST /review_imports: a CSV as multipart field `file` → 202 with the queued import. */
export function createReviewImport(
  client: Client,
  file: Blob,
  fileName: string,
  options?: CallOptions,
): Promise<ReviewImport> {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.request('POST', '/review_imports', { ...options, body: form });
}
/** GET /review_imports/{id}/failed_rows: the rows not imported, each with its reason (CSV). */
export function downloadReviewImportFailedRows(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<Blob> {
  return client.get<Blob>(`/review_imports/${encodeURIComponent(String(id))}/failed_rows`, {
    ...options,
    responseType: 'blob',
  });
}

/** GET /review_imports/template: the columns and an example row (CSV). */
export function downloadReviewImportTemplate(client: Client, options?: CallOptions): Promise<Blob> {
  return client.get<Blob>('/review_imports/template', { ...options, responseType: 'blob' });
}

export const reviewImports = {
  list: listReviewImports,
  get: getReviewImport,
  create: createReviewImport,
  failedRows: downloadReviewImportFailedRows,
  template: downloadReviewImportTemplate,
};
