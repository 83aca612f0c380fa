/**
 * Seeds a test database from empty, as a process of its own (the tests' global setup starts it
 * in the background, with the `@plaudit/source` condition, so no package needs a build first):
 *   seed-test-db.ts postgres <server url>     the template database plaudit_template, which
 *                                             each test file copies (server url ends in /)
 *   seed-test-db.ts pglite <snapshot file>    a dumpDataDir() snapshot each test file loads
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { seedDemo } from '../seed/seed-demo';
import { migrate } from '../src/db/migrate';
import { type Db, openDatabase } from '../src/db/open-database';
import { TEST_ANCHOR } from './anchor';

/**
 * Figures hang on the fixed anchor, but a trial ends on the calendar (an ended trial locks the
 * account): the demo's running trial (Copper Kettle, 4 days left at the anchor) ends 4 days
 * after the day the tests run; the ended one (Harbor Light Yoga) stays ended.
 */
async function keepRunningTrialsRunning(db: Db) {
  await sql`UPDATE accounts SET trial_ended_at = now() + interval '4 days'
    WHERE status = 'trial' AND trial_ended_at > ${TEST_ANCHOR}`.execute(db);
}

const [kind, target] = process.argv.slice(2);
if (kind === 'postgres' && target) {
  const admin = await openDatabase({ databaseUrl: `${target}postgres`, poolSize: 1 });
  await sql`DROP DATABASE IF EXISTS plaudit_template`.execute(admin.db);
  await sql`CREATE DATABASE plaudit_template`.execute(admin.db);
  await admin.close();
  const handle = await openDatabase({ databaseUrl: `${target}plaudit_template`, poolSize: 1 });
  try {
    await migrate(handle);
    await seedDemo(handle.db, { anchor: TEST_ANCHOR });
    await keepRunningTrialsRunning(handle.db);
  } finally {
    await handle.close();
  }
} else if (kind === 'pglite' && target) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(handle);
    await seedDemo(handle.db, { anchor: TEST_ANCHOR });
    await keepRunningTrialsRunning(handle.db);
    // Without this the snapshot carries ~270 MB of recycled WAL segments that every test file
    // would load: 451 MB becomes 183 MB, and a load takes 3 s. VACUUM sets the hint bits and
    // the planner's statistics once, instead of in every test file.
    for (const statement of ['VACUUM (FREEZE, ANALYZE)', 'SET wal_recycle = off', 'CHECKPOINT'])
      await handle.pglite!.exec(statement);
    const dump = await handle.pglite!.dumpDataDir('none');
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
} else {
  console.error('usage: seed-test-db.ts postgres <server url> | pglite <snapshot file>');
  process.exit(2);
}
