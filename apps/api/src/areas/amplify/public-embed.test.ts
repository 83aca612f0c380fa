import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Session, Widget, WidgetType } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWidgets } from '../../../seed/seed-widgets';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { pickEncoding } from './public-response';
import { servePublicWidget } from './serve-public-widget';

/**
 * The zero-JS embed (GET /embed/widgets/{id}.html) and the bytes on the wire of
 * the public payload, through the Hono app and through the node:http fast path.
 */
let api: TestApi;
let admin: Session;
let fast: Server;
let fastUrl = '';
const ids = {} as Record<WidgetType, string>;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request without any automatic decompression: what crosses the network. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) =>
  (r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body
  ).toString('utf8');

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  for (const w of await seedDemoWidgets(api.db, admin.account_id)) ids[w.widget_type] = w.id;
  fast = createServer((req, res) => {
    if (!servePublicWidget(req, res, api.db, 'https://app.plaudit.test')) {
      res.writeHead(418);
      res.end();
    }
  });
  await new Promise<void>((r) => fast.listen(0, '127.0.0.1', r));
  fastUrl = `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => fast.close(r));
  await api.close();
});

describe('Accept-Encoding', () => {
  it('picks brotli, then gzip, never an encoding refused with q=0', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
  });
});

describe.each([
  ['the Hono route', () => api.baseUrl],
  ['the node:http fast path', () => fastUrl],
])('public payload through %s', (_, base) => {
  it('is compressed by Accept-Encoding with the real Content-Length', async () => {
    const url = `${base()}/api/public/widgets/${ids.full_page}`;
    const plain = await raw(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const json = plain.body.toString('utf8');
    expect(JSON.parse(json).id).toBe(ids.full_page);

    for (const [ae, enc] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const r = await raw(url, { 'accept-encoding': ae });
      expect(r.headers['content-encoding']).toBe(enc);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(r)).toBe(json);
      expect(r.headers.etag).toBe(plain.headers.etag);
    }
    const head = await raw(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBeDefined();
    expect(head.body.length).toBe(0);
  });

  it('?html=1 adds the widget rendered with its controls, image paths relative to the API', async () => {
    const url = `${base()}/api/public/widgets/${ids.teaser}`;
    const plain = JSON.parse((await raw(url)).body.toString('utf8'));
    expect(plain.html).toBeUndefined();
    const r = await raw(`${url}?html=1`, { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(decode(r));
    const { html, ...payload } = answer;
    expect(payload).toEqual(plain);
    expect(html).toMatch(/^<style data-plaudit-ssr>[\s\S]*<\/style><div part="widget">/);
    expect(html).toContain('part="button next"'); // the controls hold their place
    expect(html).toContain(' src="/source-icons/');
    expect(html).not.toMatch(/<script/i);
    // Its own ETag: the payload without html is never taken for it.
    expect(r.headers.etag).not.toBe((await raw(url)).headers.etag);
    const again = await raw(`${url}?html=1`, { 'if-none-match': r.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('a bad html parameter is a 400 naming it; an unknown id with html=1 is still 404', async () => {
    const url = `${base()}/api/public/widgets/${ids.teaser}`;
    for (const q of ['html=yes', 'html=', 'html=10']) {
      const r = await raw(`${url}?${q}`);
      expect(r.status, q).toBe(400);
      expect(JSON.parse(r.body.toString()).error).toMatch(/html/);
    }
    expect((await raw(`${url}?v=2`)).status).toBe(200); // other parameters: ignored
    const unknown = await raw(`${base()}/api/public/widgets/wgt_0000000000000000000000?html=1`);
    expect(unknown.status).toBe(404);
  });
});

describe.each([
  ['the Hono route', () => api.baseUrl],
  ['the node:http fast path', () => fastUrl],
])('GET /embed/widgets/{id}.html through %s', (_, base) => {
  const url = (id: string) => `${base()}/embed/widgets/${id}.html`;

  it('renders the star snapshot and the teaser into a declarative shadow root, styled', async () => {
    for (const kind of ['star_snapshot', 'teaser'] as const) {
      const r = await raw(url(ids[kind]));
      expect(r.status, kind).toBe(200);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['access-control-allow-origin']).toBe('*');
      expect(r.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const html = decode(r);
      expect(html).toMatch(
        new RegExp(`^<div data-plaudit-widget="${ids[kind]}" data-plaudit-kind="${kind}">`),
      );
      expect(html).toContain('<template shadowrootmode="open"><style data-plaudit-ssr>');
      expect(html).toContain(':host{display:block}');
      expect(html).not.toMatch(/<script/i);
    }
    const snap = decode(await raw(url(ids.star_snapshot)));
    expect(snap).toMatch(/Rated [\d.]+ out of 5/);
    expect(snap).toMatch(/\d reviews/);
    // No control needing script: the carousel's buttons are left out.
    const teaser = decode(await raw(url(ids.teaser)));
    expect(teaser).toContain('part="card"');
    expect(teaser).not.toContain('<button');
  });

  it('is compressed, with the real Content-Length', async () => {
    const plain = await raw(url(ids.teaser));
    const br = await raw(url(ids.teaser), { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(decode(br)).toBe(plain.body.toString('utf8'));
  });

  it('answers 304 to If-None-Match with its ETag', async () => {
    const first = await raw(url(ids.star_snapshot));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await raw(url(ids.star_snapshot), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await raw(url(ids.star_snapshot), { 'if-none-match': '"old"' })).status).toBe(200);
  });

  it('is 404 for unknown, malformed and unpublished ids', async () => {
    const created = await api.request('/api/amplify/widgets', {
      method: 'POST',
      auth: admin,
      json: { name: 'Draft snapshot', widget_type: 'star_snapshot' },
    });
    const draft = (await created.json()) as Widget;
    for (const id of [draft.id, 'wgt_0000000000000000000000', 'nope', '%3Cb%3E']) {
      const r = await raw(url(id));
      expect(r.status, id).toBe(404);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.body.toString()).not.toContain('<b>');
    }
    await api.request(`/api/amplify/widgets/${draft.id}`, { method: 'DELETE', auth: admin });
  });
});

describe('the embed of a widget', () => {
  it('escapes review text and names (text, never HTML), and stops when unpublished', async () => {
    const created = await api.request('/api/amplify/widgets', {
      method: 'POST',
      auth: admin,
      json: { name: 'Escaping', widget_type: 'teaser' },
    });
    const w = (await created.json()) as Widget;
    const review = await api.db
      .selectFrom('reviews')
      .select(['id', 'content'])
      .where('account_id', '=', admin.account_id)
      .where('rating', '=', 5)
      .where('content', '!=', '')
      .executeTakeFirstOrThrow();
    const evil = '<img src=x onerror=alert(1)> & "quoted" </template><script>alert(2)</script>';
    await api.db
      .updateTable('reviews')
      .set({ content: evil })
      .where('id', '=', review.id)
      .execute();
    try {
      const patched = await api.request(`/api/amplify/widgets/${w.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { settings: { featured_review_ids: [review.id] } },
      });
      expect(patched.status).toBe(200);
      const pub = await api.request(`/api/amplify/widgets/${w.id}/publish`, {
        method: 'POST',
        auth: admin,
      });
      expect(pub.status).toBeLessThan(300);
      const html = decode(await raw(`${fastUrl}/embed/widgets/${w.id}.html`));
      expect(html).toContain(
        '&lt;img src=x onerror=alert(1)> &amp; &quot;quoted&quot; &lt;/template>&lt;script>alert(2)&lt;/script>',
      );
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script');
      expect(html.match(/<\/template>/g)).toHaveLength(1);

      // Unpublished: 404 at once (a write through the API drops the cached payload).
      await api.request(`/api/amplify/widgets/${w.id}/unpublish`, { method: 'POST', auth: admin });
      expect((await raw(`${fastUrl}/embed/widgets/${w.id}.html`)).status).toBe(404);
    } finally {
      await api.db
        .updateTable('reviews')
        .set({ content: review.content })
        .where('id', '=', review.id)
        .execute();
      await api.request(`/api/amplify/widgets/${w.id}`, { method: 'DELETE', auth: admin });
    }
  });
});
