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
 * Uses PLAUDIT_TEST_PG_URL when set; otherwise starts a throwaway PostgreSQL
 * cluster on loopback in a temporary folder (as the postgres user when root).
 */
export async function startPostgres(opts: { port?: number } = {}): Promise<PgServer> {
  const given = process.env.PLAUDIT_TEST_PG_URL;
  if (given && !opts.port) {
    const base = given.replace(/\/[^/]*$/, '');
    return { url: (db) => `${base}/${db}`, stop: async () => {} };
  }
  const bin = pgBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'plaudit-pg-'));
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
  run('initdb', ['-D', data, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = opts.port ?? (await freePort());
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
  const url = (db: string) => `postgres://${user}@127.0.0.1:${port}/${db}`;
  return {
    url,
    psql: (db, statement) =>
      execFileSync(join(bin, 'psql'), [url(db), '-v', 'ON_ERROR_STOP=1', '-tAc', statement], {
        encoding: 'utf8',
      }).trim(),
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
