import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  boolean,
  httpUrl,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  partial,
  type Schema,
} from './validate';
import { described } from './validation/described';

export const WEBHOOK_EVENTS = ['review.created', 'review.updated', 'response.published'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The event of a test delivery (POST /webhooks/{id}/test_events): sent once, signed like every
 * event, so a receiver can check its endpoint and signature check. Not an event to listen to.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookTestEventName = typeof WEBHOOK_TEST_EVENT;

/** After this many deliveries in a row fail for good, the webhook is switched off. */
export const WEBHOOK_FAILURE_LIMIT = 5;

/** An account webhook: events POSTed to `url`, signed with its secret (see verifyWebhookSignature). */
const webhookAnswerFields = answer(
  described(
    'An account webhook: events POSTed to `url`, signed with its secret (see verifyWebhookSignature).',
    v.object({
      id: v.number(),
      account_id: v.number(),
      url: v.string(),
      events: v.array(v.picklist(WEBHOOK_EVENTS)),
      active: v.boolean(),
      consecutive_failures: v.number(),
      disabled_reason: described(
        'Why the server switched it off (repeated failures), or null.',
        v.nullable(v.string()),
      ),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/** An account webhook: events POSTed to `url`, signed with its secret (see verifyWebhookSignature). */
export interface Webhook extends Infer<typeof webhookAnswerFields> {}
export const webhookAnswer: Schema<Webhook> = webhookAnswerFields;

/** The answer of POST /webhooks: the only time the signing secret is shown. */
export const webhookWithSecretAnswer = answer(
  described(
    'The answer of POST /webhooks: the only time the signing secret is shown.',
    v.intersect([webhookAnswer, v.object({ secret: v.string() })]),
  ),
);
/** The answer of POST /webhooks: the only time the signing secret is shown. */
export interface WebhookWithSecret extends Infer<typeof webhookWithSecretAnswer> {}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const webhookDeliveryStatusAnswer: Schema<WebhookDeliveryStatus> =
  v.picklist(WEBHOOK_DELIVERY_STATUSES);

/** One event sent to a webhook, with the last attempt's outcome. */
export const webhookDeliveryAnswer = answer(
  described(
    "One event sent to a webhook, with the last attempt's outcome.",
    v.object({
      id: v.number(),
      webhook_id: v.number(),
      event: v.picklist([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
      status: webhookDeliveryStatusAnswer,
      attempts: v.number(),
      response_status: v.nullable(v.number()),
      error: v.nullable(v.string()),
      created_at: v.string(),
      finished_at: v.nullable(v.string()),
    }),
  ),
);
/** One event sent to a webhook, with the last attempt's outcome. */
export interface WebhookDelivery extends Infer<typeof webhookDeliveryAnswer> {}

/** The JSON body of every webhook request. */
export type WebhookPayload<T = unknown> = {
  id: string;
  event: WebhookEvent | WebhookTestEventName;
  account_id: number;
  created_at: string;
  data: T;
};

const webhookFields = {
  url: httpUrl({ max: 2048 }),
  events: array(oneOf(WEBHOOK_EVENTS), { min: 1, max: WEBHOOK_EVENTS.length }),
  active: optional(boolean(), true),
};

/** POST /webhooks */
export const webhookCreateBody = object(webhookFields);
export type WebhookCreateBody = Infer<typeof webhookCreateBody>;

/** PATCH /webhooks/{id} (switching `active` on again resets the failure count). */
export const webhookUpdateBody = partial(object({ ...webhookFields, active: boolean() }));
export type WebhookUpdateBody = Infer<typeof webhookUpdateBody>;

/** GET /webhooks */
export const webhookListQuery = object({ ...listQuery(['created_at'] as const, 100) });
export type WebhookListQuery = Infer<typeof webhookListQuery>;

/** GET /webhooks/{id}/deliveries */
export const webhookDeliveryListQuery = object({
  ...listQuery(['created_at'] as const, 100),
  webhook_id: optional(id()),
});
export type WebhookDeliveryListQuery = Infer<typeof webhookDeliveryListQuery>;

/** The `data` of a test event. */
export type WebhookTestEventData = { webhook_id: number; message: string };

/** The header carrying the signature: `t={unix seconds},v1={hex HMAC-SHA256}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Plaudit-Signature';

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacHex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await globalThis.crypto.subtle.sign('HMAC', key, enc.encode(message)));
}

/** The Plaudit-Signature header value for `body` sent at `timestamp` (unix seconds). */
export async function signWebhookBody(
  secret: string,
  body: string,
  timestamp: number,
): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/**
 * Checks a webhook request: the HMAC-SHA256 of `{t}.{raw body}` under the secret must equal
 * `v1`, and `t` must be within `toleranceSeconds` of now (replays are refused).
 */
export async function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  opts: { toleranceSeconds?: number; now?: number } = {},
): Promise<boolean> {
  const parts = new Map(
    (header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = await hmacHex(secret, `${t}.${body}`);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
