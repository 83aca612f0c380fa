/// <reference path="../types/pg-cursor.d.ts" />
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './database';
import { PGliteWorkerClient, PGliteWorkerDialect } from './pglite-worker-driver';

export type Db = Kysely<Database>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded database, when PGlite (in this thread or the worker's): several statements
   * at once (migrations) and dumpDataDir() snapshots in tests.
   */
  pglite?: EmbeddedDatabase;
  /** Where PGlite runs: a worker thread (the default) or this thread. */
  thread?: 'worker' | 'main';
  close(): Promise<void>;
};

/** What the worker's client and PGlite itself both offer beside Kysely. */
export type EmbeddedDatabase = {
  exec(sql: string): Promise<unknown>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
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
  /**
   * PGlite runs every statement synchronously on its thread: in a worker thread (the
   * default) the server's event loop stays free; false runs it in this thread.
   */
  pgliteWorker?: boolean | undefined;
};

/** The pool behind each PostgreSQL `Db`, for what Kysely cannot say (COPY, `db/copy-csv.ts`). */
const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool of a PostgreSQL `Db` opened here (undefined for PGlite or a transaction). */
export const pgPoolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection that the server drops must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
    // `cursor`: Kysely's stream() reads through a server-side cursor (pg-cursor), in batches.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
    pools.set(db, pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  if (opts.pgliteWorker !== false) {
    const client = await PGliteWorkerClient.start({ dataDir, loadDataDir: opts.loadDataDir });
    const db = new Kysely<Database>({ dialect: new PGliteWorkerDialect(client) });
    return { db, kind: 'pglite', pglite: client, thread: 'worker', close: () => db.destroy() };
  }
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
  return { db, kind: 'pglite', pglite, thread: 'main', close: () => db.destroy() };
}
