/**
 * JavaScript a browser loads for a console route, from the Vite manifest of a build
 * (`build.manifest: true` in apps/console/vite.config.ts): the entry chunk with its static
 * imports, plus the route's lazy screen chunk with its static imports (each file once).
 * Sizes are gzip -9 of the minified files.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CONSOLE_DIR = join(import.meta.dirname, '..', 'apps', 'console');
/** The console's budgets: /login at most 60 KB gzip, /dashboard at most 120 KB. */
export const ROUTE_BUDGETS_BYTES = {
  '/login': 60 * 1024,
  '/dashboard': 120 * 1024,
} as const;

/**
 * The lazy modules each measured route renders besides the entry (see
 * apps/console/src/routes/screens.ts): /login its screen; /dashboard the signed-in frame
 * (navigation, banners, the account's routes) and its screen.
 */
export const MEASURED_ROUTES = {
  '/login': ['src/features/auth/LoginPage.tsx'],
  '/dashboard': ['src/routes/AppLayout.tsx', 'src/features/dashboard/screens.tsx'],
} as const;

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteSize = {
  route: string;
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
};

/** Builds the console into `outDir` (Vite, production mode). */
export function buildConsole(outDir: string): void {
  const vite = join(CONSOLE_DIR, 'node_modules', '.bin', 'vite');
  const r = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: CONSOLE_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`console build failed (${r.status ?? r.signal})`);
}

/** The manifest keys a chunk pulls in: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The JavaScript of every measured route in a build directory. */
export function measureRoutes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  return Object.entries(MEASURED_ROUTES).map(([route, lazyModules]) => {
    const keys = staticClosure(manifest, entry);
    for (const key of lazyModules) staticClosure(manifest, key, keys);
    const files = [...new Set([...keys].map((k) => manifest[k]!.file))]
      .filter((f) => f.endsWith('.js'))
      .sort()
      .map((file) => {
        const code = readFileSync(join(distDir, file));
        return { file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
      });
    return {
      route,
      files,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      gzip: files.reduce((n, f) => n + f.gzip, 0),
    };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
