import type { OAuthScope, OAuthTokenAnswer } from '../schemas/oauth';
import { ApiError } from '../transport/api-error';
import type { FetchLike } from '../transport/create-client';

/**
 * Helpers for a partner's browser app signing its users in with Plaudit (OAuth 2, authorization
 * code with PKCE S256, RFC 7636), on Web Crypto: no secret lives in the app.
 *
 * 1. `const { verifier, challenge } = await createPkcePair()`; keep `verifier` and a random
 *    `state` in sessionStorage;
 * 2. send the browser to `buildAuthorizeUrl({...})` (the Plaudit console's consent screen);
 * 3. back on `redirectUri`, check `state`, then `exchangeAuthorizationCode({...})`;
 * 4. `createClient({ baseUrl, accessToken })` (or the hooks' `loginWithAccessToken`).
 */

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random text for `state` or a code verifier (32 random bytes: 43 characters). */
export function randomUrlSafe(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength);
  globalThis.crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(verifier),
  );
  return base64Url(new Uint8Array(digest));
}

/** A new code verifier and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomUrlSafe(32);
  return { verifier, challenge: await codeChallengeS256(verifier) };
}

export type AuthorizeUrlOptions = {
  /** Where the Plaudit console is (`https://app.plaudit.example`). */
  plauditOrigin: string;
  clientId: string;
  /** Exactly one of the redirect URIs registered for the app. */
  redirectUri: string;
  scopes: readonly OAuthScope[];
  state: string;
  codeChallenge: string;
};

/** The consent screen's URL: `{plauditOrigin}/oauth/authorize?response_type=code&...`. */
export function buildAuthorizeUrl(o: AuthorizeUrlOptions): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: o.clientId,
    redirect_uri: o.redirectUri,
    scope: o.scopes.join(' '),
    state: o.state,
    code_challenge: o.codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${o.plauditOrigin.replace(/\/+$/, '')}/oauth/authorize?${query}`;
}

type TokenCall = {
  /** The API root, `https://app.plaudit.example/api`. */
  baseUrl: string;
  clientId: string;
  fetch?: FetchLike;
};

async function postToken(call: TokenCall, fields: Record<string, string>) {
  const url = `${call.baseUrl.replace(/\/+$/, '')}/oauth/token`;
  const doFetch = call.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ ...fields, client_id: call.clientId }).toString(),
    });
  } catch (cause) {
    throw new ApiError({ status: 0, body: null, method: 'POST', url, cause });
  }
  const body = (await response.json().catch(() => null)) as
    | (OAuthTokenAnswer & { error?: string; error_description?: string })
    | null;
  if (response.ok && body?.access_token) return body as OAuthTokenAnswer;
  // RFC 6749's `error` is a code: the description is what a person reads; `code` keeps the code.
  throw new ApiError({
    status: response.status,
    body: body?.error ? { error: body.error_description ?? body.error, code: body.error } : body,
    method: 'POST',
    url,
  });
}

/** POST /oauth/token with the code the consent screen sent back and the PKCE verifier. */
export function exchangeAuthorizationCode(
  call: TokenCall & { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthTokenAnswer> {
  return postToken(call, {
    grant_type: 'authorization_code',
    code: call.code,
    redirect_uri: call.redirectUri,
    code_verifier: call.codeVerifier,
  });
}

/** POST /oauth/token with a refresh token: new tokens (the refresh token is rotated). */
export function refreshAccessToken(
  call: TokenCall & { refreshToken: string },
): Promise<OAuthTokenAnswer> {
  return postToken(call, { grant_type: 'refresh_token', refresh_token: call.refreshToken });
}
