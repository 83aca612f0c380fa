import * as v from 'valibot';
import { openStatusAnswer } from './locations';
import { answer, type Infer, type Schema } from './validate';
import { described } from './validation/described';
import { recordOf } from './validation/record-of';

// The answers of local listings, integrations and Google posts (and the statuses they name).

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
export const directoryStatusAnswer: Schema<DirectoryStatus> = v.picklist(DIRECTORY_STATUSES);
export const locationSyncStatusAnswer: Schema<LocationSyncStatus> =
  v.picklist(LOCATION_SYNC_STATUSES);

const listingDirectoryFields = answer(
  v.object({
    id: v.nullable(v.number()),
    directory_code: v.string(),
    directory_name: v.string(),
    directory_enabled: v.boolean(),
    rtx_source_id: v.number(),
    directory_logo_url: v.string(),
    listing_url: v.nullable(v.string()),
    status: described('The display status of spec 3 section 4.1.', directoryStatusAnswer),
    status_description: v.nullable(v.string()),
    last_checked_at: v.nullable(v.string()),
    overrides: v.nullable(
      v.object({
        id: v.number(),
        phone: v.nullable(v.string()),
        website: v.nullable(v.string()),
        enabled: v.boolean(),
      }),
    ),
  }),
);
export interface ListingDirectory extends Infer<typeof listingDirectoryFields> {}
export const listingDirectoryAnswer: Schema<ListingDirectory> = listingDirectoryFields;

export const listingLocationAnswer = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    public_name: v.string(),
    address: v.string(),
    external_id: v.nullable(v.string()),
    status: described(
      'Location-level sync status over the directories shown.',
      locationSyncStatusAnswer,
    ),
    listing_status: described(
      'published (Auto Sync on), eligible_not_published or not_eligible (spec 3 section 4.3).',
      v.picklist(['published', 'eligible_not_published', 'not_eligible']),
    ),
    status_reason: described(
      "Why the location cannot publish, e.g. 'No active Google integration'.",
      v.nullable(v.string()),
    ),
    open_status: openStatusAnswer,
    publishing_enabled: v.boolean(),
    last_checked_at: v.nullable(v.string()),
    local_listing_published_at: v.nullable(v.string()),
    directories: v.array(listingDirectoryAnswer),
  }),
);
export interface ListingLocation extends Infer<typeof listingLocationAnswer> {}

export const listingsOverviewAnswer = answer(
  v.object({
    total_locations: v.number(),
    statuses: described(
      'Locations per location-level status.',
      recordOf(LOCATION_SYNC_STATUSES, v.number()),
    ),
    directory_statuses: described(
      'Directory listings per display status.',
      recordOf(DIRECTORY_STATUSES, v.number()),
    ),
    publishing_enabled: v.number(),
    directories: v.array(
      v.object({ id: v.number(), directory_name: v.string(), directory_code: v.string() }),
    ),
  }),
);
export interface ListingsOverview extends Infer<typeof listingsOverviewAnswer> {}

// The answer of POST /local_listings/publish and /unpublish (Auto Sync on or off).
export const publishResultAnswer = answer(
  v.object({
    location_ids: v.array(v.number()),
    publishing_enabled: v.boolean(),
    message: v.string(),
  }),
);
export interface PublishResult extends Infer<typeof publishResultAnswer> {}

export const directoryOverrideAnswer = answer(
  v.object({
    id: v.number(),
    location_id: v.number(),
    source_id: v.number(),
    enabled: v.boolean(),
  }),
);
export interface DirectoryOverride extends Infer<typeof directoryOverrideAnswer> {}

/** access_requested: asked of the team, not connected yet (spec 3 section 4.7). */
export const INTEGRATION_STATUSES = ['active', 'inactive', 'expired', 'access_requested'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export const integrationStatusAnswer: Schema<IntegrationStatus> = v.picklist(INTEGRATION_STATUSES);
export const integrationAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    account_name: described(
      "The account's name (a partner lists its child accounts' integrations).",
      v.string(),
    ),
    name: v.string(),
    code: v.string(),
    source_code: v.string(),
    integration_status: integrationStatusAnswer,
    oauth_token_id: v.nullable(v.number()),
    integrated: v.boolean(),
    expires_at: described(
      "When the connection's access ends (null: it does not, or there is none).",
      v.nullable(v.string()),
    ),
    last_synced_at: described(
      "When the connectors last read the site's reviews.",
      v.nullable(v.string()),
    ),
    created_at: v.string(),
  }),
);
export interface Integration extends Infer<typeof integrationAnswer> {}
export const oauthTokenAnswer = answer(
  v.object({
    id: v.number(),
    integration_id: v.number(),
    expires_at: v.nullable(v.string()),
    daysUntilExpires: described(
      'Whole days until expiry; -1 when the token does not expire.',
      v.number(),
    ),
  }),
);
export interface OauthToken extends Infer<typeof oauthTokenAnswer> {}

export const integrationOverviewAnswer = answer(
  v.object({
    integrations: v.array(
      v.object({ source_code: v.string(), integration_status: integrationStatusAnswer }),
    ),
    location_url_references: described(
      "The location's references in the integrations (with location_id).",
      v.array(v.object({ source_code: v.string(), reference_id: v.string() })),
    ),
  }),
);
export interface IntegrationOverview extends Infer<typeof integrationOverviewAnswer> {}

export const CALL_TO_ACTION_TYPES = [
  'none',
  'BOOK',
  'ORDER',
  'SHOP',
  'LEARN_MORE',
  'SIGN_UP',
  'CALL',
] as const;
const postDateAnswer = v.object({ year: v.number(), month: v.number(), day: v.number() });
const postTimeAnswer = v.object({
  hours: v.number(),
  minutes: v.number(),
  seconds: v.number(),
  nanos: v.number(),
});
// A saved Google post: its body (`GooglePostContentBody`, defaults filled in) with its id.
export const googlePostContentAnswer = answer(
  v.object({
    account_id: v.optional(v.number()),
    topic_type: v.picklist(['STANDARD', 'OFFER', 'EVENT']),
    language_code: v.string(),
    summary: v.optional(v.string()),
    media: v.optional(
      v.array(v.object({ sourceUrl: v.string(), mediaFormat: v.picklist(['PHOTO']) })),
    ),
    event: v.optional(
      v.object({
        title: v.optional(v.string()),
        schedule: v.optional(
          v.object({
            startDate: v.optional(postDateAnswer),
            endDate: v.optional(postDateAnswer),
            startTime: v.optional(postTimeAnswer),
            endTime: v.optional(postTimeAnswer),
          }),
        ),
      }),
    ),
    offer: v.optional(
      v.object({
        couponCode: v.optional(v.string()),
        termsConditions: v.optional(v.string()),
        redeemOnlineUrl: v.optional(v.string()),
      }),
    ),
    call_to_action: v.optional(
      v.object({ actionType: v.picklist(CALL_TO_ACTION_TYPES), url: v.optional(v.string()) }),
    ),
    id: v.number(),
    created_at: v.string(),
  }),
);
export interface GooglePostContent extends Infer<typeof googlePostContentAnswer> {}

const bulkActionFields = answer(
  v.object({
    id: v.number(),
    status: v.picklist(['queued', 'running', 'completed', 'failed']),
    resource_type: v.string(),
    resource_method: v.string(),
    location_count: v.number(),
    message: v.string(),
  }),
);
export interface BulkAction extends Infer<typeof bulkActionFields> {}
export const bulkActionAnswer: Schema<BulkAction> = bulkActionFields;

export const locationEligibilityAnswer = answer(
  v.object({
    location_id: v.number(),
    status: v.picklist(['eligible', 'ineligible']),
    status_reason: v.nullable(v.string()),
    reference_id: described(
      "The Google integration's reference of the location, when covered.",
      v.nullable(v.string()),
    ),
    publishing_status: described(
      "Listing publishing status of the location: 'published' when Auto Sync is on.",
      v.picklist(['published', 'unpublished']),
    ),
  }),
);
export interface LocationEligibility extends Infer<typeof locationEligibilityAnswer> {}

/** The answer of POST /bulk_actions: the queued actions. */
export const bulkActionsResultAnswer = answer(
  described(
    'The answer of POST /bulk_actions: the queued actions.',
    v.object({ bulk_actions: v.array(bulkActionAnswer), message: v.string() }),
  ),
);
/** The answer of POST /bulk_actions: the queued actions. */
export interface BulkActionsResult extends Infer<typeof bulkActionsResultAnswer> {}

/** A listing directory of the source filter (GET /local_listings/metrics/{account_id}/directories). */
const listingDirectoryEntryFields = answer(
  described(
    'A listing directory of the source filter (GET /local_listings/metrics/{account_id}/directories).',
    v.object({
      id: v.number(),
      directory_code: v.string(),
      directory_name: v.string(),
      icon_url: v.string(),
    }),
  ),
);
/** A listing directory of the source filter (GET /local_listings/metrics/{account_id}/directories). */
export interface ListingDirectoryEntry extends Infer<typeof listingDirectoryEntryFields> {}
export const listingDirectoryEntryAnswer: Schema<ListingDirectoryEntry> =
  listingDirectoryEntryFields;
/** The answer of GET /local_listings/metrics/{account_id}/directories, in the directories' fixed order. */
export const listingDirectoriesAnswer = answer(
  described(
    "The answer of GET /local_listings/metrics/{account_id}/directories, in the directories' fixed order.",
    v.object({ directories: v.array(listingDirectoryEntryAnswer) }),
  ),
);
/** The answer of GET /local_listings/metrics/{account_id}/directories, in the directories' fixed order. */
export interface ListingDirectories extends Infer<typeof listingDirectoriesAnswer> {}
