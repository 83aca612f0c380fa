import { listQuery } from './common';
import {
  CALL_TO_ACTION_TYPES,
  INTEGRATION_STATUSES,
  LOCATION_SYNC_STATUSES,
} from './local-listings-answers';
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

// The answers (and the statuses they name) are in ./local-listings-answers.
export {
  type BulkAction,
  type BulkActionsResult,
  bulkActionAnswer,
  bulkActionsResultAnswer,
  CALL_TO_ACTION_TYPES,
  DIRECTORY_STATUSES,
  type DirectoryOverride,
  type DirectoryStatus,
  directoryOverrideAnswer,
  directoryStatusAnswer,
  type GooglePostContent,
  googlePostContentAnswer,
  INTEGRATION_STATUSES,
  type Integration,
  type IntegrationOverview,
  type IntegrationStatus,
  integrationAnswer,
  integrationOverviewAnswer,
  integrationStatusAnswer,
  type ListingDirectories,
  type ListingDirectory,
  type ListingDirectoryEntry,
  type ListingLocation,
  type ListingsOverview,
  LOCATION_SYNC_STATUSES,
  type LocationEligibility,
  type LocationSyncStatus,
  listingDirectoriesAnswer,
  listingDirectoryAnswer,
  listingDirectoryEntryAnswer,
  listingLocationAnswer,
  listingsOverviewAnswer,
  locationEligibilityAnswer,
  locationSyncStatusAnswer,
  type OauthToken,
  oauthTokenAnswer,
  type PublishResult,
  publishResultAnswer,
} from './local-listings-answers';

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
export const integrationOverviewQuery = object({
  account_id: optional(id()),
  location_id: optional(id()),
});
// Google posts (spec 3 sections 3 and 5).
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
/** Reasons of spec 2 section 3 (listing eligibility). */
export const ELIGIBILITY_REASONS = {
  noIntegration: 'No active Google integration',
  notInIntegration: 'Location not found in Google integration',
} as const;

/** GET /local_listings/eligible_locations/{locationId} */
export const eligibleLocationQuery = object({ account_id: optional(id()) });
export type EligibleLocationQuery = Infer<typeof eligibleLocationQuery>;
