import {
  handleOAuthCallback,
  type OAuthScope,
  type OAuthTokens,
  startOAuthSignIn,
} from '@plaudit/api-client';
import { APP_BASE, PLAUDIT_CLIENT_ID, PLAUDIT_ORIGIN, REDIRECT_URI } from './config';

/**
 * What the app asks for: the account's name (and a partner's child accounts), its reviews and
 * locations, answering reviews, and its widgets.
 */
export const SCOPES: OAuthScope[] = [
  'account:read',
  'reviews:read',
  'responses:write',
  'locations:read',
  'widgets:read',
];

/** Step 1: to Plaudit's consent screen (the PKCE verifier and state wait in sessionStorage). */
export async function startSignInWithPlaudit(): Promise<void> {
  window.location.assign(
    await startOAuthSignIn({
      plauditOrigin: PLAUDIT_ORIGIN,
      clientId: PLAUDIT_CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scopes: SCOPES,
    }),
  );
}

/** Is this page Plaudit sending the user back (`{base}callback?code=...` or `?error=...`)? */
export const isCallback = () => window.location.pathname === `${APP_BASE}callback`;

/**
 * Step 2, on the callback page: the code becomes tokens, exactly once however often React runs
 * the effect (StrictMode runs it twice). Rejects with what to tell the user.
 */
export async function finishSignInWithPlaudit(): Promise<OAuthTokens> {
  try {
    return await handleOAuthCallback({
      baseUrl: `${PLAUDIT_ORIGIN}/api`,
      clientId: PLAUDIT_CLIENT_ID,
      redirectUri: REDIRECT_URI,
    });
  } catch (err) {
    if ((err as { code?: unknown }).code === 'access_denied')
      throw new Error('You did not allow Summit Reviews to use your Plaudit account.');
    throw err;
  }
}
