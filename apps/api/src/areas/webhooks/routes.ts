import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
  type WebhookTestEventData,
  type WebhookWithSecret,
  webhookCreateBody,
  webhookDeliveryListQuery,
  webhookListQuery,
  webhookUpdateBody,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard } from '../../http/permissions';
import { limitRequests } from '../../http/rate-limit';
import { sealSecret } from '../../http/secret-box';
import { input, readId } from '../../http/validate';
import { refuseWebhookUrl } from './check-webhook-url';
import { sendDelivery } from './webhook-jobs';

export const WEBHOOKS_OFF = 'Webhooks are not part of this account’s plan.';

/** Test events one user may send: 10 a minute (each is a request to the receiver, sent now). */
const testEventLimit = limitRequests({
  name: 'webhook-test-events',
  windowMs: 60_000,
  limit: 10,
  key: (c) => `user:${c.var.auth.userId}`,
  message: 'Too many test events. Please wait a minute and try again.',
});

type DeliveryRow = Pick<
  Selectable<Database['webhook_deliveries']>,
  | 'id'
  | 'webhook_id'
  | 'event'
  | 'status'
  | 'attempts'
  | 'response_status'
  | 'error'
  | 'created_at'
  | 'finished_at'
>;

const serializeDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: Number(r.id),
  webhook_id: r.webhook_id,
  event: r.event as WebhookDelivery['event'],
  status: r.status as WebhookDelivery['status'],
  attempts: r.attempts,
  response_status: r.response_status,
  error: r.error,
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

const serializeWebhook = (r: Selectable<Database['webhooks']>): Webhook => ({
  id: r.id,
  account_id: r.account_id,
  url: r.url,
  events: r.events as Webhook['events'],
  active: r.active,
  consecutive_failures: r.consecutive_failures,
  disabled_reason: r.disabled_reason,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

async function findWebhook(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Webhook');
  return row;
}

/** Webhooks are the administrators' (account update), with the `webhooks` setting on. */
const mayUseWebhooks = guard(async (auth, c) => {
  const settings = await loadSettings(c.var.deps.db, auth.accountId);
  if (settings.webhooks !== true) throw forbidden(WEBHOOKS_OFF);
});

async function checkUrl(c: Context<AppEnv>, url: string) {
  const refused = await refuseWebhookUrl(url, c.var.deps.webhooksAllowPrivate);
  if (refused) throw badRequest(refused);
}

/** /webhooks: where the account's events are POSTed, signed with each webhook's secret. */
export function webhooksRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/', authenticate());
  app.use('/:id', authenticate());
  app.use('/:id/test_events', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Webhook', list: 'webhooks' }),
    allow('account', 'update'),
    mayUseWebhooks,
    input('query', webhookListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = c.var.auth.accountId;
      const base = c.var.deps.db.selectFrom('webhooks').where('account_id', '=', accountId);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base
        .selectAll()
        .orderBy('created_at', q.sort?.order ?? 'asc')
        .orderBy('id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'webhooks', rows.map(serializeWebhook), total, q.page, q.per_page),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'Webhook' }),
    allow('account', 'update'),
    mayUseWebhooks,
    async (c) =>
      c.json(serializeWebhook(await findWebhook(c.var.deps.db, c.var.auth.accountId, readId(c)))),
  );

  app.post(
    '/',
    describeRoute({ returns: 'WebhookWithSecret', status: 201 }),
    allow('account', 'update'),
    mayUseWebhooks,
    input('json', webhookCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      await checkUrl(c, body.url);
      const { db } = c.var.deps;
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await db
        .insertInto('webhooks')
        .values({
          account_id: auth.accountId,
          url: body.url,
          events: [...new Set(body.events)],
          active: body.active,
          secret_box: await sealSecret(db, secret),
          created_by_user_id: auth.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const answer: WebhookWithSecret = { ...serializeWebhook(row), secret };
      return c.json(answer, 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Webhook' }),
    allow('account', 'update'),
    mayUseWebhooks,
    input('json', webhookUpdateBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findWebhook(db, accountId, id);
      if (body.url !== undefined) await checkUrl(c, body.url);
      const row = await db
        .updateTable('webhooks')
        .set({
          ...body,
          ...(body.events ? { events: [...new Set(body.events)] } : {}),
          // Switched on again by a person: a fresh start.
          ...(body.active === true ? { consecutive_failures: 0, disabled_reason: null } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeWebhook(row));
    },
  );

  /**
   * POST /webhooks/{id}/test_events: one signed `webhook.test` event sent now, through the same
   * delivery path as real events (signature, private-address refusal, timeout), once and
   * without retries, whether or not the webhook is switched on (a switched-off webhook can be
   * checked before it is switched on again). Recorded in the delivery log; the answer is that
   * delivery: `delivered` with the receiver's status, or `failed` with its status or the
   * reason. It does not count towards switching the webhook off.
   */
  app.post(
    '/:id/test_events',
    describeRoute({ returns: 'WebhookDelivery', status: 201 }),
    allow('account', 'update'),
    mayUseWebhooks,
    testEventLimit,
    async (c) => {
      const accountId = c.var.auth.accountId;
      const { db } = c.var.deps;
      const hook = await findWebhook(db, accountId, readId(c));
      const payload: WebhookPayload<WebhookTestEventData> = {
        id: `evt_${randomUUID()}`,
        event: WEBHOOK_TEST_EVENT,
        account_id: accountId,
        created_at: new Date().toISOString(),
        data: { webhook_id: hook.id, message: 'A test event from Plaudit.' },
      };
      const body = JSON.stringify(payload);
      const delivery = await db
        .insertInto('webhook_deliveries')
        .values({
          account_id: accountId,
          webhook_id: hook.id,
          event: WEBHOOK_TEST_EVENT,
          body,
          attempts: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(delivery.id);
      const sent = await sendDelivery(
        c.var.deps,
        { id, body, event: WEBHOOK_TEST_EVENT, url: hook.url, secret_box: hook.secret_box },
        c.req.raw.signal,
      );
      const row = await db
        .updateTable('webhook_deliveries')
        .set({
          status: sent.ok ? 'delivered' : 'failed',
          response_status: sent.status,
          error: sent.ok ? null : sent.reason,
          finished_at: new Date(),
        })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .returning([
          'id',
          'webhook_id',
          'event',
          'status',
          'attempts',
          'response_status',
          'error',
          'created_at',
          'finished_at',
        ])
        .executeTakeFirstOrThrow();
      return c.json(serializeDelivery(row), 201);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204 }),
    allow('account', 'update'),
    mayUseWebhooks,
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const { db } = c.var.deps;
      await findWebhook(db, accountId, id);
      await db
        .deleteFrom('webhooks')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}

/** /webhook_deliveries: the delivery log, newest first. */
export function webhookDeliveriesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());
  app.get(
    '/',
    describeRoute({
      returns: 'WebhookDelivery',
      list: 'webhook_deliveries',
    }),
    allow('account', 'update'),
    mayUseWebhooks,
    input('query', webhookDeliveryListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = c.var.auth.accountId;
      const { db } = c.var.deps;
      if (q.webhook_id !== undefined) await findWebhook(db, accountId, q.webhook_id);
      let base = db.selectFrom('webhook_deliveries').where('account_id', '=', accountId);
      if (q.webhook_id !== undefined) base = base.where('webhook_id', '=', q.webhook_id);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base
        .select([
          'id',
          'webhook_id',
          'event',
          'status',
          'attempts',
          'response_status',
          'error',
          'created_at',
          'finished_at',
        ])
        .orderBy('id', q.sort?.order ?? 'desc');
      const { rows, total } = await pageOf(sorted, count, q);
      const items: WebhookDelivery[] = rows.map(serializeDelivery);
      return c.json(halList(c.req.url, 'webhook_deliveries', items, total, q.page, q.per_page));
    },
  );
  return app;
}
