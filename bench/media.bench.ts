/**
 * pnpm bench:media — the public file route under load (no login), on the demo
 * seed (PGlite):
 *   - seeded demo photos, every key in turn;
 *   - one 2400×2400 demo-looking key hammered by 10 clients, with /api/health
 *     measured alongside (does one unauthenticated route starve the rest?);
 *   - made-up keys, a different one per request.
 * Prints requests/s and p50/p95 and writes bench/results/media.json.
 * Options: --duration seconds (10), --connections n (10).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../apps/api/seed/seed-demo';
import { migrate } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/open-database';
import { arg, type LoadFigures, measureLoad, waitForHealth } from './lib/http-load';

const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const root = join(import.meta.dirname, '..');
const port = 8905;
const url = `http://127.0.0.1:${port}`;

const load = (name: string, path: (i: number) => string, clients = connections) =>
  measureLoad({ name, url, path, connections: clients, duration });

const dataRoot = mkdtempSync(join(tmpdir(), 'plaudit-bench-media-'));
const handle = await openDatabase({ dataDir: join(dataRoot, 'pglite') });
await migrate(handle);
await seedDemo(handle.db);
const keys = (
  await handle.db.selectFrom('media').select(['storage_key', 'low_res_storage_key']).execute()
).flatMap((r) => [r.storage_key, r.low_res_storage_key ?? r.storage_key]);
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
const results: LoadFigures[] = [];
try {
  await waitForHealth(url, server);
  const file = (key: string) => `/api/media/files/${key}`;
  await load('warm-up', (i) => file(keys[i % keys.length]!), 2);
  results.push(
    await load(`seeded demo photos (${keys.length} keys)`, (i) => file(keys[i % keys.length]!)),
  );
  const [big, health] = await Promise.all([
    load('demo-looking 2400×2400 key', () => file('demo/a1b2c3-2400x2400.png')),
    load('/api/health while that runs', () => '/api/health', 1),
  ]);
  results.push(big, health);
  results.push(
    await load('made-up keys, one per request', (i) =>
      file(
        `demo/x-${(i % 0xffffff).toString(16).padStart(6, '0')}-${1000 + (i % 1400)}x${1000 + (i % 1400)}.png`,
      ),
    ),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataRoot, { recursive: true, force: true });
}
console.log(`\nPublic file route (${connections} connections, ${duration} s each)`);
console.table(results);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/media.json'),
  JSON.stringify({ date: new Date().toISOString(), connections, duration, results }, null, 2),
);
