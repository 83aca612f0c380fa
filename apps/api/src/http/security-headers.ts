import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Browser security headers, one place for every kind of answer (the README's
 * "Security headers" table lists them):
 * - pages (the console, the examples): a strict CSP (scripts and styles from
 *   this origin only, nothing inline), no framing, no sniffing, same-origin
 *   referrers and resources;
 * - assets other websites load (the embed loader and runtime, source icons):
 *   the same, but readable cross-origin;
 * - the API: a CSP that allows nothing, and `no-store` unless the route chose
 *   its own caching (public widget payloads and media files are cross-origin).
 */
const self = ["'self'"];
const common = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginEmbedderPolicy: false,
  xXssProtection: '0',
} as const;

export const PAGE_CSP = {
  defaultSrc: self,
  scriptSrc: self,
  styleSrc: self,
  imgSrc: [...self, 'data:', 'blob:', 'https:'],
  connectSrc: self,
  fontSrc: self,
  objectSrc: ["'none'"],
  baseUri: self,
  formAction: self,
  frameAncestors: ["'none'"],
};

/** The console's and the examples' pages and their files. */
export const pageSecurityHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: PAGE_CSP,
  crossOriginResourcePolicy: 'same-origin',
});

/** Files customers' websites load: /embed/*, /source-icons/*, /logos/*. */
export const crossOriginAssetHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: PAGE_CSP,
  crossOriginResourcePolicy: 'cross-origin',
});

/** API paths (below /api) whose answers other origins may read. */
const CROSS_ORIGIN_API = /^\/api\/(public|media\/files)\//;

const apiHeaders = (corp: 'same-origin' | 'cross-origin') =>
  secureHeaders({
    ...common,
    referrerPolicy: 'no-referrer',
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: corp,
  });
const apiSameOrigin = apiHeaders('same-origin');
const apiCrossOrigin = apiHeaders('cross-origin');

/** Every API answer: the headers above, and `no-store` unless the route set Cache-Control. */
export const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  const headers = CROSS_ORIGIN_API.test(c.req.path) ? apiCrossOrigin : apiSameOrigin;
  await headers(c, next);
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};

/** Headers of the public widget payload's node:http fast path (the same as its Hono route). */
export const PUBLIC_API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
};
