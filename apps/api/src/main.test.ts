import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/open-database';

/** The real server process: starts on an empty data folder, seeds, stops on SIGTERM, keeps data. */
const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Everything the last started server printed. */
let output = '';

async function startServer(port: number, databaseUrl = ''): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'src/main.ts'],
    {
      cwd: join(__dirname, '..'),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output}`);
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const login = async (base: string) => {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
  });
  expect(res.status).toBe(201);
  const s = await res.json();
  return {
    authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
    'content-type': 'application/json',
  };
};

/**
 * Requests whose clients give up just before the stop still finish before the database
 * closes: the server exits 0 and nothing fails in its output.
 */
async function expectCleanStopWithAbandonedRequests(
  server: ChildProcess,
  base: string,
  headers: Record<string, string>,
) {
  const abort = new AbortController();
  const gone = Array.from({ length: 20 }, (_, k) =>
    fetch(`${base}/reviews?per_page=100&page=${k + 1}`, { headers, signal: abort.signal }).catch(
      () => null,
    ),
  );
  await new Promise((r) => setTimeout(r, 10));
  const exited = stop(server);
  abort.abort();
  await Promise.all(gone);
  expect(await exited).toBe(0);
  expect(output).not.toMatch(/Error|destroyed|closed/i);
}

describe.runIf(inject('testDb').kind === 'postgres')('the server process on PostgreSQL', () => {
  it('finishes abandoned requests before closing the database on SIGTERM', async () => {
    const cfg = inject('testDb');
    const name = `plaudit_main_${process.pid}`;
    const admin = await openDatabase({ databaseUrl: `${cfg.serverUrl}postgres`, poolSize: 1 });
    await sql.raw(`CREATE DATABASE ${name} TEMPLATE plaudit_template`).execute(admin.db);
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api`;
      const server = await startServer(port, `${cfg.serverUrl}${name}`);
      await expectCleanStopWithAbandonedRequests(server, base, await login(base));
    } finally {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    }
  }, 120_000);
});

describe.runIf(inject('testDb').kind === 'pglite')('the server process', () => {
  it('seeds an empty database, exits cleanly on SIGTERM and keeps data across a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    let server = await startServer(port);
    const headers = await login(base);
    const created = await fetch(`${base}/groups`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Survives restarts' }),
    });
    expect(created.status).toBe(201);
    const group = await created.json();

    // The public widget payload takes the server's node:http fast path: same answers as the app.
    const widgets = await (await fetch(`${base}/amplify/widgets`, { headers })).json();
    const published = widgets.widgets.find((w: { published: boolean }) => w.published);
    const pub = await fetch(`${base}/public/widgets/${published.id}`, {
      headers: { origin: 'https://customer.example' },
    });
    expect(pub.status).toBe(200);
    expect(pub.headers.get('access-control-allow-origin')).toBe('*');
    expect(pub.headers.get('cache-control')).toContain('max-age=60');
    const payload = await pub.json();
    expect(payload).toMatchObject({ id: published.id, widget_type: published.widget_type });
    const etag = pub.headers.get('etag')!;
    expect(
      (
        await fetch(`${base}/public/widgets/${published.id}`, {
          headers: { 'if-none-match': etag },
        })
      ).status,
    ).toBe(304);
    const missing = await fetch(`${base}/public/widgets/wgt_doesnotexist0000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Widget not found' });
    expect(
      (await fetch(`${base}/public/widgets/${published.id}`, { method: 'OPTIONS' })).status,
    ).toBe(204);

    // Source icons: PNGs by source code, /logos by source or directory code, unknown is 404.
    const origin = `http://127.0.0.1:${port}`;
    for (const path of ['/source-icons/icons/google.png', '/logos/yelp_api.png']) {
      const icon = await fetch(`${origin}${path}`);
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await icon.arrayBuffer());
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    }
    for (const path of [
      '/source-icons/icons/nosuchsource.png',
      '/logos/nosuchsource.png',
      '/logos/..%2Fgoogle.png',
    ])
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    expect(await stop(server)).toBe(0);

    server = await startServer(port);
    try {
      const again = await fetch(`${base}/groups/${group.id}`, { headers });
      expect(again.status).toBe(200);
      expect((await again.json()).name).toBe('Survives restarts');
    } finally {
      await expectCleanStopWithAbandonedRequests(server, base, headers);
    }
  }, 240_000);
});
