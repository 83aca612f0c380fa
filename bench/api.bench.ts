/**
 * pnpm bench:api — HTTP load on the large seed (10,000 locations, 1,000,000
 * reviews) with autocannon, on PostgreSQL and on PGlite:
 *   GET /api/locations (25 per page, sorted by name, pages varied)
 *   GET /api/reviews with a six-month date range and a rating filter
 * Prints requests/s and p50/p95/p99 latency and writes bench/results/api.json.
 * Options: --db postgres|pglite|both (default both), --duration seconds (10),
 * --connections n (10), --locations n, --reviews n (for quicker runs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../apps/api/seed/seed-demo';
import { LARGE_USER_EMAIL, seedLarge } from '../apps/api/seed/seed-large';
import { migrate } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/open-database';
import { startPostgres } from '../apps/api/test/start-postgres';
import { arg, type LoadFigures, measureLoad, waitForHealth } from './lib/http-load';

const which = arg('db', 'both');
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const locations = Number(arg('locations', '10000'));
const reviews = Number(arg('reviews', '1000000'));
const root = join(import.meta.dirname, '..');

type Figures = LoadFigures;

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

async function benchOne(kind: 'postgres' | 'pglite'): Promise<Figures[]> {
  const port = 8900 + (kind === 'postgres' ? 1 : 2);
  const url = `http://127.0.0.1:${port}`;
  let pg: Awaited<ReturnType<typeof startPostgres>> | undefined;
  const dataRoot = mkdtempSync(join(tmpdir(), `plaudit-bench-${kind}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SEED: 'false',
    DATA_DIR: dataRoot,
  };
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  if (kind === 'postgres') {
    pg = await startPostgres();
    env.DATABASE_URL = pg.url('postgres');
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
  } else {
    handle = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
  }
  const t0 = Date.now();
  await migrate(handle);
  await seedDemo(handle.db);
  await seedLarge(handle.db, { locations, reviews, onProgress: (m) => console.log(`  ${m}`) });
  console.log(`[${kind}] seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  await handle.close();

  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env,
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
    const auth = `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`;
    const pages = Math.ceil(locations / 25);
    const locationPaths = Array.from(
      { length: 200 },
      (_, k) =>
        `/api/locations?per_page=25&sort[by]=name&sort[order]=asc&page=${1 + ((k * 37) % pages)}`,
    );
    const today = new Date();
    const sixMonthsAgo = new Date(today.getTime() - 182 * 86_400_000);
    const d = (x: Date) => x.toISOString().slice(0, 10);
    const reviewPaths = ['1', '2', '3', '4', '5'].flatMap((rating) =>
      [1, 2, 3].map(
        (page) =>
          `/api/reviews?published_after=${d(sixMonthsAgo)}&published_before=${d(today)}&rating=${rating}&per_page=25&page=${page}`,
      ),
    );
    // Warm up, then measure.
    await load('warmup', url, auth, [...locationPaths.slice(0, 20), ...reviewPaths]);
    const figures = [
      await load(`${kind}: GET /api/locations`, url, auth, locationPaths),
      await load(`${kind}: GET /api/reviews (6 months, rating)`, url, auth, reviewPaths),
    ];
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    await pg?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

const results: Figures[] = [];
for (const kind of which === 'both'
  ? (['postgres', 'pglite'] as const)
  : [which as 'postgres' | 'pglite']) {
  results.push(...(await benchOne(kind)));
}
console.log(
  `\nAPI load (${connections} connections, ${duration} s each, ${locations} locations, ${reviews} reviews)`,
);
console.table(results);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/api.json'),
  JSON.stringify(
    { date: new Date().toISOString(), connections, duration, locations, reviews, results },
    null,
    2,
  ),
);
