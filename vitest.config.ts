import { defineConfig } from 'vitest/config';

/**
 * One vitest run, several projects:
 * - node: api-client and other pure TypeScript.
 * - api: the API server against PGlite (or PostgreSQL when PLAUDIT_TEST_DB=postgres).
 * - dom: React/Preact packages and the console in jsdom.
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

export default defineConfig({
  resolve,
  ssr,
  test: {
    // Two cores: two test files at a time across every project.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/api-client/src/**/*.test.ts',
            'apps/loader/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'apps/console/src/bundle-size.test.ts',
          ],
        },
      },
      // The API server's tests, once on PGlite and once on a real PostgreSQL.
      ...(['pglite', 'postgres'] as const).map((db) => ({
        resolve,
        ssr: apiSsr,
        test: {
          name: db === 'pglite' ? 'api' : 'api-pg',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/seed/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          env: { PLAUDIT_TEST_DB: db },
          testTimeout: 30_000,
          hookTimeout: 180_000,
          pool: 'forks' as const,
        },
      })),
      {
        resolve,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'packages/hooks/src/**/*.test.{ts,tsx}',
            'packages/ui-kit/src/**/*.test.{ts,tsx}',
            'packages/amplify/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
          ],
          // The console's bundle budget builds with Vite: it runs in the node project.
          exclude: ['**/node_modules/**', '**/.git/**', 'apps/console/src/bundle-size.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
