import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

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

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', 'src/main.ts'],
    {
      cwd: join(__dirname, '..'),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
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

describe.runIf(inject('testDb').kind === 'pglite')('the server process', () => {
  it('seeds an empty database, exits cleanly on SIGTERM and keeps data across a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    let server = await startServer(port);
    const login = await fetch(`${base}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
    });
    expect(login.status).toBe(201);
    const s = await login.json();
    const headers = {
      authorization: `Basic ${Buffer.from(`${s.email}:${s.token}`).toString('base64')}`,
      'content-type': 'application/json',
    };
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
      expect(await stop(server)).toBe(0);
    }
  }, 240_000);
});
