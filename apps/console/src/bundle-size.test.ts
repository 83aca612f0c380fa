// Budget test (node project): the JavaScript a browser loads for /login stays at most 60 KB gzip,
// for /dashboard (signed-in frame included) at most 120 KB. Builds the console into a temporary
// directory.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildConsole,
  measureRoutes,
  ROUTE_BUDGETS_BYTES,
  type RouteSize,
} from '../../../bench/console-size';

let outDir: string;
let routes: RouteSize[];

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'plaudit-console-budget-'));
  buildConsole(outDir);
  routes = measureRoutes(outDir);
  // A bound for a build that hangs, not a speed expected of the machine.
}, 600_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the signed-in frame preload', () => {
  it('names only files the build wrote (a missing one is a 404 on every signed-in page)', () => {
    const assets = join(outDir, 'assets');
    const script = readdirSync(assets).find((f) => /^frame-preload-.*\.js$/.test(f));
    expect(script).toBeDefined();
    const named = [
      ...readFileSync(join(assets, script!), 'utf8').matchAll(/"(assets\/[^"]+)"/g),
    ].map((m) => m[1]!);
    expect(named.some((f) => /AppLayout/.test(f))).toBe(true);
    expect(named.filter((f) => !existsSync(join(outDir, f)))).toEqual([]);
  });
});

describe('console JavaScript budget', () => {
  it.each([
    ['/login', 60],
    ['/dashboard', 120],
  ] as const)('%s loads at most %i KB of gzip JavaScript', (route, kb) => {
    const r = routes.find((x) => x.route === route);
    expect(r, route).toBeDefined();
    expect(r!.files.length).toBeGreaterThan(1);
    expect(ROUTE_BUDGETS_BYTES[route]).toBe(kb * 1024);
    expect(r!.gzip).toBeLessThanOrEqual(kb * 1024);
  });

  it('keeps the signed-in frame out of the /login download', () => {
    const login = routes.find((r) => r.route === '/login')!.files.map((f) => f.file);
    expect(login.some((f) => /AppLayout/.test(f))).toBe(false);
    const dashboard = routes.find((r) => r.route === '/dashboard')!.files.map((f) => f.file);
    expect(dashboard.some((f) => /AppLayout/.test(f))).toBe(true);
  });

  it('renders with Preact, not React DOM', () => {
    const login = routes.find((r) => r.route === '/login')!;
    // React DOM alone is about 64 KB gzip; the whole /login download is less than that.
    expect(login.gzip).toBeLessThan(64 * 1024);
  });

  it('keeps the dashboard screen out of the /login download', () => {
    const login = new Set(routes.find((r) => r.route === '/login')!.files.map((f) => f.file));
    const dashboardOnly = routes
      .find((r) => r.route === '/dashboard')!
      .files.filter((f) => !login.has(f.file));
    expect(dashboardOnly.length).toBeGreaterThan(0);
  });
});
