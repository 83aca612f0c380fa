import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, exchangeCode, oauthClientConfig } from './oauth';

// The providers' own OAuth clients against a token endpoint of ours: the consent URL each
// builds and how each sends the code and reads the answer.

describe('the real OAuth clients', () => {
  let server: Server;
  let base: string;
  const got: { auth?: string; form: URLSearchParams }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        got.push({ auth: req.headers.authorization, form });
        res.setHeader('content-type', 'application/json');
        if (form.get('code') === 'bad') {
          res
            .writeHead(400)
            .end(JSON.stringify({ error: 'invalid_grant', error_description: 'Bad Request' }));
          return;
        }
        // Trustpilot answers expires_in as a string.
        res.writeHead(200).end(
          JSON.stringify(
            req.url?.includes('accesstoken')
              ? { access_token: 'tp-access', refresh_token: 'tp-refresh', expires_in: '359999' }
              : {
                  access_token: 'ya29.x',
                  expires_in: 3599,
                  refresh_token: '1//r',
                  scope: 'https://www.googleapis.com/auth/business.manage',
                  token_type: 'Bearer',
                },
          ),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('Google: the consent URL asks for offline access; the code is exchanged in the form', async () => {
    const config = oauthClientConfig('google', {
      GOOGLE_OAUTH_CLIENT_ID: 'cid.apps.googleusercontent.com',
      GOOGLE_OAUTH_CLIENT_SECRET: 'shh',
      GOOGLE_OAUTH_TOKEN_URL: `${base}/token`,
    });
    const url = new URL(
      authorizeUrl(config, {
        redirectUri: 'https://app.example/oauth/outbound/google',
        state: 's',
        codeChallenge: 'c',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid.apps.googleusercontent.com',
      response_type: 'code',
      access_type: 'offline',
      scope: 'https://www.googleapis.com/auth/business.manage',
      code_challenge_method: 'S256',
    });
    const tokens = await exchangeCode(config, {
      code: 'good',
      codeVerifier: 'v',
      redirectUri: 'https://app.example/oauth/outbound/google',
    });
    expect(tokens).toEqual({
      access_token: 'ya29.x',
      refresh_token: '1//r',
      expires_in: 3599,
      scope: 'https://www.googleapis.com/auth/business.manage',
    });
    expect(Object.fromEntries(got.at(-1)!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'good',
      redirect_uri: 'https://app.example/oauth/outbound/google',
      code_verifier: 'v',
      client_id: 'cid.apps.googleusercontent.com',
      client_secret: 'shh',
    });
    await expect(
      exchangeCode(config, { code: 'bad', codeVerifier: 'v', redirectUri: 'x' }),
    ).rejects.toThrow('The google token endpoint refused the code: Bad Request');
  });

  it('Trustpilot: client credentials as basic auth, expires_in as text', async () => {
    const config = oauthClientConfig('trustpilot', {
      TRUSTPILOT_API_KEY: 'key',
      TRUSTPILOT_API_SECRET: 'secret',
      TRUSTPILOT_OAUTH_TOKEN_URL: `${base}/v1/oauth/oauth-business-users-for-applications/accesstoken`,
    });
    const tokens = await exchangeCode(config, {
      code: 'good',
      codeVerifier: 'v',
      redirectUri: 'r',
    });
    expect(tokens).toMatchObject({ access_token: 'tp-access', expires_in: 359999 });
    expect(got.at(-1)!.auth).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
    expect(got.at(-1)!.form.get('client_secret')).toBeNull();
    expect(oauthClientConfig('trustpilot', {}).clientId).toBeNull();
  });
});
