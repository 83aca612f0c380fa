import * as v from 'valibot';
import { listQuery } from './common';
import { answer, type Infer, object, refine, string } from './validate';
import { described } from './validation/described';

export const partnerOriginAnswer = answer(
  described(
    "An origin a partner's own web app is served from: browsers on it may call the API\n(`Access-Control-Allow-Origin` is answered with it). Managed by the partner's administrators.",
    v.object({
      id: v.number(),
      account_id: v.number(),
      origin: described('`scheme://host[:port]`, as browsers send it in `Origin`.', v.string()),
      created_by: v.nullable(v.number()),
      created_at: v.string(),
    }),
  ),
);
/**
 * An origin a partner's own web app is served from: browsers on it may call the API
 * (`Access-Control-Allow-Origin` is answered with it). Managed by the partner's administrators.
 */
export interface PartnerOrigin extends Infer<typeof partnerOriginAnswer> {}

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
