import type { OAuthClientWithSecret, OAuthGrant } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { oauthTest, REDIRECT } from './oauth-test';

/** Plaudit as an OAuth 2 authorization server: the apps a user authorized, and revoking them. */

const oa = oauthTest();

describe('/api/oauth_grants', () => {
  it('lists the apps a user authorized, and revoking one ends its tokens', async () => {
    const user = await oa.api.login('user@demo.test');
    const t = await oa.signIn(user, 'reviews:read');
    const list = await (await oa.api.request('/api/oauth_grants', { auth: user })).json();
    const grant = list._embedded.oauth_grants.find(
      (g: OAuthGrant) => g.client.client_id === oa.app.client_id,
    ) as OAuthGrant;
    expect(grant).toMatchObject({
      client: { name: 'Summit Reviews' },
      partner: { name: 'Summit Hospitality Partners' },
      scopes: [{ name: 'reviews:read', description: 'Read your reviews' }],
    });
    // Nobody else's: another user's grant is 404.
    const readonly = await oa.api.login('readonly@demo.test');
    expect(
      (await (await oa.api.request('/api/oauth_grants', { auth: readonly })).json())._total,
    ).toBe(0);
    expect(
      (await oa.api.request(`/api/oauth_grants/${grant.id}`, { method: 'DELETE', auth: readonly }))
        .status,
    ).toBe(404);
    expect(
      (await oa.api.request('/api/oauth_grants/x', { method: 'DELETE', auth: user })).status,
    ).toBe(400);
    expect((await oa.api.request('/api/oauth_grants')).status).toBe(401);

    expect(
      (await oa.api.request(`/api/oauth_grants/${grant.id}`, { method: 'DELETE', auth: user }))
        .status,
    ).toBe(204);
    expect((await oa.bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(401);
    const refresh = await oa.token({
      grant_type: 'refresh_token',
      refresh_token: t.refresh_token,
      client_id: oa.app.client_id,
    });
    expect(refresh.status).toBe(400);
  });

  it('a removed app’s tokens stop working', async () => {
    const temp = (await (
      await oa.register(oa.partner, { name: 'Short-lived', redirect_uris: [REDIRECT] })
    ).json()) as OAuthClientWithSecret;
    const t = await oa.signIn(oa.admin, 'reviews:read', temp);
    expect((await oa.bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(200);
    expect(
      (
        await oa.api.request(`/api/oauth_clients/${temp.id}`, {
          method: 'DELETE',
          auth: oa.partner,
        })
      ).status,
    ).toBe(204);
    expect((await oa.bearer('/api/reviews?per_page=1', t.access_token)).status).toBe(401);
  });
});
