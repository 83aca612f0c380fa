import { createServer } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from './app';
import { servePublicWidget } from './areas/amplify/serve-public-widget';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { startJobWorker } from './jobs/start-worker';
import { createProviders } from './providers/create-providers';
import { directorySyncOf, startDirectorySyncTicker } from './providers/directory-sync';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo';
import { resolveStatic, staticResponse } from './serve-static';

const config = readConfig();
const started = Date.now();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(handle.db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
if (config.seedWhenEmpty && (await isDatabaseEmpty(handle.db))) {
  console.log('Empty database: seeding the demo data…');
  await seedDemo(handle.db);
}

const deps = {
  db: handle.db,
  dbKind: handle.kind,
  providers: createProviders(config),
  publicOrigin: config.publicOrigin,
  exportDir: config.exportDir,
  trustProxy: config.trustProxy,
};
const api = createApi(deps);
// The job worker (exports, response publishing, scheduled e-mails); WORKER=false turns it off.
const worker = config.worker ? await startJobWorker(deps) : null;
// Directory sync: listings move pending_sync → in_progress → in sync over time (every 20 s).
const stopDirectorySync = startDirectorySyncTicker(deps.db, directorySyncOf(deps));

const app = new Hono();
app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
app.all('/api', (c) => api.fetch(c.req.raw, c.env));
app.get('/embed/*', async (c) => {
  const file = resolveStatic(config.staticRoots.embed, c.req.path.slice('/embed'.length));
  if (!file) return c.text('Not found', 404);
  // loader.js and core.js keep stable URLs (revalidated); the per-kind chunks are content-hashed.
  const immutable = /-[A-Za-z0-9_-]{8}\.js$/.test(file);
  return staticResponse(file, {
    cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    headers: { 'access-control-allow-origin': '*' },
  });
});
// The partner example app: its Vite build, and index.html for its client-side routes.
const customUi = join(config.staticRoots.examples, 'custom-ui', 'dist');
app.get('/examples/custom-ui', (c) => c.redirect('/examples/custom-ui/', 301));
app.get('/examples/custom-ui/*', async (c) => {
  const path = c.req.path.slice('/examples/custom-ui'.length);
  const file = resolveStatic(customUi, path);
  if (file) return staticResponse(file, { immutable: path.startsWith('/assets/') });
  const index = resolveStatic(customUi, '/index.html');
  if (index && !path.startsWith('/assets/')) return staticResponse(index);
  return c.text(index ? 'Not found' : 'The custom-ui example has not been built yet.', 404);
});
app.get('/examples/*', async (c) => {
  const file = resolveStatic(config.staticRoots.examples, c.req.path.slice('/examples'.length));
  if (!file) return c.text('Not found', 404);
  return staticResponse(file);
});
// Source icons (spec 1: /source-icons/icons/{code}.png or /logos/{code}.png), drawn by
// scripts/make-source-icons.mjs into the console's public files. /logos also takes a
// directory code (google_maps, yelp_api). Unknown icons are 404, not the console page.
const LOGO_ALIASES: Record<string, string> = { google_maps: 'google', yelp_api: 'yelp' };
app.get('/source-icons/icons/:file{[a-z0-9_]+\\.png}', (c) => sourceIcon(c.req.param('file')));
app.get('/logos/:file{[a-z0-9_]+\\.png}', (c) => {
  const code = c.req.param('file').slice(0, -'.png'.length);
  return sourceIcon(`${LOGO_ALIASES[code] ?? code}.png`);
});
function sourceIcon(file: string) {
  const path = resolveStatic(config.staticRoots.console, `/source-icons/icons/${file}`);
  if (!path) return new Response('Not found', { status: 404 });
  return staticResponse(path, {
    cacheControl: 'public, max-age=86400',
    headers: { 'access-control-allow-origin': '*' },
  });
}
app.get('/source-icons/*', (c) => c.text('Not found', 404));
app.get('/logos/*', (c) => c.text('Not found', 404));
// The console: its files, and index.html for every client-side route.
app.get('*', async (c) => {
  const file = resolveStatic(config.staticRoots.console, c.req.path);
  if (file) return staticResponse(file, { immutable: c.req.path.startsWith('/assets/') });
  const index = resolveStatic(config.staticRoots.console, '/index.html');
  if (index) return staticResponse(index);
  return c.text('The console has not been built yet: run `npm start`.', 503);
});

// The public widget payload has a node:http fast path; everything else goes to the app.
const listener = getRequestListener(app.fetch);
let stopping = false;
/** Requests whose handler is still running (even when their client has gone). */
let inFlight = 0;
const server = createServer((req, res) => {
  // While stopping, every answer ends its keep-alive connection, so the server drains.
  if (stopping) res.setHeader('connection', 'close');
  if (servePublicWidget(req, res, handle.db)) return;
  inFlight++;
  void listener(req, res).finally(() => inFlight--);
});
server.listen(config.port, config.host, () => {
  console.log(
    `Plaudit is serving on http://localhost:${config.port} (${handle.kind}${handle.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, ready in ${Date.now() - started} ms)`,
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
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
