#!/usr/bin/env node
// npm start: install, build, then serve the whole product with demo data on
// http://localhost:8787 (PORT). The API migrates and seeds an empty database.
import { spawn } from 'node:child_process';
import { log, pnpm, pnpmCommand } from './lib.mjs';

log('Installing dependencies');
await pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
log('Building the packages, the console and the widget loader');
await pnpm(['run', 'build']);
log('Starting the Plaudit server');
const [cmd, ...pre] = pnpmCommand();
const server = spawn(cmd, [...pre, '--filter', '@plaudit/api-server', 'run', 'start'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
