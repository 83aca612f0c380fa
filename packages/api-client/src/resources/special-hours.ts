import type { QueryParams } from '../schemas/query';
import type {
  BulkSpecialHours,
  SpecialHours,
  SpecialHoursCreateBody,
  SpecialHoursListQuery,
  SpecialHoursUpdateBody,
} from '../schemas/special-hours';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type SpecialHoursListInput = ListInput<SpecialHoursListQuery>;
export type SpecialHoursCreateInput = Partial<SpecialHoursCreateBody>;

const at = (id: Id) => `/special_hours/${encodeURIComponent(String(id))}`;

/** GET /special_hours (location_id, start_date, sort by start_date, per_page up to 250). */
export function listSpecialHours(
  client: Client,
  query?: SpecialHoursListInput,
  options?: CallOptions,
): Promise<Page<SpecialHours>> {
  return client.list<SpecialHours>(
    '/special_hours',
    'special_hours',
    query as QueryParams,
    options,
  );
}

/** POST /special_hours for one location (`location_id`). */
export function createSpecialHours(
  client: Client,
  body: SpecialHoursCreateInput & { location_id: number },
  options?: CallOptions,
): Promise<SpecialHours> {
  return client.post<SpecialHours>('/special_hours', body, options);
}

/** POST /special_hours with location_ids[]: the bulk holiday entry (one row per location). */
export function createBulkSpecialHours(
  client: Client,
  body: SpecialHoursCreateInput & { location_ids: number[] },
  options?: CallOptions,
): Promise<BulkSpecialHours> {
  return client.post<{ special_hours: SpecialHours[] }>('/special_hours', body, options);
}

/** PATCH /special_hours/{id} */
export function updateSpecialHours(
  client: Client,
  id: Id,
  body: SpecialHoursUpdateBody,
  options?: CallOptions,
): Promise<SpecialHours> {
  return client.patch<SpecialHours>(at(id), body, options);
}

/** DELETE /special_hours/{id} */
export async function deleteSpecialHours(
  client: Client,
  id: Id,
  query?: { account_id?: number },
  options?: CallOptions,
): Promise<void> {
  await client.delete(at(id), { ...options, query });
}

export const specialHours = {
  list: listSpecialHours,
  create: createSpecialHours,
  createBulk: createBulkSpecialHours,
  update: updateSpecialHours,
  remove: deleteSpecialHours,
};
