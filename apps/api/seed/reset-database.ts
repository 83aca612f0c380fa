import { sql } from 'kysely';
import type { Db } from '../src/db/open-database';

/**
 * Empties every table of the current schema except schema_migrations and
 * restarts the identity sequences (the schema stays as migrated).
 */
export async function resetDatabase(db: Db): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'
    ORDER BY tablename`.execute(db);
  const tables = rows.map((r) => r.tablename);
  if (tables.length) {
    await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(
      db,
    );
  }
  return tables;
}
