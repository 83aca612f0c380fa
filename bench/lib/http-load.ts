import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

/** A command-line option `--name value`, or the fallback. */
export const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};

/** Waits until the server answers /api/health (at most 150 s), failing if it exits first. */
export async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

export type LoadFigures = {
  name: string;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Answers by status, e.g. "200×1234 404×5". */
  statuses: string;
};

/**
 * GETs `path(i)` for request i from `connections` clients for `duration` seconds
 * and computes exact percentiles from every response time seen.
 */
export async function measureLoad(o: {
  name: string;
  url: string;
  path: (i: number) => string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  let i = 0;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.duration,
    headers: o.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: o.path(i++) }) }],
  });
  instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    times.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0);
  return {
    name: o.name,
    requestsPerSec: Math.round(result.requests.average),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors: result.errors,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}
