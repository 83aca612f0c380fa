import {
  type Client,
  type ClientOptions,
  createClient,
  createPlauditApi,
  isApiError,
  type PlauditApi,
} from '@plaudit/api-client';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { useStore } from 'zustand';
import { SearchAdapterContext, type SearchParamsAdapter } from '../filters/search-adapter';
import { credentialsOf, sessionUserKey } from '../session/auth-state';
import { getDefaultSessionStore } from '../session/session-store';
import type { SessionState, SessionStore } from '../session/session-types';

export type ApiContextValue = {
  client: Client;
  /** `createPlauditApi(client)`: every resource with the client applied. */
  api: PlauditApi;
  session: SessionStore;
};

const ApiContext = createContext<ApiContextValue | null>(null);

export type PlauditClientOptions = Omit<ClientOptions, 'credentials'> & {
  /** The session store to wire to the client; default the shared store. */
  session?: SessionStore;
};

/**
 * Creates an api-client wired to a session store: it starts with the stored credentials,
 * a partner app's access token is renewed before it expires and once after a 401, a 401 that
 * stands ends the session (marked invalidated) and a 402 marks the account inactive.
 * Your own `onUnauthorized` / `onInactive` run afterwards. Pass it to `ApiProvider`.
 *
 * @example
 * ```ts
 * const client = createPlauditClient({ baseUrl: 'https://app.plaudit.example/api' });
 * ```
 */
export function createPlauditClient(options: PlauditClientOptions): Client {
  const { session = getDefaultSessionStore(), ...rest } = options;
  const client = createClient({
    ...rest,
    credentials: credentialsOf(session.getState().auth),
    // A partner app's access token is renewed before it expires and once after a 401.
    beforeRequest: async () => {
      await session.getState().refreshTokensIfExpiring();
      await rest.beforeRequest?.();
    },
    renewCredentials: async (error, sentWith) =>
      (await session.getState().renewAfterUnauthorized(sentWith)) ||
      (rest.renewCredentials ? rest.renewCredentials(error, sentWith) : false),
    onUnauthorized: (error) => {
      session.getState().handleUnauthorized();
      rest.onUnauthorized?.(error);
    },
    onInactive: (error) => {
      session.getState().setAccountActive(false);
      rest.onInactive?.(error);
    },
  });
  session.getState().connect(client);
  return client;
}

/** Client errors (4xx) are not retried: a 401, 403 or 404 will not change by asking again. */
export function shouldRetryOnError(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export type ApiProviderProps = {
  children?: ReactNode;
  /** A client from `createPlauditClient` (or your own; then wire onUnauthorized/onInactive yourself). */
  client?: Client;
  /** Without `client`: the API root (`'/api'` or `'https://host/api'`) of the client to create. */
  baseUrl?: string;
  /** Without `client`: `X-Plaudit-Client` of the client to create. */
  clientName?: string;
  /** Without `client`: the fetch implementation of the client to create. */
  fetch?: ClientOptions['fetch'];
  /** The session store; default the shared store `useSession()` reads without a provider. */
  session?: SessionStore;
  /** Extra SWR options for the data hooks under this provider. */
  swr?: SWRConfiguration;
  /** Load account, user, profile and white label on mount when a stored session exists. Default true. */
  loadOnMount?: boolean;
  /** The query string adapter `useFilters` and the feature flags use (default `window.location`). */
  searchAdapter?: SearchParamsAdapter;
};

/**
 * Holds the api-client, the `createPlauditApi` bundle and the session store, with its own
 * SWR cache. When the signed-in user (or account) changes, that cache is cleared. Every hook
 * of this package reads it (`useReviews`, `useSession`, …); wrap the app once.
 *
 * @example
 * ```tsx
 * import { ApiProvider, createPlauditClient } from '@plaudit/hooks';
 *
 * // Outside the component: one client for the app, wired to the session store.
 * const client = createPlauditClient({
 *   baseUrl: 'https://app.plaudit.example/api',
 *   clientName: 'my-partner-app',
 * });
 *
 * createRoot(document.getElementById('root')!).render(
 *   <ApiProvider client={client}>
 *     <App />
 *   </ApiProvider>,
 * );
 * ```
 */
export function ApiProvider({
  children,
  client: givenClient,
  baseUrl,
  clientName,
  fetch,
  session: givenSession,
  swr,
  loadOnMount = true,
  searchAdapter,
}: ApiProviderProps) {
  const session = givenSession ?? getDefaultSessionStore();
  const [created] = useState(() => {
    if (givenClient) return null;
    if (!baseUrl) throw new Error('@plaudit/hooks: <ApiProvider> needs a client or a baseUrl.');
    return createPlauditClient({
      baseUrl,
      session,
      ...(clientName ? { clientName } : {}),
      ...(fetch ? { fetch } : {}),
    });
  });
  const client = givenClient ?? created!;
  const value = useMemo<ApiContextValue>(() => {
    session.getState().connect(client);
    return { client, api: createPlauditApi(client), session };
  }, [client, session]);

  useEffect(() => {
    if (!loadOnMount) return;
    const state = session.getState();
    if (state.auth.token && !state.account && !state.loading) void state.loadProfile();
  }, [session, loadOnMount]);

  const swrValue = useMemo<SWRConfiguration>(
    () => ({ provider: () => new Map(), shouldRetryOnError, ...swr }),
    [swr],
  );

  const tree = (
    <ApiContext.Provider value={value}>
      <SWRConfig value={swrValue}>
        <ClearCacheOnUserChange session={session} />
        {children}
      </SWRConfig>
    </ApiContext.Provider>
  );
  return searchAdapter ? (
    <SearchAdapterContext.Provider value={searchAdapter}>{tree}</SearchAdapterContext.Provider>
  ) : (
    tree
  );
}

function ClearCacheOnUserChange({ session }: { session: SessionStore }) {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      session.subscribe((state, prev) => {
        if (sessionUserKey(state.auth) !== sessionUserKey(prev.auth))
          void mutate(() => true, undefined, { revalidate: false });
      }),
    [session, mutate],
  );
  return null;
}

/** The client, the resource bundle and the session store of the nearest `<ApiProvider>`. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('@plaudit/hooks: useApi() must be used inside <ApiProvider>.');
  return value;
}

/** The session store of the nearest `<ApiProvider>`, else the shared default store. */
export function useSessionStore(): SessionStore {
  return useContext(ApiContext)?.session ?? getDefaultSessionStore();
}

/**
 * The session (auth, loaded objects and actions), or a slice of it; the component re-renders
 * when that slice changes. Its actions sign in (`login`, `loginWithAccessToken`), act in a child
 * account (`setShadowSession`, `leaveShadowSession`) and sign out (`logout`).
 *
 * @example
 * ```tsx
 * const token = useSession((s) => s.auth.token);
 * const account = useSession((s) => s.account);
 * const logout = useSession((s) => s.logout);
 * return token ? <button onClick={() => logout()}>Log out of {account?.name}</button> : <SignIn />;
 * ```
 */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const store = useSessionStore();
  return useStore(store, selector ?? ((s: SessionState) => s as unknown as T));
}
