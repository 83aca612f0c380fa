import type {
  IntegrationCard,
  IntegrationExpiryNotice,
  IntegrationRequestBody,
  IntegrationsBanner,
  OauthCallbackBody,
  OauthProvider,
  OauthStart,
} from '../schemas/integrations';
import type { IntegrationListQuery } from '../schemas/local-listings';
import type { CallOptions, Client } from '../transport/create-client';
import { listIntegrations } from './local-listings';
import type { ListInput } from './resource';

export type IntegrationListInput = ListInput<IntegrationListQuery>;

/** GET /integrations/catalogue: every integration the account can connect, with its state. */
export function listIntegrationCatalogue(
  client: Client,
  options?: CallOptions,
): Promise<IntegrationCard[]> {
  return client
    .get<{ integrations: IntegrationCard[] }>('/integrations/catalogue', options)
    .then((r) => r.integrations);
}
/** POST /integrations/requests {code}: ask the team to connect it (state `requested`). */
export function requestIntegration(
  client: Client,
  body: IntegrationRequestBody,
  options?: CallOptions,
): Promise<IntegrationCard> {
  return client.post('/integrations/requests', body, options);
}
/** DELETE /integrations/{id}: disconnects (tokens forgotten; reviews already fetched stay). */
export function disconnectIntegration(client: Client, id: number, options?: CallOptions) {
  return client.request<void>('DELETE', `/integrations/${id}`, options);
}
/**
 * POST /oauth/outbound/{provider}/start {redirect_uri}: the consent page to send the browser
 * to (the provider's, or the server's sandbox page when no client id is configured).
 */
export function startOauth(
  client: Client,
  provider: OauthProvider,
  redirectUri: string,
  options?: CallOptions,
): Promise<OauthStart> {
  return client.post(`/oauth/outbound/${provider}/start`, { redirect_uri: redirectUri }, options);
}
/** POST /oauth/outbound/{provider}/callback {code, state}: finishes the connection. */
export function completeOauth(
  client: Client,
  provider: OauthProvider,
  body: OauthCallbackBody,
  options?: CallOptions,
): Promise<IntegrationCard> {
  return client.post(`/oauth/outbound/${provider}/callback`, body, options);
}

/** GET /integrations/expiry_notice: the Facebook expiry banner for the signed-in user. */
export function getIntegrationExpiryNotice(
  client: Client,
  options?: CallOptions,
): Promise<IntegrationExpiryNotice> {
  return client.get('/integrations/expiry_notice', options);
}

/** GET /integrations/banner (administrators): whether to offer connecting a review site. */
export function getIntegrationsBanner(
  client: Client,
  options?: CallOptions,
): Promise<IntegrationsBanner> {
  return client.get('/integrations/banner', options);
}
/** POST /integrations/banner/dismissal: nobody in the account sees the banner again. */
export function dismissIntegrationsBanner(client: Client, options?: CallOptions) {
  return client.request<void>('POST', '/integrations/banner/dismissal', options);
}

export const integrations = {
  /** GET /integrations: the account's integrations; a partner's, its child accounts'. */
  list: listIntegrations,
  catalogue: listIntegrationCatalogue,
  banner: getIntegrationsBanner,
  dismissBanner: dismissIntegrationsBanner,
  expiryNotice: getIntegrationExpiryNotice,
  request: requestIntegration,
  disconnect: disconnectIntegration,
  startOauth,
  completeOauth,
};
