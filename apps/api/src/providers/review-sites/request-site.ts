import type { OauthProvider } from '@plaudit/api-client/schemas';
import { AccessRevokedError, RateLimitedError } from './types';

const DEFAULT_WAIT_MS = 60_000;
/** Facebook's throttling error codes (application, user, page and custom rate limits). */
const FACEBOOK_THROTTLING = new Set([4, 17, 32, 613, 80001]);

/** Retry-After as seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_WAIT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1000, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_WAIT_MS : Math.max(1000, at - now);
}

/** The message of a site's error body: Google `{error: {message}}`, Facebook the same, Trustpilot `{message}`. */
function errorDetail(body: unknown, status: number): { message: string; code: number | null } {
  const b = body as { error?: { message?: unknown; code?: unknown }; message?: unknown } | null;
  const message =
    typeof b?.error?.message === 'string'
      ? b.error.message
      : typeof b?.message === 'string'
        ? b.message
        : `status ${status}`;
  return { message, code: typeof b?.error?.code === 'number' ? b.error.code : null };
}

/**
 * GETs one JSON resource of a review site: a 429 (or Facebook's throttling codes) becomes
 * RateLimitedError with the wait the site asked for, a 401 (or Facebook's code 190)
 * AccessRevokedError, any other failure an Error with the site's own message.
 */
export async function requestSite<T>(
  provider: OauthProvider,
  url: string,
  headers: Record<string, string>,
): Promise<T> {
  const res = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (res.ok && body) return body as T;
  const { message, code } = errorDetail(body, res.status);
  if (res.status === 429 || (code !== null && FACEBOOK_THROTTLING.has(code)))
    throw new RateLimitedError(provider, retryAfterMs(res.headers.get('retry-after')));
  if (res.status === 401 || code === 190) throw new AccessRevokedError(provider, message);
  throw new Error(`${provider} answered ${res.status}: ${message}`);
}

/** The domain of a website address, without www (null when it is not one). */
export function domainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//.test(website) ? website : `https://${website}`).hostname
      .toLowerCase()
      .replace(/^www\./, '');
  } catch {
    return null;
  }
}
