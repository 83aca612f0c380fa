import type { OAuthClientWithSecret, OAuthConsent } from '@plaudit/api-client/schemas';
import { OAUTH_ERRORS } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { hashToken } from '../../http/credentials';
import { PARTNER_ADMINS_ONLY } from '../partner-origins/routes';
import { oauthTest, REDIRECT } from './oauth-test';

/** Plaudit as an OAuth 2 authorization server: registered apps, and the consent screen's authorize step. */

const oa = oauthTest();

describe('/api/oauth_clients', () => {
  it('registers an app for a partner administrator: a client id, no secret unless asked', async () => {
    expect(oa.app).toMatchObject({
      name: 'Summit Reviews',
      redirect_uris: [REDIRECT],
      confidential: false,
      client_secret: null,
      account_id: oa.partner.account_id,
    });
    expect(oa.app.client_id).toMatch(/^pcl_/);
    const confidential = (await (
      await oa.register(oa.partner, {
        name: 'Server app',
        redirect_uris: ['https://app.summit.example/cb'],
        confidential: true,
      })
    ).json()) as OAuthClientWithSecret;
    expect(confidential.client_secret).toMatch(/^pcs_/);
    const stored = await oa.api.db
      .selectFrom('oauth_clients')
      .select('secret_hash')
      .where('id', '=', confidential.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(hashToken(confidential.client_secret!));
    const listed = await (await oa.api.request('/api/oauth_clients', { auth: oa.partner })).json();
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
      const res = await oa.register(oa.partner, { name: 'Bad', redirect_uris: uris });
      expect(res.status, uris.join()).toBe(400);
      expect((await res.json()).error).toMatch(/redirect_uris/);
    }
    expect((await oa.register(oa.partner, { redirect_uris: [REDIRECT] })).status).toBe(400);
    expect(
      (
        await oa.register(oa.partner, {
          name: 'Local',
          redirect_uris: ['http://localhost:3000/cb'],
        })
      ).status,
    ).toBe(201);
  });

  it('is for partner administrators (403), and another partner’s app is 404', async () => {
    const manager = await makeUser(oa.api, {
      accountId: oa.partner.account_id,
      userType: 'manager',
    });
    for (const who of [oa.admin, manager]) {
      const res = await oa.register(who, { name: 'X', redirect_uris: [REDIRECT] });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(PARTNER_ADMINS_ONLY);
      expect((await oa.api.request('/api/oauth_clients', { auth: who })).status).toBe(403);
      expect(
        (await oa.api.request(`/api/oauth_clients/${oa.app.id}`, { method: 'DELETE', auth: who }))
          .status,
      ).toBe(403);
    }
    const other = await makeUser(oa.api, { parentAccountName: 'Rival Partners' });
    expect(
      (await oa.api.request(`/api/oauth_clients/${oa.app.id}`, { method: 'DELETE', auth: other }))
        .status,
    ).toBe(404);
    expect(
      (await (await oa.api.request('/api/oauth_clients', { auth: other })).json())._total,
    ).toBe(0);
    expect((await oa.api.request('/api/oauth_clients')).status).toBe(401);
  });
});

describe('GET and POST /api/oauth/authorize', () => {
  it('describes the request for the consent screen: the app, the partner, the scopes in words', async () => {
    const res = await oa.consent(oa.admin, oa.authorizeQuery());
    expect(res.status).toBe(200);
    const body = (await res.json()) as OAuthConsent;
    expect(body).toMatchObject({
      client: { client_id: oa.app.client_id, name: 'Summit Reviews' },
      partner: { id: oa.partner.account_id, name: 'Summit Hospitality Partners' },
      redirect_uri: REDIRECT,
    });
    expect(body.scopes).toEqual([
      { name: 'account:read', description: 'See your account’s name and details' },
      { name: 'reviews:read', description: 'Read your reviews' },
    ]);
  });

  it('never redirects for an unknown app or an unregistered redirect URI', async () => {
    const unknown = await oa.consent(oa.admin, oa.authorizeQuery({ client_id: 'pcl_nope' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: OAUTH_ERRORS.unknownClient,
      code: 'unknown_client',
    });
    const bad = await oa.consent(
      oa.admin,
      oa.authorizeQuery({ redirect_uri: 'https://evil.example/cb' }),
    );
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    expect(badBody).toEqual({ error: OAUTH_ERRORS.badRedirect, code: 'bad_redirect_uri' });
    const missing = await oa.consent(oa.admin, oa.authorizeQuery({ client_id: undefined }));
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
      const res = await oa.consent(oa.admin, oa.authorizeQuery(over));
      expect(res.status).toBe(400);
      const to = new URL((await res.json()).redirect_to);
      expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
      expect(to.searchParams.get('error')).toBe(code);
      expect(to.searchParams.get('state')).toBe('xyz 1');
    }
  });

  it('is for users of the partner’s own accounts, signed in as themselves', async () => {
    const outsider = await makeUser(oa.api, { parentAccountName: 'Elsewhere Inc' });
    const res = await oa.consent(outsider, oa.authorizeQuery());
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(OAUTH_ERRORS.notForAccount);
    expect((await oa.consent(oa.partner, oa.authorizeQuery())).status).toBe(200);
    expect((await oa.consent(null, oa.authorizeQuery())).status).toBe(401);
    const { access_token } = await oa.signIn(oa.admin);
    const viaToken = await oa.bearer(
      `/api/oauth/authorize?${new URLSearchParams(oa.authorizeQuery())}`,
      access_token,
    );
    expect(viaToken.status).toBe(403);
  });

  it('denied: back to the app with error=access_denied and the state', async () => {
    const res = await oa.decide(oa.admin, oa.authorizeQuery(), false);
    expect(res.status).toBe(200);
    const to = new URL((await res.json()).redirect_to);
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('state')).toBe('xyz 1');
    expect(to.searchParams.get('code')).toBeNull();
    expect(
      (await oa.api.request('/api/oauth/authorize', { method: 'POST', auth: oa.admin, json: {} }))
        .status,
    ).toBe(400);
  });
});
