import { describe, expect, it } from 'vitest';
import { ApiError } from '../transport/api-error';
import { createClient } from '../transport/create-client';
import {
  buildAuthorizeUrl,
  codeChallengeS256,
  createPkcePair,
  exchangeAuthorizationCode,
} from './pkce';

describe('PKCE helpers', () => {
  it('computes the S256 challenge of RFC 7636’s example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const pair = await createPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.challenge).toBe(await codeChallengeS256(pair.verifier));
  });

  it('builds the authorize URL of the consent screen', () => {
    const url = new URL(
      buildAuthorizeUrl({
        plauditOrigin: 'https://plaudit.example/',
        clientId: 'pcl_1',
        redirectUri: 'https://app.example/cb',
        scopes: ['reviews:read', 'account:read'],
        state: 's',
        codeChallenge: 'c',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://plaudit.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'pcl_1',
      redirect_uri: 'https://app.example/cb',
      scope: 'reviews:read account:read',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges a code as a form, and reads RFC 6749 errors into an ApiError', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const ok = await exchangeAuthorizationCode({
      baseUrl: 'https://plaudit.example/api',
      clientId: 'pcl_1',
      code: 'pcd_x',
      redirectUri: 'https://app.example/cb',
      codeVerifier: 'v',
      fetch: async (url, init) => {
        sent.push({ url, init });
        return Response.json({ access_token: 'pat_1', token_type: 'Bearer', expires_in: 3600 });
      },
    });
    expect(ok.access_token).toBe('pat_1');
    expect(sent[0]!.url).toBe('https://plaudit.example/api/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]!.init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'pcd_x',
      redirect_uri: 'https://app.example/cb',
      code_verifier: 'v',
      client_id: 'pcl_1',
    });
    const failed = exchangeAuthorizationCode({
      baseUrl: 'https://plaudit.example/api',
      clientId: 'pcl_1',
      code: 'used',
      redirectUri: 'https://app.example/cb',
      codeVerifier: 'v',
      fetch: async () =>
        Response.json(
          { error: 'invalid_grant', error_description: 'The code was already used' },
          { status: 400 },
        ),
    });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({
      status: 400,
      message: 'The code was already used',
      code: 'invalid_grant',
    });
  });
});

describe('createClient with an access token', () => {
  it('signs calls with Authorization: Bearer', async () => {
    const headers: Record<string, string>[] = [];
    const client = createClient({
      baseUrl: 'https://plaudit.example/api',
      accessToken: 'pat_abc',
      fetch: async (_url, init) => {
        headers.push(init.headers as Record<string, string>);
        return Response.json({});
      },
    });
    await client.get('/reviews');
    expect(headers[0]!.Authorization).toBe('Bearer pat_abc');
    client.setCredentials({ email: 'a@b.test', token: 't' });
    await client.get('/reviews');
    expect(headers[1]!.Authorization).toMatch(/^Basic /);
  });
});
