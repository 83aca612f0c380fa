import {
  type AccountStatus,
  ApiError,
  authorizationHeader,
  type Client,
  type Credentials,
  createPlauditApi,
  encodeBasicAuth,
  errorMessage,
  type OAuthTokens,
  type Session,
} from '@plaudit/api-client';
import { createStore } from 'zustand/vanilla';
import { browserStorage } from '../internal/browser';
import {
  type AuthState,
  authFromSession,
  credentialsOf,
  EMPTY_AUTH,
  SESSION_STORAGE_KEY,
  sessionUserKey,
} from './auth-state';
import { persistSession, readPersistedSession } from './persist-session';
import type { SessionState, SessionStore, SessionStoreOptions } from './session-types';
import { syncAcrossTabs } from './sync-tabs';
import { tokenRenewal } from './token-renewal';

const LOADED_EMPTY = {
  account: null,
  user: null,
  profile: null,
  whitelabel: null,
  loadError: null,
  whitelabelError: null,
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
  const now = options.now ?? Date.now;
  const refreshMarginMs = options.refreshMarginMs ?? 60_000;
  /**
   * Counts session changes (sign-in, sign-out, switching account): what a load in flight checks
   * before it writes. A renewed access token is the same session, so it does not count.
   */
  let sessionSerial = 0;

  const requireClient = () => {
    if (!client)
      throw new Error(
        '@plaudit/hooks: the session store has no client. Use createPlauditClient or <ApiProvider>.',
      );
    return client;
  };
  const api = () => createPlauditApi(requireClient());

  const readPersisted = () => readPersistedSession(storage, key);

  const initial = readPersisted();
  const renewal = tokenRenewal({
    store: () => store,
    client: () => client,
    requireClient,
    readPersisted,
    now,
    refreshMarginMs,
  });
  const store = createStore<SessionState>()((set, get) => {
    /** Replaces the auth; the loaded objects go when the user or account changes. */
    const applyAuth = (auth: AuthState, parentAuth: AuthState | null, extra = {}) => {
      sessionSerial += 1;
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
      const at = sessionSerial;
      const calls = api();
      set({ loading: true });
      // The white label is asked with the account and the user, not after them (one round trip
      // less before the frame's look is known); it is still applied after them.
      let whitelabelError: SessionState['whitelabelError'] = null;
      const whitelabelAnswer = calls.whitelabel.get().catch((err: unknown) => {
        // A 401 ends the session (onUnauthorized); without an answer the default look stays.
        if (err instanceof ApiError && err.status !== 401)
          whitelabelError = { status: err.status, message: errorMessage(err) };
        return null;
      });
      // An inactive account's users are refused (402) until it pays: not asked for at all.
      const users = auth.account_active;
      const [account, user, profile] = await Promise.allSettled([
        calls.accounts.get(auth.account_id),
        users && auth.user_id != null ? calls.users.get(auth.user_id) : Promise.resolve(null),
        users && auth.profile_id != null && auth.profile_id !== auth.user_id
          ? calls.users.get(auth.profile_id)
          : Promise.resolve(undefined),
      ]);
      if (sessionSerial !== at) return; // the session changed meanwhile
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
      const whitelabel = await whitelabelAnswer;
      if (sessionSerial !== at) return;
      set({ whitelabel, whitelabelError, loading: false });
    };

    return {
      auth: initial?.auth ?? EMPTY_AUTH,
      parentAuth: initial?.parentAuth ?? null,
      ...LOADED_EMPTY,
      loading: false,

      clearWhitelabelError() {
        set({ whitelabelError: null });
      },

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
          // An app token acting in a child account is the partner's token itself: ended above.
          if (parentCreds && parentCreds.token !== auth.token) {
            // The partner token behind a shadow session ends too; anonymous keeps a 401 quiet.
            await c
              .delete('/auth', {
                anonymous: true,
                headers: { Authorization: authorizationHeader(parentCreds) },
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
        if (!get().auth.token) return;
        const at = sessionSerial;
        const session = await api().auth.session();
        if (sessionSerial !== at) return;
        // The current token: a refresh may have renewed it meanwhile.
        const { auth, parentAuth } = get();
        if (!auth.token) return;
        // The same session re-read (not a new one): loads in flight keep their answers.
        const next = authFromSession({ ...session, token: auth.token }, auth);
        client?.setCredentials(credentialsOf(next));
        set({ auth: next, parentAuth });
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
          if (partner.token_type === 'bearer') {
            // A partner app's token acts in a child account itself: every call names the child
            // (account_id), and the server gives what the user's shadow session there would.
            // POST /shadow_user/tokens is for people signed in with their password (403 to apps).
            const session = await requireClient().get<Session>('/auth', {
              query: { account_id: childAccountId },
            });
            const current = get().parentAuth ?? get().auth; // a refresh may have run meanwhile
            applyAuth(
              {
                ...authFromSession({ ...session, token: current.token ?? creds.token }),
                token_type: 'bearer',
                refresh_token: current.refresh_token ?? null,
                oauth_client_id: current.oauth_client_id ?? null,
              },
              current,
            );
            await loadProfile();
            return { ...session, token: current.token ?? creds.token };
          }
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
        // A bearer session in a child used the partner's own token: nothing to revoke.
        if (shadow && shadow.token !== parentAuth.token) revokeQuietly(shadow);
        await loadProfile();
      },

      async adoptSession(session) {
        applyAuth(authFromSession(session, get().auth), null, { loading: false });
        await loadProfile();
      },

      async loginWithAccessToken(tokens) {
        const given: OAuthTokens | null = typeof tokens === 'string' ? null : tokens;
        const accessToken = typeof tokens === 'string' ? tokens : tokens.accessToken;
        set({ loading: true });
        try {
          const session = await api().auth.session({
            headers: { Authorization: `Bearer ${accessToken}` },
            anonymous: true,
          });
          applyAuth(
            {
              ...authFromSession({ ...session, token: accessToken, token_type: 'bearer' }),
              refresh_token: given?.refreshToken ?? null,
              oauth_client_id: given?.clientId ?? null,
            },
            null,
          );
          await loadProfile();
          return session;
        } catch (err) {
          applyAuth({ ...EMPTY_AUTH, error: errorMessage(err) }, null, { loading: false });
          throw err;
        } finally {
          if (get().loading) set({ loading: false });
        }
      },

      refreshTokens: renewal.refreshTokens,

      refreshTokensIfExpiring: renewal.refreshTokensIfExpiring,

      renewAfterUnauthorized: renewal.renewAfterUnauthorized,

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

      updateSignedInAccount(account) {
        const { auth, account: current } = get();
        if (!auth.token || !current || current.id !== account.id) return;
        set({ account });
      },

      restore() {
        const persisted = readPersisted();
        const { auth } = get();
        if (!persisted) {
          if (auth.token) endSession({ invalidated: true });
          return;
        }
        if (
          persisted.auth.token !== auth.token &&
          auth.token_type === 'bearer' &&
          persisted.auth.token_type === 'bearer' &&
          sessionUserKey(persisted.auth) === sessionUserKey(auth) &&
          persisted.auth.refresh_token
        ) {
          // Another tab renewed the app's token: the same session, with the new tokens.
          if (auth.token) renewal.replacedTokens.add(auth.token);
          client?.setCredentials(credentialsOf(persisted.auth));
          set({
            auth: { ...persisted.auth, invalidated: false },
            parentAuth: persisted.parentAuth,
          });
        } else if (persisted.auth.token !== auth.token)
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

  persistSession(store, storage, key);

  // Another tab signing in, out or switching account.
  const win =
    options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
  const stopSyncing = syncAcrossTabs(store, { storage, key, window: win });

  if (options.client) options.client.setCredentials(credentialsOf(store.getState().auth));

  return Object.assign(store, {
    destroy: stopSyncing,
  });
}

let defaultStore: SessionStore | null = null;

/** The store `useSession` and `<ApiProvider>` use when none is given (created on first use). */
export function getDefaultSessionStore(): SessionStore {
  defaultStore ??= createSessionStore();
  return defaultStore;
}
