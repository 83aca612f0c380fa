import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A partner's own web server for examples/custom-ui: the built app (its dist/) on another origin
 * than Plaudit's, with the Plaudit origin and the app's OAuth client id written into
 * index.html as <meta> tags (as a partner's deployment would configure it). Client-side routes
 * under the base get index.html. It listens on every local address, so both
 * http://127.0.0.1:PORT and http://localhost:PORT reach it (two different origins).
 */
/** The workspace build of the example (`pnpm run build`); the spec serves the packed build. */
const WORKSPACE_DIST = fileURLToPath(new URL('../../examples/custom-ui/dist/', import.meta.url));
const BASE = '/examples/custom-ui/';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export async function startPartnerSite(opts: {
  port: number;
  plauditOrigin: string;
  clientId: () => string;
  /** The built app to serve; default the workspace build. */
  dist?: string;
}): Promise<Server> {
  const DIST = opts.dist ? `${opts.dist.replace(/\/+$/, '')}/` : WORKSPACE_DIST;
  const index = await readFile(join(DIST, 'index.html'), 'utf8');
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(BASE)) {
      res.writeHead(404).end('Not found');
      return;
    }
    const file = normalize(join(DIST, path.slice(BASE.length)));
    if (file.startsWith(DIST) && extname(file) && extname(file) !== '.html') {
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
        return;
      } catch {
        res.writeHead(404).end('Not found');
        return;
      }
    }
    const html = index.replace(
      '<head>',
      `<head><meta name="plaudit-origin" content="${opts.plauditOrigin}"><meta name="plaudit-client-id" content="${opts.clientId()}">`,
    );
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(opts.port, resolve));
  return server;
}
