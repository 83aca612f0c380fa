import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Review,
  type Session,
  verifyWebhookSignature,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
  type WebhookWithSecret,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { PRIVATE_ADDRESS } from './check-webhook-url';

let api: TestApi;
let admin: Session;
let manager: Session;
let evergreen: Session;
let locationId: number;
let googleId: number;
let n = 0;

/** A receiver on localhost that answers `status` and keeps what it got. */
type Received = { headers: IncomingMessage['headers']; body: string };
let receiver: Server;
let receiverUrl: string;
let status = 200;
const received: Received[] = [];

beforeAll(async () => {
  // The receiver listens on 127.0.0.1: these webhooks may reach this machine, as with
  // WEBHOOKS_ALLOW_PRIVATE=true (the refusals below switch it off).
  api = await startTestApi({ webhooksAllowPrivate: true });
  [admin, manager, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  locationId = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  googleId = (
    await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow()
  ).id;
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  receiver.close();
  await api.close();
});
beforeEach(async () => {
  await api.db.deleteFrom('webhooks').execute();
  received.length = 0;
  status = 200;
  api.mail.sent.length = 0;
});

const json = async <T>(res: globalThis.Response, code: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(code);
  return (await res.json()) as T;
};
const createHook = (body: Record<string, unknown> = {}, auth = admin) =>
  api.request('/api/webhooks', {
    method: 'POST',
    auth,
    json: { url: receiverUrl, events: ['review.created', 'review.updated'], ...body },
  });
const arrive = async (externalId = `hook-${++n}`, code = 201) =>
  json<Review>(
    await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: locationId,
        source_id: googleId,
        external_id: externalId,
        rating: 4,
        content: 'Good coffee.',
        author_name: 'Sam Ortiz',
        published_at: '2026-11-24T09:00:00Z',
      },
    }),
    code,
  );
const deliveries = async () =>
  (
    await json<{ _embedded: { webhook_deliveries: WebhookDelivery[] } }>(
      await api.request('/api/webhook_deliveries', { auth: admin }),
      200,
    )
  )._embedded.webhook_deliveries;

describe('/api/webhooks', () => {
  it('POSTs review events signed with the secret shown once', async () => {
    const hook = await json<WebhookWithSecret>(await createHook(), 201);
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = await json<{ _embedded: { webhooks: Webhook[] } }>(
      await api.request('/api/webhooks', { auth: admin }),
      200,
    );
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    const stored = await api.db
      .selectFrom('webhooks')
      .select('secret_box')
      .executeTakeFirstOrThrow();
    expect(stored.secret_box).not.toContain(hook.secret);

    const review = await arrive();
    await arrive(`hook-${n}`, 200);
    await api.runJobs();
    expect(received).toHaveLength(2);
    const [first, second] = received as [Received, Received];
    const header = first.headers['plaudit-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await verifyWebhookSignature(hook.secret, header, first.body)).toBe(true);
    expect(await verifyWebhookSignature('whsec_wrong', header, first.body)).toBe(false);
    expect(await verifyWebhookSignature(hook.secret, header, `${first.body} `)).toBe(false);
    const payload = JSON.parse(first.body) as WebhookPayload<Review>;
    expect(payload).toMatchObject({ event: 'review.created', account_id: admin.account_id });
    expect(payload.data).toMatchObject({ id: review.id, rating: 4, content: 'Good coffee.' });
    expect(JSON.parse(second.body)).toMatchObject({ event: 'review.updated' });
    expect(first.headers['plaudit-event']).toBe('review.created');
    expect((await deliveries()).map((d) => [d.event, d.status, d.response_status])).toEqual([
      ['review.updated', 'delivered', 200],
      ['review.created', 'delivered', 200],
    ]);
    // Another account's review tells this account's webhook nothing.
    expect(received).toHaveLength(2);
  });

  it('retries a failing receiver, then switches the webhook off and tells the admins', async () => {
    const hook = await json<WebhookWithSecret>(await createHook(), 201);
    status = 500;
    for (let i = 0; i < 5; i++) await arrive();
    // The worker in tests has no back-off: every attempt runs now.
    for (let i = 0; i < 8; i++) await api.runJobs();
    const log = await deliveries();
    expect(log).toHaveLength(5);
    expect(log.every((d) => d.status === 'failed' && d.attempts === 6)).toBe(true);
    expect(log[0]).toMatchObject({ response_status: 500, error: 'The receiver answered 500' });
    const off = await json<Webhook>(
      await api.request(`/api/webhooks/${hook.id}`, { auth: admin }),
      200,
    );
    expect(off.active).toBe(false);
    expect(off.disabled_reason).toMatch(/^Switched off after 5 failed deliveries in a row/);
    const notice = api.mail.sent.filter((m) => m.subject === 'A webhook was switched off');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.to).toContain('admin@demo.test');
    // Off means no more deliveries; on again starts afresh.
    received.length = 0;
    await arrive();
    await api.runJobs();
    expect(received).toHaveLength(0);
    status = 204;
    const on = await json<Webhook>(
      await api.request(`/api/webhooks/${hook.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { active: true },
      }),
      200,
    );
    expect(on).toMatchObject({ active: true, consecutive_failures: 0, disabled_reason: null });
    await arrive();
    await api.runJobs();
    expect(received).toHaveLength(1);
  });

  it('is for administrators with the webhooks setting; validates; scopes to the account', async () => {
    expect((await createHook({ url: 'ftp://example.com/x' })).status).toBe(400);
    expect((await createHook({ url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await createHook({ events: [] })).status).toBe(400);
    expect((await createHook({ events: ['review.deleted'] })).status).toBe(400);
    expect((await createHook({}, manager)).status).toBe(403);
    const res = await createHook({}, evergreen);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Webhooks are not part of this account’s plan.',
    );
    const hook = await json<Webhook>(await createHook(), 201);
    await api.db
      .updateTable('account_settings')
      .set({ value: 'true' })
      .where('account_id', '=', evergreen.account_id)
      .where('code', '=', 'webhooks')
      .execute();
    await api.db
      .insertInto('account_settings')
      .values({ account_id: evergreen.account_id, code: 'webhooks', value: 'true' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect((await api.request(`/api/webhooks/${hook.id}`, { auth: evergreen })).status).toBe(404);
    expect(
      (await api.request(`/api/webhooks/${hook.id}`, { method: 'DELETE', auth: evergreen })).status,
    ).toBe(404);
    expect((await api.request('/api/webhooks/abc', { auth: admin })).status).toBe(400);
    expect(
      (await api.request(`/api/webhook_deliveries?webhook_id=${hook.id}`, { auth: evergreen }))
        .status,
    ).toBe(404);
    expect(
      (await api.request(`/api/webhooks/${hook.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
  });
});

describe('webhooks to private addresses (WEBHOOKS_ALLOW_PRIVATE off, the default)', () => {
  /** Every spelling of this machine, its network and the cloud metadata service tried. */
  const PRIVATE_URLS = [
    'http://127.0.0.1:9/hook',
    'http://127.1/hook',
    'http://2130706433/hook',
    'http://0x7f.0.0.1/hook',
    'http://0.0.0.0/hook',
    'http://localhost/hook',
    'http://localhost./hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://10.0.0.1/hook',
    'http://192.168.1.1/hook',
    'http://100.64.0.1/hook',
    'http://224.0.0.1/hook',
  ];
  const denyPrivate = async (run: () => Promise<void>) => {
    api.deps.webhooksAllowPrivate = false;
    try {
      await run();
    } finally {
      api.deps.webhooksAllowPrivate = true;
    }
  };

  it('refuses them when a webhook is created or changed, saying why', () =>
    denyPrivate(async () => {
      for (const url of PRIVATE_URLS) {
        const res = await createHook({ url });
        expect(res.status, url).toBe(400);
        expect(await res.json(), url).toEqual({ error: PRIVATE_ADDRESS });
      }
      expect(await api.db.selectFrom('webhooks').select('id').execute()).toEqual([]);
      const hook = await json<Webhook>(
        await createHook({ url: 'https://[2606:4700:4700::1111]/hook' }),
        201,
      );
      expect(hook.url).toBe('https://[2606:4700:4700::1111]/hook');
      const changed = await api.request(`/api/webhooks/${hook.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { url: 'http://[::ffff:a9fe:a9fe]/' },
      });
      expect(changed.status).toBe(400);
      expect(await changed.json()).toEqual({ error: PRIVATE_ADDRESS });
    }));

  it('refuses them at delivery, logging why and nothing of what answers there', async () => {
    // Saved while allowed (or before DNS pointed the name here), delivered while not.
    const hook = await json<WebhookWithSecret>(
      await createHook({ events: ['review.created'] }),
      201,
    );
    await denyPrivate(async () => {
      await arrive();
      await api.runJobs();
    });
    expect(received).toEqual([]);
    const [log] = await deliveries();
    expect(log).toMatchObject({
      webhook_id: hook.id,
      response_status: null,
      error: PRIVATE_ADDRESS,
    });
    expect(JSON.stringify(log)).not.toContain(String((receiver.address() as AddressInfo).port));
  });
});

describe('POST /api/webhooks/{id}/test_events', () => {
  const sendTest = (id: number | string, auth = admin) =>
    api.request(`/api/webhooks/${id}/test_events`, { method: 'POST', auth, json: {} });

  it('sends one signed webhook.test event now, answers the receiver’s status and logs it', async () => {
    const hook = await json<WebhookWithSecret>(await createHook(), 201);
    const sent = await json<WebhookDelivery>(await sendTest(hook.id), 201);
    expect(sent).toMatchObject({
      webhook_id: hook.id,
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      response_status: 200,
      error: null,
    });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.headers['plaudit-event']).toBe('webhook.test');
    expect(got!.headers['plaudit-delivery']).toBe(String(sent.id));
    const payload = JSON.parse(got!.body) as WebhookPayload<{ webhook_id: number }>;
    expect(payload).toMatchObject({
      event: 'webhook.test',
      account_id: admin.account_id,
      data: { webhook_id: hook.id },
    });
    expect(
      await verifyWebhookSignature(
        hook.secret,
        String(got!.headers['plaudit-signature']),
        got!.body,
      ),
    ).toBe(true);
    // In the delivery log, as the receiver answered.
    expect((await deliveries())[0]).toEqual(sent);

    // A receiver that fails: the answer says so; nothing is retried or counted against it.
    status = 500;
    const failed = await json<WebhookDelivery>(await sendTest(hook.id), 201);
    expect(failed).toMatchObject({
      status: 'failed',
      response_status: 500,
      error: 'The receiver answered 500',
    });
    await api.runJobs();
    expect(received).toHaveLength(2);
    const after = await json<Webhook>(
      await api.request(`/api/webhooks/${hook.id}`, { auth: admin }),
      200,
    );
    expect(after.consecutive_failures).toBe(0);
  });

  it('refuses a private address at sending, saying why and nothing of what answers there', async () => {
    const hook = await json<Webhook>(await createHook(), 201);
    api.deps.webhooksAllowPrivate = false;
    try {
      const sent = await json<WebhookDelivery>(await sendTest(hook.id), 201);
      expect(sent).toMatchObject({
        status: 'failed',
        response_status: null,
        error: PRIVATE_ADDRESS,
      });
    } finally {
      api.deps.webhooksAllowPrivate = true;
    }
    expect(received).toEqual([]);
  });

  it('is 400 for a bad id, 403 for non-administrators and without the setting, 404 for another account', async () => {
    const hook = await json<Webhook>(await createHook(), 201);
    expect((await sendTest('abc')).status).toBe(400);
    expect((await sendTest(hook.id, manager)).status).toBe(403);
    expect((await sendTest(999999)).status).toBe(404);
    const other = await sendTest(hook.id, evergreen);
    // Evergreen has the setting on after the test above, or not: 403 or 404, never a delivery.
    expect([403, 404]).toContain(other.status);
    await api.db
      .insertInto('account_settings')
      .values({ account_id: evergreen.account_id, code: 'webhooks', value: 'true' })
      .onConflict((oc) => oc.columns(['account_id', 'code']).doUpdateSet({ value: 'true' }))
      .execute();
    expect((await sendTest(hook.id, evergreen)).status).toBe(404);
    expect(received).toEqual([]);
  });
});
