import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Resolves `urlPath` inside `root` (never outside it); directories serve index.html. */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) {
    const index = join(file, 'index.html');
    return existsSync(index) ? index : null;
  }
  return file;
}

export async function staticResponse(
  file: string,
  opts: { immutable?: boolean; cacheControl?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const body = await readFile(file);
  return new Response(body, {
    headers: {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control':
        opts.cacheControl ?? (opts.immutable ? 'public, max-age=31536000, immutable' : 'no-cache'),
      ...opts.headers,
    },
  });
}
