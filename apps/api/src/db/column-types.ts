import type { ColumnType } from 'kysely';

/** A JSON column: read as `T`, written as `T` or its JSON text. */
export type JsonColumn<T = unknown> = ColumnType<T, T | string, T | string>;

/** What happened to a review (`review_events.event_type`). */
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
  | 'tag_removed'
  | 'assigned'
  | 'note_added'
  | 'note_deleted'
  | 'auto_response_scheduled'
  | 'auto_response_cancelled'
  | 'auto_response_skipped'
  | 'response_draft_written'
  | 'dispute_flagged'
  | 'dispute_submitted'
  | 'dispute_removed'
  | 'dispute_rejected'
  | 'dispute_withdrawn';

/**
 * Column types narrower than PostgreSQL's own: text columns with a CHECK list,
 * typed JSON, arrays. `scripts/generate-db-types.ts` gives them to kysely-codegen,
 * which writes `database.generated.ts` from the migrated schema; everything else
 * comes from the migrations as they are.
 */
export const COLUMN_TYPES: Record<string, string> = {
  'accounts.status': "Generated<'active' | 'trial' | 'pending' | 'expired' | 'suspended'>",
  'accounts.vertical': "Generated<'restaurant' | 'health_care' | 'retail' | 'services'>",
  'accounts.language': "Generated<'en' | 'es' | 'fr' | 'de'>",
  'users.user_type':
    "'email_only' | 'read_only' | 'user' | 'limited_user' | 'manager' | 'administrator'",
  'auth_tokens.kind': "Generated<'session' | 'shadow' | 'impersonation'>",
  'locations.open_status': "Generated<'active' | 'temporarily_inactive' | 'inactive'>",
  'locations.hours': 'JsonColumn | null',
  'locations.npi_numbers': 'Generated<string[]>',
  'location_directories.status':
    "Generated<'pending_sync' | 'in_progress' | 'pending_claim' | 'action_required' | 'published' | 'in_sync' | 'not_in_sync' | 'not_available'>",
  'reviews.status': "Generated<'new' | 'in_progress' | 'completed' | 'flagged'>",
  'campaign_templates.request_type': "Generated<'email' | 'sms'>",
  'campaign_templates.layout': "Generated<'simple' | 'branded'>",
  'campaigns.request_type': "Generated<'email' | 'sms'>",
  'campaigns.layout': "Generated<'simple' | 'branded'>",
  'campaigns.feedback_type': "Generated<'nps' | 'stars' | 'thumbs' | 'faces'>",
  'campaigns.status': "Generated<'draft' | 'scheduled' | 'sending' | 'sent'>",
  'campaign_recipients.status': "Generated<'pending' | 'sending' | 'sent' | 'failed' | 'skipped'>",
  'campaign_responses.channel': "'email' | 'sms' | 'link' | 'kiosk'",
  'campaign_responses.feedback_type': "'nps' | 'stars' | 'thumbs' | 'faces'",
  'campaign_recipients.custom_attributes': 'JsonColumn<Record<string, string>>',
  'campaign_recipient_uploads.failed_rows':
    'JsonColumn<{ line: number; reason: string; cells: Record<string, string> }[]>',
  'reviews.review_type': "Generated<'review' | 'recommendation' | 'feedback'>",
  'responses.status':
    "Generated<'draft' | 'pending_publish' | 'published' | 'error_published' | 'pending_delete' | 'error_unpublished'>",
  'user_preferences.config': 'JsonColumn',
  'widgets.widget_type': "'teaser' | 'full_page' | 'star_snapshot' | 'location_info'",
  'widgets.settings': 'JsonColumn',
  'feature_requests.feature': "'Amplify' | 'Local Listing' | 'Competitors' | 'Local Search'",
  'review_events.event_type': 'ReviewEventType',
  'response_voices.tone': "Generated<'warm' | 'formal' | 'brief'>",
  'response_voices.words_to_avoid': 'Generated<string[]>',
  'disputes.reason':
    "'spam' | 'fake' | 'conflict_of_interest' | 'off_topic' | 'offensive' | 'personal_information'",
  'disputes.status': "Generated<'flagged' | 'submitted' | 'removed' | 'rejected' | 'withdrawn'>",
  'review_events.data': 'JsonColumn<Record<string, unknown>>',
  'jobs.payload': 'JsonColumn<Record<string, unknown>>',
  'jobs.status': "Generated<'queued' | 'running' | 'done' | 'failed'>",
  'export_files.filters': 'JsonColumn<Record<string, unknown>>',
  'export_files.download_options': 'JsonColumn<Record<string, unknown>>',
  'export_files.status': "Generated<'queued' | 'running' | 'done' | 'no_results' | 'failed'>",
  'scheduled_exports.filters': 'JsonColumn<Record<string, unknown>>',
  'scheduled_exports.recipient_user_ids': 'number[]',
  'scheduled_exports.email_frequency': "'daily' | 'weekly' | 'monthly'",
  'special_hours.start_date': 'ColumnType<string, string, string>',
  'special_hours.hours': 'JsonColumn<{ open_time: string; close_time: string }[]>',
  'integrations.status': "Generated<'active' | 'inactive' | 'expired' | 'access_requested'>",
  'location_issues.status': "'missing_place_id' | 'conflicting_place_id'",
  'media.media_type': "Generated<'owner' | 'customer'>",
  'media.published_status': "Generated<'published' | 'pending' | 'failed' | 'dead'>",
  'google_post_contents.topic_type': "'STANDARD' | 'OFFER' | 'EVENT'",
  'google_post_contents.content': 'JsonColumn',
  'bulk_actions.action_payload': 'JsonColumn',
  'bulk_actions.action_filter': 'JsonColumn',
  'bulk_actions.status': "Generated<'queued' | 'running' | 'completed' | 'failed'>",
  'bulk_actions.report': 'JsonColumn | null',
  'insight_keyword_rollups.grain': "'d' | 'm' | 'q'",
  'insight_category_rollups.grain': "'d' | 'm' | 'q'",
  'location_metric_rollups.grain': "'d' | 'm' | 'q'",
  'billing_accounts.provider': "Generated<'local' | 'stripe'>",
  'billing_accounts.payment_collection_method': "Generated<'automatic' | 'invoice' | 'remittance'>",
  'billing_invoices.status': "Generated<'paid' | 'failed'>",
  'billing_legacy_invoices.date': 'ColumnType<string, string, string>',
  'sms_credit_purchases.status': "'completed' | 'failed'",
};

/** PostgreSQL types as the database connections parse them (see open-database.ts). */
export const TYPE_MAPPING: Record<string, string> = {
  int8: 'number',
  numeric: 'number',
  date: 'string',
};
