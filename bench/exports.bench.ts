/**
 * pnpm bench (exports): time to export the large seed's reviews to CSV through
 * the job worker on PostgreSQL, and the worker's peak memory (RSS sampled every
 * 20 ms in a separate worker process, so the seeding does not count).
 * Writes bench/results/exports.json.
 * Options: --reviews n (default 100000), --locations n (default 1000),
 * --chunk n (rows per keyset page, default 2000).
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

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const root = join(import.meta.dirname, '..');

type ChildResult = {
  rows: number;
  bytes: number;
  seconds: number;
  /** CPU time of the worker process (user + system): less sensitive to a busy machine. */
  cpuSeconds: number;
  rowsPerSec: number;
  baselineRssMb: number;
  peakRssMb: number;
  peakHeapMb: number;
};

/** The worker process: one export job, timed, with memory sampled. */
async function child(databaseUrl: string, exportDir: string, chunk: number) {
  const { createJobDefinitions } = await import('../apps/api/src/jobs/definitions');
  const { enqueue } = await import('../apps/api/src/jobs/queue');
  const { createWorker } = await import('../apps/api/src/jobs/worker');
  const { memoryMail } = await import('../apps/api/src/providers/mail');
  const { EXPORT_JOB } = await import('../apps/api/src/areas/exports/routes');
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  const user = await handle.db
    .selectFrom('users')
    .select(['id', 'account_id'])
    .where('email', '=', LARGE_USER_EMAIL)
    .executeTakeFirstOrThrow();
  const f = await handle.db
    .insertInto('export_files')
    .values({
      account_id: user.account_id,
      user_id: user.id,
      resource: 'reviews',
      filters: '{}',
      download_options: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(handle.db, EXPORT_JOB, { export_file_id: f.id }, { accountId: user.account_id });
  const deps = {
    db: handle.db,
    providers: { mail: memoryMail() },
    publicOrigin: 'http://localhost',
    exportDir,
  };
  const definitions = createJobDefinitions(deps);
  // The bench's chunk size: wrap the exporter's default through the registry.
  if (chunk !== 2000) {
    const { getExporter } = await import('../apps/api/src/areas/exports/registry');
    const ex = getExporter('reviews')!;
    const rows = ex.rows.bind(ex);
    ex.rows = (req) => rows({ ...req, chunkSize: chunk });
  }
  const worker = createWorker({ db: handle.db, definitions, log: () => {} });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await worker.runDue();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const done = await handle.db
    .selectFrom('export_files')
    .select(['status', 'row_count', 'byte_size', 'status_reason'])
    .where('id', '=', f.id)
    .executeTakeFirstOrThrow();
  await handle.close();
  if (done.status !== 'done') throw new Error(`export ${done.status}: ${done.status_reason}`);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  const result: ChildResult = {
    rows: done.row_count ?? 0,
    bytes: Number(done.byte_size ?? 0),
    seconds: Math.round(seconds * 100) / 100,
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
    rowsPerSec: Math.round((done.row_count ?? 0) / seconds),
    baselineRssMb: mb(baseline),
    peakRssMb: mb(peak),
    peakHeapMb: mb(peakHeap),
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
}

async function main() {
  const reviews = Number(arg('reviews', '100000'));
  const locations = Number(arg('locations', '1000'));
  const chunk = Number(arg('chunk', '2000'));
  const profileDir = arg('profile', '');
  const pg = await startPostgres();
  const exportDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-exports-'));
  try {
    const url = pg.url('postgres');
    const handle = await openDatabase({ databaseUrl: url });
    const t0 = Date.now();
    await migrate(handle);
    await seedDemo(handle.db);
    await seedLarge(handle.db, { locations, reviews, onProgress: (m) => console.log(`  ${m}`) });
    await handle.close();
    console.log(`seeded ${reviews} reviews in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const out = await new Promise<string>((resolve, reject) => {
      const p = spawn(
        process.execPath,
        [
          ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
          '--expose-gc',
          '--import',
          'tsx',
          '--conditions=@plaudit/source',
          join(import.meta.dirname, 'exports.bench.ts'),
          '--child',
          url,
          exportDir,
          String(chunk),
        ],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let text = '';
      p.stdout.on('data', (d) => {
        text += d;
      });
      p.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`worker exited ${code}`)),
      );
    });
    const line = out.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`no result: ${out}`);
    const result = JSON.parse(line.slice(7)) as ChildResult;
    console.log(`\nExport of ${result.rows} reviews to CSV (PostgreSQL, keyset pages of ${chunk})`);
    console.table([result]);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/exports.json'),
      JSON.stringify(
        { date: new Date().toISOString(), reviews, locations, chunk, ...result },
        null,
        2,
      ),
    );
  } finally {
    await pg.stop();
    rmSync(exportDir, { recursive: true, force: true });
  }
}

const ci = process.argv.indexOf('--child');
if (ci >= 0) {
  await child(process.argv[ci + 1]!, process.argv[ci + 2]!, Number(process.argv[ci + 3]!));
  process.exit(0);
} else {
  await main();
}
