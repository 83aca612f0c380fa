import { createHash, randomBytes } from 'node:crypto';
import type {
  OAuthClientWithSecret,
  OAuthConsent,
  OAuthGrant,
  OAuthTokenAnswer,
  Session,
} from '@plaudit/api-client/schemas';
import { OAUTH_ERRORS } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashToken } from '../auth/credentials';
import { PARTNER_ADMINS_ONLY } from '../partner-origins/routes';
import { TOKEN_LIMITS } from './token-routes';

/** Plaudit as an OAuth 2 authorization server: clients, consent, codes with PKCE, tokens. */
let api: TestApi;
let partner: Session;
let admin: Session;
let app: OAuthClientWithSecret;
const REDIRECT = 'http://127.0.0.1:8831/callback';
beforeAll(async () => {
  api = await startTestApi();
  partner = await api.login('partner@demo.test');
  admin = await api.login('admin@demo.test');
  app = await (
    await register(partner, { name: 'Summit Reviews', redirect_uris: [REDIRECT] })
  ).json();
});
afterAll(() => api.close());

function register(auth: Session, body: unknown) {
  return api.request('/api/oauth_clients', { method: 'POST', auth, json: body });
}
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const authorizeQuery = (
  over: Record<string, string | undefined> = {},
  challenge = pkce().challenge,
) => {
  const q: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope: 'reviews:read account:read',
    state: 'xyz 1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...over,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
};
const consent = (auth: Session | null, q: Record<string, string>, headers?: HeadersInit) =>
  api.request(`/api/oauth/authorize?${new URLSearchParams(q)}`, {
    ...(auth ? { auth } : {}),
    headers,
  });
const decide = (auth: Session, q: Record<string, string>, allow: boolean) =>
  api.request('/api/oauth/authorize', { method: 'POST', auth, json: { ...q, allow } });
const token = (fields: Record<string, string>, opts: { json?: boolean; ip?: string } = {}) =>
  fetch(`${api.baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
      'x-forwarded-for': opts.ip ?? '10.9.0.1',
    },
    body: opts.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
const bearer = (path: string, accessToken: string, init: RequestInit = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...(init.headers ?? {}) },
  });

/** The whole dance as `user`: consent allowed, code exchanged. */
async function signIn(user: Session, scope = 'reviews:read account:read', client = app) {
  const { verifier, challenge } = pkce();
  const q = authorizeQuery({ scope, client_id: client.client_id }, challenge);
  const res = await decide(user, q, true);
  expect(res.status).toBe(200);
  const to = new URL((await res.json()).redirect_to);
  const code = to.searchParams.get('code')!;
  const t = await token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: client.client_id,
    code_verifier: verifier,
  });
  expect(t.status).toBe(200);
  return { ...((await t.json()) as OAuthTokenAnswer), code, verifier };
}

describe('/api/oauth_clients', () => {
  it('registers an app for a partner administrator: a client id, no secret unless asked', async () => {
    expect(app).toMatchObject({
      name: 'Summit Reviews',
      redirect_uris: [REDIRECT],
      confidential: false,
      client_secret: null,
      account_id: partner.account_id,
    });
    expect(app.client_id).toMatch(/^pcl_/);
    const confidential = (await (
      await register(partner, {
        name: 'Server app',
        redirect_uris: ['https://app.summit.example/cb'],
        confidential: true,
      })
    ).json()) as OAuthClientWithSecret;
    expect(confidential.client_secret).toMatch(/^pcs_/);
    const stored = await api.db
      .selectFrom('oauth_clients')
      .select('secret_hash')
      .where('id', '=', confidential.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(hashToken(confidential.client_secret!));
    const listed = await (await api.request('/api/oauth_clients', { auth: partner })).json();
    const names = listed._embedded.oauth_clients.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Summit Reviews', 'Server app']));
    expect(JSON.stringify(listed)).not.toContain('secret_hash');
    expect(JSON.stringify(listed)).not.toContain(confidential.client_secret);
  });

  it('refuses redirect URIs that are not https (http only for localhost) or have a fragment', async () => {
    for (const uris of [
      ['http://app.summit.example/cb'],
      ['https://app.summit.example/cb#x'],
      ['not a url'],
      ['javascript:alert(1)'],
      [],
    ]) {
      const res = await register(partner, { name: 'Bad', redirect_uris: uris });
      expect(res.status, uris.join()).toBe(400);
      expect((await res.json()).error).toMatch(/redirect_uris/);
    }
    expect((await register(partner, { redirect_uris: [REDIRECT] })).status).toBe(400);
    expect(
      (await register(partner, { name: 'Local', redirect_uris: ['http://localhost:3000/cb'] }))
        .status,
    ).toBe(201);
  });

  it('is for partner administrators (403), and another partner’s app is 404', async () => {
    const manager = await makeUser(api, { accountId: partner.account_id, userType: 'manager' });
    for (const who of [admin, manager]) {
      const res = await register(who, { name: 'X', redirect_uris: [REDIRECT] });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(PARTNER_ADMINS_ONLY);
      expect((await api.request('/api/oauth_clients', { auth: who })).status).toBe(403);
      expect(
        (await api.request(`/api/oauth_clients/${app.id}`, { method: 'DELETE', auth: who })).status,
      ).toBe(403);
    }
    const other = await makeUser(api, { parentAccountName: 'Rival Partners' });
    expect(
      (await api.request(`/api/oauth_clients/${app.id}`, { method: 'DELETE', auth: other })).status,
    ).toBe(404);
    expect((await (await api.request('/api/oauth_clients', { auth: other })).json())._total).toBe(
      0,
    );
    expect((await api.request('/api/oauth_clients')).status).toBe(401);
  });
});

describe('GET and POST /api/oauth/authorize', () => {
  it('describes the request for the consent screen: the app, the partner, the scopes in words', async () => {
    const res = await consent(admin, authorizeQuery());
    expect(res.status).toBe(200);
    const body = (await res.json()) as OAuthConsent;
    expect(body).toMatchObject({
      client: { client_id: app.client_id, name: 'Summit Reviews' },
      partner: { id: partner.account_id, name: 'Summit Hospitality Partners' },
      redirect_uri: REDIRECT,
    });
    expect(body.scopes).toEqual([
      { name: 'account:read', description: 'See your account’s name and details' },
      { name: 'reviews:read', description: 'Read your reviews' },
    ]);
  });

  it('never redirects for an unknown app or an unregistered redirect URI', async () => {
    const unknown = await consent(admin, authorizeQuery({ client_id: 'pcl_nope' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: OAUTH_ERRORS.unknownClient,
      code: 'unknown_client',
    });
    const bad = await consent(admin, authorizeQuery({ redirect_uri: 'https://evil.example/cb' }));
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    expect(badBody).toEqual({ error: OAUTH_ERRORS.badRedirect, code: 'bad_redirect_uri' });
    const missing = await consent(admin, authorizeQuery({ client_id: undefined }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).redirect_to).toBeUndefined();
  });

  it('sends other mistakes back to the app: no PKCE, unknown scope, another response type', async () => {
    for (const [over, code] of [
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ scope: 'reviews:read admin:everything' }, 'invalid_scope'],
      [{ scope: '' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ] as const) {
      const res = await consent(admin, authorizeQuery(over));
      expect(res.status).toBe(400);
      const to = new URL((await res.json()).redirect_to);
      expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
      expect(to.searchParams.get('error')).toBe(code);
      expect(to.searchParams.get('state')).toBe('xyz 1');
    }
  });

  it('is for users of the partner’s own accounts, signed in as themselves', async () => {
    const outsider = await makeUser(api, { parentAccountName: 'Elsewhere Inc' });
    const res = await consent(outsider, authorizeQuery());
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(OAUTH_ERRORS.notForAccount);
    expect((await consent(partner, authorizeQuery())).status).toBe(200);
    expect((await consent(null, authorizeQuery())).status).toBe(401);
    const { access_token } = await signIn(admin);
    const viaToken = await bearer(
      `/api/oauth/authorize?${new URLSearchParams(authorizeQuery())}`,
      access_token,
    );
    expect(viaToken.status).toBe(403);
  });

  it('denied: back to the app with error=access_denied and the state', async () => {
    const res = await decide(admin, authorizeQuery(), false);
    expect(res.status).toBe(200);
    const to = new URL((await res.json()).redirect_to);
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('state')).toBe('xyz 1');
    expect(to.searchParams.get('code')).toBeNull();
    expect(
      (await api.request('/api/oauth/authorize', { method: 'POST', auth: admin, json: {} })).status,
    ).toBe(400);
  });
});

describe('POST /api/oauth/token and Bearer tokens', () => {
  it('exchanges a code once for a token that acts as the user within the scopes', async () => {
    const t = await signIn(admin);
    expect(t).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'account:read reviews:read',
    });
    const rows = await api.db
      .selectFrom('oauth_access_tokens')
      .select(['token_hash', 'kind'])
      .where('token_hash', 'in', [hashToken(t.access_token), hashToken(t.refresh_token)])
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['access', 'refresh']);
    const code = await api.db
      .selectFrom('oauth_codes')
      .select('code_hash')
      .where('code_hash', '=', hashToken(t.code))
      .executeTakeFirst();
    expect(code).toBeDefined();

    const me = await bearer('/api/auth', t.access_token);
    expect(me.status).toBe(200);
    const session = (await me.json()) as Session;
    expect(session).toMatchObject({
      email: 'admin@demo.test',
      account_id: admin.account_id,
      token_type: 'bearer',
      scopes: ['account:read', 'reviews:read'],
    });
    expect(session.permissions.review).toMatchObject({ read: true, update: false });
    expect(session.permissions.user.read).toBe(false);
    expect(session.permissions.location.read).toBe(false);

    expect((await bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(200);
    expect((await bearer(`/api/accounts/${admin.account_id}`, t.access_token)).status).toBe(200);
    // Outside the scopes, or a call only a signed-in person makes: 403.
    expect((await bearer('/api/users', t.access_token)).status).toBe(403);
    expect((await bearer('/api/locations', t.access_token)).status).toBe(403);
    expect((await bearer('/api/oauth_grants', t.access_token)).status).toBe(403);
    const rename = await bearer(`/api/users/${admin.user_id}`, t.access_token, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed by an app' }),
    });
    expect(rename.status).toBe(403);
    expect((await bearer('/api/reviews', 'pat_unknown')).status).toBe(401);

    // The code again: refused, and what it issued ends (someone copied it).
    const again = await token({
      grant_type: 'authorization_code',
      code: t.code,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
      code_verifier: t.verifier,
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
    expect((await bearer('/api/reviews', t.access_token)).status).toBe(401);
  });

  it('refuses a wrong verifier, redirect URI, client or an expired code with invalid_grant', async () => {
    const attempt = async (
      change: Record<string, string>,
      expire = false,
    ): Promise<{ status: number; error: string }> => {
      const { verifier, challenge } = pkce();
      const res = await decide(admin, authorizeQuery({}, challenge), true);
      const code = new URL((await res.json()).redirect_to).searchParams.get('code')!;
      if (expire)
        await api.db
          .updateTable('oauth_codes')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('code_hash', '=', hashToken(code))
          .execute();
      const t = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: app.client_id,
        code_verifier: verifier,
        ...change,
      });
      return { status: t.status, error: (await t.json()).error };
    };
    const invalidGrant = { status: 400, error: 'invalid_grant' };
    expect(await attempt({ code_verifier: pkce().verifier })).toEqual(invalidGrant);
    expect(await attempt({ redirect_uri: 'http://127.0.0.1:8831/other' })).toEqual(invalidGrant);
    expect(await attempt({}, true)).toEqual(invalidGrant);
    const other = (await (
      await register(partner, { name: 'Other app', redirect_uris: [REDIRECT] })
    ).json()) as OAuthClientWithSecret;
    expect(await attempt({ client_id: other.client_id })).toEqual(invalidGrant);
    expect(await attempt({ client_id: 'pcl_nobody' })).toEqual({
      status: 401,
      error: 'invalid_client',
    });
  });

  it('answers malformed requests in RFC 6749’s shape, form or JSON', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'password', client_id: app.client_id }, 'unsupported_grant_type'],
      [{ grant_type: 'authorization_code' }, 'invalid_request'],
      [{ grant_type: 'authorization_code', client_id: app.client_id }, 'invalid_request'],
      [{ client_id: app.client_id }, 'invalid_request'],
    ];
    for (const [fields, error] of cases)
      for (const json of [false, true]) {
        const res = await token(fields, { json });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.error).toBe(error);
        expect(typeof body.error_description).toBe('string');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    const text = await fetch(`${api.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.0.2' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    expect((await text.json()).error).toBe('invalid_request');
  });

  it('authenticates a confidential client by its secret (body or HTTP Basic)', async () => {
    const server = (await (
      await register(partner, { name: 'Backend', redirect_uris: [REDIRECT], confidential: true })
    ).json()) as OAuthClientWithSecret;
    const { verifier, challenge } = pkce();
    const res = await decide(
      admin,
      authorizeQuery({ client_id: server.client_id }, challenge),
      true,
    );
    const code = new URL((await res.json()).redirect_to).searchParams.get('code')!;
    const fields = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    };
    const noSecret = await token({ ...fields, client_id: server.client_id });
    expect(noSecret.status).toBe(401);
    expect((await noSecret.json()).error).toBe('invalid_client');
    const wrong = await token({ ...fields, client_id: server.client_id, client_secret: 'pcs_x' });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${api.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${server.client_id}:${server.client_secret}`).toString('base64')}`,
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(basic.status).toBe(200);
  });

  it('rotates refresh tokens; a rotated one used again ends the grant’s tokens', async () => {
    const first = await signIn(admin);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: app.client_id,
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as OAuthTokenAnswer;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await bearer('/api/reviews?per_page=1', second.access_token)).status).toBe(200);
    const reuse = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: app.client_id,
    });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error).toBe('invalid_grant');
    expect((await bearer('/api/reviews?per_page=1', second.access_token)).status).toBe(401);
  });

  it('is open to any origin (no cookies are involved) and limited per client', async () => {
    const pre = await fetch(`${api.baseUrl}/api/oauth/token`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://anywhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const statuses: number[] = [];
    for (let i = 0; i <= TOKEN_LIMITS.failuresPer15Minutes; i++)
      statuses.push(
        (await token({ grant_type: 'nope', client_id: app.client_id }, { ip: '10.9.9.9' })).status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('opens the live review channel with a ticket asked for with an access token', async () => {
    const t = await signIn(admin);
    const asked = await bearer('/api/realtime/reviews-live/tickets', t.access_token, {
      method: 'POST',
    });
    expect(asked.status).toBe(201);
    const { ticket } = (await asked.json()) as { ticket: string };
    const ctrl = new AbortController();
    const live = await fetch(`${api.baseUrl}/api/realtime/reviews-live?ticket=${ticket}`, {
      signal: ctrl.signal,
    });
    expect(live.status).toBe(200);
    ctrl.abort();
    // The access token itself is no key in a URL.
    const inUrl = await fetch(
      `${api.baseUrl}/api/realtime/reviews-live?auth_token=${encodeURIComponent(t.access_token)}`,
    );
    expect(inUrl.status).toBe(401);
  });

  it('logging out with an access token revokes that token only', async () => {
    const t = await signIn(admin);
    expect((await bearer('/api/auth', t.access_token, { method: 'DELETE' })).status).toBe(204);
    expect((await bearer('/api/auth', t.access_token)).status).toBe(401);
    const grants = await (await api.request('/api/oauth_grants', { auth: admin })).json();
    expect(grants._total).toBeGreaterThan(0);
  });
});

describe('/api/oauth_grants', () => {
  it('lists the apps a user authorized, and revoking one ends its tokens', async () => {
    const user = await api.login('user@demo.test');
    const t = await signIn(user, 'reviews:read');
    const list = await (await api.request('/api/oauth_grants', { auth: user })).json();
    const grant = list._embedded.oauth_grants.find(
      (g: OAuthGrant) => g.client.client_id === app.client_id,
    ) as OAuthGrant;
    expect(grant).toMatchObject({
      client: { name: 'Summit Reviews' },
      partner: { name: 'Summit Hospitality Partners' },
      scopes: [{ name: 'reviews:read', description: 'Read your reviews' }],
    });
    // Nobody else's: another user's grant is 404.
    const readonly = await api.login('readonly@demo.test');
    expect((await (await api.request('/api/oauth_grants', { auth: readonly })).json())._total).toBe(
      0,
    );
    expect(
      (await api.request(`/api/oauth_grants/${grant.id}`, { method: 'DELETE', auth: readonly }))
        .status,
    ).toBe(404);
    expect(
      (await api.request('/api/oauth_grants/x', { method: 'DELETE', auth: user })).status,
    ).toBe(400);
    expect((await api.request('/api/oauth_grants')).status).toBe(401);

    expect(
      (await api.request(`/api/oauth_grants/${grant.id}`, { method: 'DELETE', auth: user })).status,
    ).toBe(204);
    expect((await bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(401);
    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: t.refresh_token,
      client_id: app.client_id,
    });
    expect(refresh.status).toBe(400);
  });

  it('a removed app’s tokens stop working', async () => {
    const temp = (await (
      await register(partner, { name: 'Short-lived', redirect_uris: [REDIRECT] })
    ).json()) as OAuthClientWithSecret;
    const t = await signIn(admin, 'reviews:read', temp);
    expect((await bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(200);
    expect(
      (await api.request(`/api/oauth_clients/${temp.id}`, { method: 'DELETE', auth: partner }))
        .status,
    ).toBe(204);
    expect((await bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(401);
  });
});
