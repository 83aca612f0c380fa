import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, staticResponse } from './serve-static';

const dir = mkdtempSync(join(tmpdir(), 'plaudit-static-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = 'console.log("a widget");\n'.repeat(200);
const js = join(dir, 'app.js');
writeFileSync(js, script);
writeFileSync(`${js}.br`, brotliCompressSync(script));
writeFileSync(`${js}.gz`, gzipSync(script));
const png = join(dir, 'icon.png');
writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47]));

describe('staticResponse with precompressed copies', () => {
  it('sends the brotli copy when brotli is accepted, with its length and Vary', async () => {
    const res = await staticResponse(js, { acceptEncoding: 'gzip, deflate, br, zstd' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await staticResponse(js, { acceptEncoding: 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await staticResponse(js, {});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('content-length')).toBe(String(script.length));
  });

  it('respects q=0 and leaves images alone', async () => {
    const res = await staticResponse(js, { acceptEncoding: 'br;q=0, gzip;q=0.5' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const image = await staticResponse(png, { acceptEncoding: 'br, gzip' });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });

  it('reads Accept-Encoding tokens', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
