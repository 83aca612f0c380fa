import {
  boolean,
  type Infer,
  id,
  json,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
} from './validate';

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

export const EXPORT_FILE_STATUSES = ['queued', 'running', 'done', 'no_results', 'failed'] as const;
export type ExportFileStatus = (typeof EXPORT_FILE_STATUSES)[number];

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

/** GET /export_files/{id}: poll until `file_url` is set or the status is no_results or failed. */
export type ExportFile = {
  id: number;
  account_id: number;
  resource: ExportableResource;
  status: ExportFileStatus;
  /** Why it failed: `timeout`, or the error. */
  status_reason: string | null;
  /**
   * A signed link to GET /api/export_files/{id}/download once the file is ready: a
   * path on the server that answered (resolve it against the API's origin).
   */
  file_url: string | null;
  file_name: string | null;
  row_count: number | null;
  created_at: string;
  completed_at: string | null;
};
