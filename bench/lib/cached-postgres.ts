import { chmodSync, mkdirSync } from 'node:fs';
import { type PgServer, pgCluster } from '../../apps/api/test/start-postgres';

/**
 * A PostgreSQL cluster whose data directory outlives the run (`--pg-data <dir>`), so the large
 * seed is made once and reused: created with initdb on first use, started on `port` (loopback
 * only, a socket in the directory), and stopped but kept by `stop()`. A cluster already running
 * (started by an earlier run or by hand) is used and left running.
 */
export function startCachedPostgres(
  dir: string,
  port: number,
): PgServer & { fresh: boolean; ensureDatabase(name: string): void } {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const cluster = pgCluster(dir);
  const fresh = !cluster.exists();
  if (fresh) cluster.init();
  const running = cluster.running();
  if (!running) cluster.start(port);
  return {
    fresh,
    url: (db) => cluster.url(port, db),
    ensureDatabase(name) {
      const sql = `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`;
      const psql = ['-h', '127.0.0.1', '-p', String(port), '-d', 'postgres', '-Atc', sql];
      if (cluster.run('psql', psql).toString().trim() !== '1')
        cluster.run('createdb', ['-h', '127.0.0.1', '-p', String(port), name]);
    },
    async stop() {
      if (!running) cluster.stop();
    },
  };
}
