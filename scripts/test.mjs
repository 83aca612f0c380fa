#!/usr/bin/env node
// npm test: install what is missing, then build, typecheck, lint, unit and
// integration tests (the API on PostgreSQL, the embedded PGlite's own set), and end-to-end tests.
// `npm test -- --skip e2e,lint` skips steps; `--only unit` runs one.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { log, pnpm, run } from './lib.mjs';

const UNIT_RESULTS = '.tmp/unit-results.json';
const E2E_RESULTS = '.tmp/e2e-results.json';
mkdirSync('.tmp', { recursive: true });
for (const file of [UNIT_RESULTS, E2E_RESULTS]) rmSync(file, { force: true });

const args = process.argv.slice(2);
const listArg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '').split(',') : [];
};
const skip = new Set(listArg('skip'));
const only = new Set(listArg('only'));
const want = (step) => !skip.has(step) && (only.size === 0 || only.has(step));

const started = Date.now();
const timings = [];
async function step(name, fn) {
  if (!want(name)) return;
  const t = Date.now();
  log(name);
  await fn();
  timings.push([name, ((Date.now() - t) / 1000).toFixed(1)]);
}

let failure;
try {
  await step('system', () => run('node', ['scripts/ensure-system-deps.mjs']));
  await step('install', () => pnpm(['install', '--frozen-lockfile', '--prefer-offline']));
  // Build first: the partner example typechecks against the packages' built types, as a partner would.
  await step('build', () => pnpm(['run', 'build']));
  await step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  await step('lint', () => pnpm(['exec', 'biome', 'ci', '.']));
  // One area, one name in the API, the api-client, the hooks and the console.
  await step('vocabulary', () => run('node', ['scripts/check-vocabulary.mjs']));
  // Small rooms: no hand-written file over 400 lines (those still over it may only shrink).
  await step('file sizes', () => run('node', ['scripts/check-file-size.mjs']));
  // One list per entry point: explicit named re-exports, no name listed twice in an entry.
  await step('barrels', () => run('node', ['scripts/check-barrels.mjs']));
  // The API reference (docs/reference) and the quickstart's scope table match the sources, and
  // every exported call, hook and component has a doc comment.
  await step('reference', async () => {
    await run('node', ['scripts/reference.mjs', '--check']);
    await run('node', [
      '--import',
      'tsx',
      '--conditions=@plaudit/source',
      'scripts/scope-table.ts',
      '--check',
    ]);
  });
  await step('unit', () =>
    pnpm([
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${UNIT_RESULTS}`,
    ]),
  );
  await step('publint', () => pnpm(['-r', '--filter', './packages/**', 'run', 'publint']));
  // Are the types wrong? Every entry resolves to types for node16 (CJS and ESM) and bundlers.
  await step('attw', () => pnpm(['-r', '--filter', './packages/**', 'run', 'attw']));
  await step('e2e', () => pnpm(['exec', 'playwright', 'test']));
} catch (err) {
  failure = err;
}

/** Each test file's time (seconds), from the vitest and Playwright JSON reports of this run. */
function fileTimes() {
  const times = [];
  if (existsSync(UNIT_RESULTS))
    for (const f of JSON.parse(readFileSync(UNIT_RESULTS, 'utf8')).testResults ?? [])
      times.push([f.name.replace(`${process.cwd()}/`, ''), (f.endTime - f.startTime) / 1000]);
  if (existsSync(E2E_RESULTS)) {
    const durations = (suite) =>
      (suite.specs ?? []).reduce(
        (sum, spec) =>
          sum +
          spec.tests.reduce((t, test) => t + test.results.reduce((r, x) => r + x.duration, 0), 0),
        0,
      ) + (suite.suites ?? []).reduce((sum, s) => sum + durations(s), 0);
    for (const suite of JSON.parse(readFileSync(E2E_RESULTS, 'utf8')).suites ?? [])
      times.push([`tests/e2e/${suite.file}`, durations(suite) / 1000]);
  }
  return times.sort((a, b) => b[1] - a[1]);
}

const slowest = fileTimes().slice(0, 10);
if (slowest.length) {
  console.log('\nSlowest test files (seconds):');
  for (const [file, s] of slowest) console.log(`  ${s.toFixed(1).padStart(6)}  ${file}`);
}
console.log('\nSteps (seconds):');
for (const [name, s] of timings) console.log(`  ${name.padEnd(10)} ${s}`);
const total = ((Date.now() - started) / 1000).toFixed(0);
if (failure) {
  console.error(`\n${failure.message}\nFailed after ${total} s`);
  process.exit(1);
}
console.log(`All steps passed in ${total} s`);
