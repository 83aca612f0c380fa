/**
 * pnpm bench — console JavaScript per route: builds the console into a temporary directory and
 * reports the gzip size of all JavaScript a browser loads for /login and for /dashboard (the
 * entry with its static imports plus the route's lazy chunks with their static imports).
 * Budgets: /login at most 60 KB, /dashboard at most 120 KB (its signed-in frame included).
 * Writes bench/results/console-size.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConsole, kb, measureRoutes, ROUTE_BUDGETS_BYTES } from './console-size';

const outDir = mkdtempSync(join(tmpdir(), 'plaudit-console-size-'));
try {
  buildConsole(outDir);
  const routes = measureRoutes(outDir);
  const budget = (route: string) => ROUTE_BUDGETS_BYTES[route as keyof typeof ROUTE_BUDGETS_BYTES];
  for (const r of routes) {
    const ok = r.gzip <= budget(r.route);
    console.log(
      `${r.route.padEnd(12)} ${kb(r.gzip).padStart(10)} gzip  ${kb(r.bytes).padStart(10)} minified  ${r.files.length} files  ${ok ? 'within' : 'OVER'} ${kb(budget(r.route))}`,
    );
  }
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'console-size.json'),
    `${JSON.stringify(
      {
        measured_at: new Date().toISOString(),
        compression: 'gzip -9',
        routes: routes.map((r) => ({
          route: r.route,
          budget_gzip_bytes: budget(r.route),
          gzip_bytes: r.gzip,
          minified_bytes: r.bytes,
          files: r.files,
        })),
      },
      null,
      2,
    )}\n`,
  );
  if (routes.some((r) => r.gzip > budget(r.route))) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
