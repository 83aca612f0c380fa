import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';
import { jsonDepthOver, MAX_JSON_DEPTH, TOO_DEEP } from './http/validate';

/**
 * Deeply nested and very wide JSON bodies, sent without a login to the routes anyone can
 * reach: a 400 saying what is wrong, never a 500 (a stack overflow in the walks that run
 * after parsing), and nothing logged for them.
 */
let api: TestApi;
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => errors.mockClear());

const UNAUTHENTICATED: [string, string][] = [
  ['POST', '/api/signup/user'],
  ['POST', '/api/passwords'],
  ['POST', '/api/auth/sso'],
  ['PATCH', '/api/confirm'],
];
const nested = (levels: number, open = '[', close = ']', inner = '') =>
  `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
/** A client of its own, so the refusals count against nobody else's limits. */
const FROM = { 'x-forwarded-for': '203.0.113.33' };

const send = async (method: string, path: string, body: string) => {
  const res = await api.request(path, {
    method,
    headers: { ...FROM, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
};

describe('deeply nested JSON', () => {
  it.each(UNAUTHENTICATED)('%s %s: 10,000 levels answer 400, nothing logged', async (m, p) => {
    for (const body of [
      nested(10_000),
      nested(10_000, '{"a":', '}', '1'),
      `{"email": "a@example.com", "x": ${nested(10_000)}}`,
    ]) {
      const res = await send(m, p, body);
      expect(res).toEqual({ status: 400, body: { error: TOO_DEEP } });
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(UNAUTHENTICATED)('%s %s: 50,000 keys or 300,000 items answer 400', async (m, p) => {
    const keys = JSON.stringify(
      Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])),
    );
    const items = JSON.stringify(Array.from({ length: 300_000 }, () => 1));
    for (const body of [keys, items]) {
      const res = await send(m, p, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
      // The answer names what is wrong; it does not list every one of the keys or items.
      expect(res.body.error!.length).toBeLessThan(2000);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('the OAuth token endpoint refuses deep JSON as an invalid request', async () => {
    const res = await send('POST', '/api/oauth/token', nested(10_000));
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'invalid_request', error_description: TOO_DEEP }),
    });
  });

  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthOver(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthOver(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthOver(nested(MAX_JSON_DEPTH, '{"a":', '}', '1'))).toBe(false);
    expect(jsonDepthOver(nested(MAX_JSON_DEPTH + 1, '{"a":', '}', '1'))).toBe(true);
    expect(jsonDepthOver(JSON.stringify({ name: '['.repeat(100), quote: '"[[[[\\' }))).toBe(false);
    expect(jsonDepthOver(`["\\"${'['.repeat(100)}"]`)).toBe(false);
    // Depth goes back down: many shallow siblings are not deep.
    expect(jsonDepthOver(`[${Array(1000).fill('[[]]').join(',')}]`)).toBe(false);
  });
});
