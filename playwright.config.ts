import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium-launch';

/**
 * End-to-end tests in Debian's Chromium against the real server on a fresh
 * embedded database (tests/e2e/serve.mjs seeds it).
 */
const PORT = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky test is a failing test.
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `node tests/e2e/serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
