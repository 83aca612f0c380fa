import type {
  Webhook,
  WebhookDelivery,
  WebhookDeliveryListInput,
  WebhookListInput,
} from '@plaudit/api-client';
import { listHook } from './data/data-hooks';

/** GET /webhooks. */
export const useWebhooks = listHook<Webhook, WebhookListInput>('webhooks', (api, q) =>
  api.webhooks.list(q),
);

/** GET /webhook_deliveries: the delivery log, newest first. */
export const useWebhookDeliveries = listHook<WebhookDelivery, WebhookDeliveryListInput>(
  'webhookDeliveries',
  (api, q) => api.webhooks.deliveries(q),
);
