import type {
  LoginBody,
  Session,
  ShadowTokenBody,
  SsoLoginBody,
  SsoToken,
  SsoTokenBody,
} from '../schemas/auth';
import type { CallOptions, Client } from '../transport/create-client';

/**
 * POST /auth with `{ email, password }`. Sent without credentials; on success
 * the client's credentials become the session's e-mail and token.
 * A wrong password rejects with an ApiError (401) but does not call onUnauthorized.
 */
export async function login(
  client: Client,
  body: LoginBody,
  options?: CallOptions,
): Promise<Session> {
  const session = await client.request<Session>('POST', '/auth', {
    ...options,
    body,
    anonymous: true,
  });
  client.setCredentials({ email: session.email, token: session.token });
  return session;
}

/** GET /auth: the current session (refreshed permissions and flags). */
export function getSession(client: Client, options?: CallOptions): Promise<Session> {
  return client.request<Session>('GET', '/auth', options);
}

/** DELETE /auth: ends the session; the client forgets its credentials even if the call fails. */
export async function logout(client: Client, options?: CallOptions): Promise<void> {
  try {
    await client.request<unknown>('DELETE', '/auth', options);
  } finally {
    client.setCredentials(null);
  }
}

/**
 * POST /shadow_user/tokens with `{ child_account_id }`: a session acting in a
 * child account (parent accounts only). The client's credentials are left as
 * they are; use the returned token with another client or setCredentials.
 */
export function createShadowToken(
  client: Client,
  body: ShadowTokenBody,
  options?: CallOptions,
): Promise<Session> {
  return client.request<Session>('POST', '/shadow_user/tokens', { ...options, body });
}

/**
 * POST /auth/sso with `{ token }`: a single sign-on token (from a partner's POST /sso_tokens)
 * exchanged for a session, once. Sent without credentials; on success the client's credentials
 * become the session's. A used, expired or unknown token rejects with an ApiError (401).
 */
export async function ssoLogin(
  client: Client,
  body: SsoLoginBody,
  options?: CallOptions,
): Promise<Session> {
  const session = await client.request<Session>('POST', '/auth/sso', {
    ...options,
    body,
    anonymous: true,
  });
  client.setCredentials({ email: session.email, token: session.token });
  return session;
}

/**
 * POST /sso_tokens with `{ user_id }` (partner accounts): a single-use sign-in link, valid for
 * SSO_TOKEN_MINUTES, for a user of one of the partner's child accounts.
 */
export function createSsoToken(
  client: Client,
  body: SsoTokenBody,
  options?: CallOptions,
): Promise<SsoToken> {
  return client.request<SsoToken>('POST', '/sso_tokens', { ...options, body });
}

export const auth = { login, ssoLogin, session: getSession, logout, createSsoToken };
