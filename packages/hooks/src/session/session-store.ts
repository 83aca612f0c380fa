import {
  type Account,
  type AccountStatus,
  type Client,
  type Credentials,
  createPlauditApi,
  encodeBasicAuth,
  errorMessage,
  type PermissionSummary,
  type Session,
  type User,
  type UserType,
  type Whitelabel,
} from '@plaudit/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  browserStorage,
  readJson,
  removeKey,
  type StorageLike,
  writeJson,
} from '../internal/browser';

/** Browser-storage key of the persisted auth part of the session. */
export const SESSION_STORAGE_KEY = 'plaudit.auth';

/**
 * The auth part of the session (spec 1 section 3): the only part kept in browser storage.
 * Every field is null or false when nobody is signed in.
 */
export type AuthState = {
  token: string | null;
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
  /** POST /shadow_user/tokens as the partner and acts in the child account. */
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
   * After the signed-in user changed their own e-mail or name: updates the loaded user and
   * profile, and (for a new e-mail) the session's e-mail and the client's credentials, since
   * calls are signed with the e-mail.
   */
  updateSignedInUser(changes: Partial<User> & { email?: string; name?: string }): void;
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
};

/** The identity a cache belongs to: account and user of a signed-in session, else null. */
export function sessionUserKey(auth: AuthState): string | null {
  return auth.token ? `${auth.account_id}:${auth.user_id}` : null;
}

export function credentialsOf(auth: AuthState | null | undefined): Credentials | null {
  return auth?.token && auth.email ? { email: auth.email, token: auth.token } : null;
}

function randomNonce(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The auth part of a Session answer. */
export function authFromSession(session: Session, previous?: AuthState): AuthState {
  return {
    token: session.token,
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
    nonce: previous?.token === session.token && previous.nonce ? previous.nonce : randomNonce(),
    error: null,
    invalidated: false,
  };
}

function sanitize(value: unknown): AuthState | null {
  if (!value || typeof value !== 'object') return null;
  const auth = { ...EMPTY_AUTH, ...(value as Partial<AuthState>) };
  return typeof auth.token === 'string' && auth.token ? auth : null;
}

const LOADED_EMPTY = {
  account: null,
  user: null,
  profile: null,
  whitelabel: null,
  loadError: null,
};
const QUIET_STATUSES: ReadonlyArray<AccountStatus | null> = ['pending', 'expired', 'suspended'];

/**
 * A session store. The auth part is persisted under `plaudit.auth` (loaded objects are stripped);
 * a 401, a logout or another tab removing the token ends the session.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const key = options.storageKey ?? SESSION_STORAGE_KEY;
  let client: Client | null = options.client ?? null;

  const requireClient = () => {
    if (!client)
      throw new Error(
        '@plaudit/hooks: the session store has no client. Use createPlauditClient or <ApiProvider>.',
      );
    return client;
  };
  const api = () => createPlauditApi(requireClient());

  /** Reads storage; a missing profile id while an account id exists clears storage. */
  function readPersisted(): PersistedSession | null {
    const stored = readJson<Partial<PersistedSession>>(storage, key);
    const auth = sanitize(stored?.auth);
    if (!auth) return null;
    if (auth.account_id != null && auth.profile_id == null) {
      removeKey(storage, key);
      return null;
    }
    return { auth, parentAuth: sanitize(stored?.parentAuth) };
  }

  const initial = readPersisted();
  const store = createStore<SessionState>()((set, get) => {
    /** Replaces the auth; the loaded objects go when the user or account changes. */
    const applyAuth = (auth: AuthState, parentAuth: AuthState | null, extra = {}) => {
      const userChanged = sessionUserKey(auth) !== sessionUserKey(get().auth);
      client?.setCredentials(credentialsOf(auth));
      set({ auth, parentAuth, ...(userChanged ? LOADED_EMPTY : {}), ...extra });
    };

    const endSession: SessionState['endSession'] = ({ invalidated = false } = {}) => {
      applyAuth({ ...EMPTY_AUTH, invalidated }, null, { loading: false });
    };

    const loadProfile = async () => {
      const { auth } = get();
      if (!auth.token || auth.account_id == null) return;
      const token = auth.token;
      const calls = api();
      set({ loading: true });
      const [account, user, profile] = await Promise.allSettled([
        calls.accounts.get(auth.account_id),
        auth.user_id != null ? calls.users.get(auth.user_id) : Promise.resolve(null),
        auth.profile_id != null && auth.profile_id !== auth.user_id
          ? calls.users.get(auth.profile_id)
          : Promise.resolve(undefined),
      ]);
      if (get().auth.token !== token) return; // the session changed meanwhile
      const userValue = user.status === 'fulfilled' ? user.value : null;
      const profileValue =
        profile.status === 'fulfilled'
          ? profile.value === undefined
            ? userValue
            : profile.value
          : null;
      const quiet = auth.isImpersonated || QUIET_STATUSES.includes(auth.status);
      const loadError =
        account.status === 'rejected' && !quiet
          ? errorMessage(account.reason, 'Something went wrong. Please refresh the page.')
          : null;
      set({
        account: account.status === 'fulfilled' ? account.value : null,
        user: userValue,
        profile: profileValue,
        loadError,
      });
      const whitelabel = await calls.whitelabel.get().catch(() => null);
      if (get().auth.token !== token) return;
      set({ whitelabel, loading: false });
    };

    return {
      auth: initial?.auth ?? EMPTY_AUTH,
      parentAuth: initial?.parentAuth ?? null,
      ...LOADED_EMPTY,
      loading: false,

      connect(next) {
        client = next;
        next.setCredentials(credentialsOf(get().auth));
      },

      async login(email, password) {
        set({ loading: true });
        try {
          const session = await api().auth.login({ email, password });
          applyAuth(authFromSession(session), null);
          await loadProfile();
          return session;
        } catch (err) {
          applyAuth({ ...EMPTY_AUTH, error: errorMessage(err) }, null, { loading: false });
          throw err;
        } finally {
          if (get().loading) set({ loading: false });
        }
      },

      async logout() {
        const { auth, parentAuth } = get();
        const c = client;
        let error: string | null = null;
        if (c && auth.token) {
          const calls = createPlauditApi(c);
          set({ loading: true });
          try {
            await calls.auth.logout();
          } catch (err) {
            error = errorMessage(err);
          }
          const parentCreds = credentialsOf(parentAuth);
          if (parentCreds) {
            // The partner token behind a shadow session ends too; anonymous keeps a 401 quiet.
            await c
              .delete('/auth', {
                anonymous: true,
                headers: { Authorization: encodeBasicAuth(parentCreds.email, parentCreds.token) },
              })
              .catch(() => undefined);
          }
        }
        applyAuth({ ...EMPTY_AUTH, error }, null, { loading: false });
      },

      endSession,

      handleUnauthorized() {
        if (get().auth.token) endSession({ invalidated: true });
      },

      setAccountActive(active) {
        const { auth } = get();
        if (auth.token && auth.account_active !== active)
          set({ auth: { ...auth, account_active: active } });
      },

      async refresh() {
        const { auth, parentAuth } = get();
        if (!auth.token) return;
        const session = await api().auth.session();
        if (get().auth.token !== auth.token) return;
        applyAuth(authFromSession({ ...session, token: auth.token }, auth), parentAuth);
        if (!get().account) await loadProfile();
      },

      loadProfile,

      async setShadowSession(childAccountId) {
        const { auth, parentAuth } = get();
        const partner = parentAuth ?? auth;
        const creds = credentialsOf(partner);
        if (!creds) throw new Error('@plaudit/hooks: sign in before opening a child account.');
        set({ loading: true });
        try {
          const session = await api().accounts.shadowToken(
            { child_account_id: childAccountId },
            { headers: { Authorization: encodeBasicAuth(creds.email, creds.token) } },
          );
          const previousShadow = parentAuth ? credentialsOf(auth) : null;
          applyAuth(authFromSession(session), partner);
          if (previousShadow) revokeQuietly(previousShadow);
          await loadProfile();
          return session;
        } finally {
          set({ loading: false });
        }
      },

      async leaveShadowSession() {
        const { auth, parentAuth } = get();
        if (!parentAuth) return;
        const shadow = credentialsOf(auth);
        applyAuth(parentAuth, null);
        if (shadow) revokeQuietly(shadow);
        await loadProfile();
      },

      async adoptSession(session) {
        applyAuth(authFromSession(session, get().auth), null, { loading: false });
        await loadProfile();
      },

      updateSignedInUser(changes) {
        const { auth, parentAuth, user, profile } = get();
        if (!auth.token) return;
        const next: Partial<SessionState> = {};
        if (changes.email && changes.email !== auth.email) {
          const updated = { ...auth, email: changes.email };
          client?.setCredentials(credentialsOf(updated));
          next.auth = updated;
        }
        if (user) next.user = { ...user, ...changes };
        if (profile && (profile.id === user?.id || profile.id === changes.id))
          next.profile = { ...profile, ...changes };
        set({ ...next, parentAuth });
      },

      restore() {
        const persisted = readPersisted();
        const { auth } = get();
        if (!persisted) {
          if (auth.token) endSession({ invalidated: true });
          return;
        }
        if (persisted.auth.token !== auth.token)
          applyAuth({ ...persisted.auth, invalidated: false }, persisted.parentAuth);
        else if (persisted.auth.account_active !== auth.account_active)
          set({ auth: { ...auth, account_active: persisted.auth.account_active } });
      },
    };
  });

  function revokeQuietly(creds: Credentials) {
    client
      ?.delete('/auth', {
        anonymous: true,
        headers: { Authorization: encodeBasicAuth(creds.email, creds.token) },
      })
      .catch(() => undefined);
  }

  // Persist the auth part only (the loaded objects are stripped).
  store.subscribe((state, prev) => {
    if (state.auth === prev.auth && state.parentAuth === prev.parentAuth) return;
    if (!state.auth.token) {
      removeKey(storage, key);
      return;
    }
    const { error: _error, invalidated: _invalidated, ...auth } = state.auth;
    writeJson(storage, key, {
      auth: { ...auth, error: null, invalidated: false },
      parentAuth: state.parentAuth,
    } satisfies PersistedSession);
  });

  // Another tab signing in, out or switching account.
  const win =
    options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    if (storage && event.storageArea && event.storageArea !== storage) return;
    store.getState().restore();
  };
  win?.addEventListener('storage', onStorage as EventListener);

  if (options.client) options.client.setCredentials(credentialsOf(store.getState().auth));

  return Object.assign(store, {
    destroy: () => win?.removeEventListener('storage', onStorage as EventListener),
  });
}

let defaultStore: SessionStore | null = null;

/** The store `useSession` and `<ApiProvider>` use when none is given (created on first use). */
export function getDefaultSessionStore(): SessionStore {
  defaultStore ??= createSessionStore();
  return defaultStore;
}
