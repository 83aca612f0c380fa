import type { OAuthScope, OAuthTokenAnswer } from '../schemas/oauth';
import type { FetchLike } from '../transport/create-client';
import {
  buildAuthorizeUrl,
  createPkcePair,
  exchangeAuthorizationCode,
  randomUrlSafe,
} from './pkce';

/**
 * An app's tokens after "Sign in with Plaudit", in the shape the hooks' `loginWithAccessToken`
 * takes: the access token, the refresh token that renews it (rotated on every refresh), when the
 * access token expires, and the app's client id (a refresh needs it).
 */
export type OAuthTokens = {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token expires (ISO 8601). */
  expiresAt: string;
  clientId: string;
  /** The scopes granted, space-separated. */
  scope: string;
};

/** `OAuthTokens` from an answer of POST /oauth/token (`expires_in` counted from `now`). */
export function oauthTokensFrom(
  answer: OAuthTokenAnswer,
  clientId: string,
  now: number = Date.now(),
): OAuthTokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: new Date(now + answer.expires_in * 1000).toISOString(),
    clientId,
    scope: answer.scope,
  };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The sessionStorage key where the PKCE verifier and state wait during the round trip. */
export const OAUTH_PENDING_KEY = 'plaudit.oauth.pending';

export type StartOAuthSignInOptions = {
  /** Where the Plaudit console is (`https://app.plaudit.example`). */
  plauditOrigin: string;
  clientId: string;
  /** Exactly one of the redirect URIs registered for the app. */
  redirectUri: string;
  scopes: readonly OAuthScope[];
  /** Where the verifier and state wait; default `sessionStorage` (this tab only). */
  storage?: StorageLike;
};

/**
 * Step 1 of "Sign in with Plaudit": makes a PKCE pair and a random state, keeps them in
 * `sessionStorage` for `handleOAuthCallback`, and resolves with the consent screen's URL (send the
 * browser there: `window.location.assign(url)`).
 */
export async function startOAuthSignIn(options: StartOAuthSignInOptions): Promise<string> {
  const { verifier, challenge } = await createPkcePair();
  const state = randomUrlSafe(16);
  (options.storage ?? globalThis.sessionStorage).setItem(
    OAUTH_PENDING_KEY,
    JSON.stringify({ verifier, state }),
  );
  return buildAuthorizeUrl({
    plauditOrigin: options.plauditOrigin,
    clientId: options.clientId,
    redirectUri: options.redirectUri,
    scopes: options.scopes,
    state,
    codeChallenge: challenge,
  });
}

export type HandleOAuthCallbackOptions = {
  /** The API root, `https://app.plaudit.example/api`. */
  baseUrl: string;
  clientId: string;
  /** The redirect URI the sign-in started with. */
  redirectUri: string;
  /** The callback page's address; default `window.location.href`. */
  url?: string;
  /** Where `startOAuthSignIn` kept the verifier and state; default `sessionStorage`. */
  storage?: StorageLike;
  fetch?: FetchLike;
};

/** Thrown (rejected) by `handleOAuthCallback` when the sign-in cannot finish; `message` is for people. */
export class OAuthCallbackError extends Error {
  /** `access_denied` (the user said no), `state_mismatch`, `missing_code`, or the server's code. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'OAuthCallbackError';
    this.code = code;
  }
}

/** One exchange per authorization code, however often a page asks (React StrictMode runs effects twice). */
const exchanges = new Map<string, Promise<OAuthTokens>>();

/**
 * Step 2, on the callback page: reads `code` and `state` (or `error`) from the address, checks
 * the state against the one `startOAuthSignIn` kept, and exchanges the code and the verifier for
 * tokens (POST /oauth/token). A code is exchanged exactly once: a second call with the same code
 * (React StrictMode's double effect, a re-render) gets the same promise, since a code used twice
 * is refused with `invalid_grant` and revokes the tokens it gave. Rejects with an
 * `OAuthCallbackError` (or the token endpoint's `ApiError`) saying what went wrong.
 *
 * @example
 * ```ts
 * useEffect(() => {
 *   handleOAuthCallback({ baseUrl, clientId, redirectUri })
 *     .then((tokens) => loginWithAccessToken(tokens))
 *     .then(() => history.replaceState(null, '', '/'));
 * }, []);
 * ```
 */
export function handleOAuthCallback(options: HandleOAuthCallbackOptions): Promise<OAuthTokens> {
  const params = new URL(options.url ?? globalThis.location.href).searchParams;
  const code = params.get('code');
  const known = code ? exchanges.get(code) : undefined;
  if (known) return known;
  const storage = options.storage ?? globalThis.sessionStorage;
  const pending = readPending(storage);
  const error = params.get('error');
  if (error) {
    storage.removeItem(OAUTH_PENDING_KEY);
    return Promise.reject(
      error === 'access_denied'
        ? new OAuthCallbackError(error, 'You did not allow the app to use your Plaudit account.')
        : new OAuthCallbackError(
            error,
            params.get('error_description') ?? `Plaudit said: ${error}`,
          ),
    );
  }
  if (!code)
    return Promise.reject(
      new OAuthCallbackError('missing_code', 'This page was not opened by a Plaudit sign-in.'),
    );
  if (!pending || params.get('state') !== pending.state)
    return Promise.reject(
      new OAuthCallbackError(
        'state_mismatch',
        'This sign-in did not start here (or was already finished). Please try again.',
      ),
    );
  storage.removeItem(OAUTH_PENDING_KEY);
  const exchange = exchangeAuthorizationCode({
    baseUrl: options.baseUrl,
    clientId: options.clientId,
    code,
    redirectUri: options.redirectUri,
    codeVerifier: pending.verifier,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }).then((answer) => oauthTokensFrom(answer, options.clientId));
  exchanges.set(code, exchange);
  return exchange;
}

function readPending(storage: StorageLike): { verifier: string; state: string } | null {
  try {
    const value = JSON.parse(storage.getItem(OAUTH_PENDING_KEY) ?? 'null') as {
      verifier?: unknown;
      state?: unknown;
    } | null;
    return typeof value?.verifier === 'string' && typeof value.state === 'string'
      ? { verifier: value.verifier, state: value.state }
      : null;
  } catch {
    return null;
  }
}
