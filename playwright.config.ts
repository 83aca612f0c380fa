import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium-launch';
import { E2E_BASE_PORT, E2E_PORT_STEP } from './tests/e2e/e2e-server';

/**
 * End-to-end tests in Debian's Chromium against the real server. Each worker has a server and
 * an embedded database of its own (tests/e2e/serve.mjs: the demo data seeded once per run and
 * copied for each server), so no spec sees another worker's writes. A worker (its Chromium and
 * its server) keeps about two cores busy: one worker on a 2-core machine, where two took longer
 * than one (each test 2-4 times slower); E2E_WORKERS overrides.
 */
const WORKERS = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
);
// One id per run, shared by the servers (they seed once) and inherited by the workers.
process.env.E2E_RUN ??= `${Date.now()}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a flaky test is a failing test.
  retries: 0,
  timeout: 60_000,
  // How long an assertion waits for what a user would see: a bound for a slow machine, not a
  // speed budget (a busy 2-core machine took over 5 s to list all-time reviews).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    // Each worker's own server: the `baseURL` fixture in tests/e2e/fixtures.ts.
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT}`,
    // A trace records every action's DOM and screen: about a tenth of the run's time, and CI
    // keeps only the log. E2E_TRACE=1 keeps the trace of a failing test (test-results/).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: Array.from({ length: WORKERS }, (_, i) => {
    const port = E2E_BASE_PORT + E2E_PORT_STEP * i;
    return {
      command: `node tests/e2e/serve.mjs ${port}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // Seeding the demo data once, then starting: minutes on a busy 2-core machine.
      timeout: 600_000,
      stdout: 'pipe' as const,
    };
  }),
});
