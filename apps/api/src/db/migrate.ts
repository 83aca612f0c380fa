import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DbHandle } from './open-database';

/** apps/api/migrations, found from this file whether run from src or a bundle. */
export function migrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'migrations')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'migrations');
}

/**
 * Applies every migrations/NNNN_name.sql not applied yet, each in its own
 * transaction, in name order. An advisory lock keeps two starting servers from
 * migrating at once on PostgreSQL.
 *
 * A migration file holds several statements. pg sends a query without
 * parameters on the simple protocol, which runs them all; the PGlite dialect
 * always uses the extended protocol (one statement), so on PGlite the file
 * goes through `exec`, inside the same session and so the same transaction.
 */
export async function migrate(handle: DbHandle, dir = migrationsDir()): Promise<string[]> {
  const { db, pglite } = handle;
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(727274)`.execute(conn);
    try {
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn)).rows.map(
          (r) => r.name,
        ),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = readFileSync(join(dir, file), 'utf8');
        await conn.transaction().execute(async (tx) => {
          if (pglite) await pglite.exec(text);
          else await sql.raw(text).execute(tx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(tx);
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(727274)`.execute(conn);
    }
  });
  return applied;
}
