import {
  signWebhookBody,
  WEBHOOK_FAILURE_LIMIT,
  WEBHOOK_SIGNATURE_HEADER,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import type { AppDeps } from '../../http/context';
import {
  type OutboundResponse,
  outboundRequest,
  RefusedAddressError,
} from '../../http/outbound-request';
import { openSecret } from '../../http/secret-box';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { webhookDeliveryJobKind } from './emit-webhook-event';

/** Waits before retries 1-5: 30 s, 2 min, 10 min, 30 min, 2 h. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000];
const TIMEOUT_MS = 10_000;

export type WebhookJobDeps = Pick<
  AppDeps,
  'db' | 'providers' | 'publicOrigin' | 'webhooksAllowPrivate'
>;

export type SendOutcome =
  | { ok: true; status: number }
  | { ok: false; status: number | null; reason: string };

/**
 * One attempt at a recorded delivery: its stored body POSTed to the webhook's URL, signed now
 * (`t={unix seconds},v1={hex}` over `{t}.{body}`), refusing private and metadata addresses
 * unless WEBHOOKS_ALLOW_PRIVATE, within TIMEOUT_MS. Queued deliveries and test events both
 * go through it. A 2xx answer is ok; otherwise the reason, saying nothing of what answers at a
 * refused address.
 */
export async function sendDelivery(
  deps: Pick<WebhookJobDeps, 'db' | 'webhooksAllowPrivate'>,
  d: { id: number; body: string; event: string; url: string; secret_box: string },
  signal?: AbortSignal,
): Promise<SendOutcome> {
  const secret = await openSecret(deps.db, d.secret_box);
  const timestamp = Math.floor(Date.now() / 1000);
  let res: OutboundResponse;
  try {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    res = await outboundRequest(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Plaudit-Webhooks/1',
        'plaudit-event': d.event,
        'plaudit-delivery': String(d.id),
        [WEBHOOK_SIGNATURE_HEADER]: await signWebhookBody(secret, d.body, timestamp),
      },
      body: d.body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      allowPrivate: deps.webhooksAllowPrivate,
    });
  } catch (err) {
    const reason =
      err instanceof RefusedAddressError
        ? err.message
        : err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
          ? `No answer within ${TIMEOUT_MS / 1000} s`
          : `Could not connect: ${err instanceof Error ? ((err.cause as Error)?.message ?? err.message) : String(err)}`;
    return { ok: false, status: null, reason };
  }
  if (res.status < 200 || res.status >= 300)
    return { ok: false, status: res.status, reason: `The receiver answered ${res.status}` };
  return { ok: true, status: res.status };
}

/**
 * Sends a recorded delivery: the stored body, signed now (`t={unix seconds},v1={hex}` over
 * `{t}.{body}`). A 2xx answer is delivered; anything else is retried with back-off. When
 * the attempts run out the delivery has failed, and a webhook whose deliveries fail
 * WEBHOOK_FAILURE_LIMIT times in a row is switched off and its account's admins told.
 */
export const webhookDeliveryJob = defineJob({
  ...webhookDeliveryJobKind,
  backoffMs: (attempt) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 30_000,
  async handler(payload, ctx: JobRunContext<WebhookJobDeps>) {
    const { deps } = ctx;
    const { db } = deps;
    const deliveryId = payload.delivery_id;
    const d = await db
      .updateTable('webhook_deliveries as d')
      .from('webhooks as w')
      .set({ attempts: sql`d.attempts + 1` })
      .whereRef('w.id', '=', 'd.webhook_id')
      .where('d.id', '=', deliveryId)
      .where('d.status', '=', 'pending')
      .returning(['d.id', 'd.body', 'd.event', 'w.url', 'w.active', 'w.secret_box'])
      .executeTakeFirst();
    if (!d) return;
    const finish = (status: 'delivered' | 'failed', fields: object) =>
      db
        .updateTable('webhook_deliveries')
        .set({ status, finished_at: new Date(), ...fields })
        .where('id', '=', deliveryId)
        .execute();
    if (!d.active) {
      await finish('failed', { error: 'The webhook was switched off.' });
      return;
    }
    const sent = await sendDelivery(deps, { ...d, id: deliveryId }, ctx.signal);
    if (!sent.ok) throw await record(db, deliveryId, sent.status, sent.reason);
    await finish('delivered', { response_status: sent.status, error: null });
    await db
      .updateTable('webhooks')
      .set({ consecutive_failures: 0 })
      .where(
        'id',
        '=',
        sql<number>`(SELECT webhook_id FROM webhook_deliveries WHERE id = ${deliveryId})`,
      )
      .execute();
  },

  async onFailed(payload, { deps, error }) {
    const { db } = deps;
    const deliveryId = payload.delivery_id;
    const d = await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', finished_at: new Date() })
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending')
      .returning(['webhook_id', 'error'])
      .executeTakeFirst();
    if (!d) return;
    const hook = await db
      .updateTable('webhooks')
      .set({ consecutive_failures: sql`consecutive_failures + 1` })
      .where('id', '=', d.webhook_id)
      .returning(['id', 'account_id', 'url', 'active', 'consecutive_failures'])
      .executeTakeFirst();
    if (!hook?.active || hook.consecutive_failures < WEBHOOK_FAILURE_LIMIT) return;
    const reason = `Switched off after ${hook.consecutive_failures} failed deliveries in a row (last: ${d.error ?? error}).`;
    // Only the worker that switches it off tells the admins.
    const off = await db
      .updateTable('webhooks')
      .set({ active: false, disabled_reason: reason, updated_at: new Date() })
      .where('id', '=', hook.id)
      .where('active', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!off) return;
    const admins = await db
      .selectFrom('users')
      .select('email')
      .where('account_id', '=', hook.account_id)
      .where('user_type', '=', 'administrator')
      .where('deleted_at', 'is', null)
      .execute();
    if (admins.length === 0) return;
    await deps.providers.mail.send({
      to: admins.map((a) => a.email),
      subject: 'A webhook was switched off',
      text: [
        `Plaudit could not deliver events to ${hook.url}.`,
        reason,
        '',
        `Check the receiver, then switch the webhook on again: ${deps.publicOrigin}/settings/webhooks`,
        '',
      ].join('\n'),
    });
  },
});

/** Notes the attempt's outcome on the delivery and returns the error that retries it. */
async function record(db: Db, deliveryId: number, status: number | null, reason: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({ response_status: status, error: reason })
    .where('id', '=', deliveryId)
    .execute();
  return new Error(reason);
}
