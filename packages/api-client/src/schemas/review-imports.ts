import * as v from 'valibot';
import { listQuery } from './common';
import { answer, type Infer, object, type Schema } from './validate';
import { described } from './validation/described';

export const REVIEW_IMPORT_STATUSES = ['queued', 'processing', 'complete', 'error'] as const;
export type ReviewImportStatus = (typeof REVIEW_IMPORT_STATUSES)[number];
export const reviewImportStatusAnswer: Schema<ReviewImportStatus> =
  v.picklist(REVIEW_IMPORT_STATUSES);

export const reviewImportAnswer = answer(
  described(
    'A spreadsheet of reviews being imported: its progress and outcome.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      file_name: v.string(),
      status: reviewImportStatusAnswer,
      total_rows: v.number(),
      processed_rows: v.number(),
      imported: described('New reviews.', v.number()),
      updated: described(
        'Rows naming a review imported before (same source and external id): updated.',
        v.number(),
      ),
      failed: v.number(),
      error: described(
        'Why the whole file could not be read (status error).',
        v.nullable(v.string()),
      ),
      created_at: v.string(),
      finished_at: v.nullable(v.string()),
    }),
  ),
);
/** A spreadsheet of reviews being imported: its progress and outcome. */
export interface ReviewImport extends Infer<typeof reviewImportAnswer> {}

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
