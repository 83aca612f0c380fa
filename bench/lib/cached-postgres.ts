import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgServer } from '../../apps/api/test/start-postgres';

/** Debian's PostgreSQL binaries (the newest installed major version). */
function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  const newest = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed');
  return join(base, newest, 'bin');
}

/**
 * A PostgreSQL cluster whose data directory outlives the run (`--pg-data <dir>`), so the large
 * seed is made once and reused: created with initdb on first use, started on `port` (loopback
 * only, a socket in the directory), and stopped but kept by `stop()`.
 */
export function startCachedPostgres(
  dir: string,
  port: number,
): PgServer & { fresh: boolean; ensureDatabase(name: string): void } {
  const bin = pgBinDir();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  const fresh = !existsSync(join(data, 'PG_VERSION'));
  if (fresh) run('initdb', ['-D', data, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // Already running (started by an earlier run or by hand): use it and leave it running.
  let running = false;
  try {
    run('pg_ctl', ['-D', data, 'status']);
    running = true;
  } catch {}
  if (!running)
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      '-w',
      '-l',
      join(dir, 'log'),
      'start',
    ]);
  return {
    fresh,
    url: (db) => `postgres://${user}@127.0.0.1:${port}/${db}`,
    ensureDatabase(name) {
      const sql = `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`;
      const found = run('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-d',
        'postgres',
        '-Atc',
        sql,
      ]);
      if (found.toString().trim() !== '1')
        run('createdb', ['-h', '127.0.0.1', '-p', String(port), name]);
    },
    async stop() {
      if (!running) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}
