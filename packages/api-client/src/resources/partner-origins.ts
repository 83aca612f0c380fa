import type {
  PartnerOrigin,
  PartnerOriginCreateBody,
  PartnerOriginListQuery,
} from '../schemas/partner-origins';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type PartnerOriginListInput = ListInput<PartnerOriginListQuery>;

const originsAt = (client: Client) =>
  resource<PartnerOrigin, PartnerOriginCreateBody, never, PartnerOriginListInput>(
    client,
    '/partner_origins',
    'partner_origins',
  );

/** GET /partner_origins: the origins whose browsers may call the API (partner administrators). */
export function listPartnerOrigins(
  client: Client,
  query?: PartnerOriginListInput,
  options?: CallOptions,
): Promise<Page<PartnerOrigin>> {
  return originsAt(client).list(query, options);
}
/** POST /partner_origins {origin}: an exact origin, `https://app.example.com`. */
export function createPartnerOrigin(
  client: Client,
  body: PartnerOriginCreateBody,
  options?: CallOptions,
): Promise<PartnerOrigin> {
  return originsAt(client).create(body, options);
}
/** DELETE /partner_origins/{id} */
export function deletePartnerOrigin(client: Client, id: Id, options?: CallOptions) {
  return originsAt(client).remove(id, options);
}

export const partnerOrigins = {
  list: listPartnerOrigins,
  create: createPartnerOrigin,
  remove: deletePartnerOrigin,
};
