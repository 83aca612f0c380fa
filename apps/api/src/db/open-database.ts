import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './database';

export type Db = Kysely<Database>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, when embedded (for snapshots in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
};

// DATE columns stay 'YYYY-MM-DD' strings; bigint counts become numbers.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));
pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));

export type OpenOptions = {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** A PGlite dumpDataDir() tarball to start from. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
};

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection that the server drops must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
    // `cursor`: Kysely's stream() reads through a server-side cursor (pg-cursor), in batches.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}
