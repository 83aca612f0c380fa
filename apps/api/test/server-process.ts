import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/open-database';
import { seededDb } from './seeded-db';

/** A free port on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:PORT/api */
  base: string;
  /** Everything the process printed so far. */
  output(): string;
};

/**
 * Starts the real server (src/main.ts) in a child process on `port`, with its
 * embedded database in `dataDir` or PostgreSQL at `databaseUrl`, and waits
 * until /api/health answers.
 */
export async function startServer(
  port: number,
  opts: { dataDir?: string; databaseUrl?: string } = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'src/main.ts'],
    {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: opts.dataDir ?? '',
        DATABASE_URL: opts.databaseUrl ?? '',
        // No demo reviews arriving on their own in tests.
        DEMO_REVIEWS: 'false',
        REVIEW_SYNC: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return { child, base, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** Sends `signal` and resolves with the exit code (null when killed by the signal). */
export const stopServer = (server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.on('exit', (code) => resolve(code));
    server.child.kill(signal);
  });

/** Logs admin@demo.test in; the headers of its calls. */
export async function loginHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
  });
  if (res.status !== 201) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const s = await res.json();
  return {
    authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
    'content-type': 'application/json',
  };
}

/**
 * A database of its own for a server process on the test PostgreSQL (a copy of
 * the seeded template): its URL and a function that drops it.
 */
export async function copyTemplateDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const cfg = await seededDb();
  const admin = await openDatabase({ databaseUrl: `${cfg.serverUrl}postgres`, poolSize: 1 });
  await sql.raw(`CREATE DATABASE ${name} TEMPLATE plaudit_template`).execute(admin.db);
  return {
    url: `${cfg.serverUrl}${name}`,
    async drop() {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}

/**
 * The seeded demo database of the run (the global setup's snapshot) written into
 * `dataDir`, where a server process started with that DATA_DIR finds it: no seeding.
 */
export async function copySnapshotDataDir(dataDir: string): Promise<void> {
  const handle = await openDatabase({
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync((await seededDb()).snapshot)]),
  });
  await handle.close();
}
