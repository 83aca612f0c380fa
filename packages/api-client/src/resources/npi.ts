import type { NpiResults, NpiSearchQuery } from '../schemas/npi';
import type { CallOptions, Client } from '../transport/create-client';

/** GET /npi/{number} (10 digits; a 400 means 'NPI not found'). */
export function lookupNpi(
  client: Client,
  number: string,
  query?: { account_id?: number },
  options?: CallOptions,
): Promise<NpiResults> {
  return client.get<NpiResults>(`/npi/${encodeURIComponent(number)}`, { ...options, query });
}

/** GET /npi?first_name&last_name&city&state&postal_code */
export function searchNpi(
  client: Client,
  query: NpiSearchQuery,
  options?: CallOptions,
): Promise<NpiResults> {
  return client.get<NpiResults>('/npi', { ...options, query });
}

export const npi = { lookup: lookupNpi, search: searchNpi };
