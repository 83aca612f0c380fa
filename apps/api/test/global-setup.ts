import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './start-postgres';
import { markSeedFailed, markSeedReady } from './wait-for-seed';

/**
 * Seeds the test database in a process of its own (test/seed-test-db.ts, run with the
 * `@plaudit/source` condition like the tests, so no package needs a build first); the tail of
 * its output is the error when it fails.
 */
function seedInChild(kind: 'postgres' | 'pglite', target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@plaudit/source',
        fileURLToPath(new URL('./seed-test-db.ts', import.meta.url)),
        kind,
        target,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`seeding ${kind} exited with ${signal ?? code}:\n${output}`)),
    );
  });
}

/**
 * Seeds the demo data once per run, for the project's database (PLAUDIT_TEST_DB in the
 * project's env): a PostgreSQL template database each test file copies with CREATE DATABASE
 * ... TEMPLATE, or a PGlite snapshot each test file loads. The seed is made in the background,
 * so the run's other tests start at once; a test file waits for it in startTestApi
 * (test/seeded-db.ts), and hears of a failed seed there.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.PLAUDIT_TEST_DB === 'pglite' ? 'pglite' : 'postgres';
  const dir = join(tmpdir(), `plaudit-test-${process.pid}-${kind}`);
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, 'seeded');
  const settle = (seeding: Promise<void>) =>
    seeding.then(
      () => markSeedReady(marker),
      (err) => markSeedFailed(marker, err),
    );
  if (kind === 'postgres') {
    const pgServer = await startPostgres();
    const seeding = settle(seedInChild('postgres', pgServer.url('')));
    project.provide('testDb', { kind, serverUrl: pgServer.url(''), snapshot: '', marker });
    return async () => {
      await seeding;
      await pgServer.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const snapshot = join(dir, 'seeded.tar');
  const seeding = settle(seedInChild('pglite', snapshot));
  project.provide('testDb', { kind, serverUrl: '', snapshot, marker });
  return async () => {
    await seeding;
    rmSync(dir, { recursive: true, force: true });
  };
}
