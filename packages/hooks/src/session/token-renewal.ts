import {
  ApiError,
  type Client,
  type Credentials,
  type OAuthTokens,
  oauthTokensFrom,
  refreshAccessToken,
} from '@plaudit/api-client';
import type { StoreApi } from 'zustand/vanilla';
import { type AuthState, credentialsOf } from './auth-state';
import type { PersistedSession, SessionState } from './session-types';

export type TokenRenewalOptions = {
  /** The session store (read when a renewal runs: it is made after this). */
  store: () => StoreApi<SessionState>;
  client: () => Client | null;
  /** The client, or an error saying the store has none. */
  requireClient: () => Client;
  readPersisted: () => PersistedSession | null;
  now: () => number;
  /** How long before its expiry an access token is renewed. */
  refreshMarginMs: number;
};

/**
 * A partner app's OAuth tokens kept fresh: renewed shortly before they expire, or after a 401,
 * one refresh at a time (every call that needs one shares it), with the access tokens a
 * refresh replaced remembered so a 401 to a call signed with one is retried, not fatal.
 */
export function tokenRenewal(options: TokenRenewalOptions) {
  const { store, client, requireClient, readPersisted, now, refreshMarginMs } = options;
  /** The refresh in flight: every call that needs one (expiry, concurrent 401s) shares it. */
  let refreshing: Promise<boolean> | null = null;
  /** Access tokens a refresh replaced: a 401 to a call signed with one is retried, not fatal. */
  const replacedTokens = new Set<string>();

  /**
   * POST /oauth/token with the stored refresh token; the new access and refresh tokens replace
   * the old ones (in the partner session behind a child account too). Resolves false when no
   * refresh is possible; a refusal by the token endpoint ends the session (the only way a 401
   * signs a partner app's user out), a network failure leaves it for the next call to try again.
   */
  async function renewTokens(): Promise<boolean> {
    const { auth } = store().getState();
    const old = auth.token;
    if (!old || auth.token_type !== 'bearer' || !auth.refresh_token || !auth.oauth_client_id)
      return false;
    // Another tab may have refreshed already (the refresh token is rotated: use theirs).
    const persisted = readPersisted();
    if (persisted?.auth.token && persisted.auth.token !== old && persisted.auth.refresh_token) {
      replacedTokens.add(old);
      store().getState().restore();
      return true;
    }
    let tokens: OAuthTokens;
    try {
      const answer = await refreshAccessToken({
        baseUrl: requireClient().baseUrl,
        clientId: auth.oauth_client_id,
        refreshToken: auth.refresh_token,
      });
      tokens = oauthTokensFrom(answer, auth.oauth_client_id, now());
    } catch (err) {
      if (store().getState().auth.token !== old) return store().getState().auth.token !== null;
      if (err instanceof ApiError && err.status === 0) return false;
      store().getState().endSession({ invalidated: true });
      return false;
    }
    const current = store().getState();
    if (current.auth.token !== old) return current.auth.token !== null; // signed out meanwhile
    replacedTokens.add(old);
    const renew = (a: AuthState): AuthState =>
      a.token === old
        ? {
            ...a,
            token: tokens.accessToken,
            refresh_token: tokens.refreshToken,
            expires_at: tokens.expiresAt,
          }
        : a;
    const nextParent = current.parentAuth ? renew(current.parentAuth) : null;
    client()?.setCredentials(credentialsOf(renew(current.auth)));
    store().setState({ auth: renew(current.auth), parentAuth: nextParent });
    return true;
  }

  return {
    replacedTokens,

    refreshTokens(): Promise<boolean> {
      refreshing ??= renewTokens().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    async refreshTokensIfExpiring(): Promise<void> {
      if (refreshing) {
        await refreshing;
        return;
      }
      const { auth } = store().getState();
      if (auth.token_type !== 'bearer' || !auth.refresh_token || !auth.expires_at) return;
      const expiresAt = Date.parse(auth.expires_at);
      if (Number.isNaN(expiresAt) || expiresAt - now() > refreshMarginMs) return;
      await store().getState().refreshTokens();
    },

    async renewAfterUnauthorized(sentWith: Credentials): Promise<boolean> {
      // Signed with a token a refresh has replaced since: send it again with the new one.
      if (replacedTokens.has(sentWith.token)) return store().getState().auth.token !== null;
      const { auth } = store().getState();
      if (sentWith.token !== auth.token || !auth.refresh_token) return false;
      return store().getState().refreshTokens();
    },
  };
}
