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

/** Files the build precompresses (scripts/precompress.mjs): they vary by Accept-Encoding. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

/** The encodings a request accepts (q=0 refuses one), best first: brotli, then gzip. */
export function acceptedEncodings(header: string | null | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

export async function staticResponse(
  file: string,
  opts: {
    immutable?: boolean;
    cacheControl?: string;
    headers?: Record<string, string>;
    /** The request's Accept-Encoding: a precompressed copy is sent when one is accepted. */
    acceptEncoding?: string | null;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control':
      opts.cacheControl ?? (opts.immutable ? 'public, max-age=31536000, immutable' : 'no-cache'),
    ...opts.headers,
  };
  let path = file;
  if (COMPRESSIBLE.has(extname(file))) {
    headers.vary = 'Accept-Encoding';
    const encoding = acceptedEncodings(opts.acceptEncoding).find((e) =>
      existsSync(file + SUFFIX[e]),
    );
    if (encoding) {
      path = file + SUFFIX[encoding];
      headers['content-encoding'] = encoding;
    }
  }
  const body = await readFile(path);
  headers['content-length'] = String(body.length);
  return new Response(body, { headers });
}
