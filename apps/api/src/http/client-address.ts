import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The address of the client that sent the request: the socket's peer, or, when
 * the server runs behind `trustProxy` reverse proxies (env TRUST_PROXY), the
 * address those proxies recorded in `X-Forwarded-For`. Only the proxies' own
 * entries are believed: a client cannot pick its address by sending the header.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const socket = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const hops = c.var.deps.trustProxy ?? 0;
  if (hops < 1) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? socket;
}
