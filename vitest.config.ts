import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * One vitest run, several projects:
 * - node: api-client and other pure TypeScript.
 * - api: the API server on PostgreSQL (a throwaway cluster the global setup starts).
 * - api-pglite: the named set that proves the embedded PGlite answers like PostgreSQL.
 * - dom: React/Preact packages and the console in a DOM.
 * Tests run against sources through the `@plaudit/source` export condition.
 */
const conditions = ['@plaudit/source'];
const resolve = { conditions: [...conditions, 'module', 'browser', 'development|production'] };
const ssr = {
  resolve: {
    conditions: [...conditions, 'module', 'node', 'development|production'],
    externalConditions: conditions,
  },
};

/**
 * The API server runs on Node as Node resolves packages (no "module" condition: the AWS
 * SDK's "module" builds import files without extensions, which only bundlers resolve).
 */
const apiSsr = {
  resolve: {
    conditions: [...conditions, 'node', 'development|production'],
    externalConditions: conditions,
  },
};

const API_TESTS = ['apps/api/src/**/*.test.ts', 'apps/api/seed/**/*.test.ts'];
const DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**'];
/** Tests of the embedded database alone (they have nothing to check on PostgreSQL). */
const EMBEDDED_ONLY = [
  'apps/api/src/db/open-database.test.ts',
  'apps/api/src/db/database-types.test.ts',
];
/** Guards that read the API server's files, with no server: they run in the node project. */
const API_GUARDS = ['apps/api/src/folder-layers.test.ts'];
/** Tests with a part for each database: they run in both projects. */
const BOTH_DATABASES = [
  'apps/api/src/durability.test.ts',
  'apps/api/src/main.test.ts',
  'apps/api/seed/seed-demo.test.ts',
  'apps/api/src/route-walk.test.ts',
];

/**
 * The order files start in, both workers taking the next: the DOM and node tests first (they
 * need no database, while the server's seed is made in the background), then the server's, then
 * the embedded set (its own seed long made by then), its slowest files first so none is left
 * running alone at the end. Within a project, vitest's own order (failed, then slower, first).
 */
const PROJECT_ORDER = ['dom', 'node', 'api', 'api-pglite'];
const SLOW_FIRST = ['main.test.ts', 'durability.test.ts', 'open-database.test.ts'];
class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (s: TestSpecification) => {
      const slow = SLOW_FIRST.findIndex((name) => s.moduleId.endsWith(`/${name}`));
      return PROJECT_ORDER.indexOf(s.project.name) * 10 + (slow < 0 ? SLOW_FIRST.length : slow);
    };
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  resolve,
  ssr,
  test: {
    sequence: { sequencer: ProjectOrder },
    // Two cores: two test files at a time across every project.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'node',
          environment: 'node',
          // A hang guard, not a speed budget: importing a package's source (transformed on first
          // use) takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
          include: [
            'packages/api-client/src/**/*.test.ts',
            'apps/loader/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'apps/console/src/bundle-size.test.ts',
            'apps/console/src/one-control.test.ts',
            'apps/console/src/one-form-library.test.ts',
            'apps/console/src/date-format-guard.test.ts',
            'apps/console/src/folder-layers.test.ts',
            ...API_GUARDS,
            'packages/amplify/src/bundle-size.test.ts',
            'packages/ui-kit/src/bundle-size.test.ts',
          ],
        },
      },
      // The API server's tests, on PostgreSQL as in production. The app is imported once per
      // worker (isolate: false); each file still gets a fresh copy of the seeded database.
      {
        resolve,
        ssr: apiSsr,
        test: {
          name: 'api',
          environment: 'node',
          include: API_TESTS,
          exclude: [...DEFAULT_EXCLUDE, ...EMBEDDED_ONLY, ...API_GUARDS],
          globalSetup: ['apps/api/test/global-setup.ts'],
          env: { PLAUDIT_TEST_DB: 'postgres' },
          // Bounds for a test that hangs, not speeds expected of the machine.
          testTimeout: 120_000,
          hookTimeout: 600_000,
          pool: 'forks' as const,
          isolate: false,
        },
      },
      // The embedded default (PGlite) proves it answers like PostgreSQL: its worker driver,
      // migrations from empty, durability under kill -9, start-up and seeding, and one request
      // per route of the route table. Its files start last (ProjectOrder), when its seed, made in
      // the background from the start, is there.
      {
        resolve,
        ssr: apiSsr,
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: [...EMBEDDED_ONLY, ...BOTH_DATABASES],
          globalSetup: ['apps/api/test/global-setup.ts'],
          env: { PLAUDIT_TEST_DB: 'pglite' },
          // Bounds for a test that hangs, not speeds expected of the machine.
          testTimeout: 120_000,
          hookTimeout: 600_000,
          pool: 'forks' as const,
        },
      },
      {
        resolve,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom import per worker: each file still gets a fresh window and modules in
          // a VM context of its own (per-file jsdom imports took most of this project's time).
          pool: 'vmForks' as const,
          // A bound for a test that hangs, not a speed expected of the machine.
          testTimeout: 30_000,
          include: [
            'packages/hooks/src/**/*.test.{ts,tsx}',
            'packages/ui-kit/src/**/*.test.{ts,tsx}',
            'packages/amplify/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
          ],
          // The bundle budgets build with Vite / esbuild and the guards (one component per control,
          // one date formatter, one form library, folder layers) read the console's files: they run
          // in the node project.
          exclude: [
            '**/node_modules/**',
            '**/.git/**',
            'apps/console/src/bundle-size.test.ts',
            'apps/console/src/one-control.test.ts',
            'apps/console/src/one-form-library.test.ts',
            'apps/console/src/date-format-guard.test.ts',
            'apps/console/src/folder-layers.test.ts',
            'packages/amplify/src/bundle-size.test.ts',
            'packages/ui-kit/src/bundle-size.test.ts',
          ],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
