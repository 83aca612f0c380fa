#!/usr/bin/env node
// npm test: install what is missing, then build, typecheck, lint, unit and
// integration tests (the API on PGlite and on PostgreSQL), and end-to-end tests.
// `npm test -- --skip e2e,lint` skips steps; `--only unit` runs one.
import { log, pnpm, run } from './lib.mjs';

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

await step('system', () => run('node', ['scripts/ensure-system-deps.mjs']));
await step('install', () => pnpm(['install', '--frozen-lockfile', '--prefer-offline']));
// Build first: the partner example typechecks against the packages' built types, as a partner would.
await step('build', () => pnpm(['run', 'build']));
await step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
await step('lint', () => pnpm(['exec', 'biome', 'ci', '.']));
// One area, one name in the API, the api-client, the hooks and the console.
await step('vocabulary', () => run('node', ['scripts/check-vocabulary.mjs']));
await step('unit', () => pnpm(['exec', 'vitest', 'run']));
await step('publint', () => pnpm(['-r', '--filter', './packages/**', 'run', 'publint']));
// Are the types wrong? Every entry resolves to types for node16 (CJS and ESM) and bundlers.
await step('attw', () => pnpm(['-r', '--filter', './packages/**', 'run', 'attw']));
await step('e2e', () => pnpm(['exec', 'playwright', 'test']));

console.log('\nSteps (seconds):');
for (const [name, s] of timings) console.log(`  ${name.padEnd(10)} ${s}`);
console.log(`All steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
