import type { PartnerOrigin, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { startTestApi, type TestApi } from '../../../test/test-api';
import {
  forgetAllowedOrigins,
  ORIGIN_REFUSED_HEADER,
  originRefusal,
} from '../../http/partner-cors';
import { PARTNER_ADMINS_ONLY } from './routes';

/** Allowed origins of partner accounts, and the CORS the API answers them with. */
let api: TestApi;
let partner: Session;
beforeAll(async () => {
  api = await startTestApi();
  partner = await api.login('partner@demo.test');
});
afterAll(() => api.close());

const add = (auth: Session, origin: unknown) =>
  api.request('/api/partner_origins', { method: 'POST', auth, json: { origin } });
const list = (auth: Session, query = '') => api.request(`/api/partner_origins${query}`, { auth });
const remove = (auth: Session, id: number | string) =>
  api.request(`/api/partner_origins/${id}`, { method: 'DELETE', auth });

const preflight = (origin: string, path = '/api/auth', method = 'POST') =>
  fetch(`${api.baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,x-plaudit-client',
    },
  });

describe('/api/partner_origins', () => {
  it('lets a partner administrator add, list and remove exact origins', async () => {
    const res = await add(partner, 'https://Reviews.Summit.example:443');
    expect(res.status).toBe(201);
    const created = (await res.json()) as PartnerOrigin;
    expect(created).toMatchObject({
      origin: 'https://reviews.summit.example',
      account_id: partner.account_id,
      created_by: partner.user_id,
    });
    expect((await add(partner, 'https://reviews.summit.example')).status).toBe(409);

    const listed = await (await list(partner)).json();
    expect(listed._embedded.partner_origins.map((o: PartnerOrigin) => o.origin)).toContain(
      'https://reviews.summit.example',
    );
    expect((await remove(partner, created.id)).status).toBe(204);
    expect((await remove(partner, created.id)).status).toBe(404);
  });

  it('refuses what is not an exact origin with 400 naming the field', async () => {
    for (const bad of [
      'https://app.example.com/path',
      'https://app.example.com?x=1',
      'https://app.example.com#top',
      'ftp://app.example.com',
      'app.example.com',
      'https://user:pw@app.example.com',
      '',
      42,
    ]) {
      const res = await add(partner, bad);
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).error).toMatch(/origin/);
    }
    expect((await list(partner, '?per_page=0')).status).toBe(400);
    expect((await remove(partner, 'x')).status).toBe(400);
  });

  it('takes https only in production, and http for localhost everywhere', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const res = await add(partner, 'http://app.summit.example');
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(
        'origin: The origin must use https (http only for localhost)',
      );
      const local = await add(partner, 'http://localhost:5173');
      expect(local.status).toBe(201);
      await remove(partner, ((await local.json()) as PartnerOrigin).id);
    } finally {
      process.env.NODE_ENV = before;
    }
    const dev = await add(partner, 'http://app.summit.example');
    expect(dev.status).toBe(201);
    await remove(partner, ((await dev.json()) as PartnerOrigin).id);
  });

  it('is for partner administrators only (403), and another account’s origin is 404', async () => {
    const childAdmin = await api.login('admin@demo.test');
    const partnerManager = await makeUser(api, {
      accountId: partner.account_id,
      userType: 'manager',
    });
    for (const who of [childAdmin, partnerManager]) {
      expect((await list(who)).status).toBe(403);
      const res = await add(who, 'https://x.example');
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(PARTNER_ADMINS_ONLY);
      expect((await remove(who, 1)).status).toBe(403);
    }
    expect((await api.request('/api/partner_origins')).status).toBe(401);

    const other = await makeUser(api, { parentAccountName: 'Other Partner Co' });
    const mine = (await (
      await add(partner, 'https://mine.summit.example')
    ).json()) as PartnerOrigin;
    expect((await remove(other, mine.id)).status).toBe(404);
    const theirs = await (await list(other)).json();
    expect(theirs._total).toBe(0);
    expect((await list(partner, `?account_id=${other.account_id}`)).status).toBe(404);
    await remove(partner, mine.id);
  });
});

describe('CORS of the API for allowed origins', () => {
  it('answers the preflight of an allowed origin with that origin, its methods and headers', async () => {
    const created = (await (await add(partner, 'http://127.0.0.1:9999')).json()) as PartnerOrigin;
    const res = await preflight('http://127.0.0.1:9999');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    const allowHeaders = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const h of [
      'authorization',
      'x-plaudit-client',
      'x-http-method-override',
      'accept',
      'content-type',
    ])
      expect(allowHeaders).toContain(h);
    expect(res.headers.get('access-control-max-age')).toBe('600');

    // The answer itself (a failed login here) is readable by that origin, and varies by it.
    const login = await fetch(`${api.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:9999', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'wrong' }),
    });
    expect(login.status).toBe(401);
    expect(login.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    expect(login.headers.get('vary')).toMatch(/Origin/);

    // Removed: refused again at once on this server.
    await remove(partner, created.id);
    const after = await preflight('http://127.0.0.1:9999');
    expect(after.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives every other origin no CORS headers', async () => {
    forgetAllowedOrigins(api.db);
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:9998']) {
      const res = await preflight(origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
      // What a developer finds in the network panel: the origin, and where to allow it.
      expect((await res.json()).error).toBe(originRefusal(origin));
      expect(originRefusal(origin)).toContain(`"${origin}"`);
      expect(res.headers.get('plaudit-cors')).toBe(ORIGIN_REFUSED_HEADER);
      expect(res.headers.get('vary')).toMatch(/Origin/);
      const get = await fetch(`${api.baseUrl}/api/health`, { headers: { origin } });
      expect(get.status).toBe(200);
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
      expect(get.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('keeps the public widget payload open to any origin', async () => {
    const res = await preflight('https://customer-site.example', '/api/public/widgets/1', 'GET');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets only a partner account’s origins in (an origin row of a child account does not count)', async () => {
    const child = await api.login('admin@demo.test');
    await api.db
      .insertInto('partner_origins')
      .values({ account_id: child.account_id, origin: 'https://child.example' })
      .execute();
    forgetAllowedOrigins(api.db);
    const res = await preflight('https://child.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
