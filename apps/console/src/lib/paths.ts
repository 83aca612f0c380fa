import { useLocation } from 'react-router';

const AS_PATH = /^\/as\/(\d+)(?=\/|$)/;

/** Splits `/as/12/reviews` into the impersonation base `/as/12`, the account 12 and `/reviews`. */
export function splitBasePath(pathname: string): {
  base: string;
  accountId: number | null;
  rest: string;
} {
  const match = AS_PATH.exec(pathname);
  if (!match) return { base: '', accountId: null, rest: pathname || '/' };
  return {
    base: match[0],
    accountId: Number(match[1]),
    rest: pathname.slice(match[0].length) || '/',
  };
}

/** The base path of the current screen: `/as/{accountId}` in an impersonated session, else ''. */
export function useBasePath(): string {
  return splitBasePath(useLocation().pathname).base;
}

/** `path` under the base (`/as/12` + `/reviews`). */
export function withBase(base: string, path: string): string {
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/** A `redirect` query value we may follow: a path on this site, never another origin. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/(login|users\/sign_in)(\/|\?|$)/.test(value)) return fallback;
  return value;
}

/** `/login?redirect=...` keeping where the user was going. */
export function loginHref(redirect?: string): string {
  if (!redirect || redirect === '/' || redirect.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

/** `/error?statusCode=...&message=...`. */
export function errorHref(statusCode?: number, message?: string): string {
  const p = new URLSearchParams();
  if (statusCode) p.set('statusCode', String(statusCode));
  if (message) p.set('message', message);
  const q = p.toString();
  return q ? `/error?${q}` : '/error';
}
