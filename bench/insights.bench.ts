/**
 * pnpm bench:insights — on PostgreSQL with the large seed (10,000 locations,
 * 1,000,000 reviews) plus its keyword backfill:
 *   GET /api/insights/{id}/mentioned over six months (sorts varied)
 *   GET /api/location_performance_overview over 10,000 locations (with lag, pages varied)
 *   the same report printed: pages 1-40 of 250 (with lag)
 *   the report cold: a different end date on every request, so none is cached
 * Prints p50/p95/p99 (aims: p95 under 300 ms and 500 ms) and the seed and
 * backfill times; writes bench/results/insights.json.
 * Options: --duration seconds (10), --connections n (4), --locations n, --reviews n.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../apps/api/seed/seed-demo';
import { LARGE_USER_EMAIL, seedLarge } from '../apps/api/seed/seed-large';
import {
  recordReviewInsights,
  vacuumInsights,
} from '../apps/api/src/areas/insights/record-insights';
import { migrate } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/open-database';
import { startPostgres } from '../apps/api/test/start-postgres';
import { arg, measureLoad, waitForHealth } from './lib/http-load';

const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '4'));
const locations = Number(arg('locations', '10000'));
const reviews = Number(arg('reviews', '1000000'));
const root = join(import.meta.dirname, '..');

const API_HEADERS = (auth: string) => ({
  authorization: auth,
  accept: 'application/hal+json; version=1',
  'x-plaudit-client': 'bench',
});

/** GETs the paths in turn as the signed-in user. */
const load = (name: string, url: string, auth: string, paths: string[]) =>
  measureLoad({
    name,
    url,
    connections,
    duration,
    headers: API_HEADERS(auth),
    path: (i) => paths[i % paths.length]!,
  });

const pg = await startPostgres();
const dataRoot = mkdtempSync(join(tmpdir(), 'plaudit-bench-insights-'));
const port = 8911;
const url = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  SEED: 'false',
  DATA_DIR: dataRoot,
  DATABASE_URL: pg.url('postgres'),
};
let server: ChildProcess | undefined;
try {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
  await migrate(handle);
  const t0 = Date.now();
  await seedDemo(handle.db);
  const large = await seedLarge(handle.db, {
    locations,
    reviews,
    onProgress: (m) => console.log(`  ${m}`),
  });
  const seedMs = Date.now() - t0;
  const backfill = await recordReviewInsights(handle.db, {
    accountId: large.accountId,
    fresh: true,
    onProgress: (m) => console.log(`  ${m}`),
  });
  // Index-only scans need the visibility map.
  const v0 = Date.now();
  await vacuumInsights(handle.db);
  const vacuumMs = Date.now() - v0;
  console.log(
    `seeded in ${(seedMs / 1000).toFixed(0)} s; keyword backfill ${(backfill.elapsedMs / 1000).toFixed(1)} s (${backfill.texts} texts, ${backfill.keywords} keyword rows, ${backfill.categories} category rows); vacuum ${(vacuumMs / 1000).toFixed(1)} s`,
  );
  await handle.close();

  server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(url, server);
  const login = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: LARGE_USER_EMAIL, password: 'demo-password' }),
  });
  const s = (await login.json()) as { email: string; token: string; account_id: number };
  const auth = `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`;
  const today = new Date();
  const d = (x: Date) => x.toISOString().slice(0, 10);
  const from = d(new Date(today.getTime() - 182 * 86_400_000));
  const mentioned = ['highest_volume', 'controversy', 'positive_ratio', 'negative_ratio'].map(
    (sort) =>
      `/api/insights/${s.account_id}/mentioned?published_after=${from}&published_before=${d(today)}&sort[by]=${sort}`,
  );
  const perf = [1, 2, 3, 10, 50].map(
    (page) =>
      `/api/location_performance_overview?start_date=${from}&end_date=${d(today)}&with_lag=true&per_page=25&page=${page}`,
  );
  const print = Array.from(
    { length: 40 },
    (_, i) =>
      `/api/location_performance_overview?start_date=${from}&end_date=${d(today)}&with_lag=true&per_page=250&page=${i + 1}`,
  );
  // Every request its own report (the server caches a report for 30 s): the computation itself.
  const cold = Array.from(
    { length: 600 },
    (_, i) =>
      `/api/location_performance_overview?start_date=${from}&end_date=${d(new Date(today.getTime() - (i + 1) * 86_400_000))}&with_lag=true&per_page=25`,
  );
  await load('warmup', url, auth, [...mentioned, ...perf]);
  const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const results = [
    await load('GET /insights/{id}/mentioned (6 months, 1M reviews)', url, auth, mentioned),
    await load('GET /location_performance_overview (10k locations, lag)', url, auth, perf),
    await load('print: pages 1-40 of 250 (10k locations, lag)', url, auth, print),
    await load('GET /location_performance_overview cold (no cache hit)', url, auth, cold),
  ];
  const loadAfter = loadavg().map((n) => Math.round(n * 100) / 100);
  console.table(results);
  console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}`);
  // The figures before the rollups (raw aggregates) are kept as the baseline.
  const file = join(root, 'bench/results/insights.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const baseline = previous?.baseline ?? previous ?? null;
  // The run before this one, for comparison.
  const before = previous
    ? { date: previous.date, machine: previous.machine, results: previous.results }
    : null;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: 2, shared: true, loadAverage: { before: loadBefore, after: loadAfter } },
        connections,
        duration,
        locations,
        reviews,
        seedMs,
        backfill,
        vacuumMs,
        results,
        note: 'Location performance: the ranked rows of a report are cached in the server for 30 s (apps/api/src/areas/location-performance/routes.ts), so paging and print hit the cache after the first request; "cold" varies the end date so that every request computes its report. Machine shared with other sessions: see machine.loadAverage.',
        before,
        baseline,
      },
      null,
      2,
    ),
  );
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.on('exit', r));
  }
  await pg.stop();
  rmSync(dataRoot, { recursive: true, force: true });
}
