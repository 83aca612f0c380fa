import type {
  BulkActionsBody,
  BulkActionsResult,
  DirectoryOverride,
  DirectoryOverrideCreateBody,
  DirectoryOverrideUpdateBody,
  GooglePostContent,
  GooglePostContentBody,
  Integration,
  IntegrationListQuery,
  IntegrationOverview,
  ListingLocation,
  ListingLocationsQuery,
  ListingsOverview,
  ListingsOverviewQuery,
  LocationEligibility,
  OauthToken,
  PublishBody,
  PublishResult,
} from '../schemas/local-listings';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput, WithOptional } from './resource';

const metrics = (accountId: Id, what: string) =>
  `/local_listings/metrics/${encodeURIComponent(String(accountId))}/${what}`;

/** GET /local_listings/metrics/{accountId}/overview */
export function getListingsOverview(
  client: Client,
  accountId: Id,
  query?: ListInput<ListingsOverviewQuery>,
  options?: CallOptions,
): Promise<ListingsOverview> {
  return client.request('GET', metrics(accountId, 'overview'), {
    ...options,
    query: query as QueryParams,
  });
}

/** GET /local_listings/metrics/{accountId}/locations (statuses, directories, location, group, sort, paging). */
export function listListingLocations(
  client: Client,
  accountId: Id,
  query?: ListInput<ListingLocationsQuery>,
  options?: CallOptions,
): Promise<Page<ListingLocation>> {
  return client.list(metrics(accountId, 'locations'), 'locations', query as QueryParams, options);
}

/** POST /local_listings/publish (Auto Sync on) */
export function publishListings(
  client: Client,
  body: PublishBody,
  options?: CallOptions,
): Promise<PublishResult> {
  return client.request('POST', '/local_listings/publish', { ...options, body });
}

/** POST /local_listings/unpublish (Auto Sync off) */
export function unpublishListings(
  client: Client,
  body: PublishBody,
  options?: CallOptions,
): Promise<PublishResult> {
  return client.request('POST', '/local_listings/unpublish', { ...options, body });
}

/** POST /directory_overrides (directory-specific publishing) */
export function createDirectoryOverride(
  client: Client,
  body: DirectoryOverrideCreateBody,
  options?: CallOptions,
): Promise<DirectoryOverride> {
  return client.request('POST', '/directory_overrides', { ...options, body });
}

/** PATCH /directory_overrides/{id} */
export function updateDirectoryOverride(
  client: Client,
  id: Id,
  body: DirectoryOverrideUpdateBody,
  options?: CallOptions,
): Promise<DirectoryOverride> {
  return client.request('PATCH', `/directory_overrides/${encodeURIComponent(String(id))}`, {
    ...options,
    body,
  });
}

/** GET /local_listings/integration_overview */
export function getIntegrationOverview(
  client: Client,
  query?: { account_id?: number; location_id?: number },
  options?: CallOptions,
): Promise<IntegrationOverview> {
  return client.request('GET', '/local_listings/integration_overview', { ...options, query });
}

/** GET /integrations */
export function listIntegrations(
  client: Client,
  query?: ListInput<IntegrationListQuery>,
  options?: CallOptions,
): Promise<Page<Integration>> {
  return client.list('/integrations', 'integrations', query as QueryParams, options);
}

/** GET /oauth_tokens */
export function listOauthTokens(client: Client, options?: CallOptions): Promise<Page<OauthToken>> {
  return client.list('/oauth_tokens', 'oauth_tokens', undefined, options);
}

/** POST /google_post_content; the answer's id goes into the bulk action. */
export function createGooglePostContent(
  client: Client,
  body: WithOptional<GooglePostContentBody, 'topic_type' | 'language_code'>,
  options?: CallOptions,
): Promise<GooglePostContent> {
  return client.request('POST', '/google_post_content', { ...options, body });
}

/** POST /bulk_actions (queued; a report is e-mailed when done) */
export function createBulkActions(
  client: Client,
  body: BulkActionsBody,
  options?: CallOptions,
): Promise<BulkActionsResult> {
  return client.request('POST', '/bulk_actions', { ...options, body });
}

export const localListings = {
  overview: getListingsOverview,
  locations: listListingLocations,
  publish: publishListings,
  unpublish: unpublishListings,
  createDirectoryOverride,
  updateDirectoryOverride,
  integrationOverview: getIntegrationOverview,
  integrations: listIntegrations,
  oauthTokens: listOauthTokens,
  createGooglePostContent,
  createBulkActions,
  eligibility: getLocationEligibility,
};

/** GET /local_listings/eligible_locations/{locationId} */
export function getLocationEligibility(
  client: Client,
  locationId: Id,
  query?: { account_id?: number },
  options?: CallOptions,
): Promise<LocationEligibility> {
  return client.get<LocationEligibility>(
    `/local_listings/eligible_locations/${encodeURIComponent(String(locationId))}`,
    { ...options, query },
  );
}
