import { BlockList, isIP } from 'node:net';

/** The reason given for a URL the server will not fetch because of where it points. */
export const PRIVATE_ADDRESS = 'url must not point to a private or local network address';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata 100.100.100.200 too)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS's metadata fd00:ec2::254 too)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16));
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const g = groupsOf(address);
  if (g.length !== 8 || g.some((n) => Number.isNaN(n))) return null;
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64): the last 32 bits.
  if (g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((n) => n === 0))
    return v4(g[6]!, g[7]!);
  // 2002:AABB:CCDD::/48 (6to4): bits 16-48.
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/**
 * Whether an IP address is one the server must not reach on a user's behalf: private,
 * loopback, link-local (cloud metadata), unique-local, carrier-grade NAT, multicast,
 * unspecified, reserved or documentation, or an IPv6 address carrying such an IPv4 one.
 * Anything that is not an IP address counts as not public.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner !== null) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

/** A host name that always means this machine, whatever DNS says. */
const isLocalName = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

/**
 * Why a URL's host may not be fetched without looking it up, or null: `localhost` and
 * literal private addresses. The WHATWG parser has already turned `127.1`, `2130706433`
 * and `0x7f.0.0.1` into 127.0.0.1 and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`.
 * Names are checked again, after DNS, when they are fetched (see outbound-request.ts).
 */
export function refuseHost(
  url: string | URL,
  blocked: (address: string) => boolean = isPrivateAddress,
): string | null {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return 'url must be an http or https address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'url must be an http or https address';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isLocalName(host)) return PRIVATE_ADDRESS;
  if (isIP(host) && blocked(host)) return PRIVATE_ADDRESS;
  return null;
}
