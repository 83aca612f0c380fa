import type {
  ScheduledExport,
  ScheduledExportCreateBody,
  ScheduledExportListQuery,
  ScheduledExportUnsubscribe,
  ScheduledExportUpdateBody,
} from '../schemas/scheduled-exports';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type ScheduledExportListInput = ListInput<ScheduledExportListQuery>;

const at = (client: Client) =>
  resource<
    ScheduledExport,
    ScheduledExportCreateBody,
    ScheduledExportUpdateBody,
    ScheduledExportListInput
  >(client, '/scheduled_exports', 'scheduled_exports');

/** GET /scheduled_exports (export_type list, created_by_user_id, sort, page). */
export function listScheduledExports(
  client: Client,
  query?: ScheduledExportListInput,
  options?: CallOptions,
): Promise<Page<ScheduledExport>> {
  return at(client).list(query, options);
}
/** GET /scheduled_exports/{id} */
export function getScheduledExport(client: Client, id: Id, options?: CallOptions) {
  return at(client).get(id, options);
}
/** POST /scheduled_exports */
export function createScheduledExport(
  client: Client,
  body: ScheduledExportCreateBody,
  options?: CallOptions,
) {
  return at(client).create(body, options);
}
/** PATCH /scheduled_exports/{id} */
export function updateScheduledExport(
  client: Client,
  id: Id,
  body: ScheduledExportUpdateBody,
  options?: CallOptions,
) {
  return at(client).update(id, body, options);
}
/** DELETE /scheduled_exports/{id} */
export function deleteScheduledExport(client: Client, id: Id, options?: CallOptions) {
  return at(client).remove(id, options);
}
/** GET /unsubscribe/scheduled_exports/{id}?token=... (no login: the e-mailed link's token). */
export function unsubscribeScheduledExport(
  client: Client,
  id: Id,
  token: string,
  options?: CallOptions,
): Promise<ScheduledExportUnsubscribe> {
  return client.get(`/unsubscribe/scheduled_exports/${encodeURIComponent(String(id))}`, {
    ...options,
    query: { token },
    anonymous: true,
  });
}

export const scheduledExports = {
  list: listScheduledExports,
  get: getScheduledExport,
  create: createScheduledExport,
  update: updateScheduledExport,
  remove: deleteScheduledExport,
  unsubscribe: unsubscribeScheduledExport,
};
