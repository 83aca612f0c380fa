import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, startTestApi, type TestApi } from '../../test/test-api';
import { COMPRESS_MIN_BYTES } from './compress-json';

let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A request through node:http, which (unlike fetch) shows the bytes as they crossed the wire. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${api.baseUrl}${path}`,
      {
        method,
        headers: {
          authorization: basicAuth(admin),
          accept: 'application/hal+json; version=1',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const LIST = '/api/reviews?per_page=50';

describe('JSON answers compressed on the wire', () => {
  it('sends a list over 1 KB as it is without Accept-Encoding, with its length and Vary', async () => {
    const plain = await raw(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(JSON.parse(plain.body.toString())._embedded.reviews).toHaveLength(50);
  });

  it('sends it brotli-compressed when br is accepted: smaller, the same JSON once decompressed', async () => {
    const plain = await raw(LIST);
    const br = await raw(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/hal+json; version=1');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
  });

  it('sends gzip when only gzip is accepted, and nothing compressed when br and gzip are refused', async () => {
    const plain = await raw(LIST);
    const gz = await raw(LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const refused = await raw(LIST, { 'accept-encoding': 'br;q=0, gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.length).toBe(plain.body.length);
  });

  it('leaves small answers and errors under 1 KB plain', async () => {
    const health = await raw('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    expect(Number(health.headers['content-length'])).toBe(health.body.length);
    const missing = await raw('/api/reviews/999999999', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('does not buffer or compress the server-sent events of /api/realtime', async () => {
    const first = await new Promise<{ headers: IncomingHttpHeaders; chunk: string }>(
      (resolve, reject) => {
        const req = httpRequest(`${api.baseUrl}/api/realtime/media-compress1`, {
          headers: { authorization: basicAuth(admin), 'accept-encoding': 'br, gzip' },
        });
        req.on('response', (res) => {
          // The stream stays open: its first chunk must arrive before it ends.
          res.once('data', (c: Buffer) => {
            resolve({ headers: res.headers, chunk: c.toString() });
            req.destroy();
          });
        });
        req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
        req.end();
      },
    );
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.chunk).toContain(': connected');
  });
});
