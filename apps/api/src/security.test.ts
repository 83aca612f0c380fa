import { connect } from 'node:net';
import type { PublicWidget, Widget } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE } from './app';
import { clientErrorOf } from './http/errors';
import { errorOf, securityTest } from './security-test';

/**
 * The findings of the security review, each as the attacker or user would notice it: control
 * characters, malformed URLs, body sizes and links (accounts and passwords: security-accounts).
 */
const t = securityTest();

describe('control characters', () => {
  it('a NUL in the login e-mail is a 400 naming the field, without login', async () => {
    const res = await t.api.request('/api/auth', {
      method: 'POST',
      json: { email: 'a\u0000b@x.test', password: 'x' },
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(await errorOf(res, 400)).toBe('email must not contain control characters');
    const reset = await t.api.request('/api/passwords', {
      method: 'POST',
      json: { email: 'a\u0000b@x.test' },
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(await errorOf(reset, 400)).toMatch(/email/);
  });

  it('a NUL in a query or any string field is a 400 and changes nothing', async () => {
    expect(
      await errorOf(await t.api.request('/api/locations?keywords=%00', { auth: t.admin }), 400),
    ).toBe('keywords must not contain control characters');
    const before = await t.api.db
      .selectFrom('locations')
      .select('name')
      .where('id', '=', t.locationId)
      .executeTakeFirstOrThrow();
    const patch = await t.api.request(`/api/locations/${t.locationId}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { name: 'Bad\u0000Name' },
    });
    expect(await errorOf(patch, 400)).toBe('name must not contain control characters');
    const group = await t.api.request('/api/groups', {
      method: 'POST',
      auth: t.admin,
      json: { name: 'ok', extra: { deep: ['\u0007'] } },
    });
    expect(await errorOf(group, 400)).toBe('extra.deep[0] must not contain control characters');
    expect(
      await t.api.db
        .selectFrom('locations')
        .select('name')
        .where('id', '=', t.locationId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    // Line breaks and tabs are text.
    const note = await t.api.request('/api/groups', {
      method: 'POST',
      auth: t.admin,
      json: { name: 'Line\tbreaks' },
    });
    expect(note.status).toBe(201);
  });

  it('the reviews CSV validates before it streams: a 400, not a 200 that breaks off', async () => {
    const res = await t.api.request('/api/export/csv/reviews?keywords=%00', { auth: t.admin });
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(await errorOf(res, 400)).toBe('keywords must not contain control characters');
  });

  it('data errors of the database are 400s, not 500s', () => {
    for (const code of ['22021', '22P05', '22003', '22008'])
      expect(clientErrorOf({ code })?.status, code).toBe(400);
    expect(clientErrorOf({ code: '23505' })?.status).toBe(409);
    expect(clientErrorOf(new URIError('URI malformed'))?.status).toBe(400);
    expect(clientErrorOf(new Error('boom'))).toBeNull();
    expect(clientErrorOf({ code: '57014' })).toBeNull();
  });
});

describe('malformed URLs', () => {
  it.each(['/api/media/files/%', '/api/media/files/%E0%A4%A', '/api/groups/%E0%A4%A'])(
    '%s is a 400 with {error}, without login',
    async (path) => {
      const res = await t.api.request(path);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(typeof (await res.json()).error).toBe('string');
    },
  );
});

/** Sends raw HTTP and resolves with what came back before the server closed or `ms` passed. */
function rawRequest(head: string, body: Buffer, ms = 5000): Promise<string> {
  const { port } = new URL(t.api.baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(done, ms);
    socket.write(head);
    socket.write(body);
    // The rest of the declared body never comes: the answer must not wait for it.
  });
}

describe('body size', () => {
  it('answers 413 to a declared 30 MB login before the body arrives, and closes', async () => {
    const answer = await rawRequest(
      [
        'POST /api/auth HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${30 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
      Buffer.from('{"email":"'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain(BODY_TOO_LARGE);
  });

  it('cuts a chunked body off once it passes 1 MB', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const chunks = Buffer.concat(
      Array.from({ length: 6 }, () =>
        Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from('\r\n'),
        ]),
      ),
    );
    const answer = await rawRequest(
      [
        'POST /api/groups HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
      chunks,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it('also limits a body sent with X-HTTP-Method-Override', async () => {
    const res = await t.api.request(`/api/locations/${t.locationId}`, {
      method: 'POST',
      auth: t.admin,
      headers: { 'x-http-method-override': 'PATCH', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(await errorOf(res, 413)).toBe(BODY_TOO_LARGE);
  });
});

describe('links are http(s) only', () => {
  it.each([
    'javascript:alert(1)',
    'javascript:alert(1)@evil.example',
    'data:text/html,x',
    'ftp://example.com',
  ])('refuses %s as a website', async (website) => {
    const res = await t.api.request(`/api/locations/${t.locationId}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { website },
    });
    expect(await errorOf(res, 400)).toBe('Enter a valid website');
  });

  it('stores a website typed without a scheme as https', async () => {
    const res = await t.api.request(`/api/locations/${t.locationId}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { website: 'bluefern.example/menu' },
    });
    expect((await res.json()).website).toBe('https://bluefern.example/menu');
  });

  it('refuses a javascript: link in a Google post, where the post type does not use it too', async () => {
    const res = await t.api.request('/api/google_post_content', {
      method: 'POST',
      auth: t.admin,
      json: {
        topic_type: 'STANDARD',
        summary: 'Hello',
        call_to_action: { actionType: 'none', url: 'javascript:alert(1)' },
      },
    });
    expect(res.status).toBe(400);
  });

  it('never serves a stored javascript: website in the public widget payload', async () => {
    await sql`UPDATE locations SET website = 'javascript:alert(1)' WHERE id = ${t.locationId}`.execute(
      t.api.db,
    );
    const created = (await (
      await t.api.request('/api/amplify/widgets', {
        method: 'POST',
        auth: t.admin,
        json: {
          name: 'Links',
          widget_type: 'location_info',
          settings: { location_id: t.locationId },
        },
      })
    ).json()) as Widget;
    await t.api.request(`/api/amplify/widgets/${created.id}/publish`, {
      method: 'POST',
      auth: t.admin,
    });
    const payload = (await (
      await t.api.request(`/api/public/widgets/${created.id}`)
    ).json()) as PublicWidget;
    expect(payload.data.location!.website).toBeNull();
  });
});
