/**
 * Writes src/db/database.generated.ts, the Kysely types of every table, from
 * the migrations: a fresh in-memory PGlite is migrated and kysely-codegen
 * reads its schema, with the narrower column types of src/db/column-types.ts.
 * `pnpm --filter @plaudit/api-server db:types`; database-types.test.ts fails
 * when the checked-in file is not what this writes.
 */
import { fileURLToPath } from 'node:url';
import { generate, PostgresDialect } from 'kysely-codegen';
import { COLUMN_TYPES, TYPE_MAPPING } from '../src/db/column-types';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';

export const GENERATED_FILE = fileURLToPath(
  new URL('../src/db/database.generated.ts', import.meta.url),
);

/** The generated module's text (written to `outFile` when given). */
export async function generateDbTypes(outFile: string | null): Promise<string> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(handle);
    return await generate({
      db: handle.db,
      dialect: new PostgresDialect(),
      outFile,
      excludePattern: 'public.schema_migrations',
      overrides: { columns: COLUMN_TYPES },
      typeMapping: TYPE_MAPPING,
      customImports: {
        JsonColumn: './column-types',
        ReviewEventType: './column-types',
      },
      typeOnlyImports: true,
      logger: undefined,
    });
  } finally {
    await handle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generateDbTypes(GENERATED_FILE);
