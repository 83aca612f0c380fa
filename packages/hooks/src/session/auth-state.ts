import type {
  AccountStatus,
  Credentials,
  PermissionSummary,
  Session,
  UserType,
} from '@plaudit/api-client';

/** Browser-storage key of the persisted auth part of the session. */
export const SESSION_STORAGE_KEY = 'plaudit.auth';

/**
 * The auth part of the session (spec 1 section 3): the only part kept in browser storage.
 * Every field is null or false when nobody is signed in.
 */
export type AuthState = {
  token: string | null;
  /** `bearer`: the token is a partner app's OAuth access token (sent as `Authorization: Bearer`). */
  token_type?: 'basic' | 'bearer';
  email: string | null;
  account_id: number | null;
  account_active: boolean;
  user_id: number | null;
  profile_id: number | null;
  user_type: UserType | null;
  user_type_id: number | null;
  permissions: PermissionSummary | null;
  isParent: boolean;
  isShadowing: boolean;
  isImpersonated: boolean;
  isAccountOwner: boolean;
  isWhitelabel: boolean;
  status: AccountStatus | null;
  /** On a shadow session: the partner account the user came from. */
  parent_account_id: number | null;
  expires_at: string | null;
  /**
   * A partner app's session (`token_type: 'bearer'`): the refresh token that renews the access
   * token before `expires_at` and after a 401 (rotated: each refresh stores the new one), and the
   * app's client id the refresh is made for. Null otherwise.
   */
  refresh_token?: string | null;
  oauth_client_id?: string | null;
  /** A random value per sign-in, for calls that want one (for example /urls_check). */
  nonce: string | null;
  /** The message of the last failed login or logout, else null. */
  error: string | null;
  /** True when the session ended without the user asking: a 401 or another tab signing out. */
  invalidated: boolean;
};

export const EMPTY_AUTH: AuthState = Object.freeze({
  token: null,
  email: null,
  account_id: null,
  account_active: false,
  user_id: null,
  profile_id: null,
  user_type: null,
  user_type_id: null,
  permissions: null,
  isParent: false,
  isShadowing: false,
  isImpersonated: false,
  isAccountOwner: false,
  isWhitelabel: false,
  status: null,
  parent_account_id: null,
  expires_at: null,
  nonce: null,
  error: null,
  invalidated: false,
}) as AuthState;

/** The identity a cache belongs to: account and user of a signed-in session, else null. */
export function sessionUserKey(auth: AuthState): string | null {
  return auth.token ? `${auth.account_id}:${auth.user_id}` : null;
}

/**
 * The api-client credentials of a session state (Basic for a password sign-in, Bearer for an
 * app's access token, with the child account when acting in one), or null when signed out.
 */
export function credentialsOf(auth: AuthState | null | undefined): Credentials | null {
  if (!auth?.token) return null;
  if (auth.token_type === 'bearer') {
    const credentials: Credentials = {
      email: auth.email ?? '',
      token: auth.token,
      scheme: 'bearer',
    };
    // An app token acting in a child account: every call names that account (account_id).
    if (auth.isShadowing && auth.account_id != null) credentials.accountId = auth.account_id;
    return credentials;
  }
  return auth.email ? { email: auth.email, token: auth.token } : null;
}

export function randomNonce(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The auth part of a Session answer. */
export function authFromSession(session: Session, previous?: AuthState): AuthState {
  return {
    token: session.token,
    token_type: session.token_type === 'bearer' ? 'bearer' : 'basic',
    email: session.email,
    account_id: session.account_id,
    account_active: session.account_active,
    user_id: session.user_id,
    profile_id: session.profile_id,
    user_type: session.user_type,
    user_type_id: session.user_type_id,
    permissions: session.permissions,
    isParent: session.isParent,
    isShadowing: session.isShadowing,
    isImpersonated: session.isImpersonated,
    isAccountOwner: session.isAccountOwner,
    isWhitelabel: session.isWhitelabel,
    status: session.status,
    parent_account_id: session.parent_account_id ?? null,
    expires_at: session.expires_at ?? null,
    // The same token again (GET /auth re-read): its refresh token stays.
    refresh_token: previous?.token === session.token ? (previous.refresh_token ?? null) : null,
    oauth_client_id: previous?.token === session.token ? (previous.oauth_client_id ?? null) : null,
    nonce: previous?.token === session.token && previous.nonce ? previous.nonce : randomNonce(),
    error: null,
    invalidated: false,
  };
}
