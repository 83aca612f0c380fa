import type { OauthProvider } from '@plaudit/api-client/schemas';
import { facebookRatings } from './facebook-ratings';
import { googleReviews } from './google-reviews';
import { sandboxReviews } from './sandbox-reviews';
import { trustpilotReviews } from './trustpilot-reviews';
import type { ReviewSiteClient } from './types';

export * from './types';

/** Access tokens the OAuth sandbox hands out (`sbx.{ok|not_ok}.…`). */
export const isSandboxToken = (token: string) => token.startsWith('sbx.');

/**
 * The review site behind a connection: the real API for a token the site issued (its hosts
 * from the environment: GOOGLE_API_URL, FACEBOOK_GRAPH_URL, TRUSTPILOT_API_URL), the local
 * sandbox for one the OAuth sandbox issued.
 */
export function reviewSiteClient(
  provider: OauthProvider,
  accessToken: string,
  account: { name: string; vertical: string },
  env: NodeJS.ProcessEnv = process.env,
): ReviewSiteClient {
  if (isSandboxToken(accessToken)) return sandboxReviews(provider, accessToken, account);
  if (provider === 'google') return googleReviews(accessToken, env);
  if (provider === 'facebook') return facebookRatings(accessToken, env);
  return trustpilotReviews(accessToken, env);
}
