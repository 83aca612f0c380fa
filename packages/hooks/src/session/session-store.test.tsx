import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api';
import { BISTRO_ACCOUNT, PARTNER_ACCOUNT, PASSWORD } from '../../test/fake-api-people';
import { ApiProvider, createPlauditClient, useSession } from '../api/api-provider';
import { useLocations } from '../locations';
import { SESSION_STORAGE_KEY } from './auth-state';
import { createSessionStore } from './session-store';
import type { SessionStore } from './session-types';

let api: FakeApi;
let store: SessionStore;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  api.inactive.clear();
});
afterEach(() => store?.destroy());

function setup() {
  store = createSessionStore({ storage: localStorage });
  const client = createPlauditClient({ baseUrl: api.baseUrl, session: store });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} session={store}>
      {children}
    </ApiProvider>
  );
  return { client, wrapper };
}

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

describe('session store', () => {
  it('signs in, loads the account and user, and persists only the auth part', async () => {
    const { client } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const state = store.getState();
    expect(state.auth).toMatchObject({
      email: 'admin@demo.test',
      account_id: BISTRO_ACCOUNT,
      user_id: 1,
    });
    expect(state.account?.name).toBe('Blue Fern Bistro');
    expect(state.user?.name).toBe('Ada Admin');
    expect(state.profile?.name).toBe('Ada Admin');
    expect(state.whitelabel).toBeNull();
    expect(state.whitelabelError).toBeNull();
    expect(client.getCredentials()).toEqual({ email: 'admin@demo.test', token: state.auth.token });

    const saved = stored();
    expect(saved.auth.token).toBe(state.auth.token);
    expect(saved).not.toHaveProperty('account');
    expect(saved).not.toHaveProperty('user');
    expect(JSON.stringify(saved)).not.toContain('Blue Fern Bistro');
  });

  it('keeps a white-label failure other than 401 for the console to show, and forgets it on request', async () => {
    setup();
    api.whitelabelFailure = { status: 500, error: 'White label service down' };
    try {
      await act(() => store.getState().login('admin@demo.test', PASSWORD));
    } finally {
      api.whitelabelFailure = null;
    }
    expect(store.getState().whitelabelError).toEqual({
      status: 500,
      message: 'White label service down',
    });
    expect(store.getState().auth.token).not.toBeNull();
    store.getState().clearWhitelabelError();
    expect(store.getState().whitelabelError).toBeNull();
  });

  it('adopts a session obtained elsewhere and follows an e-mail change', async () => {
    const { client } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const session = { ...store.getState().auth } as never;
    store.getState().endSession();
    expect(stored()).toBeNull();
    await act(() => store.getState().adoptSession(session));
    expect(store.getState().user?.name).toBe('Ada Admin');
    expect(stored().auth.email).toBe('admin@demo.test');
    expect(client.getCredentials()?.email).toBe('admin@demo.test');

    act(() => store.getState().updateSignedInUser({ email: 'ada@demo.test', name: 'Ada A.' }));
    const state = store.getState();
    expect(state.auth.email).toBe('ada@demo.test');
    expect(state.user).toMatchObject({ email: 'ada@demo.test', name: 'Ada A.' });
    expect(state.profile?.name).toBe('Ada A.');
    expect(client.getCredentials()).toEqual({ email: 'ada@demo.test', token: state.auth.token });
    expect(stored().auth.email).toBe('ada@demo.test');
  });

  it('signs in with a partner app’s access token: Bearer on every call, persisted, logged out', async () => {
    const { client } = setup();
    const token = api.issueAccessToken('admin@demo.test');
    await act(() => store.getState().loginWithAccessToken(token));
    const state = store.getState();
    expect(state.auth).toMatchObject({ token, token_type: 'bearer', email: 'admin@demo.test' });
    expect(state.account?.name).toBe('Blue Fern Bistro');
    expect(client.getCredentials()).toEqual({
      email: 'admin@demo.test',
      token,
      scheme: 'bearer',
    });
    expect(stored().auth.token_type).toBe('bearer');
    await act(() => store.getState().logout());
    expect(api.tokens.has(token)).toBe(false);

    await expect(store.getState().loginWithAccessToken('pat-unknown')).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getState().auth.token).toBeNull();
  });

  it('restores a stored session after a reload', async () => {
    setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const token = store.getState().auth.token;
    store.destroy();

    const { client, wrapper } = setup(); // a "reload": new store and client from storage
    expect(store.getState().auth.token).toBe(token);
    expect(client.getCredentials()?.token).toBe(token);
    const { result } = renderHook(() => useSession((s) => s.account?.name), { wrapper });
    await waitFor(() => expect(result.current).toBe('Blue Fern Bistro'));
  });

  it('a wrong password clears the token and reports the server message', async () => {
    setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    await act(() =>
      expect(store.getState().login('admin@demo.test', 'nope')).rejects.toThrow(
        'Invalid email or password',
      ),
    );
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.error).toBe('Invalid email or password');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout calls DELETE /auth, forgets the session and records it was not invalidated', async () => {
    const { client } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const token = store.getState().auth.token!;
    await act(() => store.getState().logout());
    expect(api.tokens.has(token)).toBe(false);
    expect(store.getState().auth).toMatchObject({ token: null, invalidated: false });
    expect(store.getState().account).toBeNull();
    expect(client.getCredentials()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a 401 on any call ends the session, marks it invalidated and clears storage', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    api.revoke(store.getState().auth.token!); // e.g. the token expired on the server

    const { result } = renderHook(() => useLocations({}), { wrapper });
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth.invalidated).toBe(true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(result.current.data).toBeUndefined());
  });

  it('another tab removing the token signs this tab out', async () => {
    setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    act(() => {
      const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SESSION_STORAGE_KEY,
          oldValue,
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.invalidated).toBe(true);
    expect(store.getState().user).toBeNull();
  });

  it('another tab signing in as someone else switches this tab and drops the loaded user', async () => {
    setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    const other = createSessionStore({ storage: null, window: null });
    createPlauditClient({ baseUrl: api.baseUrl, session: other });
    await other.getState().login('manager@demo.test', PASSWORD);
    act(() => {
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ auth: other.getState().auth, parentAuth: null }),
      );
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_STORAGE_KEY, storageArea: localStorage }),
      );
    });
    expect(store.getState().auth.email).toBe('manager@demo.test');
    expect(store.getState().user).toBeNull();
  });

  it('a 402 marks the account inactive', async () => {
    const { wrapper } = setup();
    await act(() => store.getState().login('admin@demo.test', PASSWORD));
    expect(store.getState().auth.account_active).toBe(true);
    api.inactive.add(BISTRO_ACCOUNT);
    const { result } = renderHook(() => useLocations({}), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(402));
    expect(store.getState().auth.account_active).toBe(false);
    expect(store.getState().auth.token).not.toBeNull();
    expect(stored().auth.account_active).toBe(false);
  });

  it('a stored session with an account id but no profile id is cleared', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ auth: { token: 't', email: 'a@b.c', account_id: 20, profile_id: null } }),
    );
    store = createSessionStore({ storage: localStorage });
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a partner opens a child account through a shadow session and comes back', async () => {
    const { client } = setup();
    await act(() => store.getState().login('partner@demo.test', PASSWORD));
    const partnerToken = store.getState().auth.token;
    await act(() => store.getState().setShadowSession(BISTRO_ACCOUNT));
    expect(store.getState().auth).toMatchObject({
      account_id: BISTRO_ACCOUNT,
      isShadowing: true,
      parent_account_id: PARTNER_ACCOUNT,
    });
    expect(store.getState().account?.name).toBe('Blue Fern Bistro');
    expect(store.getState().parentAuth?.token).toBe(partnerToken);
    expect(client.getCredentials()?.token).toBe(store.getState().auth.token);
    expect(stored().parentAuth.token).toBe(partnerToken);

    // switching straight to another child uses the partner's credentials
    await act(() => store.getState().setShadowSession(21));
    expect(store.getState().account?.name).toBe('Green Leaf Cafe');
    expect(store.getState().parentAuth?.token).toBe(partnerToken);

    await act(() => store.getState().leaveShadowSession());
    expect(store.getState().auth.token).toBe(partnerToken);
    expect(store.getState().parentAuth).toBeNull();
    expect(store.getState().account?.name).toBe('Partner Co');
  });
});
