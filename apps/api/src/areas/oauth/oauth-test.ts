import { createHash, randomBytes } from 'node:crypto';
import type { OAuthClientWithSecret, OAuthTokenAnswer, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** The redirect URI the test app registers. */
export const REDIRECT = 'http://127.0.0.1:8831/callback';

/** A PKCE verifier and its S256 challenge. */
export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/**
 * The API on a fresh copy of the demo data with a partner's registered app ("Summit Reviews"),
 * and the steps of the OAuth dance as small calls. Its fields are filled once the file's
 * `beforeAll` ran.
 */
export function oauthTest() {
  const oa = {} as {
    api: TestApi;
    partner: Session;
    admin: Session;
    app: OAuthClientWithSecret;
  };
  const register = (auth: Session, body: unknown) =>
    oa.api.request('/api/oauth_clients', { method: 'POST', auth, json: body });
  const authorizeQuery = (
    over: Record<string, string | undefined> = {},
    challenge = pkce().challenge,
  ) => {
    const q: Record<string, string | undefined> = {
      response_type: 'code',
      client_id: oa.app.client_id,
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
    oa.api.request(`/api/oauth/authorize?${new URLSearchParams(q)}`, {
      ...(auth ? { auth } : {}),
      headers,
    });
  const decide = (auth: Session, q: Record<string, string>, allow: boolean) =>
    oa.api.request('/api/oauth/authorize', { method: 'POST', auth, json: { ...q, allow } });
  const token = (fields: Record<string, string>, opts: { json?: boolean; ip?: string } = {}) =>
    fetch(`${oa.api.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
        'x-forwarded-for': opts.ip ?? '10.9.0.1',
      },
      body: opts.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
  const bearer = (path: string, accessToken: string, init: RequestInit = {}) =>
    fetch(`${oa.api.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...(init.headers ?? {}) },
    });
  /** The whole dance as `user`: consent allowed, code exchanged. */
  const signIn = async (user: Session, scope = 'reviews:read account:read', client = oa.app) => {
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
  };

  beforeAll(async () => {
    oa.api = await startTestApi();
    oa.partner = await oa.api.login('partner@demo.test');
    oa.admin = await oa.api.login('admin@demo.test');
    oa.app = await (
      await register(oa.partner, { name: 'Summit Reviews', redirect_uris: [REDIRECT] })
    ).json();
  });
  afterAll(() => oa.api.close());
  return Object.assign(oa, { register, authorizeQuery, consent, decide, token, bearer, signIn });
}
