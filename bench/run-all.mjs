#!/usr/bin/env node
// pnpm bench: runs every benchmark in bench/ one after another.
// lighthouse.bench.ts measures the built console: run `pnpm --filter @plaudit/console build` first.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plaudit/source', join(dir, file), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
