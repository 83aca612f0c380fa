import { connect } from 'node:net';
import type { PublicWidget, Session, Widget } from '@plaudit/api-client/schemas';
import { EMAIL_CHANGE_MESSAGES } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/test-api';
import { BODY_TOO_LARGE } from './app';
import { RESET_MAIL_JOB, RESET_MAILS_PER_HOUR } from './areas/passwords/jobs';
import { hashPassword } from './http/credentials';
import { clientErrorOf } from './http/errors';

/** The findings of the security review, each as the attacker or user would notice it. */
let api: TestApi;
let admin: Session;
let readonly: Session;
let locationId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  readonly = await api.login('readonly@demo.test');
  locationId = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { error: string }).error;
};

describe('control characters', () => {
  it('a NUL in the login e-mail is a 400 naming the field, without login', async () => {
    const res = await api.request('/api/auth', {
      method: 'POST',
      json: { email: 'a\u0000b@x.test', password: 'x' },
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(await errorOf(res, 400)).toBe('email must not contain control characters');
    const reset = await api.request('/api/passwords', {
      method: 'POST',
      json: { email: 'a\u0000b@x.test' },
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(await errorOf(reset, 400)).toMatch(/email/);
  });

  it('a NUL in a query or any string field is a 400 and changes nothing', async () => {
    expect(
      await errorOf(await api.request('/api/locations?keywords=%00', { auth: admin }), 400),
    ).toBe('keywords must not contain control characters');
    const before = await api.db
      .selectFrom('locations')
      .select('name')
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
    const patch = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: admin,
      json: { name: 'Bad\u0000Name' },
    });
    expect(await errorOf(patch, 400)).toBe('name must not contain control characters');
    const group = await api.request('/api/groups', {
      method: 'POST',
      auth: admin,
      json: { name: 'ok', extra: { deep: ['\u0007'] } },
    });
    expect(await errorOf(group, 400)).toBe('extra.deep[0] must not contain control characters');
    expect(
      await api.db
        .selectFrom('locations')
        .select('name')
        .where('id', '=', locationId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    // Line breaks and tabs are text.
    const note = await api.request('/api/groups', {
      method: 'POST',
      auth: admin,
      json: { name: 'Line\tbreaks' },
    });
    expect(note.status).toBe(201);
  });

  it('the reviews CSV validates before it streams: a 400, not a 200 that breaks off', async () => {
    const res = await api.request('/api/export/csv/reviews?keywords=%00', { auth: admin });
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
      const res = await api.request(path);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(typeof (await res.json()).error).toBe('string');
    },
  );
});

/** Sends raw HTTP and resolves with what came back before the server closed or `ms` passed. */
function rawRequest(head: string, body: Buffer, ms = 5000): Promise<string> {
  const { port } = new URL(api.baseUrl);
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
    const res = await api.request(`/api/locations/${locationId}`, {
      method: 'POST',
      auth: admin,
      headers: { 'x-http-method-override': 'PATCH', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(await errorOf(res, 413)).toBe(BODY_TOO_LARGE);
  });
});

describe('what a Read Only user can change', () => {
  it('not their own name, and a bad review status is 403 before it is 400', async () => {
    const res = await api.request(`/api/users/${readonly.user_id}`, {
      method: 'PATCH',
      auth: readonly,
      json: { name: 'Renamed', email: 'elsewhere@demo.test' },
    });
    expect(res.status).toBe(403);
    const me = await api.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', readonly.user_id)
      .executeTakeFirstOrThrow();
    expect(me.email).toBe('readonly@demo.test');
    expect(me.name).not.toBe('Renamed');
    const review = await api.db
      .selectFrom('reviews')
      .select('id')
      .where('account_id', '=', readonly.account_id)
      .executeTakeFirstOrThrow();
    const bad = await api.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      auth: readonly,
      json: { status: 'nonsense' },
    });
    expect(bad.status).toBe(403);
  });

  it('feature requests need the feature’s preview permission and are throttled', async () => {
    // An Email Only user has no feature to ask for.
    await api.db
      .insertInto('users')
      .values({
        account_id: admin.account_id,
        email: 'emailonly@demo.test',
        name: 'Email Only',
        user_type: 'email_only',
        password_hash: await hashPassword(DEMO_PASSWORD),
      })
      .execute();
    const emailOnly = await api.login('emailonly@demo.test');
    const denied = await api.request('/api/feature_requests', {
      method: 'POST',
      auth: emailOnly,
      json: { type: 'feature_request', feature: 'Amplify' },
    });
    expect(denied.status).toBe(403);
    const user = await api.login('user@demo.test');
    const sent: number[] = [];
    for (const feature of ['Amplify', 'Local Listing'] as const)
      for (let i = 0; i < 4; i++) {
        // A new request each time (the repeat-within-a-day rule answers without mailing).
        await api.db.deleteFrom('feature_requests').where('user_id', '=', user.user_id).execute();
        sent.push(
          (
            await api.request('/api/feature_requests', {
              method: 'POST',
              auth: user,
              json: { type: 'feature_request', feature },
            })
          ).status,
        );
      }
    expect(sent.filter((s) => s === 201)).toHaveLength(5);
    expect(sent.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('changing one’s own e-mail', () => {
  it('needs the current password and a confirmation from the new address; the old one is told', async () => {
    const manager = await api.login('manager@demo.test');
    // Directly, as before: refused.
    const direct = await api.request(`/api/users/${manager.user_id}`, {
      method: 'PATCH',
      auth: manager,
      json: { email: 'new-manager@demo.test' },
    });
    expect(await errorOf(direct, 400)).toBe(EMAIL_CHANGE_MESSAGES.usePassword);
    const wrong = await api.request('/api/email_changes', {
      method: 'POST',
      auth: manager,
      json: { email: 'new-manager@demo.test', current_password: 'not-it' },
    });
    expect(await errorOf(wrong, 400)).toBe('Your current password is incorrect.');

    const before = api.mail.sent.length;
    const asked = await api.request('/api/email_changes', {
      method: 'POST',
      auth: manager,
      json: { email: 'new-manager@demo.test', current_password: DEMO_PASSWORD },
    });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ status: 'pending', email: 'new-manager@demo.test' });
    const mails = api.mail.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([['new-manager@demo.test'], ['manager@demo.test']]);
    const token = decodeURIComponent(/confirm-email\?token=([^\s]+)/.exec(mails[0]!.text)![1]!);
    expect(mails[1]!.text).toContain('new-manager@demo.test');
    // Nothing changed yet: the old address still signs in.
    expect((await api.request('/api/auth', { auth: manager })).status).toBe(200);

    const check = await api.request(`/api/email_changes?token=${encodeURIComponent(token)}`);
    expect(await check.json()).toEqual({ valid: true, email: 'new-manager@demo.test' });
    const confirmed = await api.request('/api/email_changes', {
      method: 'PATCH',
      json: { token },
    });
    expect(await confirmed.json()).toEqual({ status: 'updated', email: 'new-manager@demo.test' });
    // The sessions of the old address end; the new address signs in.
    expect((await api.request('/api/auth', { auth: manager })).status).toBe(401);
    await expect(api.login('new-manager@demo.test')).resolves.toMatchObject({
      user_id: manager.user_id,
    });
    // A link works once.
    expect(
      await errorOf(
        await api.request('/api/email_changes', { method: 'PATCH', json: { token } }),
        400,
      ),
    ).toBe(EMAIL_CHANGE_MESSAGES.expired);
  });

  it('an administrator still changes another user’s address directly', async () => {
    const other = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user@demo.test')
      .executeTakeFirstOrThrow();
    const res = await api.request(`/api/users/${other.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { email: 'user2@demo.test' },
    });
    expect(res.status).toBe(200);
    await api.request(`/api/users/${other.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { email: 'user@demo.test' },
    });
  });
});

describe('password reset', () => {
  const ask = (email: string, client: string) =>
    api.request('/api/passwords', {
      method: 'POST',
      json: { email },
      headers: { 'x-forwarded-for': client },
    });
  const queued = () =>
    api.db.selectFrom('jobs').select(['payload']).where('kind', '=', RESET_MAIL_JOB).execute();

  it('does the same work for known and unknown addresses: one queued job, the same answer', async () => {
    await api.runJobs();
    const resets = async () =>
      (await api.db.selectFrom('password_resets').select('id').execute()).length;
    const resetsBefore = await resets();
    const jobsBefore = (await queued()).length;
    const known = await ask('user@demo.test', '192.0.2.20');
    const unknown = await ask('nobody-at-all@demo.test', '192.0.2.20');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    // Before the worker runs, neither request looked the user up or wrote a reset.
    expect((await queued()).length).toBe(jobsBefore + 2);
    expect(await resets()).toBe(resetsBefore);
    const mailBefore = api.mail.sent.length;
    await api.runJobs();
    expect(api.mail.sent.slice(mailBefore).map((m) => m.to)).toEqual([['user@demo.test']]);
  });

  it('sends at most three mails an hour to one address, from however many clients', async () => {
    const mailBefore = api.mail.sent.length;
    for (let i = 0; i < 8; i++)
      expect((await ask('admin@demo.test', `192.0.2.${40 + i}`)).status).toBe(202);
    await api.runJobs();
    const toAdmin = api.mail.sent.slice(mailBefore).filter((m) => m.to.includes('admin@demo.test'));
    expect(toAdmin).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('limits one client to 10 requests in 15 minutes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await ask(`x${i}@demo.test`, '192.0.2.99')).status);
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});

describe('links are http(s) only', () => {
  it.each([
    'javascript:alert(1)',
    'javascript:alert(1)@evil.example',
    'data:text/html,x',
    'ftp://example.com',
  ])('refuses %s as a website', async (website) => {
    const res = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: admin,
      json: { website },
    });
    expect(await errorOf(res, 400)).toBe('Enter a valid website');
  });

  it('stores a website typed without a scheme as https', async () => {
    const res = await api.request(`/api/locations/${locationId}`, {
      method: 'PATCH',
      auth: admin,
      json: { website: 'bluefern.example/menu' },
    });
    expect((await res.json()).website).toBe('https://bluefern.example/menu');
  });

  it('refuses a javascript: link in a Google post, where the post type does not use it too', async () => {
    const res = await api.request('/api/google_post_content', {
      method: 'POST',
      auth: admin,
      json: {
        topic_type: 'STANDARD',
        summary: 'Hello',
        call_to_action: { actionType: 'none', url: 'javascript:alert(1)' },
      },
    });
    expect(res.status).toBe(400);
  });

  it('never serves a stored javascript: website in the public widget payload', async () => {
    await sql`UPDATE locations SET website = 'javascript:alert(1)' WHERE id = ${locationId}`.execute(
      api.db,
    );
    const created = (await (
      await api.request('/api/amplify/widgets', {
        method: 'POST',
        auth: admin,
        json: {
          name: 'Links',
          widget_type: 'location_info',
          settings: { location_id: locationId },
        },
      })
    ).json()) as Widget;
    await api.request(`/api/amplify/widgets/${created.id}/publish`, {
      method: 'POST',
      auth: admin,
    });
    const payload = (await (
      await api.request(`/api/public/widgets/${created.id}`)
    ).json()) as PublicWidget;
    expect(payload.data.location!.website).toBeNull();
  });
});
