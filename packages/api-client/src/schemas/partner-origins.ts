import { listQuery } from './common';
import { type Infer, object, refine, string } from './validate';

/**
 * An origin a partner's own web app is served from: browsers on it may call the API
 * (`Access-Control-Allow-Origin` is answered with it). Managed by the partner's administrators.
 */
export type PartnerOrigin = {
  id: number;
  account_id: number;
  /** `scheme://host[:port]`, as browsers send it in `Origin`. */
  origin: string;
  created_by: number | null;
  created_at: string;
};

/** Hosts only this machine reaches: plain http is allowed for them everywhere. */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]';

export const ORIGIN_MESSAGES = {
  shape: 'Enter an origin like https://app.example.com (scheme, host and port only, no path)',
  https: 'The origin must use https (http only for localhost)',
} as const;

/**
 * The exact origin a text names (`https://App.example.com:443` → `https://app.example.com`),
 * or why it is not one: http(s) only, no user, path, query or fragment. With `httpsOnly`
 * (production servers), plain http is refused except on loopback hosts.
 */
export function parseOrigin(
  text: string,
  opts: { httpsOnly?: boolean } = {},
): { origin: string } | { error: string } {
  if (!/^https?:\/\/[^/?#\s@]+\/?$/i.test(text)) return { error: ORIGIN_MESSAGES.shape };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: ORIGIN_MESSAGES.shape };
  }
  if (url.username || url.password || !url.hostname) return { error: ORIGIN_MESSAGES.shape };
  if (opts.httpsOnly && url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { error: ORIGIN_MESSAGES.https };
  return { origin: url.origin };
}

/** POST /partner_origins (the server normalises the origin and applies the https rule). */
export const partnerOriginCreateBody = object({
  origin: refine(string({ min: 1, max: 300 }), (text) => {
    const parsed = parseOrigin(text);
    return 'error' in parsed ? `{label}: ${parsed.error}` : null;
  }),
});
export type PartnerOriginCreateBody = Infer<typeof partnerOriginCreateBody>;

/** GET /partner_origins */
export const partnerOriginListQuery = object({
  ...listQuery(['created_at', 'origin'] as const, 100),
});
export type PartnerOriginListQuery = Infer<typeof partnerOriginListQuery>;
