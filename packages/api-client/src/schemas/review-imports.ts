import { listQuery } from './common';
import { type Infer, object } from './validate';

export type ReviewImportStatus = 'queued' | 'processing' | 'complete' | 'error';

/** A spreadsheet of reviews being imported: its progress and outcome. */
export type ReviewImport = {
  id: number;
  account_id: number;
  file_name: string;
  status: ReviewImportStatus;
  total_rows: number;
  processed_rows: number;
  /** New reviews. */
  imported: number;
  /** Rows naming a review imported before (same source and external id): updated. */
  updated: number;
  failed: number;
  /** Why the whole file could not be read (status error). */
  error: string | null;
  created_at: string;
  finished_at: string | null;
};

/**
 * The columns of a review spreadsheet, in the template's order. `location` is the location's
 * name (or `location_id` its id); `source` a source code such as google (or `source_id`);
 * `external_id` is optional — without it a row is known by its location, source, author,
 * date and text, so importing a file twice adds nothing twice.
 */
export const REVIEW_IMPORT_COLUMNS = [
  'location',
  'source',
  'external_id',
  'rating',
  'author_name',
  'published_at',
  'title',
  'content',
  'url',
] as const;

/** The largest spreadsheet accepted: 5 MB, 20,000 rows. */
export const REVIEW_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 } as const;

/** GET /review_imports */
export const reviewImportListQuery = object({ ...listQuery(['created_at'] as const, 50) });
export type ReviewImportListQuery = Infer<typeof reviewImportListQuery>;
