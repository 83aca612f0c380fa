import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Finds Debian's PostgreSQL binaries (any installed major version). */
function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base))
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (npm test does this).',
    );
  const versions = spawnSync('ls', [base], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .sort((a, b) => Number(b) - Number(a));
  return join(base, versions[0]!, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export type PgServer = {
  url(db: string): string;
  stop(): Promise<void>;
  /** Runs one statement with psql and answers its rows' first columns (tab-separated lines). */
  psql?(db: string, statement: string): string;
};

/**
 * Runs a PostgreSQL cluster kept in `dir` (its data in `dir/data`, its socket and log in `dir`)
 * with Debian's programs, as the postgres user when root: initdb, start on loopback at a port
 * (fsync off: test and bench data only), stop, psql. startPostgres (a throwaway cluster) and
 * bench/lib/cached-postgres.ts (one kept between runs) both drive their clusters through this.
 */
export function pgCluster(dir: string) {
  const bin = pgBinDir();
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  return {
    bin,
    user,
    run,
    /** Whether `dir` holds a cluster already. */
    exists: () => existsSync(join(data, 'PG_VERSION')),
    init: () => run('initdb', ['-D', data, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8']),
    /** Whether the cluster's server is running (started earlier, by anyone). */
    running() {
      try {
        run('pg_ctl', ['-D', data, 'status']);
        return true;
      } catch {
        return false;
      }
    },
    start: (port: number) =>
      run('pg_ctl', [
        '-D',
        data,
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
        '-w',
        '-l',
        join(dir, 'log'),
        'start',
      ]),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    url: (port: number, db: string) => `postgres://${user}@127.0.0.1:${port}/${db}`,
  };
}

/**
 * Uses PLAUDIT_TEST_PG_URL when set; otherwise starts a throwaway PostgreSQL
 * cluster on loopback in a temporary folder (as the postgres user when root).
 */
export async function startPostgres(opts: { port?: number } = {}): Promise<PgServer> {
  const given = process.env.PLAUDIT_TEST_PG_URL;
  if (given && !opts.port) {
    const base = given.replace(/\/[^/]*$/, '');
    return { url: (db) => `${base}/${db}`, stop: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'plaudit-pg-'));
  chmodSync(dir, 0o777);
  const cluster = pgCluster(dir);
  cluster.init();
  const port = opts.port ?? (await freePort());
  cluster.start(port);
  const url = (db: string) => cluster.url(port, db);
  return {
    url,
    psql: (db, statement) =>
      execFileSync(
        join(cluster.bin, 'psql'),
        [url(db), '-v', 'ON_ERROR_STOP=1', '-tAc', statement],
        {
          encoding: 'utf8',
        },
      ).trim(),
    async stop() {
      try {
        cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
