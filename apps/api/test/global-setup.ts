import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../seed/seed-demo';
import { migrate } from '../src/db/migrate';
import { type Db, openDatabase } from '../src/db/open-database';
import { TEST_ANCHOR } from './anchor';
import { startPostgres } from './start-postgres';
import { markSeedFailed, markSeedReady } from './wait-for-seed';

export { TEST_ANCHOR };

/**
 * Figures hang on the fixed anchor, but a trial ends on the calendar (an ended trial locks the
 * account): the demo's running trial (Copper Kettle, 4 days left at the anchor) ends 4 days
 * after the day the tests run; the ended one (Harbor Light Yoga) stays ended.
 */
async function keepRunningTrialsRunning(db: Db) {
  const { sql } = await import('kysely');
  await sql`UPDATE accounts SET trial_ended_at = now() + interval '4 days'
    WHERE status = 'trial' AND trial_ended_at > ${TEST_ANCHOR}`.execute(db);
}

/** The seeded template database on PostgreSQL, which each test file copies. */
async function seedPostgres(url: (db: string) => string) {
  const admin = await openDatabase({ databaseUrl: url('postgres'), poolSize: 1 });
  const { sql } = await import('kysely');
  await sql`DROP DATABASE IF EXISTS plaudit_template`.execute(admin.db);
  await sql`CREATE DATABASE plaudit_template`.execute(admin.db);
  await admin.close();
  const tpl = await openDatabase({ databaseUrl: url('plaudit_template'), poolSize: 1 });
  try {
    await migrate(tpl);
    await seedDemo(tpl.db, { anchor: TEST_ANCHOR });
    await keepRunningTrialsRunning(tpl.db);
  } finally {
    await tpl.close();
  }
}

/** The seeded embedded database as a dumpDataDir() snapshot, which each test file loads. */
async function seedPglite(snapshot: string) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(handle);
    await seedDemo(handle.db, { anchor: TEST_ANCHOR });
    await keepRunningTrialsRunning(handle.db);
    // Without this the snapshot carries ~270 MB of recycled WAL segments that
    // every test file would load: 451 MB becomes 183 MB, and a load takes 3 s.
    // VACUUM sets the hint bits and the planner's statistics once, instead of in every test file.
    for (const statement of ['VACUUM (FREEZE, ANALYZE)', 'SET wal_recycle = off', 'CHECKPOINT'])
      await handle.pglite!.exec(statement);
    const dump = await handle.pglite!.dumpDataDir('none');
    writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * Seeds the demo data once per run, for the project's database (PLAUDIT_TEST_DB in the
 * project's env): a PostgreSQL template database each test file copies with CREATE DATABASE
 * ... TEMPLATE, or a PGlite snapshot each test file loads. The seed is made in the background,
 * so the run's other tests start at once; a test file waits for it in startTestApi
 * (test/wait-for-seed.ts), and hears of a failed seed there.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.PLAUDIT_TEST_DB === 'pglite' ? 'pglite' : 'postgres';
  const dir = join(tmpdir(), `plaudit-test-${process.pid}-${kind}`);
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, 'seeded');
  if (kind === 'postgres') {
    const pgServer = await startPostgres();
    const seeding = seedPostgres(pgServer.url).then(
      () => markSeedReady(marker),
      (err) => markSeedFailed(marker, err),
    );
    project.provide('testDb', { kind, serverUrl: pgServer.url(''), snapshot: '', marker });
    return async () => {
      await seeding;
      await pgServer.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const snapshot = join(dir, 'seeded.tar');
  const seeding = seedPglite(snapshot).then(
    () => markSeedReady(marker),
    (err) => markSeedFailed(marker, err),
  );
  project.provide('testDb', { kind, serverUrl: '', snapshot, marker });
  return async () => {
    await seeding;
    rmSync(dir, { recursive: true, force: true });
  };
}
