import { describe, expect, it, vi } from 'vitest';
import { runNetworkChecks, TRIAGE_TIMEOUT_MS, timedRequest } from './triage';

describe('triage', () => {
  it('times a GET of /api/health and a POST with a method override', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    const checks = await runNetworkChecks(fetchMock as unknown as typeof fetch);
    expect(checks.map((c) => [c.method, c.status])).toEqual([
      ['GET', 200],
      ['POST', 200],
    ]);
    const [, post] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(new Headers(post![1].headers).get('X-HTTP-Method-Override')).toBe('PATCH');
  });

  it('gives up after the 5-minute time-out', async () => {
    expect(TRIAGE_TIMEOUT_MS).toBe(300_000);
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    const check = await timedRequest('slow', '/api/health', {}, hanging, 10);
    expect(check).toMatchObject({ ok: false, status: null, error: 'Timed out after 5 minutes' });
  });

  it('reports a network failure', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const check = await timedRequest('down', '/api/health', {}, failing);
    expect(check).toMatchObject({ ok: false, error: 'Failed to fetch' });
  });
});
