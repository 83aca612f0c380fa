import type {
  LocationSourceOverride,
  SourceOverrideCreateBody,
  SourceOverrideListQuery,
  SourceOverrideUpdateBody,
} from '../schemas/location-source-overrides';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type SourceOverrideListInput = ListInput<SourceOverrideListQuery>;

/** GET /location_source_overrides (location_id, source_id, sort). */
export function listSourceOverrides(
  client: Client,
  query?: SourceOverrideListInput,
  options?: CallOptions,
): Promise<Page<LocationSourceOverride>> {
  return client.list<LocationSourceOverride>(
    '/location_source_overrides',
    'location_source_overrides',
    query as QueryParams,
    options,
  );
}

/** POST /location_source_overrides (creates or updates the location's override for a directory). */
export function createSourceOverride(
  client: Client,
  body: SourceOverrideCreateBody,
  options?: CallOptions,
): Promise<LocationSourceOverride> {
  return client.post<LocationSourceOverride>('/location_source_overrides', body, options);
}

/** PATCH /location_source_overrides/{id} (empty text becomes null). */
export function updateSourceOverride(
  client: Client,
  id: Id,
  body: SourceOverrideUpdateBody,
  options?: CallOptions,
): Promise<LocationSourceOverride> {
  return client.patch<LocationSourceOverride>(
    `/location_source_overrides/${encodeURIComponent(String(id))}`,
    body,
    options,
  );
}

export const locationSourceOverrides = {
  list: listSourceOverrides,
  create: createSourceOverride,
  update: updateSourceOverride,
};
