import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../seed/seed-demo';
import { migrate } from '../src/db/migrate';
import { type Db, openDatabase } from '../src/db/open-database';
import { startPostgres } from './start-postgres';

/** The demo seed's anchor in tests, so figures do not move with the calendar. */
export const TEST_ANCHOR = new Date('2026-06-15T00:00:00Z');

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

/**
 * Seeds the demo data once per run. PGlite: a dumpDataDir() snapshot that each
 * test file loads (about 3 s). PostgreSQL (project api-pg): a
 * template database each test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const kind = project.name === 'api-pg' ? 'postgres' : 'pglite';
  if (kind === 'postgres') {
    const pgServer = await startPostgres();
    const admin = await openDatabase({ databaseUrl: pgServer.url('postgres'), poolSize: 1 });
    const { sql } = await import('kysely');
    await sql`DROP DATABASE IF EXISTS plaudit_template`.execute(admin.db);
    await sql`CREATE DATABASE plaudit_template`.execute(admin.db);
    await admin.close();
    const tpl = await openDatabase({ databaseUrl: pgServer.url('plaudit_template'), poolSize: 1 });
    await migrate(tpl);
    await seedDemo(tpl.db, { anchor: TEST_ANCHOR });
    await keepRunningTrialsRunning(tpl.db);
    await tpl.close();
    project.provide('testDb', { kind, serverUrl: pgServer.url(''), snapshot: '' });
    return async () => pgServer.stop();
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemo(handle.db, { anchor: TEST_ANCHOR });
  await keepRunningTrialsRunning(handle.db);
  // Without this the snapshot carries ~270 MB of recycled WAL segments that
  // every test file would load: 451 MB becomes 183 MB, and a load takes 3 s.
  // VACUUM sets the hint bits and the planner's statistics once, instead of in every test file.
  for (const statement of ['VACUUM (FREEZE, ANALYZE)', 'SET wal_recycle = off', 'CHECKPOINT'])
    await handle.pglite!.exec(statement);
  const dump = await handle.pglite!.dumpDataDir('none');
  const dir = join(tmpdir(), `plaudit-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const snapshot = join(dir, 'seeded.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDb', { kind, serverUrl: '', snapshot });
  return () => rmSync(dir, { recursive: true, force: true });
}
