import { listQuery } from './common';
import {
  array,
  boolean,
  type Infer,
  id,
  number,
  object,
  oneOf,
  optional,
  string,
  union,
} from './validate';

/** Messages of spec 3 sections 5 and 8 (local listings, Google posts, bulk actions). */
export const LOCAL_LISTING_MESSAGES = {
  noGoogleIntegration: 'No active Google integration',
  notInIntegration: 'Location not found in Google integration',
  autoSyncNotPurchased: 'Contact your account manager to purchase Auto Sync',
  publishError: 'Error updating local listing',
  autoSyncEnabled: 'Auto Sync enabled for this location',
  autoSyncDisabled: 'Auto Sync disabled for this location',
  bulkPhotos:
    'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
  bulkGooglePost:
    'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration',
  postSubmitted:
    'Your Google post is being submitted. A report will be emailed to you when complete.',
  postFailed: 'Fix any errors in the form and try again',
  offerTitle: 'Enter an offer title',
  eventTitle: 'Enter an event title',
  startDate: 'Choose a start date',
  endDate: 'Choose an end date',
  descriptionOrImage: 'You must include a description or an image',
  /** {host} is an example host. */
  website: 'Enter a valid website. Example: {host}',
  startInPast: 'The start date cannot be in the past',
  endBeforeStart: 'The end date must be after the start date',
  notWithinYear: 'Dates must be within one year of today',
  tooManyImages: "You can't upload more than 1 image",
} as const;

export const DIRECTORY_STATUSES = [
  'pending_sync',
  'in_progress',
  'pending_claim',
  'action_required',
  'published',
  'in_sync',
  'not_in_sync',
  'not_available',
] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];
/** The dashboard's status filter values (location level). */
export const LOCATION_SYNC_STATUSES = [
  'in_sync',
  'in_progress',
  'not_in_sync',
  'not_available',
] as const;
export type LocationSyncStatus = (typeof LOCATION_SYNC_STATUSES)[number];

export type ListingDirectory = {
  id: number | null;
  directory_code: string;
  directory_name: string;
  directory_enabled: boolean;
  rtx_source_id: number;
  directory_logo_url: string;
  listing_url: string | null;
  /** The display status of spec 3 section 4.1. */
  status: DirectoryStatus;
  status_description: string | null;
  last_checked_at: string | null;
  overrides: { id: number; phone: string | null; website: string | null; enabled: boolean } | null;
};

export type ListingLocation = {
  id: number;
  name: string;
  public_name: string;
  address: string;
  external_id: string | null;
  /** Location-level sync status over the directories shown. */
  status: LocationSyncStatus;
  /** published (Auto Sync on), eligible_not_published or not_eligible (spec 3 section 4.3). */
  listing_status: 'published' | 'eligible_not_published' | 'not_eligible';
  /** Why the location cannot publish, e.g. 'No active Google integration'. */
  status_reason: string | null;
  open_status: 'active' | 'temporarily_inactive' | 'inactive';
  publishing_enabled: boolean;
  last_checked_at: string | null;
  local_listing_published_at: string | null;
  directories: ListingDirectory[];
};

export type ListingsOverview = {
  total_locations: number;
  /** Locations per location-level status. */
  statuses: Record<LocationSyncStatus, number>;
  /** Directory listings per display status. */
  directory_statuses: Record<DirectoryStatus, number>;
  publishing_enabled: number;
  directories: { id: number; directory_name: string; directory_code: string }[];
};

const listingFilters = {
  account_id: optional(id()),
  location_id: optional(id()),
  location_ids: optional(array(id(), { coerce: true, max: 1000 })),
  group_id: optional(id()),
  statuses: optional(array(oneOf(LOCATION_SYNC_STATUSES), { coerce: true, max: 4 })),
  /** Source ids of directories. */
  directories: optional(array(id(), { coerce: true, max: 10 })),
};

export const listingsOverviewQuery = object(listingFilters);
export type ListingsOverviewQuery = Infer<typeof listingsOverviewQuery>;

export const listingLocationsQuery = object({
  ...listQuery(['name', 'publishing_enabled', 'status'] as const, 250),
  ...listingFilters,
});
export type ListingLocationsQuery = Infer<typeof listingLocationsQuery>;

export const publishBody = object({
  account_id: optional(id()),
  location_ids: array(id(), { min: 1, max: 1000 }),
});
export type PublishBody = Infer<typeof publishBody>;

/** POST /directory_overrides */
export const directoryOverrideCreateBody = object({
  account_id: optional(id()),
  location_id: id(),
  source_id: id(),
  enabled: boolean(),
});
export type DirectoryOverrideCreateBody = Infer<typeof directoryOverrideCreateBody>;
/** PATCH /directory_overrides/{id} */
export const directoryOverrideUpdateBody = object({ enabled: boolean() });
export type DirectoryOverrideUpdateBody = Infer<typeof directoryOverrideUpdateBody>;
export type DirectoryOverride = {
  id: number;
  location_id: number;
  source_id: number;
  enabled: boolean;
};

/** access_requested: asked of the team, not connected yet (spec 3 section 4.7). */
export const INTEGRATION_STATUSES = ['active', 'inactive', 'expired', 'access_requested'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export const integrationListQuery = object({
  ...listQuery(['name', 'source_code', 'created_at'] as const, 250),
  account_id: optional(id()),
  id: optional(id()),
  hidden: optional(boolean({ coerce: true })),
  integration_status: optional(oneOf(INTEGRATION_STATUSES)),
  integration_action_type_ids: optional(array(id(), { coerce: true, max: 50 })),
  integration_source_category_id: optional(id()),
  source_code: optional(string({ max: 60 })),
});
export type IntegrationListQuery = Infer<typeof integrationListQuery>;
export type Integration = {
  id: number;
  account_id: number;
  /** The account's name (a partner lists its child accounts' integrations). */
  account_name: string;
  name: string;
  code: string;
  source_code: string;
  integration_status: IntegrationStatus;
  oauth_token_id: number | null;
  integrated: boolean;
  /** When the connection's access ends (null: it does not, or there is none). */
  expires_at: string | null;
  /** When the connectors last read the site's reviews. */
  last_synced_at: string | null;
  created_at: string;
};
export type OauthToken = {
  id: number;
  integration_id: number;
  expires_at: string | null;
  /** Whole days until expiry; -1 when the token does not expire. */
  daysUntilExpires: number;
};

export const integrationOverviewQuery = object({
  account_id: optional(id()),
  location_id: optional(id()),
});
export type IntegrationOverview = {
  integrations: { source_code: string; integration_status: IntegrationStatus }[];
  /** The location's references in the integrations (with location_id). */
  location_url_references: { source_code: string; reference_id: string }[];
};

// Google posts (spec 3 sections 3 and 5).
export const CALL_TO_ACTION_TYPES = [
  'none',
  'BOOK',
  'ORDER',
  'SHOP',
  'LEARN_MORE',
  'SIGN_UP',
  'CALL',
] as const;
const postDate = object({
  year: number({ int: true, min: 2000, max: 2200 }),
  month: number({ int: true, min: 1, max: 12 }),
  day: number({ int: true, min: 1, max: 31 }),
});
const postTime = object({
  hours: optional(number({ int: true, min: 0, max: 23 }), 0),
  minutes: optional(number({ int: true, min: 0, max: 59 }), 0),
  seconds: optional(number({ int: true, min: 0, max: 59 }), 0),
  nanos: optional(number({ int: true, min: 0, max: 999_999_999 }), 0),
});

/** The example host of the website message of Google posts. */
export const POST_URL_EXAMPLE = 'https://www.example.com';
/** POST /google_post_content (cross-field rules and the links' http(s) check are the server's). */
export const googlePostContentBody = object({
  account_id: optional(id()),
  topic_type: optional(oneOf(['STANDARD', 'OFFER', 'EVENT'] as const), 'STANDARD'),
  language_code: optional(string({ max: 10 }), 'en'),
  summary: optional(string({ max: 1500, trim: false })),
  media: optional(
    array(object({ sourceUrl: string({ max: 2048 }), mediaFormat: oneOf(['PHOTO'] as const) }), {
      max: 1,
    }),
  ),
  event: optional(
    object({
      title: optional(string({ max: 58 })),
      schedule: optional(
        object({
          startDate: optional(postDate),
          endDate: optional(postDate),
          startTime: optional(postTime),
          endTime: optional(postTime),
        }),
      ),
    }),
  ),
  offer: optional(
    object({
      couponCode: optional(string({ max: 58 })),
      termsConditions: optional(string({ max: 5000, trim: false })),
      redeemOnlineUrl: optional(string({ max: 2048 })),
    }),
  ),
  call_to_action: optional(
    object({
      actionType: oneOf(CALL_TO_ACTION_TYPES),
      url: optional(string({ max: 2048 })),
    }),
  ),
});
export type GooglePostContentBody = Infer<typeof googlePostContentBody>;
export type GooglePostContent = GooglePostContentBody & { id: number; created_at: string };

/** POST /bulk_actions */
export const bulkActionsBody = object({
  actions: array(
    object({
      account_id: optional(id()),
      user_id: optional(id()),
      resource_type: oneOf(['google_posts'] as const),
      resource_method: oneOf(['create'] as const),
      action_payload: object({ google_post_content_id: id() }),
      action_filter: object({
        filter_resource_type: oneOf(['location'] as const),
        action_payload_field_name: optional(oneOf(['id'] as const), 'id'),
        include: object({
          account_id: optional(id()),
          location_id: optional(union(id(), array(id(), { max: 10000 }))),
          group_id: optional(id()),
          directories: optional(array(id(), { max: 10 })),
          statuses: optional(array(oneOf(LOCATION_SYNC_STATUSES), { max: 4 })),
        }),
      }),
    }),
    { min: 1, max: 20 },
  ),
});
export type BulkActionsBody = Infer<typeof bulkActionsBody>;
export type BulkAction = {
  id: number;
  status: 'queued' | 'running' | 'completed' | 'failed';
  resource_type: string;
  resource_method: string;
  location_count: number;
  message: string;
};

/** Reasons of spec 2 section 3 (listing eligibility). */
export const ELIGIBILITY_REASONS = {
  noIntegration: 'No active Google integration',
  notInIntegration: 'Location not found in Google integration',
} as const;

/** GET /local_listings/eligible_locations/{locationId} */
export const eligibleLocationQuery = object({ account_id: optional(id()) });
export type EligibleLocationQuery = Infer<typeof eligibleLocationQuery>;

export type LocationEligibility = {
  location_id: number;
  status: 'eligible' | 'ineligible';
  status_reason: string | null;
  /** The Google integration's reference of the location, when covered. */
  reference_id: string | null;
  /** Listing publishing status of the location: 'published' when Auto Sync is on. */
  publishing_status: 'published' | 'unpublished';
};

/** The answer of POST /bulk_actions: the queued actions. */
export type BulkActionsResult = { bulk_actions: BulkAction[]; message: string };

/** A listing directory of the source filter (GET /local_listings/metrics/{account_id}/directories). */
export type ListingDirectoryEntry = {
  id: number;
  directory_code: string;
  directory_name: string;
  icon_url: string;
};
/** The answer of GET /local_listings/metrics/{account_id}/directories, in the directories' fixed order. */
export type ListingDirectories = { directories: ListingDirectoryEntry[] };
