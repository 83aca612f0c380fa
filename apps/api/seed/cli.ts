/**
 * pnpm seed [--scale demo|large] [--reset] [--locations N] [--reviews N]
 *
 * Opens DATABASE_URL, else the embedded PGlite database in DATA_DIR (default
 * `.data/` at the repository root), applies migrations, then:
 * - demo (default): seeds the demo dataset when the database has no account.
 * - large: also adds the "Benchmark Brands" benchmark account (10,000
 *   locations and 1,000,000 reviews by default), seeding the demo first when
 *   the database is empty.
 * --reset empties every table first.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { resetDatabase } from './reset-database';
import { isDatabaseEmpty, seedDemo } from './seed-demo';
import { seedLarge } from './seed-large';
import { seedReferenceData } from './seed-reference-data';

/** The directory holding pnpm-workspace.yaml, found upwards from this file. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const TABLES = [
  'accounts',
  'users',
  'locations',
  'groups',
  'group_locations',
  'location_directories',
  'reviews',
  'responses',
  'tags',
  'review_tags',
  'sources',
  'countries',
  'states',
  'categories',
] as const;

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'demo' },
      reset: { type: 'boolean', default: false },
      locations: { type: 'string' },
      reviews: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: pnpm seed [--scale demo|large] [--reset] [--locations N] [--reviews N]');
    return;
  }
  if (values.scale !== 'demo' && values.scale !== 'large')
    throw new Error(`--scale must be demo or large`);

  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : resolve(repoRoot(), process.env.DATA_DIR || '.data');
  console.log(
    databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${dataDir}`,
  );
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = handle;
    const applied = await migrate(handle);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    if (values.reset) {
      const tables = await resetDatabase(db);
      console.log(`reset: emptied ${tables.length} tables`);
    }
    await seedReferenceData(db);

    if (await isDatabaseEmpty(db)) {
      const demo = await seedDemo(db);
      console.log(
        `demo seeded in ${(demo.elapsedMs / 1000).toFixed(1)} s (anchor ${demo.anchor.toISOString()})`,
      );
    } else if (values.scale === 'demo') {
      console.log(
        'demo: the database already holds accounts; nothing added (use --reset to start over)',
      );
    }

    if (values.scale === 'large') {
      const large = await seedLarge(db, {
        ...(values.locations ? { locations: Number(values.locations) } : {}),
        ...(values.reviews ? { reviews: Number(values.reviews) } : {}),
        onProgress: (m) => console.log(`  large: ${m}`),
      });
      console.log(
        large.created
          ? `large dataset seeded in ${(large.elapsedMs / 1000).toFixed(1)} s`
          : 'large: "Benchmark Brands" already exists; nothing added',
      );
    }

    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
      counts[table] = rows[0]?.n ?? 0;
    }
    console.table(counts);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
