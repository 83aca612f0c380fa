/**
 * pnpm bench (exports): time to export the large seed's reviews to CSV through
 * the job worker (streamed by COPY (query) TO STDOUT on PostgreSQL, keyset pages
 * on PGlite, into the disk store), and the worker's peak memory growth (RSS
 * sampled every 20 ms in a separate worker process, so the seeding does not count).
 * Writes bench/results/exports.json.
 * Options: --db postgres|pglite (default postgres), --reviews n (default 1,000,000 on
 * PostgreSQL, 100,000 on PGlite), --locations n (default 1000), --chunk n (rows per
 * keyset page or cursor read, where an exporter has them; default the exporter's),
 * --profile dir (a .cpuprofile of the worker; sum it with
 * bench/lib/cpuprofile-summary.mjs), --compare dir (PostgreSQL: first
 * runs the same export with another checkout's code, e.g. the main branch, as a baseline).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../apps/api/seed/seed-demo';
import { LARGE_ACCOUNT_NAME, LARGE_USER_EMAIL, seedLarge } from '../apps/api/seed/seed-large';
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
  /** Peak RSS minus RSS before the export: the export's own memory. */
  rssGrowthMb: number;
  baselineRssMb: number;
  peakRssMb: number;
  peakHeapMb: number;
};

/** The worker process: one export job, timed, with memory sampled. */
async function child(database: string, exportDir: string, chunk: number) {
  const { createJobRunners } = await import('../apps/api/src/app-jobs');
  const { enqueue } = await import('../apps/api/src/jobs/queue');
  const { createWorker } = await import('../apps/api/src/jobs/worker');
  const { memoryMail } = await import('../apps/api/src/providers/mail');
  const { exportJobKind } = await import('../apps/api/src/areas/exports/routes');
  const handle = await openDatabase(
    database.startsWith('postgres')
      ? { databaseUrl: database, poolSize: 4 }
      : { dataDir: database },
  );
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
  await enqueue(handle.db, exportJobKind, { export_file_id: f.id }, { accountId: user.account_id });
  const deps = {
    db: handle.db,
    dbKind: handle.kind,
    providers: { mail: memoryMail() },
    publicOrigin: 'http://localhost',
    exportDir,
  };
  const runners = createJobRunners(deps as Parameters<typeof createJobRunners>[0]);
  // The bench's chunk size: wrap the exporter's default through the registry.
  if (chunk > 0) {
    const { getExporter } = await import('../apps/api/src/areas/exports/registry');
    const ex = getExporter('reviews')!;
    const rows = ex.rows.bind(ex);
    ex.rows = (req) => rows({ ...req, chunkSize: chunk });
  }
  const worker = createWorker({ db: handle.db, runners, log: () => {} });
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
    rssGrowthMb: mb(peak - baseline),
    baselineRssMb: mb(baseline),
    peakRssMb: mb(peak),
    peakHeapMb: mb(peakHeap),
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
}

/** Runs one export in a fresh worker process of the checkout at `checkout`. */
async function runChild(
  checkout: string,
  database: string,
  exportDir: string,
  chunk: number,
  profileDir: string,
): Promise<ChildResult> {
  const out = await new Promise<string>((resolve, reject) => {
    const p = spawn(
      process.execPath,
      [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        '--expose-gc',
        '--import',
        'tsx',
        '--conditions=@plaudit/source',
        join(checkout, 'bench/exports.bench.ts'),
        '--child',
        database,
        exportDir,
        String(chunk),
      ],
      { cwd: checkout, stdio: ['ignore', 'pipe', 'inherit'] },
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
  return JSON.parse(line.slice(7)) as ChildResult;
}

async function main() {
  const dbKind = arg('db', 'postgres');
  if (dbKind !== 'postgres' && dbKind !== 'pglite') throw new Error('--db postgres|pglite');
  const reviews = Number(arg('reviews', dbKind === 'postgres' ? '1000000' : '100000'));
  const locations = Number(arg('locations', '1000'));
  const chunk = Number(arg('chunk', '0'));
  const profileDir = arg('profile', '');
  const compare = arg('compare', '');
  const pg = dbKind === 'postgres' ? await startPostgres() : null;
  const exportDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-exports-'));
  const pgliteDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-exports-db-'));
  try {
    const database = pg ? pg.url('postgres') : pgliteDir;
    const handle = await openDatabase(pg ? { databaseUrl: database } : { dataDir: database });
    const t0 = Date.now();
    await migrate(handle);
    // A database given by PLAUDIT_TEST_PG_URL may hold the seed already (a re-run).
    const seeded = await handle.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', LARGE_ACCOUNT_NAME)
      .executeTakeFirst();
    if (!seeded) {
      await seedDemo(handle.db);
      await seedLarge(handle.db, {
        locations,
        reviews,
        rollups: false,
        onProgress: (m) => console.log(`  ${m}`),
      });
    }
    await handle.close();
    console.log(`seeded ${reviews} reviews in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    let baseline: ChildResult | null = null;
    if (compare && pg) {
      baseline = await runChild(
        compare,
        database,
        exportDir,
        chunk || 2000,
        profileDir ? join(profileDir, 'baseline') : '',
      );
      console.log(`\nBaseline (${compare}): ${baseline.rowsPerSec} rows/s`);
    }
    const result = await runChild(
      root,
      database,
      exportDir,
      chunk,
      profileDir ? join(profileDir, 'streamed') : '',
    );
    console.log(
      `\nExport of ${result.rows} reviews to CSV (${dbKind}, ${pg ? 'COPY' : 'keyset pages'})`,
    );
    console.table(baseline ? { baseline, streamed: result } : { streamed: result });
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/exports.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          db: dbKind,
          reviews,
          locations,
          chunk: chunk || 'default',
          ...result,
          ...(baseline
            ? {
                baseline: {
                  code: `--compare ${compare} at ${execFileSync('git', ['-C', compare, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}`,
                  ...baseline,
                },
              }
            : {}),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await pg?.stop();
    rmSync(exportDir, { recursive: true, force: true });
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const ci = process.argv.indexOf('--child');
if (ci >= 0) {
  await child(process.argv[ci + 1]!, process.argv[ci + 2]!, Number(process.argv[ci + 3]!));
  process.exit(0);
} else {
  await main();
}
