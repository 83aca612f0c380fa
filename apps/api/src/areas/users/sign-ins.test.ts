import type { HalList, Session, SignIn, SsoToken } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** GET /users/{id}/sign_ins: the sessions started for a user's login, and who started them. */
let api: TestApi;
let partner: Session;
let manager: Session;
beforeAll(async () => {
  api = await startTestApi();
  partner = await api.login('partner@demo.test');
  manager = await api.login('manager@demo.test');
});
afterAll(() => api.close());

const signIns = async (auth: Session, userId: number) =>
  api.request(`/api/users/${userId}/sign_ins`, { auth });

describe('GET /api/users/{id}/sign_ins', () => {
  it('shows the user a partner’s sign-in as them: impersonated, with the partner’s name', async () => {
    const sso = (await (
      await api.request('/api/sso_tokens', {
        method: 'POST',
        auth: partner,
        json: { user_id: manager.user_id },
      })
    ).json()) as SsoToken;
    expect(
      (await api.request('/api/auth/sso', { method: 'POST', json: { token: sso.token } })).status,
    ).toBe(201);
    const partnerUser = await api.db
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .select(['u.id', 'u.name', 'u.email', 'a.id as account_id', 'a.name as account_name'])
      .where('u.id', '=', partner.user_id)
      .executeTakeFirstOrThrow();

    const res = await signIns(manager, manager.user_id);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(sso.token);
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain(manager.token);
    const list = JSON.parse(text) as HalList<'sign_ins', SignIn>;
    const [newest, ...older] = list._embedded.sign_ins;
    expect(newest).toMatchObject({
      user_id: manager.user_id,
      method: 'impersonated',
      impersonated: true,
      issued_by: {
        user_id: partnerUser.id,
        name: partnerUser.name,
        email: partnerUser.email,
        account_id: partnerUser.account_id,
        account_name: partnerUser.account_name,
      },
    });
    // The manager's own password sign-in, older, started by nobody else.
    expect(older.find((s) => s.method === 'password')).toMatchObject({ issued_by: null });
    expect(list._total).toBeGreaterThanOrEqual(2);

    // The account's admin reads it too.
    const admin = await api.login('admin@demo.test');
    const byAdmin = (await (await signIns(admin, manager.user_id)).json()) as HalList<
      'sign_ins',
      SignIn
    >;
    expect(byAdmin._embedded.sign_ins[0]).toMatchObject({ method: 'impersonated' });
  });

  it('lets Read Only read their own, not another user’s; another account’s user is 404', async () => {
    const readonly = await api.login('readonly@demo.test');
    const own = await signIns(readonly, readonly.user_id);
    expect(own.status).toBe(200);
    const ownList = (await own.json()) as HalList<'sign_ins', SignIn>;
    expect(ownList._embedded.sign_ins[0]).toMatchObject({ method: 'password', issued_by: null });
    expect((await signIns(readonly, manager.user_id)).status).toBe(403);

    const admin = await api.login('admin@demo.test');
    expect((await signIns(admin, partner.user_id)).status).toBe(404);
    expect((await signIns(partner, manager.user_id)).status).toBe(404);
    expect((await signIns(admin, 999_999)).status).toBe(404);
    expect((await api.request(`/api/users/${manager.user_id}/sign_ins`)).status).toBe(401);
  });
});
