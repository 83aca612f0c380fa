import type {
  Account,
  Client,
  Credentials,
  OAuthTokens,
  Session,
  User,
  Whitelabel,
} from '@plaudit/api-client';
import type { StoreApi } from 'zustand/vanilla';
import type { StorageLike } from '../internal/browser';
import type { AuthState } from './auth-state';

/** What is written to browser storage: the auth, and the partner session behind a shadow session. */
export type PersistedSession = { auth: AuthState; parentAuth: AuthState | null };

export type SessionState = {
  auth: AuthState;
  /** While shadowing a child account: the partner session `leaveShadowSession()` returns to. */
  parentAuth: AuthState | null;
  /** Loaded after sign-in; never persisted, cleared when the user changes. */
  account: Account | null;
  user: User | null;
  profile: User | null;
  whitelabel: Whitelabel | null;
  /** A login, logout, shadow switch or profile load is in flight. */
  loading: boolean;
  /** Loading the account after sign-in failed (not set for impersonated, pending, expired or suspended). */
  loadError: string | null;
  /**
   * Loading the white label failed with an answer other than 401 (spec 1 section 2: the console
   * shows /error with this status and message). A 401 ends the session instead.
   */
  whitelabelError: { status: number; message: string } | null;
  /** Forgets whitelabelError once it has been shown. */
  clearWhitelabelError(): void;

  /** Uses `client` for every call and gives it the stored credentials. */
  connect(client: Client): void;
  /** POST /auth; then loads account, user, profile and white label. A failure clears the token and rethrows. */
  login(email: string, password: string): Promise<Session>;
  /** DELETE /auth (also for the partner token behind a shadow session), then forgets the session. */
  logout(): Promise<void>;
  /** Ends the session locally (no call). `invalidated` records that the user did not ask for it. */
  endSession(options?: { invalidated?: boolean }): void;
  /** A 401 answer: the session is over. */
  handleUnauthorized(): void;
  /** Toggles account_active (402 answers set it to false). */
  setAccountActive(active: boolean): void;
  /** GET /auth: refreshes permissions and flags, then loads the objects if they are missing. */
  refresh(): Promise<void>;
  /** Loads account, user, profile (and then white label) for the current session. */
  loadProfile(): Promise<void>;
  /**
   * Acts in one of the partner's child accounts. Signed in with a password: POST
   * /shadow_user/tokens as the partner (a session token of its own). Signed in through a partner
   * app (Bearer): the same access token names the child on every call (`account_id`), after GET
   * /auth?account_id=<child> gave the session there (what the user's shadow session would
   * reach, narrowed to the app's scopes). A refusal (403, 404) rejects and signs nobody out.
   * Every data hook then reads the child account; `leaveShadowSession()` returns.
   *
   * @example
   * ```tsx
   * const setShadowSession = useSession((s) => s.setShadowSession);
   * const children = useAccounts({ per_page: 100 }); // the partner's child accounts
   * // …
   * <select onChange={(e) => setShadowSession(Number(e.target.value)).catch(showError)}>
   * ```
   */
  setShadowSession(childAccountId: number): Promise<Session>;
  /** Leaves a shadow session and returns to the partner session. */
  leaveShadowSession(): Promise<void>;
  /** Re-reads browser storage (used on start and when another tab changes it). */
  restore(): void;
  /**
   * Signs in with a session obtained elsewhere (single sign-on, a token checked with GET /auth):
   * the session becomes the current one (persisted like a login), then the profile loads.
   */
  adoptSession(session: Session): Promise<void>;
  /**
   * Signs in with a partner app's OAuth tokens (from `handleOAuthCallback`): GET /auth with
   * `Authorization: Bearer`, then the session is adopted (its permissions are the user's narrowed
   * to the granted scopes). With the refresh token, expiry and client id (`OAuthTokens`), the
   * session renews the access token a minute before it expires and once after a 401 (one refresh
   * shared by concurrent calls; the rotated refresh token is stored), and ends only when a
   * refresh is refused. A bare access token string works until it expires. Rejects, signed out,
   * when the token is refused.
   *
   * @example
   * ```ts
   * const loginWithAccessToken = useSession((s) => s.loginWithAccessToken);
   * useEffect(() => {
   *   handleOAuthCallback({ baseUrl, clientId, redirectUri }).then(loginWithAccessToken);
   * }, [loginWithAccessToken]);
   * ```
   */
  loginWithAccessToken(tokens: OAuthTokens | string): Promise<Session>;
  /**
   * Renews a partner app's access token with the stored refresh token now (one refresh at a
   * time: concurrent callers share it). Resolves true when renewed; a refusal ends the session.
   */
  refreshTokens(): Promise<boolean>;
  /** Renews the access token first when it expires within `refreshMarginMs` (the client calls this before each call). */
  refreshTokensIfExpiring(): Promise<void>;
  /**
   * A call signed with `sentWith` got 401: resolves true when it should be sent again (the token
   * was renewed, by this refresh or one that ran meanwhile), false when the 401 stands.
   */
  renewAfterUnauthorized(sentWith: Credentials): Promise<boolean>;
  /**
   * After the signed-in user changed their own e-mail or name: updates the loaded user and
   * profile, and (for a new e-mail) the session's e-mail and the client's credentials, since
   * calls are signed with the e-mail.
   */
  updateSignedInUser(changes: Partial<User> & { email?: string; name?: string }): void;
  /** The signed-in account after it was saved (PATCH /accounts/{id}): header and pages follow. */
  updateSignedInAccount(account: Account): void;
};

export type SessionStore = StoreApi<SessionState> & {
  /** Stops listening to other tabs. */
  destroy(): void;
};

export type SessionStoreOptions = {
  /** Where the auth is kept; default `window.localStorage`. Pass null to keep it in memory only. */
  storage?: StorageLike | null;
  storageKey?: string;
  /** The client to use (else the first one passed to `connect`, as `createPlauditClient` does). */
  client?: Client;
  /** The window whose `storage` events end the session when another tab signs out. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** How long before its expiry an app's access token is renewed (default 60 000 ms). */
  refreshMarginMs?: number;
  /** The clock the expiry is read with (default `Date.now`). */
  now?: () => number;
};
