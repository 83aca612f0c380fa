import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  copyTemplateDatabase,
  freePort,
  loginHeaders,
  type ServerProcess,
  startServer,
  stopServer,
} from '../test/server-process';

/** The real server process: starts on an empty data folder, seeds, stops on SIGTERM, keeps data. */
const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Requests whose clients give up just before the stop still finish before the database
 * closes: the server exits 0 and nothing fails in its output.
 */
async function expectCleanStopWithAbandonedRequests(
  server: ServerProcess,
  headers: Record<string, string>,
) {
  const { base } = server;
  const abort = new AbortController();
  const gone = Array.from({ length: 20 }, (_, k) =>
    fetch(`${base}/reviews?per_page=100&page=${k + 1}`, { headers, signal: abort.signal }).catch(
      () => null,
    ),
  );
  await new Promise((r) => setTimeout(r, 10));
  const exited = stopServer(server);
  abort.abort();
  await Promise.all(gone);
  expect(await exited).toBe(0);
  expect(server.output()).not.toMatch(/Error|destroyed|closed/i);
}

describe.runIf(inject('testDb').kind === 'postgres')('the server process on PostgreSQL', () => {
  it('finishes abandoned requests before closing the database on SIGTERM', async () => {
    const database = await copyTemplateDatabase(`plaudit_main_${process.pid}`);
    try {
      const server = await startServer(await freePort(), { databaseUrl: database.url });
      await expectCleanStopWithAbandonedRequests(server, await loginHeaders(server.base));
    } finally {
      await database.drop();
    }
  }, 120_000);
});

describe.runIf(inject('testDb').kind === 'pglite')('the server process', () => {
  it('seeds an empty database, exits cleanly on SIGTERM and keeps data across a restart', async () => {
    const port = await freePort();
    let server = await startServer(port, { dataDir });
    const { base } = server;
    const headers = await loginHeaders(base);
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
    expect(pub.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(pub.headers.get('x-content-type-options')).toBe('nosniff');
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
    expect(await stopServer(server)).toBe(0);

    server = await startServer(port, { dataDir });
    try {
      const again = await fetch(`${base}/groups/${group.id}`, { headers });
      expect(again.status).toBe(200);
      expect((await again.json()).name).toBe('Survives restarts');
    } finally {
      await expectCleanStopWithAbandonedRequests(server, headers);
    }
  }, 240_000);
});
