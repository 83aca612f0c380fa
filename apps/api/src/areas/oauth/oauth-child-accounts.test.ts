import { createHash, randomBytes } from 'node:crypto';
import {
  narrowPermissions,
  type OAuthClientWithSecret,
  type OAuthTokenAnswer,
  type Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePartnerChildren, type PartnerChildren } from '../../../test/partner-children';
import { makeUser } from '../../../test/partner-fixtures';
import { startTestApi, type TestApi } from '../../../test/test-api';

/**
 * A partner app's access token on the partner's child accounts (`account_id=<child>`): as far as
 * the same user's shadow session into the child reaches, narrowed to the scopes; nowhere else.
 */
let api: TestApi;
let kids: PartnerChildren;
let other: PartnerChildren;
let app: OAuthClientWithSecret;
const REDIRECT = 'http://127.0.0.1:8831/callback';
const SCOPES = 'account:read reviews:read widgets:read responses:write';

beforeAll(async () => {
  api = await startTestApi();
  kids = await makePartnerChildren(api, 'Appy');
  other = await makePartnerChildren(api, 'Elsewhere');
  const res = await api.request('/api/oauth_clients', {
    method: 'POST',
    auth: kids.partner,
    json: { name: 'Partner tool', redirect_uris: [REDIRECT] },
  });
  expect(res.status).toBe(201);
  app = await res.json();
});
afterAll(() => api.close());

/** Consent allowed as `user`, the code exchanged: the app's tokens. */
async function signIn(user: Session, scope = SCOPES): Promise<OAuthTokenAnswer> {
  const verifier = randomBytes(32).toString('base64url');
  const q = {
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope,
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  const decided = await api.request('/api/oauth/authorize', {
    method: 'POST',
    auth: user,
    json: { ...q, allow: true },
  });
  expect(decided.status).toBe(200);
  const code = new URL((await decided.json()).redirect_to).searchParams.get('code')!;
  const t = await fetch(`${api.baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
      code_verifier: verifier,
    }).toString(),
  });
  expect(t.status).toBe(200);
  return t.json();
}

const bearer = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });

describe('an app token of a partner user on child accounts (account_id=<child>)', () => {
  it("reads a child's reviews and widgets: 200 with that child's data only", async () => {
    const { access_token } = await signIn(kids.partner);
    const reviews = await bearer(
      `/api/reviews?account_id=${kids.alpha}&per_page=100`,
      access_token,
    );
    expect(reviews.status).toBe(200);
    const list = (await reviews.json()) as {
      _embedded: { reviews: { id: number; account_id: number }[] };
    };
    const ids = list._embedded.reviews.map((r) => r.id).sort((a, b) => a - b);
    const { a1, a2, a3, a4, a5, a6 } = kids.reviews;
    expect(ids).toEqual([a1, a2, a3, a4, a5, a6].map(Number).sort((a, b) => a - b));
    expect(new Set(list._embedded.reviews.map((r) => r.account_id))).toEqual(new Set([kids.alpha]));

    const widgets = await bearer(`/api/amplify/widgets?account_id=${kids.alpha}`, access_token);
    expect(widgets.status).toBe(200);

    // The partner's own account without account_id, as before.
    expect((await bearer('/api/reviews?per_page=1', access_token)).status).toBe(200);
  });

  it('has the permissions of the shadow session into the child, narrowed to the scopes', async () => {
    const { access_token } = await signIn(kids.partner);
    const me = await bearer(`/api/auth?account_id=${kids.alpha}`, access_token);
    expect(me.status).toBe(200);
    const inChild = (await me.json()) as Session;
    const shadow = await api.request('/api/shadow_user/tokens', {
      method: 'POST',
      auth: kids.partner,
      json: { child_account_id: kids.alpha },
    });
    expect(shadow.status).toBe(201);
    const shadowSession = (await shadow.json()) as Session;
    expect(inChild).toMatchObject({
      token: access_token,
      account_id: kids.alpha,
      parent_account_id: kids.partner.account_id,
      isShadowing: true,
      isParent: false,
      token_type: 'bearer',
    });
    expect(inChild.permissions).toEqual(
      narrowPermissions(shadowSession.permissions, SCOPES.split(' ')),
    );
  });

  it("answers 404 for an account outside the partner's tree, and its own account stays its own", async () => {
    const { access_token } = await signIn(kids.partner);
    for (const id of [other.alpha, other.partner.account_id]) {
      const res = await bearer(`/api/reviews?account_id=${id}`, access_token);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Account not found');
    }
    expect((await bearer('/api/reviews?account_id=abc', access_token)).status).toBe(400);
  });

  it("keeps a child account user's token in its own account (404 elsewhere)", async () => {
    const childAdmin = await makeUser(api, { accountId: kids.alpha });
    const { access_token } = await signIn(childAdmin);
    expect((await bearer(`/api/reviews?account_id=${kids.alpha}`, access_token)).status).toBe(200);
    for (const id of [kids.bravo, kids.partner.account_id, other.alpha]) {
      const res = await bearer(`/api/reviews?account_id=${id}`, access_token);
      expect(res.status).toBe(404);
    }
  });

  it("still refuses what the scopes or the user's grid in the child do not allow (403)", async () => {
    const { access_token } = await signIn(kids.partner, 'reviews:read');
    // No locations scope: 403 in the child as in the partner's own account.
    expect((await bearer(`/api/locations?account_id=${kids.alpha}`, access_token)).status).toBe(
      403,
    );
    const answer = (token: string) =>
      bearer(`/api/reviews/${kids.reviews.a3}/responses?account_id=${kids.alpha}`, token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Thank you, we are sorry about the soup.' }),
      });
    // Without responses:write: 403.
    expect((await answer(access_token)).status).toBe(403);
    // A Read Only partner user's shadow session may not answer: nor may their app token.
    const readOnly = await makeUser(api, {
      accountId: kids.partner.account_id,
      userType: 'read_only',
    });
    const readOnlyToken = (await signIn(readOnly)).access_token;
    expect((await answer(readOnlyToken)).status).toBe(403);
    // Nor through the partner's queue of child reviews, which checks the child's grid.
    const viaQueue = await bearer(`/api/child_reviews/${kids.reviews.a3}/responses`, access_token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Thank you, we are sorry about the soup.' }),
    });
    expect(viaQueue.status).toBe(403);
    const queue = await bearer('/api/child_reviews?per_page=100', access_token);
    const queued = (await queue.json())._embedded.reviews.find(
      (r: { id: number }) => r.id === kids.reviews.a3,
    );
    expect(queued.can_respond).toBe(false);
    // The partner admin with responses:write answers in the child.
    const admin = (await signIn(kids.partner)).access_token;
    const created = await answer(admin);
    expect(created.status).toBe(201);
    const stored = await api.db
      .selectFrom('responses')
      .select('account_id')
      .where('review_id', '=', kids.reviews.a3!)
      .executeTakeFirstOrThrow();
    expect(stored.account_id).toBe(kids.alpha);
  });

  it('an ended child account answers 402, as its shadow session does', async () => {
    const { access_token } = await signIn(kids.partner);
    expect((await bearer(`/api/reviews?account_id=${kids.charlie}`, access_token)).status).toBe(
      402,
    );
  });
});
