#!/usr/bin/env node
/**
 * node bench/profile-summary.mjs <file.cpuprofile> [top=25]
 * Sums a V8 CPU profile's self time by function (name, file and line) and by package or
 * folder, and prints the top entries as percentages of the sampled time (idle excluded).
 * Make one with `node --cpu-prof --cpu-prof-dir=<dir> ...` (bench:api has `--profile <dir>`).
 */
import { readFileSync } from 'node:fs';

const [file, topArg = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
}

/** node_modules/.pnpm/<pkg>@v/node_modules/<pkg>/… → <pkg>; a source path → its folder. */
function area(url) {
  if (!url) return '(native)';
  const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  const src = /\/(apps|packages)\/(.+)\/[^/]+$/.exec(url);
  return src ? `${src[1]}/${src[2]}` : url;
}

let total = 0;
let idle = 0;
const byFunction = new Map();
const byArea = new Map();
for (const [id, us] of self) {
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') {
    if (functionName === '(idle)') idle += us;
    else total += us;
    if (functionName === '(idle)') continue;
  } else total += us;
  const short = url ? url.replace(/^.*\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '') : '';
  const key = `${functionName || '(anonymous)'}  ${short.replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const a = area(url);
  byArea.set(a, (byArea.get(a) ?? 0) + us);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
};
console.log(
  `${file}: ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle (${((100 * total) / (total + idle)).toFixed(0)}% busy)`,
);
print('Self time by function', byFunction);
print('Self time by package or folder', byArea);
