import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress, PRIVATE_ADDRESS, refuseHost } from '../../http/public-address';

export { PRIVATE_ADDRESS };

/**
 * Why a webhook's URL is refused when it is saved, or null. Unless `allowPrivate` (the
 * WEBHOOKS_ALLOW_PRIVATE opt-in for local development and tests), `localhost`, a literal
 * private, loopback, link-local or metadata address, and a name whose addresses include one
 * are refused. A name that cannot be looked up now is kept: each delivery looks it up again
 * and refuses it then (outbound-request.ts), as DNS can change after it is saved.
 */
export async function refuseWebhookUrl(
  url: string,
  allowPrivate: boolean | undefined,
): Promise<string | null> {
  const refused = refuseHost(url);
  if (refused && (refused !== PRIVATE_ADDRESS || !allowPrivate)) return refused;
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  return addresses.some((a) => isPrivateAddress(a.address)) ? PRIVATE_ADDRESS : null;
}
