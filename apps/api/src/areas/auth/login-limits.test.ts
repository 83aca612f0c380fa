import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../../test/test-api';
import { createApi } from '../../app';
import { LOGIN_LIMITS, TOO_MANY_LOGINS } from './routes';

/** Failed logins are limited per client and account, per client, and per account under attack. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** One login attempt from `client` (the test server believes one proxy hop). */
const attempt = (email: string, password: string, client: string, base = api.baseUrl) =>
  fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });

const statuses = async (responses: Promise<Response>[]) =>
  (await Promise.all(responses)).map((r) => r.status);

describe('login limits', () => {
  it('checks exactly 10 guesses of a parallel burst; the others, a right password among them, get 429', async () => {
    const burst = [
      ...Array.from({ length: 59 }, (_, i) =>
        attempt('manager@demo.test', `wrong-${i}`, '198.51.100.1'),
      ),
      attempt('manager@demo.test', DEMO_PASSWORD, '198.51.100.1'),
    ];
    const answers = await statuses(burst);
    const checked = answers.filter((s) => s !== 429);
    // Each answer other than 429 means the password was checked.
    expect(checked.length).toBeLessThanOrEqual(LOGIN_LIMITS.perClientAccount);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      60 - LOGIN_LIMITS.perClientAccount,
    );
    // The right password after the burst is refused from that client...
    const again = await attempt('manager@demo.test', DEMO_PASSWORD, '198.51.100.1');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await again.json()).toEqual({ error: TOO_MANY_LOGINS });
    // ...but the owner signs in from anywhere else: nobody can lock an account out.
    expect((await attempt('manager@demo.test', DEMO_PASSWORD, '203.0.113.50')).status).toBe(201);
  });

  it('limits one client trying many accounts', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++)
      answers.push((await attempt(`nobody-${i}@demo.test`, 'guess', '198.51.100.2')).status);
    expect(answers.slice(0, LOGIN_LIMITS.perClient).every((s) => s === 401)).toBe(true);
    expect(answers.slice(LOGIN_LIMITS.perClient).every((s) => s === 429)).toBe(true);
    // Another client is not affected.
    expect((await attempt('user@demo.test', DEMO_PASSWORD, '198.51.100.3')).status).toBe(201);
  });

  it('under a spread-out attack a failing client gets no second try, a clean one still signs in', async () => {
    const target = 'readonly@demo.test';
    // One guess each from many clients pushes the account past its alarm level.
    for (let i = 0; i <= LOGIN_LIMITS.accountUnderAttack; i += 20)
      await statuses(
        Array.from({ length: 20 }, (_, k) => attempt(target, 'guess', `10.1.${i}.${k}`)),
      );
    expect((await attempt(target, 'second-guess', '10.1.0.0')).status).toBe(429);
    expect((await attempt(target, DEMO_PASSWORD, '10.2.0.1')).status).toBe(201);
  });

  it('counts in the database, so every server sees the same limits', async () => {
    const second = createApi(api.deps);
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: second.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const otherBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (let i = 0; i < LOGIN_LIMITS.perClientAccount; i++)
        expect((await attempt('user@demo.test', 'wrong', '198.51.100.9')).status).toBe(401);
      expect(
        (await attempt('user@demo.test', DEMO_PASSWORD, '198.51.100.9', otherBase)).status,
      ).toBe(429);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('does not count a successful login', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perClientAccount + 5; i++)
      expect((await attempt('admin@demo.test', DEMO_PASSWORD, '198.51.100.10')).status).toBe(201);
  });
});
