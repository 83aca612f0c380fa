/**
 * pnpm bench — console JavaScript per route: builds the console into a temporary directory and
 * reports the gzip size of all JavaScript a browser loads for /login and for /dashboard (the
 * entry with its static imports plus the route's screen chunk with its static imports).
 * Aim: under 200 KB each. Writes bench/results/console-size.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConsole, kb, measureRoutes, ROUTE_BUDGET_BYTES } from './console-size';

const outDir = mkdtempSync(join(tmpdir(), 'plaudit-console-size-'));
try {
  buildConsole(outDir);
  const routes = measureRoutes(outDir);
  for (const r of routes) {
    const ok = r.gzip < ROUTE_BUDGET_BYTES;
    console.log(
      `${r.route.padEnd(12)} ${kb(r.gzip).padStart(10)} gzip  ${kb(r.bytes).padStart(10)} minified  ${r.files.length} files  ${ok ? 'under' : 'OVER'} ${kb(ROUTE_BUDGET_BYTES)}`,
    );
  }
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'console-size.json'),
    `${JSON.stringify(
      {
        measured_at: new Date().toISOString(),
        budget_gzip_bytes: ROUTE_BUDGET_BYTES,
        compression: 'gzip -9',
        routes: routes.map((r) => ({
          route: r.route,
          gzip_bytes: r.gzip,
          minified_bytes: r.bytes,
          files: r.files,
        })),
      },
      null,
      2,
    )}\n`,
  );
  if (routes.some((r) => r.gzip >= ROUTE_BUDGET_BYTES)) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
