import type {
  Webhook,
  WebhookDelivery,
  WebhookDeliveryListInput,
  WebhookListInput,
} from '@plaudit/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from './api/api-provider';
import { isPlauditKey, listHook } from './data/data-hooks';

/** GET /webhooks. */
export const useWebhooks = listHook<Webhook, WebhookListInput>('webhooks', (api, q) =>
  api.webhooks.list(q),
);

/** GET /webhook_deliveries: the delivery log, newest first. */
export const useWebhookDeliveries = listHook<WebhookDelivery, WebhookDeliveryListInput>(
  'webhookDeliveries',
  (api, q) => api.webhooks.deliveries(q),
);

/**
 * POST /webhooks/{id}/test_events: `send(id)` sends a signed test event now and answers its
 * delivery (the receiver's status, or why it failed); the delivery log is read again after.
 */
export function useSendWebhookTestEvent() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number): Promise<WebhookDelivery> => {
      try {
        return await api.webhooks.sendTestEvent(id);
      } finally {
        await mutate((key) => isPlauditKey(key) && key[3] === 'webhookDeliveries');
      }
    },
    [api, mutate],
  );
}
