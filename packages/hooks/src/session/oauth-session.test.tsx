import { handleOAuthCallback, OAUTH_PENDING_KEY } from '@plaudit/api-client';
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api';
import { BISTRO_ACCOUNT, OAUTH_CLIENT_ID, PARTNER_ACCOUNT } from '../../test/fake-api-people';
import { ApiProvider, createPlauditClient, useSession } from '../api/api-provider';
import { SESSION_STORAGE_KEY } from './auth-state';
import { createSessionStore } from './session-store';
import type { SessionStore } from './session-types';

/**
 * A partner app's session: its access token renewed before expiry and once on a 401 (one
 * refresh for concurrent calls, rotated refresh tokens stored), the session ending only when a
 * refresh is refused; the callback exchanging a code once; child accounts with the same token.
 */
let api: FakeApi;
let store: SessionStore;
/** The store's clock: tests move it forward instead of waiting. */
let clock = 0;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.refuseRefresh = false;
  api.requests.length = 0;
  clock = 0;
});
afterEach(() => store?.destroy());

function setup() {
  store = createSessionStore({ storage: localStorage, now: () => Date.now() + clock });
  const client = createPlauditClient({ baseUrl: api.baseUrl, session: store });
  return { client };
}

const refreshes = () =>
  api.requests.filter((r) => r.path === '/oauth/token' && r.method === 'POST').length;
const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
type ReviewsAnswer = { _embedded: { reviews: { account_id: number }[] } };

describe('an OAuth session in the hooks', () => {
  it('renews the access token before it expires and stores the rotated refresh token', async () => {
    const { client } = setup();
    const tokens = api.issueOAuthTokens('admin@demo.test');
    await act(() => store.getState().loginWithAccessToken(tokens));
    expect(store.getState().auth).toMatchObject({
      token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      oauth_client_id: OAUTH_CLIENT_ID,
    });
    await client.get('/reviews');
    expect(refreshes()).toBe(0);

    // 30 s before expiry: the next call renews first, then goes with the new token.
    clock = 3570_000;
    await client.get('/reviews');
    expect(refreshes()).toBe(1);
    const renewed = store.getState().auth;
    expect(renewed.token).not.toBe(tokens.accessToken);
    expect(renewed.refresh_token).not.toBe(tokens.refreshToken);
    expect(client.getCredentials()?.token).toBe(renewed.token);
    expect(stored().auth).toMatchObject({
      token: renewed.token,
      refresh_token: renewed.refresh_token,
    });
    const last = api.requests.at(-1)!;
    expect(last.path).toBe('/reviews');
    expect(api.tokens.get(renewed.token!)).toBeDefined();
    // The expiry moved: the next call does not refresh again.
    await client.get('/reviews');
    expect(refreshes()).toBe(1);
  });

  it('keeps loading the profile when the token is renewed on the way (the same session)', async () => {
    setup();
    const tokens = api.issueOAuthTokens('admin@demo.test');
    await act(() => store.getState().loginWithAccessToken(tokens));
    act(() => store.setState({ account: null, user: null, profile: null }));
    clock = 3570_000; // as after a reload an hour later
    await act(() => store.getState().loadProfile());
    expect(refreshes()).toBe(1);
    expect(store.getState().account?.name).toBe('Blue Fern Bistro');
    expect(store.getState().user?.name).toBe('Ada Admin');
    await act(() => store.getState().refresh());
    expect(store.getState().auth.token).not.toBe(tokens.accessToken);
    expect(store.getState().auth.refresh_token).not.toBe(tokens.refreshToken);
  });

  it('renews once on a 401 and sends the call again', async () => {
    const { client } = setup();
    const tokens = api.issueOAuthTokens('admin@demo.test');
    await act(() => store.getState().loginWithAccessToken(tokens));
    api.revoke(tokens.accessToken);
    const answer = await client.get<ReviewsAnswer>('/reviews');
    expect(answer._embedded.reviews[0]?.account_id).toBe(BISTRO_ACCOUNT);
    expect(refreshes()).toBe(1);
    expect(api.requests.filter((r) => r.path === '/reviews')).toHaveLength(2);
    expect(store.getState().auth.token).not.toBe(tokens.accessToken);
  });

  it('shares one refresh between concurrent calls answered 401', async () => {
    const { client } = setup();
    const tokens = api.issueOAuthTokens('admin@demo.test');
    await act(() => store.getState().loginWithAccessToken(tokens));
    api.revoke(tokens.accessToken);
    const answers = await Promise.all([
      client.get('/reviews'),
      client.get('/locations'),
      client.get('/groups'),
      client.get('/sources'),
    ]);
    expect(answers).toHaveLength(4);
    expect(refreshes()).toBe(1);
    expect(store.getState().auth.token).not.toBeNull();
  });

  it('ends the session only when the refresh is refused; a 403 or 404 signs nobody out', async () => {
    const { client } = setup();
    const tokens = api.issueOAuthTokens('admin@demo.test');
    await act(() => store.getState().loginWithAccessToken(tokens));
    await expect(client.get('/refused')).rejects.toMatchObject({ status: 403 });
    await expect(store.getState().setShadowSession(21)).rejects.toMatchObject({
      status: 404,
    });
    expect(store.getState().auth.token).toBe(tokens.accessToken);
    expect(refreshes()).toBe(0);

    api.refuseRefresh = true;
    api.revoke(tokens.accessToken);
    await expect(client.get('/reviews')).rejects.toMatchObject({ status: 401 });
    expect(refreshes()).toBe(1);
    expect(store.getState().auth).toMatchObject({ token: null, invalidated: true });
    expect(stored()).toBeNull();
  });

  it('acts in a child account with the same token (account_id on every call), and back', async () => {
    const { client } = setup();
    const tokens = api.issueOAuthTokens('partner@demo.test');
    await act(() => store.getState().loginWithAccessToken(tokens));
    await act(() => store.getState().setShadowSession(BISTRO_ACCOUNT));
    const state = store.getState();
    expect(state.auth).toMatchObject({
      token: tokens.accessToken,
      token_type: 'bearer',
      account_id: BISTRO_ACCOUNT,
      isShadowing: true,
      parent_account_id: PARTNER_ACCOUNT,
      refresh_token: tokens.refreshToken,
    });
    expect(state.parentAuth?.account_id).toBe(PARTNER_ACCOUNT);
    expect(state.account?.name).toBe('Blue Fern Bistro');
    expect(api.count('/shadow_user/tokens')).toBe(0);
    const answer = await client.get<ReviewsAnswer>('/reviews');
    expect(answer._embedded.reviews[0]?.account_id).toBe(BISTRO_ACCOUNT);
    expect(api.requests.at(-1)?.query.get('account_id')).toBe(String(BISTRO_ACCOUNT));

    // A refresh in the child renews the partner session behind it too.
    api.revoke(tokens.accessToken);
    await client.get('/reviews');
    const renewed = store.getState();
    expect(renewed.auth.token).not.toBe(tokens.accessToken);
    expect(renewed.parentAuth?.token).toBe(renewed.auth.token);
    expect(renewed.auth.account_id).toBe(BISTRO_ACCOUNT);

    await act(() => store.getState().leaveShadowSession());
    expect(store.getState().auth.account_id).toBe(PARTNER_ACCOUNT);
    expect(api.tokens.has(renewed.auth.token!)).toBe(true);
    await client.get('/reviews');
    expect(api.requests.at(-1)?.query.get('account_id')).toBeNull();
  });
});

/** A callback page as a partner writes it: the effect exchanges the code and signs in. */
function Callback({ url, results }: { url: string; results: string[] }) {
  const login = useSession((s) => s.loginWithAccessToken);
  useEffect(() => {
    handleOAuthCallback({
      baseUrl: api.baseUrl,
      clientId: OAUTH_CLIENT_ID,
      redirectUri: 'http://app.example/callback',
      url,
    })
      .then((tokens) => login(tokens))
      .then(
        () => results.push('ok'),
        (err: Error) => results.push(err.message),
      );
  }, [login, url, results]);
  return null;
}

describe('handleOAuthCallback', () => {
  it('exchanges the code once when StrictMode runs the effect twice', async () => {
    setup();
    api.codes.set('code-1', 'admin@demo.test');
    sessionStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify({ verifier: 'v', state: 's1' }));
    const url = 'http://app.example/callback?code=code-1&state=s1';
    const results: string[] = [];
    render(
      <StrictMode>
        <ApiProvider session={store} baseUrl={api.baseUrl}>
          <Callback url={url} results={results} />
        </ApiProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(results).toEqual(['ok', 'ok']));
    expect(refreshes()).toBe(1);
    expect(store.getState().auth.email).toBe('admin@demo.test');
    expect(store.getState().auth.refresh_token).toMatch(/^prt-/);
    expect(sessionStorage.getItem(OAUTH_PENDING_KEY)).toBeNull();
    // A later call with the same code still gets the one exchange's tokens.
    const again = await handleOAuthCallback({
      baseUrl: api.baseUrl,
      clientId: OAUTH_CLIENT_ID,
      redirectUri: 'http://app.example/callback',
      url,
    });
    expect(again.accessToken).toBe(store.getState().auth.token);
    expect(refreshes()).toBe(1);
  });

  it('rejects a state that does not match and a denied consent, without any exchange', async () => {
    sessionStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify({ verifier: 'v', state: 's2' }));
    const call = (query: string) =>
      handleOAuthCallback({
        baseUrl: api.baseUrl,
        clientId: OAUTH_CLIENT_ID,
        redirectUri: 'http://app.example/callback',
        url: `http://app.example/callback?${query}`,
      });
    await expect(call('code=code-x&state=other')).rejects.toMatchObject({
      code: 'state_mismatch',
    });
    await expect(call('error=access_denied&state=s2')).rejects.toMatchObject({
      code: 'access_denied',
    });
    expect(refreshes()).toBe(0);
  });
});
