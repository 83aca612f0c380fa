/**
 * pnpm bench:request-pages — the public review-request pages (no login) on the demo seed
 * (PGlite): a location's shared NPS link, its review-sites page and its kiosk, each under load
 * from 10 clients, and what one page weighs (HTML and script, raw and gzip).
 * Prints requests/s and p50/p95 and writes bench/results/request-pages.json.
 * Options: --duration seconds (10), --connections n (10).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { seedDemo } from '../apps/api/seed/seed-demo';
import { migrate } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/open-database';
import { arg, type LoadFigures, measureLoad, waitForHealth } from './lib/http-load';

const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const root = join(import.meta.dirname, '..');
const port = 8906;
const url = `http://127.0.0.1:${port}`;

const dataRoot = mkdtempSync(join(tmpdir(), 'plaudit-bench-request-pages-'));
const handle = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
await migrate(handle);
await seedDemo(handle.db);
const { id: locationId } = await handle.db
  .selectFrom('locations')
  .select('id')
  .orderBy('id')
  .executeTakeFirstOrThrow();
await handle.close();

const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
  {
    cwd: root,
    env: { ...process.env, PORT: String(port), SEED: 'false', DATA_DIR: dataRoot },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const pages = {
  nps: `/r/${locationId}/nps`,
  review: `/r/${locationId}/review`,
  kiosk: `/r/${locationId}/kiosk`,
};
const results: LoadFigures[] = [];
const sizes: Record<
  string,
  { html: number; htmlGzip: number; script: number; scriptGzip: number }
> = {};
try {
  await waitForHealth(url, server);
  for (const [name, path] of Object.entries(pages)) {
    const html = await (await fetch(`${url}${path}`)).text();
    const script = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .join('');
    sizes[name] = {
      html: Buffer.byteLength(html),
      htmlGzip: gzipSync(html).length,
      script: Buffer.byteLength(script),
      scriptGzip: gzipSync(script).length,
    };
  }
  await measureLoad({ name: 'warm-up', url, path: () => pages.nps, connections: 2, duration: 2 });
  for (const [name, path] of Object.entries(pages))
    results.push(
      await measureLoad({ name: `GET ${name} page`, url, path: () => path, connections, duration }),
    );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataRoot, { recursive: true, force: true });
}
console.log('\nRequest page weight (bytes)');
console.table(sizes);
console.log(`\nRequest pages (${connections} connections, ${duration} s each)`);
console.table(results);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/request-pages.json'),
  JSON.stringify(
    { date: new Date().toISOString(), connections, duration, sizes, results },
    null,
    2,
  ),
);
