import type { Session, SsoToken } from '@plaudit/api-client/schemas';
import { SSO_ERRORS } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashToken } from '../../http/credentials';

/** Single sign-on: a partner issues a link for a child account's user; the link works once. */
let api: TestApi;
let partner: Session;
let userId: number;
beforeAll(async () => {
  api = await startTestApi();
  partner = await api.login('partner@demo.test');
  userId = (
    await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'manager@demo.test')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

const issue = (auth: Session, body: unknown) =>
  api.request('/api/sso_tokens', { method: 'POST', auth, json: body });
const exchange = (token: string) =>
  api.request('/api/auth/sso', { method: 'POST', json: { token } });

describe('POST /api/sso_tokens and POST /api/auth/sso', () => {
  it('signs the child account’s user in once, with a token stored only as a hash', async () => {
    const res = await issue(partner, { user_id: userId });
    expect(res.status).toBe(201);
    const sso = (await res.json()) as SsoToken;
    expect(sso.url).toBe(`http://localhost:8787/sso-login/${sso.token}`);
    expect(Date.parse(sso.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const stored = await api.db
      .selectFrom('sso_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(stored.map((s) => s.token_hash)).toEqual([hashToken(sso.token)]);

    const [first, second] = await Promise.all([exchange(sso.token), exchange(sso.token)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 401]);
    const session = (await (first.status === 201 ? first : second).json()) as Session;
    expect(session).toMatchObject({ email: 'manager@demo.test', user_id: userId });
    const me = await api.request('/api/auth', { auth: session });
    expect(me.status).toBe(200);
    expect(await (await exchange(sso.token)).json()).toEqual({ error: SSO_ERRORS.used });
  });

  it('says why a link does not work: expired, unknown or malformed', async () => {
    const sso = (await (await issue(partner, { user_id: userId })).json()) as SsoToken;
    await api.db
      .updateTable('sso_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(sso.token))
      .execute();
    expect(await (await exchange(sso.token)).json()).toEqual({ error: SSO_ERRORS.expired });
    const unknown = await exchange('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: SSO_ERRORS.invalid });
    expect((await exchange('short')).status).toBe(400);
  });

  it('is for partners, and only for users of their child accounts', async () => {
    const admin = await api.login('admin@demo.test');
    expect((await issue(admin, { user_id: userId })).status).toBe(403);
    expect((await issue(partner, { user_id: partner.user_id })).status).toBe(404);
    expect((await issue(partner, { user_id: 999_999 })).status).toBe(404);
    expect((await issue(partner, { user_id: 'me' })).status).toBe(400);
    expect(
      (await api.request('/api/sso_tokens', { method: 'POST', json: { user_id: userId } })).status,
    ).toBe(401);
    const issued = await api.db
      .selectFrom('sso_tokens')
      .select('id')
      .where('user_id', '=', partner.user_id)
      .execute();
    expect(issued).toEqual([]);
  });

  it('starts an impersonated session that records the partner user who minted it', async () => {
    const sso = (await (await issue(partner, { user_id: userId })).json()) as SsoToken;
    const session = (await (await exchange(sso.token)).json()) as Session;
    expect(session).toMatchObject({ isImpersonated: true, isShadowing: false, user_id: userId });
    const me = (await (await api.request('/api/auth', { auth: session })).json()) as Session;
    expect(me.isImpersonated).toBe(true);
    // The user's session record: who acted as them, from which partner account.
    const row = await api.db
      .selectFrom('auth_tokens')
      .select(['kind', 'user_id', 'parent_account_id', 'issued_by_user_id'])
      .where('token_hash', '=', hashToken(session.token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      kind: 'impersonation',
      user_id: userId,
      parent_account_id: partner.account_id,
      issued_by_user_id: partner.user_id,
    });
    // The spec's impersonation rules apply: an export asked for by e-mail sends none.
    const exported = await api.request(`/api/export_files/${session.account_id}`, {
      method: 'POST',
      auth: session,
      json: { resource: 'reviews', file_type: 'csv', send_email: true },
    });
    expect(exported.status).toBe(201);
    const file = await api.db
      .selectFrom('export_files')
      .select('send_email')
      .where('id', '=', ((await exported.json()) as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(file.send_email).toBe(false);
  });

  it("refuses a link for the child account's owner until the owner allows it", async () => {
    const owner = await api.db
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .select(['u.id', 'u.email', 'u.account_id'])
      .where('a.parent_id', '=', partner.account_id)
      .where('u.owner', '=', true)
      .where('u.deleted_at', 'is', null)
      .orderBy('u.id')
      .executeTakeFirstOrThrow();
    const refused = await issue(partner, { user_id: owner.id });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: SSO_ERRORS.ownerNotAllowed });
    const none = await api.db
      .selectFrom('sso_tokens')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute();
    expect(none).toEqual([]);

    // Only the owner, signed in as themself, can allow it: not a session the partner started.
    const allow = (auth: Session) =>
      api.request(`/api/accounts/${owner.account_id}`, {
        method: 'PATCH',
        auth,
        json: { partner_owner_sign_in: true },
      });
    const asUser = (await (
      await exchange(((await (await issue(partner, { user_id: userId })).json()) as SsoToken).token)
    ).json()) as Session;
    expect((await allow(asUser)).status).toBe(403);
    const ownerSession = await api.login(owner.email);
    const allowed = await allow(ownerSession);
    expect(allowed.status).toBe(200);
    expect(
      ((await allowed.json()) as { partner_owner_sign_in: boolean }).partner_owner_sign_in,
    ).toBe(true);
    const issued = await issue(partner, { user_id: owner.id });
    expect(issued.status).toBe(201);
    const session = (await (
      await exchange(((await issued.json()) as SsoToken).token)
    ).json()) as Session;
    expect(session).toMatchObject({ isImpersonated: true, isAccountOwner: true });
  });
});
