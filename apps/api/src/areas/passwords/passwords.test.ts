import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashToken } from '../../http/credentials';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const tokenFromMail = (text: string) => {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
};

async function requestReset(email: string) {
  const before = api.mail.sent.length;
  const res = await api.request('/api/passwords', { method: 'POST', json: { email } });
  expect(res.status).toBe(202);
  await api.runJobs();
  const mail = api.mail.sent.slice(before);
  return { res, mail, token: mail[0] ? tokenFromMail(mail[0].text) : null };
}

describe('POST /api/passwords', () => {
  it('answers 202 and mails a one-hour link to a known user, storing only a hash', async () => {
    const { mail, token } = await requestReset('User@Demo.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(['user@demo.test']);
    expect(mail[0]!.text).toContain('http://localhost:8787/reset-password?token=');
    const row = await api.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(token!))
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    const ttl = new Date(row.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    const raw = await api.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('token_hash', '=', token!)
      .executeTakeFirst();
    expect(raw).toBeUndefined();
  });

  it('answers 202 the same way for an unknown address and sends nothing', async () => {
    const { res, mail } = await requestReset('nobody@demo.test');
    expect(await res.json()).toEqual({ status: 'accepted' });
    expect(mail).toHaveLength(0);
  });

  it('rejects a malformed address with 400', async () => {
    const res = await api.request('/api/passwords', { method: 'POST', json: { email: 'nope' } });
    expect(res.status).toBe(400);
  });
});

describe('GET and PATCH /api/passwords', () => {
  it('checks a token, sets the password once, ends the sessions and logs in with the new one', async () => {
    const session = await api.login('readonly@demo.test');
    const { token } = await requestReset('readonly@demo.test');

    const check = await api.request(`/api/passwords?token=${encodeURIComponent(token!)}`);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ valid: true, email: 'readonly@demo.test' });

    const short = await api.request('/api/passwords', {
      method: 'PATCH',
      json: { token, password: 'short' },
    });
    expect(short.status).toBe(400);

    const res = await api.request('/api/passwords', {
      method: 'POST',
      headers: { 'x-http-method-override': 'PATCH' },
      json: { token, password: 'a-new-password' },
    });
    expect(res.status).toBe(200);

    // The old session is over; the new password works, the old one does not.
    expect((await api.request('/api/auth', { auth: session })).status).toBe(401);
    await expect(api.login('readonly@demo.test', 'a-new-password')).resolves.toMatchObject({
      email: 'readonly@demo.test',
    });
    await expect(api.login('readonly@demo.test')).rejects.toThrow(/401/);

    // A used link has expired.
    const again = await api.request('/api/passwords', {
      method: 'PATCH',
      json: { token, password: 'another-password' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This password reset link has expired.' });
    const recheck = await api.request(`/api/passwords?token=${encodeURIComponent(token!)}`);
    expect(recheck.status).toBe(400);
  });

  it('refuses an expired or unknown token with the expired-link message', async () => {
    const { token } = await requestReset('manager@demo.test');
    await api.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token!))
      .execute();
    for (const t of [token, 'not-a-real-token']) {
      const res = await api.request('/api/passwords', {
        method: 'PATCH',
        json: { token: t, password: 'a-new-password' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'This password reset link has expired.' });
    }
    await expect(api.login('manager@demo.test')).resolves.toBeTruthy();
  });
});

describe('POST /api/passwords/change', () => {
  it('needs a session', async () => {
    const res = await api.request('/api/passwords/change', {
      method: 'POST',
      json: { current_password: 'demo-password', new_password: 'changed-password' },
    });
    expect(res.status).toBe(401);
  });

  it('checks the current password, keeps this session and ends the others', async () => {
    const current = await api.login('admin@demo.test');
    const other = await api.login('admin@demo.test');
    const wrong = await api.request('/api/passwords/change', {
      method: 'POST',
      auth: current,
      json: { current_password: 'not-it', new_password: 'changed-password' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Your current password is incorrect.' });

    const short = await api.request('/api/passwords/change', {
      method: 'POST',
      auth: current,
      json: { current_password: 'demo-password', new_password: 'short' },
    });
    expect(short.status).toBe(400);

    const ok = await api.request('/api/passwords/change', {
      method: 'POST',
      auth: current,
      json: { current_password: 'demo-password', new_password: 'changed-password' },
    });
    expect(ok.status).toBe(200);
    expect((await api.request('/api/auth', { auth: current })).status).toBe(200);
    expect((await api.request('/api/auth', { auth: other })).status).toBe(401);
    await expect(api.login('admin@demo.test', 'changed-password')).resolves.toBeTruthy();
  });
});
