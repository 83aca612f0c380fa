import { TRIAGE_TIMEOUT_MS, type TriageEcho, type TriageMethod } from '@plaudit/api-client/schemas';

export { TRIAGE_TIMEOUT_MS };

export type TriageCheck = {
  name: string;
  /** What the browser sent: the method, and the override header when there is one. */
  method: string;
  override: TriageMethod | null;
  url: string;
  status: number | null;
  /** The server received what was sent (the override applied). */
  ok: boolean;
  durationMs: number;
  /** What went wrong, in words; null when the check passed. */
  error: string | null;
  /** The server's echo, when it answered one. */
  echo: TriageEcho | null;
  /** The browser's clock when the answer arrived (ms since 1970). */
  answeredAt: number;
};

/** The triage endpoint (spec 1 section 7: POST /triage with several methods and overrides). */
export const TRIAGE_URL = '/api/triage';

export type BrowserInfo = {
  userAgent: string;
  online: boolean;
  language: string;
  cookiesEnabled: boolean;
  storageAvailable: boolean;
  connection: string | null;
  screen: string;
  timeZone: string;
};

type NetworkInformation = { effectiveType?: string; downlink?: number; rtt?: number };

export function browserInfo(): BrowserInfo {
  let storageAvailable = false;
  try {
    const key = 'plaudit.triage';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    storageAvailable = true;
  } catch {
    storageAvailable = false;
  }
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    userAgent: navigator.userAgent,
    online: navigator.onLine,
    language: navigator.language,
    cookiesEnabled: navigator.cookieEnabled,
    storageAvailable,
    connection: connection
      ? [
          connection.effectiveType,
          connection.downlink !== undefined ? `${connection.downlink} Mbit/s` : null,
          connection.rtt !== undefined ? `${connection.rtt} ms round trip` : null,
        ]
          .filter(Boolean)
          .join(', ')
      : null,
    screen: `${window.screen?.width ?? 0}×${window.screen?.height ?? 0}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** What a check sends: a method, and for a POST the method it overrides to. */
export type TriageRequest = { name: string; method: TriageMethod; override?: TriageMethod };

const HEADERS = { Accept: 'application/hal+json; version=1', 'X-Plaudit-Client': 'plaudit-triage' };
const BODY = JSON.stringify({ triage: true });

/** The checks: each method, then PATCH, PUT and DELETE sent as POST with a method override. */
export const TRIAGE_REQUESTS: readonly TriageRequest[] = [
  { name: 'GET', method: 'GET' },
  { name: 'POST', method: 'POST' },
  { name: 'PUT', method: 'PUT' },
  { name: 'PATCH', method: 'PATCH' },
  { name: 'DELETE', method: 'DELETE' },
  { name: 'PATCH as POST with method override', method: 'POST', override: 'PATCH' },
  { name: 'PUT as POST with method override', method: 'POST', override: 'PUT' },
  { name: 'DELETE as POST with method override', method: 'POST', override: 'DELETE' },
];

const describeFailure = (err: unknown, aborted: boolean) =>
  aborted ? 'Timed out after 5 minutes' : err instanceof Error ? err.message : String(err);

/**
 * One timed request with the triage time-out. It passes when the server
 * answers with its echo and received the method the browser meant (for an
 * override, the overriding method): a proxy that drops PATCH or strips the
 * override header shows here.
 */
export async function timedRequest(
  request: TriageRequest,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TRIAGE_TIMEOUT_MS,
): Promise<TriageCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const expected = request.override ?? request.method;
  const base = {
    name: request.name,
    method: request.method,
    override: request.override ?? null,
    url: TRIAGE_URL,
  };
  try {
    const res = await fetchImpl(TRIAGE_URL, {
      method: request.method,
      headers: {
        ...HEADERS,
        ...(request.method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        ...(request.override ? { 'X-HTTP-Method-Override': request.override } : {}),
      },
      ...(request.method === 'GET' ? {} : { body: BODY }),
      signal: controller.signal,
      cache: 'no-store',
    });
    const text = await res.text().catch(() => '');
    const durationMs = Math.round(performance.now() - started);
    let echo: TriageEcho | null = null;
    try {
      echo = res.ok ? (JSON.parse(text) as TriageEcho) : null;
    } catch {
      echo = null;
    }
    const error = !res.ok
      ? `The server answered HTTP ${res.status}`
      : !echo
        ? 'The answer was not the server’s (a proxy may have answered)'
        : echo.method !== expected
          ? `The server received ${echo.method}, not ${expected}`
          : null;
    return {
      ...base,
      status: res.status,
      ok: error === null,
      durationMs,
      error,
      echo,
      answeredAt: Date.now(),
    };
  } catch (err) {
    return {
      ...base,
      status: null,
      ok: false,
      durationMs: Math.round(performance.now() - started),
      error: describeFailure(err, controller.signal.aborted),
      echo: null,
      answeredAt: Date.now(),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Every check, one after the other (so the times are each request's own). */
export async function runNetworkChecks(fetchImpl: typeof fetch = fetch): Promise<TriageCheck[]> {
  const checks: TriageCheck[] = [];
  for (const request of TRIAGE_REQUESTS) checks.push(await timedRequest(request, fetchImpl));
  return checks;
}

/** How far the browser's clock is from the server's, from the first echo (ms; + is ahead). */
export function clockOffsetMs(checks: readonly TriageCheck[]): number | null {
  const check = checks.find((c) => c.echo);
  return check?.echo ? check.answeredAt - Date.parse(check.echo.server_time) : null;
}

/** The clock offset in words: within a minute is fine (requests take time). */
export function describeClockOffset(offsetMs: number | null): string {
  if (offsetMs === null) return 'Unknown (the server did not answer)';
  const seconds = Math.round(Math.abs(offsetMs) / 1000);
  if (seconds < 60) return 'In step with the server';
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'} ${offsetMs > 0 ? 'ahead of' : 'behind'} the server`;
}
