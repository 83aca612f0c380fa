import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import type { ServerConfig } from './config';
import { crossOriginAssetHeaders, pageSecurityHeaders } from './http/security-headers';
import { resolveStatic, staticResponse } from './serve-static';

/**
 * Whether a path names a file: a segment is a dotfile or dot directory (`.env`, `.git`), or
 * the last one ends in an extension (`foo.bak`, `wp-login.php`). A keyword's page (`/dashboard/keywords/{keyword}`)
 * names whatever the reviews said, dots and all, so it is always the console's.
 */
export function looksLikeFile(path: string): boolean {
  if (/^(\/as\/[^/]+)?\/dashboard\/keywords\/[^/]+\/?$/.test(path)) return false;
  // A dot directory (`/.git/config`) holds files only; no console route has one.
  if (/\/\./.test(path)) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9~_-]{1,16}$/.test(last);
}

/** A small plain 404 page for a file that is not there (the page headers already applied). */
const notFoundFile = (c: Context) =>
  c.html(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found.</p></html>',
    404,
  );

/**
 * The whole site on one origin: the API below /api, the embed loader, the
 * examples, the source icons and the console (index.html for its client-side
 * routes). Pages get the strict headers of http/security-headers.ts; the files
 * customers' websites load are readable cross-origin.
 */
export function createSite({
  api,
  staticRoots,
}: {
  api: { fetch: (request: Request, env?: unknown) => Promise<Response> };
  staticRoots: ServerConfig['staticRoots'];
}): Hono {
  const app = new Hono();
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  app.all('/api', (c) => api.fetch(c.req.raw, c.env));
  // The public review-request pages set their own headers (a CSP with the page's nonce).
  app.all('/r/*', (c) => api.fetch(c.req.raw, c.env));
  // The zero-JS widget embed is rendered by the API (its own headers).
  app.all('/embed/widgets/*', (c) => api.fetch(c.req.raw, c.env));
  // Below /api the API sets its own headers; everything after this line is a page or a file.
  for (const path of ['/embed/*', '/source-icons/*', '/logos/*'])
    app.use(path, crossOriginAssetHeaders);
  app.use('*', async (c, next) => {
    if (/^\/(embed|source-icons|logos)\//.test(c.req.path)) return next();
    return pageSecurityHeaders(c, next);
  });
  app.get('/embed/*', async (c) => {
    const file = resolveStatic(staticRoots.embed, c.req.path.slice('/embed'.length));
    if (!file) return c.text('Not found', 404);
    // loader.js and core.js keep stable URLs (revalidated); the per-kind chunks are content-hashed.
    const immutable = /-[A-Za-z0-9_-]{8}\.js$/.test(file);
    return staticResponse(file, {
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      headers: { 'access-control-allow-origin': '*' },
      acceptEncoding: c.req.header('accept-encoding'),
    });
  });
  // The partner example app: its Vite build, and index.html for its client-side routes.
  const customUi = join(staticRoots.examples, 'custom-ui', 'dist');
  app.get('/examples/custom-ui', (c) => c.redirect('/examples/custom-ui/', 301));
  app.get('/examples/custom-ui/*', async (c) => {
    const path = c.req.path.slice('/examples/custom-ui'.length);
    const file = resolveStatic(customUi, path);
    const acceptEncoding = c.req.header('accept-encoding');
    if (file)
      return staticResponse(file, { immutable: path.startsWith('/assets/'), acceptEncoding });
    const index = resolveStatic(customUi, '/index.html');
    if (index && !path.startsWith('/assets/')) return staticResponse(index, { acceptEncoding });
    return c.text(index ? 'Not found' : 'The custom-ui example has not been built yet.', 404);
  });
  app.get('/examples/*', async (c) => {
    const file = resolveStatic(staticRoots.examples, c.req.path.slice('/examples'.length));
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
    const path = resolveStatic(staticRoots.console, `/source-icons/icons/${file}`);
    if (!path) return new Response('Not found', { status: 404 });
    return staticResponse(path, {
      cacheControl: 'public, max-age=86400',
      headers: { 'access-control-allow-origin': '*' },
    });
  }
  app.get('/source-icons/*', (c) => c.text('Not found', 404));
  app.get('/logos/*', (c) => c.text('Not found', 404));
  // The console: its files, and index.html for every client-side route. A path that names a
  // file (its last segment has an extension, or is a dotfile) and is not one is 404: `/.env`
  // or `/backup.zip` is not a screen, and answering the console's page for it tells scanners
  // every such file exists.
  app.get('*', async (c) => {
    const file = resolveStatic(staticRoots.console, c.req.path);
    const acceptEncoding = c.req.header('accept-encoding');
    if (file)
      return staticResponse(file, { immutable: c.req.path.startsWith('/assets/'), acceptEncoding });
    if (looksLikeFile(c.req.path)) return notFoundFile(c);
    const index = resolveStatic(staticRoots.console, '/index.html');
    if (index) return staticResponse(index, { acceptEncoding });
    return c.text('The console has not been built yet: run `npm start`.', 503);
  });
  return app;
}
