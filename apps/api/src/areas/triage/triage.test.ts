import type { TriageEcho } from '@plaudit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const echo = async (init: RequestInit & { json?: unknown }) => {
  const res = await api.request('/api/triage', init);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as TriageEcho;
};

describe('/api/triage', () => {
  it('echoes every method without a login, with the body it read and the server clock', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await echo({
        method,
        ...(method === 'GET' ? {} : { json: { triage: true } }),
        headers: { 'user-agent': 'triage-test' },
      });
      expect(answer).toMatchObject({
        method,
        body_bytes: method === 'GET' ? 0 : 15,
        user_agent: 'triage-test',
      });
      expect(Math.abs(Date.parse(answer.server_time) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('answers a POST with a method override as the overriding method', async () => {
    for (const override of ['PATCH', 'PUT', 'DELETE']) {
      const answer = await echo({
        method: 'POST',
        json: { triage: true },
        headers: { 'x-http-method-override': override },
      });
      expect(answer.method).toBe(override);
    }
  });

  it('limits one client to 60 checks a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await api.request('/api/triage', { method: 'GET' })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const limited = await api.request('/api/triage');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many diagnostics. Please wait a minute and run them again.',
    });
  });
});
