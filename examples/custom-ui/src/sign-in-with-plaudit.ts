import {
  buildAuthorizeUrl,
  createPkcePair,
  exchangeAuthorizationCode,
  type OAuthScope,
  randomUrlSafe,
} from '@plaudit/api-client';
import { APP_BASE, PLAUDIT_CLIENT_ID, PLAUDIT_ORIGIN, REDIRECT_URI } from './config';

/** What the app asks for: the account's name, its reviews, locations and widgets (read only). */
export const SCOPES: OAuthScope[] = [
  'account:read',
  'reviews:read',
  'locations:read',
  'widgets:read',
];

/** The PKCE verifier and state wait in sessionStorage (this tab only) during the round trip. */
const PENDING_KEY = 'summit.oauth';

/** Step 1: to Plaudit's consent screen, with a PKCE challenge and a random state. */
export async function startSignInWithPlaudit(): Promise<void> {
  const { verifier, challenge } = await createPkcePair();
  const state = randomUrlSafe(16);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state }));
  window.location.assign(
    buildAuthorizeUrl({
      plauditOrigin: PLAUDIT_ORIGIN,
      clientId: PLAUDIT_CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scopes: SCOPES,
      state,
      codeChallenge: challenge,
    }),
  );
}

/** Is this page Plaudit sending the user back (`{base}callback?code=...` or `?error=...`)? */
export const isCallback = () => window.location.pathname === `${APP_BASE}callback`;

/**
 * Step 2, on the callback page: checks the state, exchanges the code and the verifier for an
 * access token. Resolves with the token, or rejects with what to tell the user.
 */
export async function finishSignInWithPlaudit(): Promise<string> {
  const params = new URLSearchParams(window.location.search);
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
    verifier: string;
    state: string;
  } | null;
  sessionStorage.removeItem(PENDING_KEY);
  // The address bar goes back to the app, without the code.
  window.history.replaceState(null, '', APP_BASE);
  const error = params.get('error');
  if (error === 'access_denied')
    throw new Error('You did not allow Summit Reviews to use your Plaudit account.');
  if (error) throw new Error(params.get('error_description') ?? `Plaudit said: ${error}`);
  const code = params.get('code');
  if (!code || !pending || params.get('state') !== pending.state)
    throw new Error('This sign-in did not start here. Please try again.');
  const tokens = await exchangeAuthorizationCode({
    baseUrl: `${PLAUDIT_ORIGIN}/api`,
    clientId: PLAUDIT_CLIENT_ID,
    code,
    redirectUri: REDIRECT_URI,
    codeVerifier: pending.verifier,
  });
  return tokens.access_token;
}
