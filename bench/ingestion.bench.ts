/**
 * pnpm bench:ingestion — reviews arriving through POST /api/reviews, each stored once,
 * analysed (keywords, experience categories), checked against alerts and auto-response
 * rules and announced, on PGlite and on PostgreSQL with the demo seed. Prints reviews/s and
 * p50/p95/p99 latency, checks every review got its keywords, and writes
 * bench/results/ingestion.json.
 * Options: --db postgres|pglite|both (default both), --reviews n (1000), --connections n (8).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextDemoArrival } from '../apps/api/seed/demo-arrivals';
import { BLUE_FERN } from '../apps/api/seed/demo-data';
import { createRandom } from '../apps/api/seed/random';
import { seedDemo } from '../apps/api/seed/seed-demo';
import type { ReviewArrival } from '../apps/api/src/areas/reviews/ingest-review';
import { migrate } from '../apps/api/src/db/migrate';
import { type DbHandle, openDatabase } from '../apps/api/src/db/open-database';
import { startPostgres } from '../apps/api/test/start-postgres';
import { arg, waitForHealth } from './lib/http-load';

const which = arg('db', 'both');
const count = Number(arg('reviews', '1000'));
const connections = Number(arg('connections', '8'));
const root = join(import.meta.dirname, '..');

type Figures = {
  name: string;
  reviews: number;
  reviewsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  withKeywords: string;
};

async function benchOne(kind: 'postgres' | 'pglite'): Promise<Figures> {
  const port = 8910 + (kind === 'postgres' ? 1 : 2);
  const url = `http://127.0.0.1:${port}`;
  const dataRoot = mkdtempSync(join(tmpdir(), 'plaudit-bench-ingest-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataRoot,
    SEED: 'false',
    DEMO_REVIEWS: 'false',
  };
  let pg: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let handle: DbHandle;
  if (kind === 'postgres') {
    pg = await startPostgres();
    env.DATABASE_URL = pg.url('postgres');
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
  } else {
    handle = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
  }
  await migrate(handle);
  await seedDemo(handle.db);
  // The reviews to send: written the way the demo source writes them.
  const rng = createRandom(`ingestion-${kind}`);
  const arrivals: ReviewArrival[] = [];
  for (let i = 0; i < count; i++) {
    const next = await nextDemoArrival(handle.db, rng, BLUE_FERN.name);
    if (!next) throw new Error('the demo account is missing');
    arrivals.push({ ...next.arrival, external_id: `bench-${i}` });
  }
  await handle.close();

  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  try {
    await waitForHealth(url, server);
    const login = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
    });
    const s = (await login.json()) as { email: string; token: string };
    const headers = {
      authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/hal+json; version=1',
      'x-plaudit-client': 'bench',
    };
    const times: number[] = [];
    let failed = 0;
    let next = 0;
    const ids: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < arrivals.length) {
          const body = JSON.stringify(arrivals[next++]);
          const t = performance.now();
          const res = await fetch(`${url}/api/reviews`, { method: 'POST', headers, body });
          times.push(performance.now() - t);
          if (res.status === 201) ids.push(((await res.json()) as { id: number }).id);
          else {
            failed++;
            await res.body?.cancel();
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0);
    // Every review was analysed on arrival: its keywords are there.
    const sample = ids.slice(0, 50);
    let withKeywords = 0;
    for (const id of sample) {
      const res = await fetch(`${url}/api/review/${id}/keywords`, { headers });
      const body = (await res.json()) as { keywords: unknown[] };
      if (body.keywords.length > 0) withKeywords++;
    }
    return {
      name: `${kind}: POST /api/reviews`,
      reviews: ids.length,
      reviewsPerSec: Math.round((ids.length / seconds) * 10) / 10,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      failed,
      withKeywords: `${withKeywords}/${sample.length}`,
    };
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
  : [which as 'postgres' | 'pglite'])
  results.push(await benchOne(kind));
console.log(`\nReview ingestion (${count} reviews, ${connections} connections, with analysis)`);
console.table(results);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/ingestion.json'),
  JSON.stringify({ date: new Date().toISOString(), count, connections, results }, null, 2),
);
