// Budget test (node project): the JavaScript a browser loads for /login and for /dashboard stays
// under 200 KB gzip each. Builds the console into a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildConsole,
  measureRoutes,
  ROUTE_BUDGET_BYTES,
  type RouteSize,
} from '../../../bench/console-size';

let outDir: string;
let routes: RouteSize[];

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'plaudit-console-budget-'));
  buildConsole(outDir);
  routes = measureRoutes(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('console JavaScript budget', () => {
  it.each(['/login', '/dashboard'])('%s loads under 200 KB of gzip JavaScript', (route) => {
    const r = routes.find((x) => x.route === route);
    expect(r, route).toBeDefined();
    expect(r!.files.length).toBeGreaterThan(1);
    expect(r!.gzip).toBeLessThan(ROUTE_BUDGET_BYTES);
  });

  it('keeps the dashboard screen out of the /login download', () => {
    const login = new Set(routes.find((r) => r.route === '/login')!.files.map((f) => f.file));
    const dashboardOnly = routes
      .find((r) => r.route === '/dashboard')!
      .files.filter((f) => !login.has(f.file));
    expect(dashboardOnly.length).toBeGreaterThan(0);
  });
});
