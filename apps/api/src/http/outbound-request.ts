import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, PRIVATE_ADDRESS, refuseHost } from './public-address';

/** A URL the server was asked to fetch and will not, with the reason (no detail of the target). */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

export type OutboundOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Private, loopback and metadata addresses allowed too (local development and tests). */
  allowPrivate?: boolean;
  /** Redirects followed, each one checked like the first address (default 5). */
  maxRedirects?: number;
  /** Looks a host name up (default: the system's resolver, every address). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** Whether an address is refused (default isPrivateAddress). */
  blocked?: (address: string) => boolean;
};

export type OutboundResponse = { status: number; headers: IncomingHttpHeaders; url: string };

const systemResolve = (hostname: string) => lookup(hostname, { all: true });

/**
 * The socket's lookup: the host's addresses, refused when any of them is; the connection is
 * then made to an address checked here (no second lookup that DNS rebinding could answer
 * differently).
 */
function checkedLookup(
  resolve: (hostname: string) => Promise<LookupAddress[]>,
  blocked: (address: string) => boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((a) => blocked(a.address)))
          return callback(new RefusedAddressError(PRIVATE_ADDRESS), '', 0);
        if (options.all)
          return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/** One request, its body read and discarded; no redirect followed. */
function once(url: URL, opts: OutboundOptions): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: opts.method ?? 'GET',
        headers: {
          ...opts.headers,
          ...(opts.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(opts.body)) }
            : {}),
        },
        signal: opts.signal,
        ...(opts.allowPrivate
          ? {}
          : {
              lookup: checkedLookup(
                opts.resolve ?? systemResolve,
                opts.blocked ?? isPrivateAddress,
              ),
            }),
        // A fresh connection each time: a pooled one could lead to an address not checked now.
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('error', () => {});
        resolve({ status: res.statusCode ?? 0, headers: res.headers, url: url.toString() });
      },
    );
    req.on('error', (err) => {
      const cause = (err as { cause?: unknown }).cause;
      reject(cause instanceof RefusedAddressError ? cause : err);
    });
    req.end(opts.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Sends a request to a URL a user gave (a webhook's receiver): only http(s), and unless
 * `allowPrivate`, only to public addresses, checked on the literal host, after DNS (the
 * connection goes to the checked address) and on every redirect, which is followed by hand
 * up to `maxRedirects` times (303, and 301/302 after a POST, continue as GET without the
 * body, as browsers do). A refusal rejects with RefusedAddressError.
 */
export async function outboundRequest(
  target: string,
  opts: OutboundOptions = {},
): Promise<OutboundResponse> {
  let url = new URL(target);
  let current = opts;
  const max = opts.maxRedirects ?? 5;
  for (let hop = 0; ; hop++) {
    const refused = refuseHost(url, opts.blocked);
    if (refused && (refused !== PRIVATE_ADDRESS || !opts.allowPrivate))
      throw new RefusedAddressError(refused);
    const res = await once(url, current);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.status) || !location) return res;
    if (hop >= max) throw new RefusedAddressError(`More than ${max} redirects`);
    url = new URL(location, url);
    if (
      res.status === 303 ||
      ((res.status === 301 || res.status === 302) && current.method === 'POST')
    ) {
      const { 'content-type': _type, ...headers } = current.headers ?? {};
      current = { ...current, method: 'GET', headers, body: undefined };
    }
  }
}
