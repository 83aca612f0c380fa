/** Triage calls time out after 5 minutes (spec 1 section 9). */
export const TRIAGE_TIMEOUT_MS = 5 * 60 * 1000;

export type TriageCheck = {
  name: string;
  method: string;
  url: string;
  status: number | null;
  ok: boolean;
  durationMs: number;
  error: string | null;
};

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

/** One timed request with the triage time-out. Any HTTP answer proves the network path works. */
export async function timedRequest(
  name: string,
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TRIAGE_TIMEOUT_MS,
): Promise<TriageCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const method = init.method ?? 'GET';
  try {
    const res = await fetchImpl(url, { ...init, signal: controller.signal, cache: 'no-store' });
    await res.text().catch(() => '');
    return {
      name,
      method,
      url,
      status: res.status,
      ok: res.status < 500,
      durationMs: Math.round(performance.now() - started),
      error: null,
    };
  } catch (err) {
    const aborted = controller.signal.aborted;
    return {
      name,
      method,
      url,
      status: null,
      ok: false,
      durationMs: Math.round(performance.now() - started),
      error: aborted
        ? 'Timed out after 5 minutes'
        : err instanceof Error
          ? err.message
          : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}

const HEADERS = { Accept: 'application/hal+json; version=1', 'X-Plaudit-Client': 'plaudit-triage' };

/** The network checks: GET /api/health, and a POST carrying X-HTTP-Method-Override. */
export function runNetworkChecks(fetchImpl: typeof fetch = fetch): Promise<TriageCheck[]> {
  return Promise.all([
    timedRequest('API health', '/api/health', { method: 'GET', headers: HEADERS }, fetchImpl),
    timedRequest(
      'POST with method override (PATCH)',
      '/api/health',
      {
        method: 'POST',
        headers: {
          ...HEADERS,
          'Content-Type': 'application/json',
          'X-HTTP-Method-Override': 'PATCH',
        },
        body: JSON.stringify({ triage: true }),
      },
      fetchImpl,
    ),
  ]);
}
