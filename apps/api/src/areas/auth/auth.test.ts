import type { Session } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, startTestApi, type TestApi } from '../../../test/test-api';
import { hashToken } from '../../http/credentials';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('POST /api/auth', () => {
  it('logs a demo user in and returns the session of spec 1 section 3', async () => {
    const s = await api.login('admin@demo.test');
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(s).toMatchObject({
      email: 'admin@demo.test',
      user_type: 'administrator',
      user_type_id: 6,
      isParent: false,
      isShadowing: false,
      isImpersonated: false,
      isAccountOwner: true,
      account_active: true,
      status: 'active',
    });
    expect(s.profile_id).toBe(s.user_id);
    expect(s.permissions.location).toEqual({
      read: true,
      create: true,
      update: true,
      delete: true,
      preview: true,
    });
  });

  it('stores only a hash of the token and the password', async () => {
    const s = await api.login('manager@demo.test');
    const tokens = await api.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', s.user_id)
      .execute();
    expect(tokens.map((t) => t.token_hash)).toContain(hashToken(s.token));
    expect(tokens.map((t) => t.token_hash)).not.toContain(s.token);
    const user = await api.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', s.user_id)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('demo-password');
  });

  it('refuses a wrong password with 401 and an unknown e-mail the same way', async () => {
    const wrong = await api.request('/api/auth', {
      method: 'POST',
      json: { email: 'admin@demo.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid email or password' });
    const unknown = await api.request('/api/auth', {
      method: 'POST',
      json: { email: 'ghost@demo.test', password: 'x' },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with a message for malformed JSON and missing fields', async () => {
    const bad = await api.request('/api/auth', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/not valid JSON/);
    const missing = await api.request('/api/auth', {
      method: 'POST',
      json: { email: 'admin@demo.test' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/password/);
    const wrongType = await api.request('/api/auth', {
      method: 'POST',
      json: { email: 42, password: true },
    });
    expect(wrongType.status).toBe(400);
  });

  it('slows repeated failures down and then refuses with 429', async () => {
    const email = 'readonly@demo.test';
    for (let i = 0; i < 10; i++) {
      const r = await api.request('/api/auth', {
        method: 'POST',
        json: { email, password: `wrong-${i}` },
      });
      expect(r.status).toBe(401);
    }
    const blocked = await api.request('/api/auth', {
      method: 'POST',
      json: { email, password: 'demo-password' },
    });
    expect(blocked.status).toBe(429);
    // Other users are not affected.
    expect((await api.login('user@demo.test')).email).toBe('user@demo.test');
  });
});

describe('GET and DELETE /api/auth', () => {
  it('returns the current session and ends it on logout', async () => {
    const s = await api.login('user@demo.test');
    const me = await api.request('/api/auth', { auth: s });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user_id: s.user_id,
      account_id: s.account_id,
      token: s.token,
    });
    expect((await api.request('/api/auth', { method: 'DELETE', auth: s })).status).toBe(204);
    const after = await api.request('/api/locations', { auth: s });
    expect(after.status).toBe(401);
    expect(await after.json()).toHaveProperty('error');
  });

  it('answers 401 without credentials or with a token of another user', async () => {
    expect((await api.request('/api/locations')).status).toBe(401);
    const a = await api.login('admin@demo.test');
    const forged = await api.request('/api/locations', {
      headers: { authorization: basicAuth({ email: 'manager@demo.test', token: a.token }) },
    });
    expect(forged.status).toBe(401);
    const garbage = await api.request('/api/locations', {
      headers: { authorization: 'Basic !!!' },
    });
    expect(garbage.status).toBe(401);
  });
});

describe('inactive accounts', () => {
  it('answer 402 on data calls but still give the session', async () => {
    const s = await api.login('trial@demo.test');
    await api.db
      .updateTable('accounts')
      .set({ active: false })
      .where('id', '=', s.account_id)
      .execute();
    try {
      const res = await api.request('/api/locations', { auth: s });
      expect(res.status).toBe(402);
      expect((await res.json()).error).toBeTruthy();
      const me = await api.request('/api/auth', { auth: s });
      expect(me.status).toBe(200);
      expect((await me.json()).account_active).toBe(false);
    } finally {
      await api.db
        .updateTable('accounts')
        .set({ active: true })
        .where('id', '=', s.account_id)
        .execute();
    }
  });
});

describe('POST /api/shadow_user/tokens', () => {
  it('gives a partner user a session in a child account', async () => {
    const partner = await api.login('partner@demo.test');
    expect(partner.isParent).toBe(true);
    const children = await (await api.request('/api/accounts', { auth: partner })).json();
    const bistro = children._embedded.accounts.find(
      (a: { name: string }) => a.name === 'Blue Fern Bistro',
    );
    expect(bistro).toBeTruthy();
    const res = await api.request('/api/shadow_user/tokens', {
      method: 'POST',
      auth: partner,
      json: { child_account_id: bistro.id },
    });
    expect(res.status).toBe(201);
    const child = (await res.json()) as Session;
    expect(child).toMatchObject({
      account_id: bistro.id,
      isShadowing: true,
      isParent: false,
      parent_account_id: partner.account_id,
    });
    const locations = await (await api.request('/api/locations', { auth: child })).json();
    expect(locations._total).toBeGreaterThan(20);
    // The session reads its own user (the partner's, acting in the child account)...
    const own = await api.request(`/api/users/${child.user_id}`, { auth: child });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: partner.user_id, email: 'partner@demo.test' });
    // ...and no other user of the partner account.
    const bistroAdmin = await api.login('admin@demo.test');
    const other = await api.request(`/api/users/${bistroAdmin.user_id}`, { auth: partner });
    expect(other.status).toBe(404);
  });

  it('refuses accounts that are not the partner’s children (404) and non-partners (403)', async () => {
    const partner = await api.login('partner@demo.test');
    const bistroAdmin = await api.login('admin@demo.test');
    const notChild = await api.request('/api/shadow_user/tokens', {
      method: 'POST',
      auth: partner,
      json: { child_account_id: partner.account_id },
    });
    expect(notChild.status).toBe(404);
    const nonParent = await api.request('/api/shadow_user/tokens', {
      method: 'POST',
      auth: bistroAdmin,
      json: { child_account_id: bistroAdmin.account_id },
    });
    expect(nonParent.status).toBe(403);
    const bad = await api.request('/api/shadow_user/tokens', {
      method: 'POST',
      auth: partner,
      json: { child_account_id: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('conventions', () => {
  it('answers GET /api/health', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /api/health without the database, even while a transaction holds it', async () => {
    // Liveness: PGlite lends its one connection to one transaction at a time, and a health
    // check that queried it would wait behind every request in the queue.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let holding!: () => void;
    const inTransaction = new Promise<void>((r) => {
      holding = r;
    });
    const tx = api.db.transaction().execute(async (t) => {
      await sql`SELECT 1`.execute(t);
      holding();
      await held;
    });
    await inTransaction;
    try {
      const res = await api.request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      release();
      await tx;
    }
  });

  it('answers with the versioned HAL content type and refuses other versions', async () => {
    const res = await api.request('/api/health');
    expect(res.headers.get('content-type')).toBe('application/hal+json; version=1');
    const v2 = await api.request('/api/health', {
      headers: { accept: 'application/hal+json; version=2' },
    });
    expect(v2.status).toBe(406);
  });

  it('honours X-HTTP-Method-Override on POST', async () => {
    const s = await api.login('admin@demo.test');
    const list = await (await api.request('/api/groups', { auth: s })).json();
    const group = list._embedded.groups[0];
    const res = await api.request(`/api/groups/${group.id}`, {
      method: 'POST',
      auth: s,
      headers: { 'x-http-method-override': 'PATCH' },
      json: { name: 'Renamed by override' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).name).toBe('Renamed by override');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});
