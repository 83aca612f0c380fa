import type {
  Webhook,
  WebhookCreateBody,
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookListQuery,
  WebhookUpdateBody,
  WebhookWithSecret,
} from '../schemas/webhooks';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type WebhookListInput = ListInput<WebhookListQuery>;
export type WebhookDeliveryListInput = ListInput<WebhookDeliveryListQuery>;
export type WebhookCreateInput = WithOptional<WebhookCreateBody, 'active'>;

const webhooksAt = (client: Client) =>
  resource<Webhook, WebhookCreateInput, WebhookUpdateBody, WebhookListInput>(
    client,
    '/webhooks',
    'webhooks',
  );

/** GET /webhooks */
export function listWebhooks(
  client: Client,
  query?: WebhookListInput,
  options?: CallOptions,
): Promise<Page<Webhook>> {
  return webhooksAt(client).list(query, options);
}
/** POST /webhooks: the answer carries the signing `secret`, shown this once. */
export function createWebhook(
  client: Client,
  body: WebhookCreateInput,
  options?: CallOptions,
): Promise<WebhookWithSecret> {
  return webhooksAt(client).create(body, options) as Promise<WebhookWithSecret>;
}
/** PATCH /webhooks/{id} */
export function updateWebhook(
  client: Client,
  id: Id,
  body: WebhookUpdateBody,
  options?: CallOptions,
) {
  return webhooksAt(client).update(id, body, options);
}
/** DELETE /webhooks/{id} */
export function deleteWebhook(client: Client, id: Id, options?: CallOptions) {
  return webhooksAt(client).remove(id, options);
}
/** GET /webhook_deliveries: the delivery log (newest first). */
export function listWebhookDeliveries(
  client: Client,
  query?: WebhookDeliveryListInput,
  options?: CallOptions,
): Promise<Page<WebhookDelivery>> {
  return resource<WebhookDelivery, never, never, WebhookDeliveryListInput>(
    client,
    '/webhook_deliveries',
    'webhook_deliveries',
  ).list(query, options);
}

/**
 * POST /webhooks/{id}/test_events: sends one signed `webhook.test` event to the webhook now,
 * through the same delivery path as real events, and answers its delivery (recorded in the
 * log): `delivered` with the receiver's status, or `failed` with the status or the reason.
 */
export function sendWebhookTestEvent(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<WebhookDelivery> {
  return client.request<WebhookDelivery>('POST', `/webhooks/${id}/test_events`, {
    ...options,
    body: {},
  });
}

export const webhooks = {
  list: listWebhooks,
  create: createWebhook,
  update: updateWebhook,
  remove: deleteWebhook,
  deliveries: listWebhookDeliveries,
  sendTestEvent: sendWebhookTestEvent,
};
