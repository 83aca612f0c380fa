/**
 * CORS of the endpoints customers' websites call (the public widget payload):
 * any origin, reads only, ETag readable for revalidation, preflight cached a day.
 * The Hono route and the node:http fast path both answer with these.
 */
export const PUBLIC_CORS = {
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'OPTIONS'],
  exposeHeaders: ['ETag'],
  maxAge: 86400,
};

/** The same policy as response headers, for answers written without Hono. */
export const PUBLIC_CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': PUBLIC_CORS.origin,
  'access-control-expose-headers': PUBLIC_CORS.exposeHeaders.join(','),
};

/** Headers of a preflight answer. */
export const PUBLIC_PREFLIGHT_HEADERS: Record<string, string> = {
  ...PUBLIC_CORS_HEADERS,
  'access-control-allow-methods': PUBLIC_CORS.allowMethods.join(','),
  'access-control-max-age': String(PUBLIC_CORS.maxAge),
};
