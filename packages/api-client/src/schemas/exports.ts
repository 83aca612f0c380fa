import * as v from 'valibot';
import {
  answer,
  boolean,
  type Infer,
  id,
  json,
  nullable,
  object,
  oneOf,
  optional,
  record,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/** Spec 1 section 7: every resource POST /export_files accepts. */
export const EXPORTABLE_RESOURCES = [
  'reviews',
  'partner_scorecards',
  'locations',
  'groups',
  'metric_locations',
  'metric_groups',
  'location_performance',
  'microsurvey_responses',
  'competitors_overview',
  'competitors_brands',
  'experience_categories',
  'keywords',
  'keyword_details',
  'mta_accounts',
  'mta_integrations',
  'visual_report',
] as const;
export type ExportableResource = (typeof EXPORTABLE_RESOURCES)[number];
export const exportableResourceAnswer: Schema<ExportableResource> =
  v.picklist(EXPORTABLE_RESOURCES);

export const EXPORT_FILE_STATUSES = ['queued', 'running', 'done', 'no_results', 'failed'] as const;
export type ExportFileStatus = (typeof EXPORT_FILE_STATUSES)[number];
export const exportFileStatusAnswer: Schema<ExportFileStatus> = v.picklist(EXPORT_FILE_STATUSES);

/** Spec 1 section 8. */
export const TRIAL_EXPORT_ERROR = "Exporting isn't allowed for trial users";

/**
 * POST /export_files/{account_id}. `filters` are the list filters of the
 * resource (for reviews those of GET /reviews, with the review status as
 * `status_enum`); filters a resource does not use are dropped.
 */
export const exportFileCreateBody = object({
  resource: oneOf(EXPORTABLE_RESOURCES),
  filters: optional(record(json()), {}),
  file_type: optional(oneOf(['csv', 'pdf', 'png'] as const), 'csv'),
  download_options: optional(record(json()), {}),
  request_type: optional(string({ max: 50 })),
  resource_id: optional(nullable(id())),
  send_email: optional(boolean(), false),
});
export type ExportFileCreateBody = Infer<typeof exportFileCreateBody>;

export const exportFileAnswer = answer(
  described(
    'GET /export_files/{id}: poll until `file_url` is set or the status is no_results or failed.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      resource: exportableResourceAnswer,
      status: exportFileStatusAnswer,
      status_reason: described('Why it failed: `timeout`, or the error.', v.nullable(v.string())),
      file_url: described(
        "A signed link to GET /api/export_files/{id}/download once the file is ready: a\npath on the server that answered (resolve it against the API's origin).",
        v.nullable(v.string()),
      ),
      file_name: v.nullable(v.string()),
      row_count: v.nullable(v.number()),
      created_at: v.string(),
      completed_at: v.nullable(v.string()),
    }),
  ),
);
/** GET /export_files/{id}: poll until `file_url` is set or the status is no_results or failed. */
export interface ExportFile extends Infer<typeof exportFileAnswer> {}
