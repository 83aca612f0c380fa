import type { LocationPreview, LocationPreviewQuery } from '../schemas/billing';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id } from './resource';

/** GET /billing/{accountId}/location_preview */
export function getLocationPreview(
  client: Client,
  accountId: Id,
  query?: Partial<LocationPreviewQuery>,
  options?: CallOptions,
): Promise<LocationPreview> {
  return client.get<LocationPreview>(
    `/billing/${encodeURIComponent(String(accountId))}/location_preview`,
    { ...options, query },
  );
}

export const billing = { locationPreview: getLocationPreview };
