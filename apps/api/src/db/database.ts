import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely table types, mirroring migrations/*.sql. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Id = Generated<number>;
type Json<T = unknown> = ColumnType<T, T | string, T | string>;

export interface WhitelabelsTable {
  id: Id;
  name: string;
  custom_domain: string | null;
  navigation_background_color: Generated<string>;
  main_text_color: Generated<string>;
  active_text_color: Generated<string>;
  background_hover_color: Generated<string>;
  hover_text_color: Generated<string>;
  logo_left: string | null;
}

export interface AccountsTable {
  id: Id;
  name: string;
  parent_id: number | null;
  is_parent: Generated<boolean>;
  whitelabel_id: number | null;
  active: Generated<boolean>;
  status: Generated<'active' | 'trial' | 'pending' | 'expired' | 'suspended'>;
  vertical: Generated<'restaurant' | 'health_care' | 'retail' | 'services'>;
  trial_started_at: NullableTimestamp;
  trial_ended_at: NullableTimestamp;
  segment: string | null;
  customer_success_manager_id: number | null;
  customer_success_manager_name: string | null;
  review_status_label_id: number | null;
  plan_code: string | null;
  support_phone: string | null;
  support_email: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface AccountSettingsTable {
  id: Id;
  account_id: number;
  code: string;
  value: string;
}

export interface UsersTable {
  id: Id;
  account_id: number;
  email: string;
  name: string;
  user_type: 'email_only' | 'read_only' | 'user' | 'limited_user' | 'manager' | 'administrator';
  owner: Generated<boolean>;
  password_hash: string | null;
  shadow_user_id: number | null;
  deleted_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface AuthTokensTable {
  id: Id;
  account_id: number;
  user_id: number;
  token_hash: string;
  kind: Generated<'session' | 'shadow' | 'impersonation'>;
  parent_account_id: number | null;
  expires_at: Timestamp;
  created_at: GeneratedTimestamp;
  revoked_at: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

export interface EmailChangesTable {
  id: Id;
  account_id: number;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export interface CountriesTable {
  id: Id;
  name: string;
  code: string;
}

export interface StatesTable {
  id: Id;
  country_id: number;
  name: string;
  code: string;
}

export interface CategoriesTable {
  id: Id;
  name: string;
  google_category_id: string | null;
  vertical: string | null;
}

export interface SourcesTable {
  id: Id;
  code: string;
  name: string;
  ordinal: Generated<number>;
  icon_url: string;
  is_directory: Generated<boolean>;
  directory_code: string | null;
  publishable: Generated<boolean>;
}

export interface LocationsTable {
  id: Id;
  account_id: number;
  name: string;
  public_name: string;
  address: string;
  address_2: string | null;
  city: string;
  country_id: number | null;
  state_id: number | null;
  zipcode: string;
  phone: string | null;
  website: string | null;
  external_id: string | null;
  google_place_id: string | null;
  category_id: number | null;
  open_status: Generated<'active' | 'temporarily_inactive' | 'inactive'>;
  hours: Json | null;
  is_headquarters: Generated<boolean>;
  npi_numbers: Generated<string[]>;
  publishing_enabled: Generated<boolean>;
  timezone: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface GroupsTable {
  id: Id;
  account_id: number;
  name: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface GroupLocationsTable {
  account_id: number;
  group_id: number;
  location_id: number;
}

export interface LocationDirectoriesTable {
  id: Id;
  account_id: number;
  location_id: number;
  source_id: number;
  directory_enabled: Generated<boolean>;
  status: Generated<
    | 'pending_sync'
    | 'in_progress'
    | 'pending_claim'
    | 'action_required'
    | 'published'
    | 'in_sync'
    | 'not_in_sync'
    | 'not_available'
  >;
  status_description: string | null;
  listing_url: string | null;
  reference_id: string | null;
  last_checked_at: NullableTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ReviewsTable {
  id: Id;
  account_id: number;
  location_id: number;
  source_id: number;
  rating: number;
  author_name: string;
  author_email: string | null;
  title: string | null;
  content: Generated<string>;
  published_at: Timestamp;
  status: Generated<'new' | 'in_progress' | 'completed' | 'flagged'>;
  review_type: Generated<'review' | 'recommendation' | 'feedback'>;
  sentiment: Generated<number>;
  external_id: string | null;
  url: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ResponsesTable {
  id: Id;
  account_id: number;
  review_id: number;
  source_id: number;
  author_user_id: number | null;
  content: string;
  status: Generated<
    | 'draft'
    | 'pending_publish'
    | 'published'
    | 'error_published'
    | 'pending_delete'
    | 'error_unpublished'
  >;
  status_description: string | null;
  published_at: NullableTimestamp;
  read_only: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TagsTable {
  id: Id;
  account_id: number;
  name: string;
  created_at: GeneratedTimestamp;
}

export interface ReviewTagsTable {
  id: Id;
  account_id: number;
  review_id: number;
  tag_id: number;
  created_at: GeneratedTimestamp;
}

export interface UserPreferencesTable {
  id: Id;
  account_id: number;
  user_id: number;
  preference_type: string;
  name: string;
  config: Json;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface Database {
  whitelabels: WhitelabelsTable;
  accounts: AccountsTable;
  account_settings: AccountSettingsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  rate_limits: RateLimitsTable;
  email_changes: EmailChangesTable;
  countries: CountriesTable;
  states: StatesTable;
  categories: CategoriesTable;
  sources: SourcesTable;
  locations: LocationsTable;
  groups: GroupsTable;
  group_locations: GroupLocationsTable;
  location_directories: LocationDirectoriesTable;
  reviews: ReviewsTable;
  responses: ResponsesTable;
  tags: TagsTable;
  review_tags: ReviewTagsTable;
  user_preferences: UserPreferencesTable;
  password_resets: PasswordResetsTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;

export interface PasswordResetsTable {
  id: Id;
  account_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

// migrations/0002_amplify.sql (merged into Database by interface declaration merging).

export interface WidgetsTable {
  /** 'wgt_' + 22 random base62 characters. */
  id: string;
  account_id: number;
  name: string;
  widget_type: 'teaser' | 'full_page' | 'star_snapshot' | 'location_info';
  settings: Json;
  published: Generated<boolean>;
  published_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface FeatureRequestsTable {
  id: Id;
  account_id: number;
  user_id: number;
  feature: 'Amplify' | 'Local Listing';
  created_at: GeneratedTimestamp;
}

export interface Database {
  widgets: WidgetsTable;
  feature_requests: FeatureRequestsTable;
}

// migrations/0030_responses_exports.sql (issue 7: history, jobs, exports, scheduled exports).

export type ReviewEventType =
  | 'status_changed'
  | 'response_drafted'
  | 'response_updated'
  | 'response_publish_requested'
  | 'response_published'
  | 'response_publish_failed'
  | 'response_delete_requested'
  | 'response_deleted'
  | 'response_delete_failed'
  | 'tag_added'
  | 'tag_removed';

export interface ReviewEventsTable {
  id: Id;
  account_id: number;
  review_id: number;
  user_id: number | null;
  event_type: ReviewEventType;
  response_id: number | null;
  data: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

export interface JobsTable {
  id: Generated<number>;
  account_id: number | null;
  kind: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: GeneratedTimestamp;
  locked_at: NullableTimestamp;
  locked_by: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: GeneratedTimestamp;
  finished_at: NullableTimestamp;
}

export interface ExportFilesTable {
  id: Id;
  account_id: number;
  user_id: number | null;
  resource: string;
  resource_id: number | null;
  filters: Json<Record<string, unknown>>;
  file_type: Generated<string>;
  request_type: string | null;
  download_options: Json<Record<string, unknown>>;
  send_email: Generated<boolean>;
  status: Generated<'queued' | 'running' | 'done' | 'no_results' | 'failed'>;
  status_reason: string | null;
  file_path: string | null;
  row_count: number | null;
  byte_size: number | null;
  created_at: GeneratedTimestamp;
  completed_at: NullableTimestamp;
}

export interface ScheduledExportsTable {
  id: Id;
  account_id: number;
  created_by_user_id: number | null;
  display_name: string;
  export_type: string;
  resource_id: number | null;
  filters: Json<Record<string, unknown>>;
  date_range_legend: string;
  recipient_user_ids: number[];
  email_frequency: 'daily' | 'weekly' | 'monthly';
  email_subject: string;
  email_body: Generated<string>;
  scheduled_time: string;
  weekday: Generated<number>;
  day_of_month: Generated<number>;
  time_zone: Generated<string>;
  next_run_at: Timestamp;
  last_sent_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: GeneratedTimestamp;
}

export interface Database {
  review_events: ReviewEventsTable;
  jobs: JobsTable;
  export_files: ExportFilesTable;
  scheduled_exports: ScheduledExportsTable;
  signing_keys: SigningKeysTable;
}

// migrations/0010_location_extras.sql (issue 5: holiday hours, overrides, integrations, issues, media).

export interface SpecialHoursTable {
  id: Id;
  account_id: number;
  location_id: number;
  /** DATE; select it as `start_date::text` (drivers differ on DATE parsing). */
  start_date: ColumnType<string, string, string>;
  closed: Generated<boolean>;
  is_24_hours: Generated<boolean>;
  hours: Json<{ open_time: string; close_time: string }[]>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface LocationSourceOverridesTable {
  id: Id;
  account_id: number;
  location_id: number;
  source_id: number;
  phone: string | null;
  website: string | null;
  enabled: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface IntegrationsTable {
  id: Id;
  account_id: number;
  source_code: string;
  status: Generated<'active' | 'inactive' | 'expired'>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface LocationIntegrationRefsTable {
  id: Id;
  account_id: number;
  integration_id: number;
  location_id: number;
  reference_id: string;
  created_at: GeneratedTimestamp;
}

export interface LocationIssuesTable {
  id: Id;
  account_id: number;
  location_id: number;
  status: 'missing_place_id' | 'conflicting_place_id';
  muted: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface MediaCategoriesTable {
  id: Id;
  code: string;
  name: string;
  source_id: number | null;
  rank: Generated<number>;
}

export interface MediaTable {
  id: Id;
  account_id: number;
  location_id: number;
  source_id: number | null;
  category_id: number | null;
  name: string;
  storage_key: string;
  low_res_storage_key: string | null;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  url_id: string;
  media_type: Generated<'owner' | 'customer'>;
  published_status: Generated<'published' | 'pending' | 'failed' | 'dead'>;
  high_priority: Generated<boolean>;
  published_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface Database {
  special_hours: SpecialHoursTable;
  location_source_overrides: LocationSourceOverridesTable;
  integrations: IntegrationsTable;
  location_integration_refs: LocationIntegrationRefsTable;
  location_issues: LocationIssuesTable;
  media_categories: MediaCategoriesTable;
  media: MediaTable;
}

// migrations/0020_insights.sql and 0021_location_performance.sql (issue 6).

export interface InsightKeywordsTable {
  id: Id;
  short: string;
  category: string | null;
}

export interface ReviewKeywordsTable {
  account_id: number;
  review_id: number;
  location_id: number;
  source_id: number;
  published_at: Timestamp;
  rating: number;
  keyword_id: number;
  sentiment: number;
}

export interface ReviewCategoriesTable {
  account_id: number;
  review_id: number;
  location_id: number;
  source_id: number;
  published_at: Timestamp;
  rating: number;
  category: string;
  sentiment: number;
}

export interface MetricTargetsTable {
  id: Id;
  account_id: number;
  total_reviews: number | null;
  total_reviews_weight: Generated<number>;
  avg_rating: number | null;
  avg_rating_weight: Generated<number>;
  response_rate: number | null;
  response_rate_weight: Generated<number>;
  response_time: number | null;
  response_time_weight: Generated<number>;
  owner_photos_count: number | null;
  owner_photos_count_weight: Generated<number>;
  ll_sync_ratio: number | null;
  ll_sync_ratio_weight: Generated<number>;
  created_by_user_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface Database {
  insight_keywords: InsightKeywordsTable;
  review_keywords: ReviewKeywordsTable;
  review_categories: ReviewCategoriesTable;
  metric_targets: MetricTargetsTable;
}

// migrations/0022_local_listings.sql (issue 6). locations.local_listing_published_at
// is read with sql`` (the core LocationsTable stays as it is).

export interface OauthTokensTable {
  id: Id;
  account_id: number;
  integration_id: number;
  expires_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export interface GooglePostContentsTable {
  id: Id;
  account_id: number;
  user_id: number | null;
  topic_type: 'STANDARD' | 'OFFER' | 'EVENT';
  content: Json;
  created_at: GeneratedTimestamp;
}

export interface BulkActionsTable {
  id: Id;
  account_id: number;
  user_id: number | null;
  resource_type: string;
  resource_method: string;
  action_payload: Json;
  action_filter: Json;
  status: Generated<'queued' | 'running' | 'completed' | 'failed'>;
  location_count: Generated<number>;
  succeeded_count: Generated<number>;
  failed_count: Generated<number>;
  report: Json | null;
  created_at: GeneratedTimestamp;
  completed_at: NullableTimestamp;
}

export interface Database {
  oauth_tokens: OauthTokensTable;
  google_post_contents: GooglePostContentsTable;
  bulk_actions: BulkActionsTable;
}

// migrations/0025_insight_rollups.sql (issue 6 performance): report rollups,
// written and read with sql`` in src/areas/insights/rollups.ts. `grain` is
// 'd' (day), 'm' (month) or 'q' (quarter); source_id 0 / rating -1 rows are the totals.

export interface InsightKeywordRollupsTable {
  account_id: number;
  grain: 'd' | 'm' | 'q';
  source_id: number;
  rating: number;
  period: string;
  keyword_id: number;
  sentiment: number;
  mentions: number;
}

export interface InsightCategoryRollupsTable {
  account_id: number;
  grain: 'd' | 'm' | 'q';
  source_id: number;
  rating: number;
  period: string;
  category: string;
  sentiment: number;
  mentions: number;
}

export interface LocationMetricRollupsTable {
  account_id: number;
  grain: 'd' | 'm' | 'q';
  source_id: number;
  period: string;
  location_id: number;
  reviews: number;
  rating_sum: number;
  rated: number;
  completed: number;
  responded: number;
  response_us: number;
}

export interface InsightRollupDirtyTable {
  account_id: number;
  location_id: number;
  day: string;
}

export interface Database {
  insight_keyword_rollups: InsightKeywordRollupsTable;
  insight_category_rollups: InsightCategoryRollupsTable;
  location_metric_rollups: LocationMetricRollupsTable;
  insight_rollup_dirty: InsightRollupDirtyTable;
}
