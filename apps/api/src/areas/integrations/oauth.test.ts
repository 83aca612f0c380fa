import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  facebookExpiryText,
  type IntegrationCard,
  type OauthStart,
  type Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { STATE_EXPIRED } from './oauth-routes';

let api: TestApi;
let admin: Session;
let manager: Session;
let evergreen: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
});
afterAll(() => api.close());

const catalogue = async (auth = admin) =>
  (
    await json<{ integrations: IntegrationCard[] }>(
      await api.request('/api/integrations/catalogue', { auth }),
      200,
    )
  ).integrations;

/** Runs the consent as a browser would: start, the sandbox page, Allow, back with a code. */
async function consent(provider: string, account: 'ok' | 'not_ok' = 'ok', auth = admin) {
  const start = await json<OauthStart>(
    await api.request(`/api/oauth/outbound/${provider}/start`, {
      method: 'POST',
      auth,
      json: { redirect_uri: `${api.baseUrl}/oauth/outbound/${provider}` },
    }),
    200,
  );
  const authorize = new URL(start.authorize_url);
  expect(authorize.origin + authorize.pathname).toBe(
    `${api.baseUrl}/api/oauth/sandbox/${provider}/authorize`,
  );
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await fetch(authorize);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain('Allow Plaudit to read your');
  const approve = new URL(`${api.baseUrl}/api/oauth/sandbox/${provider}/approve`);
  for (const k of ['redirect_uri', 'state', 'code_challenge'])
    approve.searchParams.set(k, authorize.searchParams.get(k)!);
  approve.searchParams.set('account', account);
  approve.searchParams.set('decision', 'allow');
  const back = await fetch(approve, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const landing = new URL(back.headers.get('location')!);
  expect(landing.pathname).toBe(`/oauth/outbound/${provider}`);
  return {
    code: landing.searchParams.get('code')!,
    state: landing.searchParams.get('state')!,
  };
}
const callback = (provider: string, body: { code: string; state: string }, auth = admin) =>
  api.request(`/api/oauth/outbound/${provider}/callback`, { method: 'POST', auth, json: body });

describe('connecting by OAuth (the sandbox provider)', () => {
  it('connects Trustpilot: state and PKCE checked, tokens sealed with their expiry, one use', async () => {
    const before = (await catalogue()).find((c) => c.code === 'trustpilot')!;
    expect(before.state).toBe('not_integrated');
    const granted = await consent('trustpilot');
    const card = await json<IntegrationCard>(await callback('trustpilot', granted), 200);
    expect(card).toMatchObject({ code: 'trustpilot', state: 'integrated' });
    expect(new Date(card.expires_at!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    const token = await api.db
      .selectFrom('oauth_tokens')
      .select(['access_token_box', 'refresh_token_box'])
      .where('integration_id', '=', card.integration_id!)
      .executeTakeFirstOrThrow();
    expect(token.access_token_box).toMatch(/^v1\./);
    expect(token.access_token_box).not.toContain('sbx');
    expect(token.refresh_token_box).toMatch(/^v1\./);
    // The same state again, or a state of another user: refused.
    const again = await callback('trustpilot', granted);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(STATE_EXPIRED);
    const other = await consent('google');
    expect((await callback('google', other, evergreen)).status).toBe(400);
    expect((await callback('facebook', other)).status).toBe(400);
    // Disconnecting forgets the tokens.
    expect(
      (
        await api.request(`/api/integrations/${card.integration_id}`, {
          method: 'DELETE',
          auth: admin,
        })
      ).status,
    ).toBe(204);
    expect((await catalogue()).find((c) => c.code === 'trustpilot')!.state).toBe('not_integrated');
    expect(
      await api.db
        .selectFrom('oauth_tokens')
        .select('id')
        .where('integration_id', '=', card.integration_id!)
        .execute(),
    ).toEqual([]);
  });

  it('exchanges the code with its own sandbox, never at the address the redirect URI names', async () => {
    // A redirect URI on another host (here a server of the test's on 127.0.0.1): the code
    // exchange used to be POSTed to {its origin}/api/oauth/sandbox/{provider}/token.
    const hits: string[] = [];
    const elsewhere = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"x"}');
    });
    await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
    try {
      const redirectUri = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/oauth/outbound/trustpilot`;
      const start = await json<OauthStart>(
        await api.request('/api/oauth/outbound/trustpilot/start', {
          method: 'POST',
          auth: admin,
          json: { redirect_uri: redirectUri },
        }),
        200,
      );
      const authorize = new URL(start.authorize_url);
      const approve = new URL(`${api.baseUrl}/api/oauth/sandbox/trustpilot/approve`);
      for (const k of ['redirect_uri', 'state', 'code_challenge'])
        approve.searchParams.set(k, authorize.searchParams.get(k)!);
      approve.searchParams.set('account', 'ok');
      approve.searchParams.set('decision', 'allow');
      const back = await fetch(approve, { redirect: 'manual' });
      const landing = new URL(back.headers.get('location')!);
      expect(landing.origin + landing.pathname).toBe(redirectUri);
      const card = await json<IntegrationCard>(
        await callback('trustpilot', {
          code: landing.searchParams.get('code')!,
          state: landing.searchParams.get('state')!,
        }),
        200,
      );
      expect(card).toMatchObject({ code: 'trustpilot', state: 'integrated' });
      expect(hits).toEqual([]);
      await api.request(`/api/integrations/${card.integration_id}`, {
        method: 'DELETE',
        auth: admin,
      });
    } finally {
      elsewhere.close();
    }
  });

  it('refuses an account that breaks the provider’s rule, in the spec’s words', async () => {
    const res = await callback('facebook', await consent('facebook', 'not_ok'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      'The Facebook account must be an admin of the brand page.',
    );
  });

  it('the sandbox token endpoint checks the code verifier and the redirect', async () => {
    const granted = await consent('google');
    const res = await fetch(`${api.baseUrl}/api/oauth/sandbox/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: granted.code,
        redirect_uri: `${api.baseUrl}/oauth/outbound/google`,
        code_verifier: 'not-the-verifier',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
    // The code was used up by the failed attempt.
    expect((await callback('google', granted)).status).toBe(502);
  });

  it('validates, and is for administrators', async () => {
    const start = (body: unknown, auth = admin, provider = 'google') =>
      api.request(`/api/oauth/outbound/${provider}/start`, { method: 'POST', auth, json: body });
    expect((await start({ redirect_uri: 'javascript:alert(1)' })).status).toBe(400);
    expect((await start({ redirect_uri: 'https://evil.example/steal' })).status).toBe(400);
    expect((await start({})).status).toBe(400);
    expect(
      (await start({ redirect_uri: `${api.baseUrl}/oauth/outbound/myspace` }, admin, 'myspace'))
        .status,
    ).toBe(404);
    expect(
      (await start({ redirect_uri: `${api.baseUrl}/oauth/outbound/google` }, manager)).status,
    ).toBe(403);
    expect((await api.request('/api/integrations/catalogue', { auth: manager })).status).toBe(403);
    expect((await callback('google', { code: '', state: 'x' })).status).toBe(400);
    expect(
      (await api.request('/api/integrations/999999', { method: 'DELETE', auth: admin })).status,
    ).toBe(404);
  });
});

describe('the catalogue', () => {
  it('lists every integration with its state; Zapier only with webhooks; requests', async () => {
    const cards = await catalogue();
    expect(cards.map((c) => c.display_name)).toEqual([
      'Google My Business',
      'Facebook',
      'Trustpilot',
      'Bing Maps',
      'Yelp',
      'Tripadvisor',
      'OpenTable',
      'Healthgrades',
      'ZocDoc',
      'Zapier',
      'Hootsuite',
      'Tableau',
    ]);
    // The seeded Google token expires 45 days after the seed's date: integrated until then.
    const google = cards.find((c) => c.code === 'google')!;
    expect(google.state).toBe(
      new Date(google.expires_at!).getTime() > Date.now() ? 'integrated' : 'expired',
    );
    const facebook = cards.find((c) => c.code === 'facebook')!;
    expect(facebook.days_until_expires).not.toBeNull();
    expect((await catalogue(evergreen)).map((c) => c.code)).not.toContain('zapier');
    const requested = await json<IntegrationCard>(
      await api.request('/api/integrations/requests', {
        method: 'POST',
        auth: admin,
        json: { code: 'hootsuite' },
      }),
      201,
    );
    expect(requested.state).toBe('requested');
    expect(
      (
        await api.request('/api/integrations/requests', {
          method: 'POST',
          auth: admin,
          json: { code: 'google' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('the Facebook expiry notice', () => {
  it('is for the owner, the creator or a shadowing user, within 7 days of the end', async () => {
    const notice = async (auth: Session) =>
      (
        await json<{ notice: { days_until_expires: number } | null }>(
          await api.request('/api/integrations/expiry_notice', { auth }),
          200,
        )
      ).notice;
    // The seeded Facebook access ends five days after the seed's date.
    await api.db
      .updateTable('oauth_tokens')
      .set({ expires_at: new Date(Date.now() + 3.5 * 86_400_000) })
      .where(
        'integration_id',
        'in',
        api.db
          .selectFrom('integrations')
          .select('id')
          .where('account_id', '=', admin.account_id)
          .where('source_code', '=', 'facebook'),
      )
      .execute();
    expect(await notice(admin)).toEqual({
      code: 'facebook',
      display_name: 'Facebook',
      days_until_expires: 3,
    });
    expect(await notice(manager)).toBeNull();
    expect(await notice(evergreen)).toBeNull();
    await api.db
      .updateTable('oauth_tokens')
      .set({ expires_at: new Date(Date.now() + 9 * 86_400_000) })
      .where(
        'integration_id',
        'in',
        api.db
          .selectFrom('integrations')
          .select('id')
          .where('account_id', '=', admin.account_id)
          .where('source_code', '=', 'facebook'),
      )
      .execute();
    expect(await notice(admin)).toBeNull();
    expect(facebookExpiryText(-1)).toBe('is expired');
    expect(facebookExpiryText(0)).toBe('will expire in less than a day');
    expect(facebookExpiryText(1)).toBe('will expire in 1 day');
    expect(facebookExpiryText(6)).toBe('will expire in 6 days');
  });
});
