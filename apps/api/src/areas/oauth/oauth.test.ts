import type { OAuthClientWithSecret, OAuthTokenAnswer, Session } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../http/credentials';
import { oauthTest, pkce, REDIRECT } from './oauth-test';
import { TOKEN_LIMITS } from './token-routes';

/** Plaudit as an OAuth 2 authorization server: codes exchanged with PKCE, Bearer tokens, refresh and revocation. */

const oa = oauthTest();

describe('POST /api/oauth/token and Bearer tokens', () => {
  it('exchanges a code once for a token that acts as the user within the scopes', async () => {
    const t = await oa.signIn(oa.admin);
    expect(t).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'account:read reviews:read',
    });
    const rows = await oa.api.db
      .selectFrom('oauth_access_tokens')
      .select(['token_hash', 'kind'])
      .where('token_hash', 'in', [hashToken(t.access_token), hashToken(t.refresh_token)])
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['access', 'refresh']);
    const code = await oa.api.db
      .selectFrom('oauth_codes')
      .select('code_hash')
      .where('code_hash', '=', hashToken(t.code))
      .executeTakeFirst();
    expect(code).toBeDefined();

    const me = await oa.bearer('/api/auth', t.access_token);
    expect(me.status).toBe(200);
    const session = (await me.json()) as Session;
    expect(session).toMatchObject({
      email: 'admin@demo.test',
      account_id: oa.admin.account_id,
      token_type: 'bearer',
      scopes: ['account:read', 'reviews:read'],
    });
    expect(session.permissions.review).toMatchObject({ read: true, update: false });
    expect(session.permissions.user.read).toBe(false);
    expect(session.permissions.location.read).toBe(false);

    expect((await oa.bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(200);
    expect((await oa.bearer(`/api/accounts/${oa.admin.account_id}`, t.access_token)).status).toBe(
      200,
    );
    // Outside the scopes, or a call only a signed-in person makes: 403.
    expect((await oa.bearer('/api/users', t.access_token)).status).toBe(403);
    expect((await oa.bearer('/api/locations', t.access_token)).status).toBe(403);
    expect((await oa.bearer('/api/oauth_grants', t.access_token)).status).toBe(403);
    const rename = await oa.bearer(`/api/users/${oa.admin.user_id}`, t.access_token, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed by an app' }),
    });
    expect(rename.status).toBe(403);
    expect((await oa.bearer('/api/reviews', 'pat_unknown')).status).toBe(401);

    // The code again: refused, and what it issued ends (someone copied it).
    const again = await oa.token({
      grant_type: 'authorization_code',
      code: t.code,
      redirect_uri: REDIRECT,
      client_id: oa.app.client_id,
      code_verifier: t.verifier,
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
    expect((await oa.bearer('/api/reviews', t.access_token)).status).toBe(401);
  });

  it('refuses a wrong verifier, redirect URI, client or an expired code with invalid_grant', async () => {
    const attempt = async (
      change: Record<string, string>,
      expire = false,
    ): Promise<{ status: number; error: string }> => {
      const { verifier, challenge } = pkce();
      const res = await oa.decide(oa.admin, oa.authorizeQuery({}, challenge), true);
      const code = new URL((await res.json()).redirect_to).searchParams.get('code')!;
      if (expire)
        await oa.api.db
          .updateTable('oauth_codes')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('code_hash', '=', hashToken(code))
          .execute();
      const t = await oa.token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: oa.app.client_id,
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
      await oa.register(oa.partner, { name: 'Other app', redirect_uris: [REDIRECT] })
    ).json()) as OAuthClientWithSecret;
    expect(await attempt({ client_id: other.client_id })).toEqual(invalidGrant);
    expect(await attempt({ client_id: 'pcl_nobody' })).toEqual({
      status: 401,
      error: 'invalid_client',
    });
  });

  it('answers malformed requests in RFC 6749’s shape, form or JSON', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'password', client_id: oa.app.client_id }, 'unsupported_grant_type'],
      [{ grant_type: 'authorization_code' }, 'invalid_request'],
      [{ grant_type: 'authorization_code', client_id: oa.app.client_id }, 'invalid_request'],
      [{ client_id: oa.app.client_id }, 'invalid_request'],
    ];
    for (const [fields, error] of cases)
      for (const json of [false, true]) {
        const res = await oa.token(fields, { json });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.error).toBe(error);
        expect(typeof body.error_description).toBe('string');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    const text = await fetch(`${oa.api.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.0.2' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    expect((await text.json()).error).toBe('invalid_request');
  });

  it('authenticates a confidential client by its secret (body or HTTP Basic)', async () => {
    const server = (await (
      await oa.register(oa.partner, {
        name: 'Backend',
        redirect_uris: [REDIRECT],
        confidential: true,
      })
    ).json()) as OAuthClientWithSecret;
    const { verifier, challenge } = pkce();
    const res = await oa.decide(
      oa.admin,
      oa.authorizeQuery({ client_id: server.client_id }, challenge),
      true,
    );
    const code = new URL((await res.json()).redirect_to).searchParams.get('code')!;
    const fields = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    };
    const noSecret = await oa.token({ ...fields, client_id: server.client_id });
    expect(noSecret.status).toBe(401);
    expect((await noSecret.json()).error).toBe('invalid_client');
    const wrong = await oa.token({
      ...fields,
      client_id: server.client_id,
      client_secret: 'pcs_x',
    });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${oa.api.baseUrl}/api/oauth/token`, {
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
    const first = await oa.signIn(oa.admin);
    const refreshed = await oa.token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: oa.app.client_id,
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as OAuthTokenAnswer;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await oa.bearer('/api/reviews?per_page=1', second.access_token)).status).toBe(200);
    const reuse = await oa.token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: oa.app.client_id,
    });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error).toBe('invalid_grant');
    expect((await oa.bearer('/api/reviews?per_page=1', second.access_token)).status).toBe(401);
  });

  it('is open to any origin (no cookies are involved) and limited per client', async () => {
    const pre = await fetch(`${oa.api.baseUrl}/api/oauth/token`, {
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
        (await oa.token({ grant_type: 'nope', client_id: oa.app.client_id }, { ip: '10.9.9.9' }))
          .status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('opens the live review channel with a ticket asked for with an access token', async () => {
    const t = await oa.signIn(oa.admin);
    const asked = await oa.bearer('/api/realtime/reviews-live/tickets', t.access_token, {
      method: 'POST',
    });
    expect(asked.status).toBe(201);
    const { ticket } = (await asked.json()) as { ticket: string };
    const ctrl = new AbortController();
    const live = await fetch(`${oa.api.baseUrl}/api/realtime/reviews-live?ticket=${ticket}`, {
      signal: ctrl.signal,
    });
    expect(live.status).toBe(200);
    ctrl.abort();
    // The access token itself is no key in a URL.
    const inUrl = await fetch(
      `${oa.api.baseUrl}/api/realtime/reviews-live?auth_token=${encodeURIComponent(t.access_token)}`,
    );
    expect(inUrl.status).toBe(401);
  });

  it('logging out with an access token revokes that token only', async () => {
    const t = await oa.signIn(oa.admin);
    expect((await oa.bearer('/api/auth', t.access_token, { method: 'DELETE' })).status).toBe(204);
    expect((await oa.bearer('/api/auth', t.access_token)).status).toBe(401);
    const grants = await (await oa.api.request('/api/oauth_grants', { auth: oa.admin })).json();
    expect(grants._total).toBeGreaterThan(0);
  });
});
