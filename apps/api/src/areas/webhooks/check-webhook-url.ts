import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const PRIVATE_ADDRESS =
  'Webhook URLs must point to a public address; private and loopback addresses are refused.';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is private, loopback, link-local or otherwise not on the internet. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 4) return blocked.check(address, 'ipv4');
  if (v === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/**
 * In production, a webhook may only reach public addresses: the host's every address is
 * resolved and checked (at creation and again before each delivery, as DNS can change).
 * Elsewhere everything is allowed, so a receiver on localhost can be tried.
 * Returns the reason it is refused, or null.
 */
export async function refuseWebhookUrl(
  url: string,
  env: string | undefined = process.env.NODE_ENV,
): Promise<string | null> {
  if (env !== 'production') return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return PRIVATE_ADDRESS;
  try {
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return PRIVATE_ADDRESS;
    return null;
  } catch {
    return `The webhook's host ${host} could not be found.`;
  }
}
