import type { Account, AccountUsersOverview, Session, User } from '@plaudit/api-client/schemas';
import { ACCOUNT_MESSAGES } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashPassword } from '../../http/credentials';
import { WRONG_CURRENT_PASSWORD } from '../passwords/routes';

/** Account settings: PATCH /accounts/{id}, its users overview and the owner transfer. */
let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let evergreenAdmin: Session;
let partner: Session;
beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readonly, evergreenAdmin, partner] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    api.login('admin@evergreen.demo.test'),
    api.login('partner@demo.test'),
  ]);
});
afterAll(() => api.close());

const patch = (auth: Session, id: number, json: unknown) =>
  api.request(`/api/accounts/${id}`, { method: 'PATCH', auth, json });
const read = async (id: number) =>
  api.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const owners = (accountId: number) =>
  api.db
    .selectFrom('users')
    .select('email')
    .where('account_id', '=', accountId)
    .where('owner', '=', true)
    .where('deleted_at', 'is', null)
    .execute();

describe('PATCH /api/accounts/{id}', () => {
  it('lets an Admin change the name, contacts, time zone, industry and language', async () => {
    const res = await patch(admin, admin.account_id, {
      name: '  Blue Fern Kitchen ',
      support_phone: '(503) 555-0199',
      support_email: 'help@bluefern.example.com',
      time_zone: 'America/Chicago',
      vertical: 'retail',
      language: 'es',
    });
    expect(res.status).toBe(200);
    const account = (await res.json()) as Account;
    expect(account).toMatchObject({
      name: 'Blue Fern Kitchen',
      support_phone: '(503) 555-0199',
      support_email: 'help@bluefern.example.com',
      time_zone: 'America/Chicago',
      vertical: 'retail',
      language: 'es',
    });
    // The session's account (GET /accounts/{id}) says the same.
    const again = await api.request(`/api/accounts/${admin.account_id}`, { auth: user });
    expect(await again.json()).toMatchObject({ name: 'Blue Fern Kitchen', language: 'es' });

    // Empty contacts are cleared; the rest is put back.
    const cleared = await patch(admin, admin.account_id, {
      name: 'Blue Fern Bistro',
      support_phone: '',
      support_email: null,
      vertical: 'restaurant',
      language: 'en',
      time_zone: 'America/Los_Angeles',
    });
    expect(await cleared.json()).toMatchObject({
      name: 'Blue Fern Bistro',
      support_phone: null,
      support_email: null,
      time_zone: 'America/Los_Angeles',
    });
  });

  it('is refused to Managers, Users and Read Only users (403), changing nothing', async () => {
    const before = await read(admin.account_id);
    for (const session of [manager, user, readonly]) {
      const res = await patch(session, session.account_id, { name: 'Hijacked' });
      expect(res.status).toBe(403);
      expect(await res.json()).toHaveProperty('error');
    }
    expect((await read(admin.account_id)).name).toBe(before.name);
  });

  it('does not find another account (404), nor a sibling child for a partner’s child admin', async () => {
    const evergreen = evergreenAdmin.account_id;
    expect((await patch(admin, evergreen, { name: 'Hijacked' })).status).toBe(404);
    expect((await patch(evergreenAdmin, admin.account_id, { name: 'Hijacked' })).status).toBe(404);
    expect((await patch(admin, 999_999, { name: 'Hijacked' })).status).toBe(404);
    expect((await read(evergreen)).name).toBe('Evergreen Family Health');
  });

  it.each([
    [{ support_phone: '555-01' }, /support_phone must be a 10-digit phone number/],
    [{ support_phone: '(503) 555-0199x' }, /support_phone/],
    [{ support_email: 'not-an-address' }, /support_email must be a valid email address/],
    [{ time_zone: 'Mars/Olympus_Mons' }, /time_zone must be a time zone/],
    [{ time_zone: 'america/chicago' }, /time_zone/],
    [{ time_zone: '' }, /time_zone is required/],
    [{ vertical: 'bakery' }, /vertical must be one of/],
    [{ language: 'it' }, /language must be one of/],
    [{ name: '   ' }, /name is required/],
    [{ name: 'x'.repeat(256) }, /name must be at most 255/],
  ])('refuses %j with 400 naming the field, changing nothing', async (body, message) => {
    const before = await read(admin.account_id);
    const res = await patch(admin, admin.account_id, { name: 'Changed', ...body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    const after = await read(admin.account_id);
    expect(after).toEqual(before);
  });

  it('accepts a 10-digit phone written with dots, dashes or spaces and a time zone link', async () => {
    for (const phone of ['503.555.0199', '503-555-0199', '5035550199', '503 555 0199']) {
      const res = await patch(evergreenAdmin, evergreenAdmin.account_id, { support_phone: phone });
      expect(res.status).toBe(200);
    }
    const linked = await patch(evergreenAdmin, evergreenAdmin.account_id, {
      time_zone: 'Asia/Kolkata',
    });
    expect(linked.status).toBe(200);
    await patch(evergreenAdmin, evergreenAdmin.account_id, {
      support_phone: null,
      time_zone: 'America/Los_Angeles',
    });
  });

  it('needs the language_settings setting for a language other than English', async () => {
    // Evergreen has no language_settings.
    const res = await patch(evergreenAdmin, evergreenAdmin.account_id, { language: 'fr' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: ACCOUNT_MESSAGES.languageOff });
    expect((await read(evergreenAdmin.account_id)).language).toBe('en');
    expect(
      (await patch(evergreenAdmin, evergreenAdmin.account_id, { language: 'en' })).status,
    ).toBe(200);
  });

  it('lets the partner rename a child account, not switch on a field it has no business with', async () => {
    const evergreen = evergreenAdmin.account_id;
    const res = await patch(partner, evergreen, { support_email: 'clinics@evergreen.example.com' });
    expect(res.status).toBe(200);
    expect((await read(evergreen)).support_email).toBe('clinics@evergreen.example.com');
    await patch(partner, evergreen, { support_email: null });
    // A child's Admin cannot switch their own account on or off.
    expect((await patch(admin, admin.account_id, { active: false })).status).toBe(403);
  });
});

describe('GET /api/accounts/{id}/users_overview', () => {
  it('counts the users per user type and names the owner, for everyone in the account', async () => {
    for (const session of [admin, manager, user, readonly]) {
      const res = await api.request(`/api/accounts/${admin.account_id}/users_overview`, {
        auth: session,
      });
      expect(res.status).toBe(200);
      const overview = (await res.json()) as AccountUsersOverview;
      expect(overview.by_user_type).toMatchObject({
        administrator: 1,
        manager: 1,
        user: 1,
        read_only: 1,
      });
      expect(overview.total).toBe(Object.values(overview.by_user_type).reduce((a, b) => a + b, 0));
      expect(overview.owner).toMatchObject({ email: 'admin@demo.test', name: 'Avery Chen' });
    }
  });

  it('does not find another account (404)', async () => {
    const res = await api.request(`/api/accounts/${evergreenAdmin.account_id}/users_overview`, {
      auth: admin,
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/accounts/{id}/owner', () => {
  let second: User;
  let secondSession: Session;
  beforeAll(async () => {
    // A second Admin in Evergreen, with a password.
    const res = await api.request('/api/users', {
      method: 'POST',
      auth: evergreenAdmin,
      json: {
        email: 'second-admin@evergreen.demo.test',
        name: 'Noor Haddad',
        user_type: 'administrator',
      },
    });
    second = (await res.json()) as User;
    await api.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('demo-password') })
      .where('id', '=', second.id)
      .execute();
    secondSession = await api.login('second-admin@evergreen.demo.test');
  });
  const transfer = (auth: Session, json: unknown, accountId = auth.account_id) =>
    api.request(`/api/accounts/${accountId}/owner`, { method: 'POST', auth, json });

  it('moves the owner flag from the owner to another Admin, exactly one owner after', async () => {
    const evergreen = evergreenAdmin.account_id;
    const res = await transfer(evergreenAdmin, {
      user_id: second.id,
      current_password: 'demo-password',
    });
    expect(res.status).toBe(200);
    const overview = (await res.json()) as AccountUsersOverview;
    expect(overview.owner).toMatchObject({ id: second.id, email: second.email });
    expect(await owners(evergreen)).toEqual([{ email: 'second-admin@evergreen.demo.test' }]);
    expect(api.mail.sent.at(-1)).toMatchObject({ to: [second.email] });
    // The sessions say so.
    const me = await api.request('/api/auth', { auth: secondSession });
    expect(await me.json()).toMatchObject({ isAccountOwner: true });
    const former = await api.request('/api/auth', { auth: evergreenAdmin });
    expect(await former.json()).toMatchObject({ isAccountOwner: false });

    // The former owner may not take it back; the new owner gives it back.
    expect(
      (
        await transfer(evergreenAdmin, {
          user_id: evergreenAdmin.user_id,
          current_password: 'demo-password',
        })
      ).status,
    ).toBe(403);
    const back = await transfer(secondSession, {
      user_id: evergreenAdmin.user_id,
      current_password: 'demo-password',
    });
    expect(back.status).toBe(200);
    expect(await owners(evergreen)).toEqual([{ email: 'admin@evergreen.demo.test' }]);
  });

  it('is only for the owner: another Admin, a Manager, a User or Read Only gets 403', async () => {
    const body = { user_id: admin.user_id, current_password: 'demo-password' };
    expect(
      (await transfer(secondSession, { ...body, user_id: evergreenAdmin.user_id })).status,
    ).toBe(403);
    for (const session of [manager, user, readonly]) {
      const res = await transfer(session, body);
      expect(res.status).toBe(403);
    }
    expect(await owners(admin.account_id)).toEqual([{ email: 'admin@demo.test' }]);
  });

  it('gives ownership only to another active Admin of the same account (400), with the right password', async () => {
    const evergreen = evergreenAdmin.account_id;
    const manager = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'manager@evergreen.demo.test')
      .executeTakeFirstOrThrow();
    for (const userId of [manager.id, evergreenAdmin.user_id, admin.user_id, 999_999]) {
      const res = await transfer(evergreenAdmin, {
        user_id: userId,
        current_password: 'demo-password',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: ACCOUNT_MESSAGES.ownerTarget });
    }
    const wrong = await transfer(evergreenAdmin, { user_id: second.id, current_password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: WRONG_CURRENT_PASSWORD });
    const missing = await transfer(evergreenAdmin, { user_id: second.id });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/current_password/);
    expect((await transfer(evergreenAdmin, { user_id: 'x', current_password: 'a' })).status).toBe(
      400,
    );
    expect(await owners(evergreen)).toEqual([{ email: 'admin@evergreen.demo.test' }]);
  });

  it('does not find another account (404), nor lets a partner transfer a child’s ownership', async () => {
    const body = { user_id: second.id, current_password: 'demo-password' };
    expect((await transfer(admin, body, evergreenAdmin.account_id)).status).toBe(404);
    expect((await transfer(partner, body, evergreenAdmin.account_id)).status).toBe(403);
  });

  it('keeps the owner an Admin and in the account until ownership moves (409)', async () => {
    const demote = await api.request(`/api/users/${evergreenAdmin.user_id}`, {
      method: 'PATCH',
      auth: secondSession,
      json: { user_type: 'manager' },
    });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({ error: ACCOUNT_MESSAGES.ownerStaysAdmin });
    const remove = await api.request(`/api/users/${evergreenAdmin.user_id}`, {
      method: 'DELETE',
      auth: secondSession,
    });
    expect(remove.status).toBe(409);
    expect(await remove.json()).toEqual({ error: ACCOUNT_MESSAGES.ownerNotRemoved });
  });

  it('allows one owner per account in the database itself', async () => {
    await expect(
      api.db.updateTable('users').set({ owner: true }).where('id', '=', second.id).execute(),
    ).rejects.toThrow(/users_one_owner_idx|unique/i);
  });
});
