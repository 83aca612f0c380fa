/**
 * pnpm bench:api — HTTP load on the large seed (10,000 locations, 1,000,000
 * reviews) with autocannon, on PostgreSQL and on PGlite:
 *   GET /api/locations (25 per page, sorted by name, pages varied)
 *   GET /api/reviews with a six-month date range and a rating filter
 * On PostgreSQL, a bare baseline runs beside the API in the same run (bench/lib/bare-api.ts:
 * node:http + pg, the same SQL, the same JSON, checked equal first); each list is reported
 * as a ratio of the baseline's requests/s (target >= 0.5).
 * Prints requests/s and p50/p95/p99 latency and writes bench/results/api.json.
 * Options: --db postgres|pglite|both (default both), --duration seconds (10),
 * --connections n (10), --locations n, --reviews n (for quicker runs),
 * --port base (8901: the API on PostgreSQL; base+1 on PGlite, base+2 the bare baseline,
 * base+3 the cached PostgreSQL), --pg-data dir (a PostgreSQL data directory kept between
 * runs: seeded once, reused after), --profile dir (the API on PostgreSQL runs with
 * --cpu-prof there; summarise with `node bench/profile-summary.mjs <file>`),
 * --vs dir (another checkout of the repo, e.g. main's, with its node_modules: its API runs on
 * PostgreSQL too, on port base+4, against the same database, and is measured in the same run
 * between this checkout's API and the baseline, so two versions compare on one noisy machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { isDatabaseEmpty, seedDemo } from '../apps/api/seed/seed-demo';
import { LARGE_USER_EMAIL, seedLarge } from '../apps/api/seed/seed-large';
import { migrate } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/open-database';
import { startPostgres } from '../apps/api/test/start-postgres';
import { startCachedPostgres } from './lib/cached-postgres';
import { arg, type LoadFigures, measureLoad, waitForHealth } from './lib/http-load';

const which = arg('db', 'both');
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const locations = Number(arg('locations', '10000'));
const reviews = Number(arg('reviews', '1000000'));
const basePort = Number(arg('port', '8901'));
const pgData = arg('pg-data', '');
const profileDir = arg('profile', '');
const vsRoot = arg('vs', '');
const root = join(import.meta.dirname, '..');

type Figures = LoadFigures & {
  /** The API's requests/s over the bare baseline's in the same run (PostgreSQL only). */
  ratioToBare?: number;
};

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

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Both servers answer each path with the same JSON (else the comparison means nothing). */
async function checkSameJson(apiUrl: string, bareUrl: string, auth: string, paths: string[]) {
  for (const path of paths) {
    const [a, b] = await Promise.all(
      [apiUrl, bareUrl].map(async (base) => {
        const res = await fetch(`${base}${path}`, { headers: API_HEADERS(auth) });
        if (res.status !== 200)
          throw new Error(`${base}${path}: ${res.status} ${await res.text()}`);
        return res.json();
      }),
    );
    if (!isDeepStrictEqual(a, b))
      throw new Error(`The bare baseline answers ${path} differently from the API`);
  }
}

async function benchOne(kind: 'postgres' | 'pglite'): Promise<Figures[]> {
  const port = basePort + (kind === 'postgres' ? 0 : 1);
  const url = `http://127.0.0.1:${port}`;
  const bareUrl = `http://127.0.0.1:${basePort + 2}`;
  let pg: { url(db: string): string; stop(): Promise<void> } | undefined;
  const dataRoot = mkdtempSync(join(tmpdir(), `plaudit-bench-${kind}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SEED: 'false',
    DATA_DIR: dataRoot,
  };
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  if (kind === 'postgres') {
    if (pgData) {
      // One database per size in the cached cluster.
      const cached = startCachedPostgres(pgData, basePort + 3);
      const name = `plaudit_bench_${locations}_${reviews}`;
      cached.ensureDatabase(name);
      pg = cached;
      env.DATABASE_URL = pg.url(name);
    } else {
      pg = await startPostgres();
      env.DATABASE_URL = pg.url('postgres');
    }
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
  } else {
    handle = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
  }
  const t0 = Date.now();
  await migrate(handle);
  // A cached database keeps its seed (the large account is added once; its counts are its own).
  if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db);
  const large = await seedLarge(handle.db, {
    locations,
    reviews,
    // The report rollups are not read by these lists (and take long to build at 1M).
    rollups: false,
    onProgress: (m) => console.log(`  ${m}`),
  });
  console.log(
    large.created
      ? `[${kind}] seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`
      : `[${kind}] reusing the seeded database in ${pgData}`,
  );
  await handle.close();

  const start = (
    script: string,
    extraEnv: NodeJS.ProcessEnv,
    nodeArgs: string[] = [],
    cwd = root,
  ) =>
    spawn(
      process.execPath,
      [...nodeArgs, '--import', 'tsx', '--conditions=@plaudit/source', script],
      { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
  const server = start(
    'apps/api/src/main.ts',
    {},
    profileDir && kind === 'postgres' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  let bare: ChildProcess | undefined;
  let vs: ChildProcess | undefined;
  const vsUrl = `http://127.0.0.1:${basePort + 4}`;
  try {
    await waitForHealth(url, server);
    const login = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: LARGE_USER_EMAIL, password: 'demo-password' }),
    });
    const s = (await login.json()) as { email: string; token: string; account_id: number };
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
    const warm = [...locationPaths.slice(0, 20), ...reviewPaths];
    if (kind === 'pglite') {
      // Warm up, then measure.
      await load('warmup', url, auth, warm);
      return [
        await load(`${kind}: GET /api/locations`, url, auth, locationPaths),
        await load(`${kind}: GET /api/reviews (6 months, rating)`, url, auth, reviewPaths),
      ];
    }
    bare = start('bench/lib/bare-api.ts', {
      PORT: String(basePort + 2),
      ACCOUNT_ID: String(s.account_id),
    });
    await waitForHealth(bareUrl, bare);
    if (vsRoot) {
      vs = start(
        'apps/api/src/main.ts',
        { PORT: String(basePort + 4), DATA_DIR: mkdtempSync(join(dataRoot, 'vs-')) },
        [],
        vsRoot,
      );
      await waitForHealth(vsUrl, vs);
      await checkSameJson(url, vsUrl, auth, [locationPaths[0]!, reviewPaths[0]!]);
    }
    await checkSameJson(url, bareUrl, auth, [
      ...locationPaths.slice(0, 3),
      ...reviewPaths.filter((_, i) => i % 4 === 0),
    ]);
    // Warm both up, then measure them in turn, endpoint by endpoint.
    await load('warmup', url, auth, warm);
    await load('warmup', bareUrl, auth, warm);
    if (vs) await load('warmup', vsUrl, auth, warm);
    const figures: Figures[] = [];
    for (const [name, paths] of [
      ['GET /api/locations', locationPaths],
      ['GET /api/reviews (6 months, rating)', reviewPaths],
    ] as const) {
      const api: Figures = await load(`${kind}: ${name}`, url, auth, paths);
      const other: Figures | undefined = vs
        ? await load(`--vs ${vsRoot}: ${name}`, vsUrl, auth, paths)
        : undefined;
      const base = await load(`bare node:http + pg: ${name}`, bareUrl, auth, paths);
      for (const f of [api, other]) {
        if (f) f.ratioToBare = Math.round((100 * f.requestsPerSec) / base.requestsPerSec) / 100;
      }
      figures.push(api, ...(other ? [other] : []), base);
    }
    return figures;
  } finally {
    await stop(bare);
    await stop(vs);
    await stop(server);
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
    {
      date: new Date().toISOString(),
      // The machine's load when the run ended (1, 5, 15 minutes): shared machines are noisy.
      loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
      connections,
      duration,
      locations,
      reviews,
      ...(vsRoot ? { vs: vsRoot } : {}),
      results,
    },
    null,
    2,
  ),
);
