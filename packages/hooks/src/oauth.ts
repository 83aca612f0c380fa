import type {
  OAuthAuthorizeQuery,
  OAuthClient,
  OAuthClientListInput,
  OAuthConsent,
  OAuthGrant,
  OAuthGrantListInput,
} from '@plaudit/api-client';
import { type DataOptions, listHook, usePlauditSWR } from './data/data-hooks';

/** GET /oauth_clients: the apps the partner registered (partner administrators). */
export const useOAuthClients = listHook<OAuthClient, OAuthClientListInput>(
  'oauthClients',
  (api, q) => api.oauthClients.list(q),
);

/** GET /oauth_grants: the apps the signed-in user authorized. */
export const useOAuthGrants = listHook<OAuthGrant, OAuthGrantListInput>('oauthGrants', (api, q) =>
  api.oauthGrants.list(q),
);

/** GET /oauth/authorize: the consent screen's app, partner and scopes. Pass null to skip. */
export function useOAuthConsent(
  query: OAuthAuthorizeQuery | null,
  options?: DataOptions<OAuthConsent>,
) {
  return usePlauditSWR(
    'oauthConsent',
    query ? [query] : null,
    (api) => api.oauth.consent(query as OAuthAuthorizeQuery),
    options,
  );
}
