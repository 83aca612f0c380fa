#!/usr/bin/env node
// Starts a Plaudit server for end-to-end tests on a fresh, seeded embedded database of its own.
// The demo data is seeded once per run (E2E_RUN) into .tmp/e2e-seed-RUN by whichever server
// starts first; every server then starts on its own copy of it.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = process.argv[2] ?? '8799';
const run = process.env.E2E_RUN ?? `solo-${port}`;
const tmp = join(process.cwd(), '.tmp');
const seedDir = join(tmp, `e2e-seed-${run}`);
const dataDir = join(tmp, `e2e-${port}`);

const env = {
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
};
const tsx = ['--import', 'tsx', '--conditions=@plaudit/source'];

function exitOf(child) {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** Seeds the run's demo database once; the other servers wait for it. */
async function seededOnce() {
  mkdirSync(tmp, { recursive: true });
  const ready = join(seedDir, '.seeded');
  const failed = `${seedDir}.failed`;
  let mine = false;
  try {
    mkdirSync(`${seedDir}.lock`);
    mine = true;
  } catch {}
  if (mine) {
    // Earlier runs' seeds are not needed any more.
    for (const name of readdirSync(tmp))
      if (name.startsWith('e2e-seed-') && !name.startsWith(`e2e-seed-${run}`))
        rmSync(join(tmp, name), { recursive: true, force: true });
    rmSync(seedDir, { recursive: true, force: true });
    // The server keeps its embedded database in DATA_DIR/pglite.
    const seed = spawn(process.execPath, [...tsx, 'apps/api/seed/cli.ts'], {
      stdio: 'inherit',
      env: { ...env, DATA_DIR: join(seedDir, 'pglite') },
    });
    const code = await exitOf(seed);
    if (code !== 0) {
      writeFileSync(failed, `seeding exited with ${code}`);
      throw new Error(`seeding the e2e database failed (${code})`);
    }
    writeFileSync(ready, '');
    return;
  }
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
    await sleep(200);
  }
}

await seededOnce();
rmSync(dataDir, { recursive: true, force: true });
cpSync(seedDir, dataDir, { recursive: true, filter: (src) => !src.endsWith('.seeded') });
const server = spawn(process.execPath, [...tsx, 'apps/api/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
