import type {
  OAuthAuthorizeQuery,
  OAuthClient,
  OAuthClientCreateBody,
  OAuthClientListQuery,
  OAuthClientWithSecret,
  OAuthConsent,
  OAuthDecisionBody,
  OAuthGrant,
  OAuthGrantListQuery,
  OAuthRedirect,
} from '../schemas/oauth';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type OAuthClientListInput = ListInput<OAuthClientListQuery>;
export type OAuthGrantListInput = ListInput<OAuthGrantListQuery>;
export type OAuthClientCreateInput = WithOptional<OAuthClientCreateBody, 'confidential'>;

/**
 * GET /oauth/authorize: what the consent screen shows for an app's request (the query the app
 * sent the browser with). A request the app must hear about rejects with an ApiError whose
 * body carries `redirect_to`.
 */
export function getOAuthConsent(
  client: Client,
  query: OAuthAuthorizeQuery,
  options?: CallOptions,
): Promise<OAuthConsent> {
  return client.get('/oauth/authorize', { ...options, query });
}
/** POST /oauth/authorize: the user's answer; `redirect_to` is where the browser goes next. */
export function decideOAuthRequest(
  client: Client,
  body: OAuthDecisionBody,
  options?: CallOptions,
): Promise<OAuthRedirect> {
  return client.post('/oauth/authorize', body, options);
}

const clientsAt = (client: Client) =>
  resource<OAuthClient, OAuthClientCreateInput, never, OAuthClientListInput>(
    client,
    '/oauth_clients',
    'oauth_clients',
  );
/** GET /oauth_clients: the apps a partner registered (partner administrators). */
export function listOAuthClients(
  client: Client,
  query?: OAuthClientListInput,
  options?: CallOptions,
): Promise<Page<OAuthClient>> {
  return clientsAt(client).list(query, options);
}
/** POST /oauth_clients: the answer carries the `client_secret` of a confidential app, once. */
export function createOAuthClient(
  client: Client,
  body: OAuthClientCreateInput,
  options?: CallOptions,
): Promise<OAuthClientWithSecret> {
  return clientsAt(client).create(body, options) as Promise<OAuthClientWithSecret>;
}
/** DELETE /oauth_clients/{id}: the app's authorizations and tokens end. */
export function deleteOAuthClient(client: Client, id: Id, options?: CallOptions) {
  return clientsAt(client).remove(id, options);
}

const grantsAt = (client: Client) =>
  resource<OAuthGrant, never, never, OAuthGrantListInput>(client, '/oauth_grants', 'oauth_grants');
/** GET /oauth_grants: the apps the signed-in user authorized. */
export function listOAuthGrants(
  client: Client,
  query?: OAuthGrantListInput,
  options?: CallOptions,
): Promise<Page<OAuthGrant>> {
  return grantsAt(client).list(query, options);
}
/** DELETE /oauth_grants/{id}: revokes an app; its tokens stop working at once. */
export function deleteOAuthGrant(client: Client, id: Id, options?: CallOptions) {
  return grantsAt(client).remove(id, options);
}

export const oauth = {
  consent: getOAuthConsent,
  decide: decideOAuthRequest,
};
export const oauthClients = {
  list: listOAuthClients,
  create: createOAuthClient,
  remove: deleteOAuthClient,
};
export const oauthGrants = {
  list: listOAuthGrants,
  remove: deleteOAuthGrant,
};
