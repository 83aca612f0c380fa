import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { isDatabaseEmpty, seedDemo } from '../seed/seed-demo';
import { createApi } from './app';
import { startJobWorker } from './app-jobs';
import { servePublicWidget } from './areas/amplify/serve-public-widget';
import { readConfig } from './config';
import { createSite } from './create-site';
import { pgChanges, useChanges } from './db/changes';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { pgNotify } from './db/pg-notify';
import { createProviders } from './providers/create-providers';
import { directorySyncOf, startDirectorySyncTicker } from './providers/directory-sync';
import { pgRealtime } from './providers/realtime';

const config = readConfig();
const started = Date.now();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteWorker: config.pgliteWorker,
});
const applied = await migrate(handle);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
if (config.seedWhenEmpty && (await isDatabaseEmpty(handle.db))) {
  console.log('Empty database: seeding the demo data…');
  await seedDemo(handle.db);
}

// Several servers on one PostgreSQL: real-time channels and cache invalidations go
// through LISTEN/NOTIFY (one listening connection per server); on PGlite they stay in-process.
const notify =
  handle.kind === 'postgres' && config.databaseUrl ? pgNotify(config.databaseUrl, handle.db) : null;
if (notify) useChanges(handle.db, pgChanges(notify));
const providers = createProviders(config, handle.db);
if (notify && providers.locations)
  providers.locations = { ...providers.locations, realtime: pgRealtime(notify) };

const deps = {
  db: handle.db,
  dbKind: handle.kind,
  providers,
  publicOrigin: config.publicOrigin,
  webhooksAllowPrivate: config.webhooksAllowPrivate,
  exportDir: config.exportDir,
  trustProxy: config.trustProxy,
  demoReviewsEveryMs: config.demoReviewsEveryMs,
  reviewSyncEveryMs: config.reviewSyncEveryMs,
  schedulerIntervalMs: config.schedulerIntervalMs,
  digestIntervalMs: config.digestIntervalMs,
  authCacheMs: config.authCacheMs,
};
const api = createApi(deps);
// The job worker (exports, response publishing, scheduled e-mails); WORKER=false turns it off.
const worker = config.worker ? await startJobWorker(deps) : null;
// Directory sync: listings move pending_sync → in_progress → in sync over time (every 20 s).
const stopDirectorySync = startDirectorySyncTicker(deps.db, directorySyncOf(deps));

const app = createSite({ api, staticRoots: config.staticRoots });

// The public widget payload has a node:http fast path; everything else goes to the app.
const listener = getRequestListener(app.fetch);
let stopping = false;
/** Requests whose handler is still running (even when their client has gone). */
let inFlight = 0;
const server = createServer((req, res) => {
  // While stopping, every answer ends its keep-alive connection, so the server drains.
  if (stopping) res.setHeader('connection', 'close');
  if (servePublicWidget(req, res, handle.db, config.publicOrigin)) return;
  inFlight++;
  void listener(req, res).finally(() => inFlight--);
});
server.listen(config.port, config.host, () => {
  console.log(
    `Plaudit is serving on http://localhost:${config.port} (${handle.kind}${handle.kind === 'pglite' ? ` in ${config.dataDir}, ${handle.thread === 'worker' ? 'worker thread' : 'main thread'}` : ''}, ready in ${Date.now() - started} ms)`,
  );
});

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the server and the database…`);
  // Stop taking requests and let the ones in flight finish (at most 5 s) before the database closes.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections that finish a request become idle: close them as they do.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = Date.now() + 5_000;
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  clearInterval(idle);
  // A client that went away closes its connection before its handler ends: wait for those too.
  while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  stopDirectorySync();
  await worker?.stop();
  await notify?.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
