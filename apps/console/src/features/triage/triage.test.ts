import type { TriageEcho } from '@plaudit/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  clockOffsetMs,
  describeClockOffset,
  runNetworkChecks,
  TRIAGE_REQUESTS,
  TRIAGE_TIMEOUT_MS,
  timedRequest,
} from './triage';

const echoOf = (method: string): TriageEcho =>
  ({
    method,
    body_bytes: 0,
    client_address: '127.0.0.1',
    user_agent: 'test',
    server_time: new Date().toISOString(),
  }) as TriageEcho;

/** A server that echoes the method it received, applying (or not) the override. */
const server = (applyOverride: boolean) =>
  vi.fn(async (_url: string, init: RequestInit) => {
    const override = new Headers(init.headers).get('X-HTTP-Method-Override');
    const method = applyOverride && override ? override : (init.method ?? 'GET');
    return new Response(JSON.stringify(echoOf(method)), { status: 200 });
  });

describe('triage', () => {
  it('sends every method and the overrides to /api/triage and checks what arrived', async () => {
    const fetchMock = server(true);
    const checks = await runNetworkChecks(fetchMock as unknown as typeof fetch);
    expect(checks).toHaveLength(TRIAGE_REQUESTS.length);
    expect(checks.every((c) => c.ok && c.url === '/api/triage')).toBe(true);
    const sent = fetchMock.mock.calls.map(([, init]) => [
      init.method,
      new Headers(init.headers).get('X-HTTP-Method-Override'),
    ]);
    expect(sent).toEqual([
      ['GET', null],
      ['POST', null],
      ['PUT', null],
      ['PATCH', null],
      ['DELETE', null],
      ['POST', 'PATCH'],
      ['POST', 'PUT'],
      ['POST', 'DELETE'],
    ]);
  });

  it('fails an override the way to the server dropped', async () => {
    const checks = await runNetworkChecks(server(false) as unknown as typeof fetch);
    const failed = checks.filter((c) => !c.ok).map((c) => c.error);
    expect(failed).toEqual([
      'The server received POST, not PATCH',
      'The server received POST, not PUT',
      'The server received POST, not DELETE',
    ]);
  });

  it('fails an answer that is not the server echo', async () => {
    const proxy = (async () =>
      new Response('<html>blocked</html>', { status: 200 })) as unknown as typeof fetch;
    const check = await timedRequest({ name: 'GET', method: 'GET' }, proxy);
    expect(check).toMatchObject({
      ok: false,
      error: 'The answer was not the server’s (a proxy may have answered)',
    });
    const refused = (async () => new Response('{}', { status: 405 })) as unknown as typeof fetch;
    expect((await timedRequest({ name: 'PATCH', method: 'PATCH' }, refused)).error).toBe(
      'The server answered HTTP 405',
    );
  });

  it('gives up after the 5-minute time-out', async () => {
    expect(TRIAGE_TIMEOUT_MS).toBe(300_000);
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    const check = await timedRequest({ name: 'GET', method: 'GET' }, hanging, 10);
    expect(check).toMatchObject({ ok: false, status: null, error: 'Timed out after 5 minutes' });
  });

  it('reports a network failure', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const check = await timedRequest({ name: 'GET', method: 'GET' }, failing);
    expect(check).toMatchObject({ ok: false, error: 'Failed to fetch' });
  });

  it("tells how far the browser's clock is from the server's", async () => {
    const checks = await runNetworkChecks(server(true) as unknown as typeof fetch);
    expect(describeClockOffset(clockOffsetMs(checks))).toBe('In step with the server');
    expect(describeClockOffset(-5 * 60_000)).toBe('5 minutes behind the server');
    expect(describeClockOffset(61_000)).toBe('1 minute ahead of the server');
    expect(describeClockOffset(null)).toBe('Unknown (the server did not answer)');
  });
});
