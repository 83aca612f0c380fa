import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookPayload } from '@plaudit/api-client/schemas';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { enqueue } from '../../jobs/queue';

export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';
/** One recorded delivery, sent with retries (handled in webhook-jobs.ts). */
export const webhookDeliveryJobKind = {
  kind: WEBHOOK_DELIVERY_JOB,
  payload: v.object({ delivery_id: v.number() }),
};
/** Attempts per delivery: the first and five retries over about three hours. */
export const WEBHOOK_ATTEMPTS = 6;

/**
 * Records one delivery of `event` for each of the account's active webhooks that listen to
 * it, and queues each (inside the caller's transaction: no event for a change that rolled
 * back). Every webhook gets the same body, with one event id for receivers to de-duplicate.
 */
export async function emitWebhookEvent<T>(
  tx: Kysely<Database>,
  accountId: number,
  event: WebhookEvent,
  data: T,
): Promise<number> {
  const hooks = await tx
    .selectFrom('webhooks')
    .select('id')
    .where('account_id', '=', accountId)
    .where('active', '=', true)
    .where(sql<boolean>`${event} = ANY(events)`)
    .execute();
  if (hooks.length === 0) return 0;
  const payload: WebhookPayload<T> = {
    id: `evt_${randomUUID()}`,
    event,
    account_id: accountId,
    created_at: new Date().toISOString(),
    data,
  };
  const body = JSON.stringify(payload);
  const rows = await tx
    .insertInto('webhook_deliveries')
    .values(hooks.map((h) => ({ account_id: accountId, webhook_id: h.id, event, body })))
    .returning('id')
    .execute();
  for (const r of rows)
    await enqueue(
      tx,
      webhookDeliveryJobKind,
      { delivery_id: Number(r.id) },
      {
        accountId,
        dedupeKey: `webhook-delivery:${r.id}`,
        maxAttempts: WEBHOOK_ATTEMPTS,
      },
    );
  return rows.length;
}
