import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from './app';
import { createSite } from './create-site';

const root = mkdtempSync(join(tmpdir(), 'plaudit-site-'));
const dirs = {
  console: join(root, 'console'),
  embed: join(root, 'embed'),
  examples: join(root, 'examples'),
};
for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true });
mkdirSync(join(dirs.console, 'source-icons', 'icons'), { recursive: true });
mkdirSync(join(dirs.examples, 'script-tag'), { recursive: true });
writeFileSync(join(dirs.console, 'index.html'), '<!doctype html><title>Console</title>');
writeFileSync(join(dirs.console, 'source-icons', 'icons', 'google.png'), 'png');
writeFileSync(join(dirs.embed, 'loader.js'), '/* loader */');
writeFileSync(
  join(dirs.examples, 'script-tag', 'index.html'),
  '<!doctype html><title>Shop</title>',
);
const widget = 'window.widget = () => "stars";\n'.repeat(100);
writeFileSync(join(dirs.embed, 'core.js'), widget);
writeFileSync(join(dirs.embed, 'core.js.br'), brotliCompressSync(widget));
writeFileSync(join(dirs.embed, 'core.js.gz'), gzipSync(widget));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const api = { fetch: async () => Response.json({ ok: true }, { headers: { 'x-from': 'api' } }) };
const site = createSite({ api, staticRoots: dirs });
const get = (path: string) => site.request(`http://plaudit.test${path}`);

describe('the site', () => {
  it.each(['/', '/dashboard/keywords', '/examples/script-tag/'])(
    '%s is a page with a strict CSP that no other site may frame',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    },
  );

  it.each(['/embed/loader.js', '/source-icons/icons/google.png', '/logos/google.png'])(
    '%s stays readable from customers\u2019 websites',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each([
    '/.env',
    '/foo.bak',
    '/.git/config',
    '/wp-login.php',
    '/settings/backup.zip',
    '/assets/x.js',
  ])(
    '%s looks like a file and is not one: a small plain 404 page with the page headers',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const page = await res.text();
      expect(page).not.toContain('Console');
      expect(page).toContain('Not found');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it.each([
    '/no-such-screen',
    '/settings/nope/deeper/',
    '/dashboard/keywords/dr.%20smith',
    '/dashboard/keywords/node.js',
    '/as/12/dashboard/keywords/a.b',
  ])('%s is a console route (the console shows its own not-found screen)', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Console</title>');
  });

  it('leaves unknown API routes to the API, which answers JSON 404', async () => {
    const real = createSite({ api: createApi({} as never), staticRoots: dirs });
    for (const path of ['/api/no-such-route', '/api/nope.env', '/api/.env']) {
      const res = await real.request(`http://plaudit.test${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('leaves the API\u2019s answers to the API', async () => {
    const res = await get('/api/health');
    expect(res.headers.get('x-from')).toBe('api');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it("sends the build's precompressed copy a browser accepts, with Vary and the real length", async () => {
    const plain = await get('/embed/core.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(widget.length));
    const br = await site.request('http://plaudit.test/embed/core.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('access-control-allow-origin')).toBe('*');
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(widget.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(widget);
  });
});
