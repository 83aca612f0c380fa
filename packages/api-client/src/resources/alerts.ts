import type {
  Alert,
  AlertCreateBody,
  AlertListQuery,
  AlertUnsubscribe,
  AlertUpdateBody,
} from '../schemas/alerts';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type AlertListInput = ListInput<AlertListQuery>;
export type AlertCreateInput = WithOptional<
  AlertCreateBody,
  | 'max_rating'
  | 'include_no_rating'
  | 'source_ids'
  | 'location_ids'
  | 'group_ids'
  | 'keywords'
  | 'channels'
  | 'phone'
  | 'enabled'
>;

const alertsAt = (client: Client) =>
  resource<Alert, AlertCreateInput, AlertUpdateBody, AlertListInput>(client, '/alerts', 'alerts');

/** GET /alerts (your own; every user's when you manage users). */
export function listAlerts(
  client: Client,
  query?: AlertListInput,
  options?: CallOptions,
): Promise<Page<Alert>> {
  return alertsAt(client).list(query, options);
}
/** POST /alerts */
export function createAlert(client: Client, body: AlertCreateInput, options?: CallOptions) {
  return alertsAt(client).create(body, options);
}
/** PATCH /alerts/{id} */
export function updateAlert(client: Client, id: Id, body: AlertUpdateBody, options?: CallOptions) {
  return alertsAt(client).update(id, body, options);
}
/** DELETE /alerts/{id} */
export function deleteAlert(client: Client, id: Id, options?: CallOptions) {
  return alertsAt(client).remove(id, options);
}
/** GET /unsubscribe/alerts/{id}?token=... (no login: the e-mailed link's token). */
export function unsubscribeAlert(
  client: Client,
  id: Id,
  token: string,
  options?: CallOptions,
): Promise<AlertUnsubscribe> {
  return client.get(`/unsubscribe/alerts/${encodeURIComponent(String(id))}`, {
    ...options,
    query: { token },
    anonymous: true,
  });
}

export const alerts = {
  list: listAlerts,
  create: createAlert,
  update: updateAlert,
  remove: deleteAlert,
  unsubscribe: unsubscribeAlert,
};
