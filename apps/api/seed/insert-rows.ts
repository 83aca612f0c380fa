import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/database';

/**
 * Inserts many rows with one statement per batch: the batch travels as a single
 * JSON parameter expanded by json_populate_recordset, which is much faster than
 * thousands of bound parameters on both PGlite and PostgreSQL. Columns not
 * present in the first row take their defaults.
 */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
  batchSize = 2000,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  const columnList = sql.join(columns.map((c) => sql.ref(c)));
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    await sql`INSERT INTO ${sql.table(table)} (${columnList})
      SELECT ${columnList} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(batch)}::json)`.execute(
      db,
    );
  }
  return rows.length;
}

/** Moves an identity sequence past the largest id (after inserts with explicit ids). */
export async function resetIdentity(
  db: Kysely<Database>,
  table: keyof Database & string,
): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.table(table)}), 1), (SELECT max(id) IS NOT NULL FROM ${sql.table(table)}))`.execute(
    db,
  );
}
