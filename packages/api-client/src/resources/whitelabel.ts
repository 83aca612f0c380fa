import type { Whitelabel } from '../schemas/accounts';
import { ApiError } from '../transport/api-error';
import type { CallOptions, Client } from '../transport/create-client';

/**
 * GET /mywhitelabel: the caller's white-label settings, or null when the
 * account has none (the server answers 204 or 404).
 */
export async function getWhitelabel(
  client: Client,
  options?: CallOptions,
): Promise<Whitelabel | null> {
  try {
    return (await client.request<Whitelabel | undefined>('GET', '/mywhitelabel', options)) ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const whitelabel = { get: getWhitelabel };
