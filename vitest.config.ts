import { defineConfig } from 'vitest/config';

/**
 * One vitest run, several projects:
 * - node: api-client and other pure TypeScript.
 * - api: the API server against PGlite (or PostgreSQL when PLAUDIT_TEST_DB=postgres).
 * - dom: React/Preact packages and the console in jsdom.
 * Tests run against sources through the `@plaudit/source` export condition.
 */
const conditions = ['@plaudit/source'];
const resolve = { conditions };

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/api-client/src/**/*.test.ts', 'apps/loader/src/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'packages/hooks/src/**/*.test.{ts,tsx}',
            'packages/ui-kit/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
