/**
 * pnpm bench:embedded — the embedded database (PGlite, no DATABASE_URL) under load: does the
 * server stay responsive? 50 clients load GET /api/locations (25 per page, sorted by name, pages
 * varied) on the large seed (10,000 locations, 20,000 reviews by default) while a prober in its
 * own thread asks GET /api/health every 20 ms on one keep-alive connection. Seeding (no
 * insight rollups) takes about a minute.
 *
 * Runs the same data twice, side by side: PGlite in the server's main thread
 * (PGLITE_WORKER=false, the old way) and PGlite in a worker thread (the default).
 * Prints /api/health p50/p95/p99 and /api/locations requests/s and latency, and writes
 * bench/results/embedded.json.
 * Options: --duration seconds (15), --connections n (50), --locations n (10000),
 * --reviews n (20000), --modes in-thread,worker, --profile <dir> (the servers run with
 * node --cpu-prof, profiles written there), --port base (8943: in-thread there, worker at
 * base+2), --loop-delay (the servers report their event loop's delay, perf_hooks'
 * monitorEventLoopDelay, under load: bench/lib/loop-delay.mjs), --vs dir (another checkout of
 * the repo, e.g. main's, with its node_modules: its server runs each mode too, on the same data,
 * right after this checkout's).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LARGE_USER_EMAIL, seedLarge } from '../apps/api/seed/seed-large';
import { migrate } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/open-database';
import { arg, type LoadFigures, measureLoad, waitForHealth } from './lib/http-load';

const duration = Number(arg('duration', '15'));
const connections = Number(arg('connections', '50'));
const locations = Number(arg('locations', '10000'));
const reviews = Number(arg('reviews', '20000'));
const modes = arg('modes', 'in-thread,worker').split(',') as Mode[];
const profileDir = process.argv.includes('--profile') ? resolve(arg('profile', '')) : null;
const root = join(import.meta.dirname, '..');
type Mode = 'in-thread' | 'worker';
const basePort = Number(arg('port', '8943'));
const PORTS: Record<Mode, number> = { 'in-thread': basePort, worker: basePort + 2 };
const loopDelay = process.argv.includes('--loop-delay');
const vsRoot = arg('vs', '');
const PROBE_EVERY_MS = 20;

type HealthFigures = { probes: number; p50: number; p95: number; p99: number; max: number };

/**
 * Asks GET /api/health every PROBE_EVERY_MS (one at a time, keep-alive) from a worker thread,
 * so the bench's own busy event loop (autocannon) does not delay the probe, until `stop`.
 */
function probeHealth(url: string) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const times = [];
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    const once = () => new Promise((resolve, reject) => {
      const t0 = performance.now();
      http.get(workerData.url + '/api/health', { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - t0));
      }).on('error', reject);
    });
    (async () => {
      while (!stop) {
        times.push(await once());
        await new Promise((r) => setTimeout(r, workerData.every));
      }
      agent.destroy();
      parentPort.postMessage(times);
    })();
  `;
  const worker = new Worker(code, { eval: true, workerData: { url, every: PROBE_EVERY_MS } });
  const done = new Promise<number[]>((res, rej) => {
    worker.once('message', res);
    worker.once('error', rej);
  });
  return {
    async stop(): Promise<HealthFigures> {
      worker.postMessage('stop');
      const times = (await done).sort((a, b) => a - b);
      await worker.terminate();
      const pct = (p: number) =>
        Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0);
      return {
        probes: times.length,
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        max: Math.round(times.at(-1) ?? 0),
      };
    },
  };
}

async function benchOne(mode: Mode, dataRoot: string, checkout = root) {
  const port = PORTS[mode];
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, mode)}`] : []),
      ...(loopDelay
        ? ['--import', pathToFileURL(join(root, 'bench/lib/loop-delay.mjs')).href]
        : []),
      '--import',
      'tsx',
      '--conditions=@plaudit/source',
      'apps/api/src/main.ts',
    ],
    {
      cwd: checkout,
      env: {
        ...process.env,
        PORT: String(port),
        SEED: 'false',
        DATA_DIR: dataRoot,
        WORKER: 'false',
        DEMO_REVIEWS: 'false',
        REVIEW_SYNC: 'false',
        PGLITE_WORKER: mode === 'worker' ? 'true' : 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitForHealth(url, server);
    const login = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: LARGE_USER_EMAIL, password: 'demo-password' }),
    });
    const s = (await login.json()) as { email: string; token: string };
    const headers = {
      authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      accept: 'application/hal+json; version=1',
      'x-plaudit-client': 'bench',
    };
    const pages = Math.ceil(locations / 25);
    const paths = Array.from(
      { length: 200 },
      (_, k) =>
        `/api/locations?per_page=25&sort[by]=name&sort[order]=asc&page=${1 + ((k * 37) % pages)}`,
    );
    const load = (name: string, seconds: number) =>
      measureLoad({
        name,
        url,
        connections,
        duration: seconds,
        headers,
        path: (i) => paths[i % paths.length]!,
      });
    await load('warmup', 3);
    // The warm-up's last requests still run after its clients leave: wait until they are done.
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      await fetch(`${url}/api/health`);
      if (performance.now() - t0 < 20) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Health on an idle server, then under load.
    const idleProbe = probeHealth(url);
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = await idleProbe.stop();
    const probe = probeHealth(url);
    const locationsFigures = await load(`${mode}: GET /api/locations`, duration);
    const health = await probe.stop();
    return { mode, healthIdle: idle, healthUnderLoad: health, locations: locationsFigures };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

const dataRoot = mkdtempSync(join(tmpdir(), 'plaudit-bench-embedded-'));
try {
  const t0 = Date.now();
  const handle = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
  await migrate(handle);
  // Only the large account (its reference data comes with it): the demo accounts add nothing here.
  // The locations list reads no insight report: their rollups (minutes of seeding) are skipped.
  await seedLarge(handle.db, {
    locations,
    reviews,
    rollups: false,
    onProgress: (m) => console.log(`  ${m}`),
  });
  await handle.close();
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const results: Awaited<ReturnType<typeof benchOne>>[] = [];
  for (const mode of modes) {
    results.push(await benchOne(mode, dataRoot));
    // The other checkout's server on the same data, right after (the machine as alike as can be).
    if (vsRoot) results.push({ ...(await benchOne(mode, dataRoot, vsRoot)), vs: vsRoot });
  }

  console.log(
    `\nEmbedded PGlite (${connections} connections on /api/locations for ${duration} s, /api/health every ${PROBE_EVERY_MS} ms; ${locations} locations, ${reviews} reviews)`,
  );
  console.table(
    results.map((r) => ({
      mode: 'vs' in r ? `${r.mode} (--vs)` : r.mode,
      'health idle p50': r.healthIdle.p50,
      'health p50': r.healthUnderLoad.p50,
      'health p95': r.healthUnderLoad.p95,
      'health p99': r.healthUnderLoad.p99,
      'locations req/s': r.locations.requestsPerSec,
      'locations p50': r.locations.p50,
      'locations p99': r.locations.p99,
      statuses: r.locations.statuses,
    })),
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/embedded.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections,
        duration,
        locations,
        reviews,
        probeEveryMs: PROBE_EVERY_MS,
        results: results as unknown as (LoadFigures | object)[],
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
