#!/usr/bin/env node
// Starts the Plaudit server for end-to-end tests on a fresh, seeded embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const port = process.argv[2] ?? '8799';
const dataDir = join(process.cwd(), '.tmp', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      // As on a new user's machine: e-mails link to localhost while the tests browse
      // 127.0.0.1, so a link the console follows must not be built from PUBLIC_ORIGIN.
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      // No demo reviews arriving on their own: specs count and find reviews.
      DEMO_REVIEWS: 'false',
      REVIEW_SYNC: 'false',
      // Specs start webhook receivers on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
