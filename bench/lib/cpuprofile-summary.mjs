#!/usr/bin/env node
// Sums a .cpuprofile's self time by function and by package/file: `node bench/lib/cpuprofile-summary.mjs <file> [top]`.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary.mjs <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas;
for (let i = 0; i < p.samples.length; i++) {
  self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map();
const pkg = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const url = f.url.replace(/^file:\/\//, '');
  const short = url
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/(apps|packages)\//, '$1/');
  const key = `${f.functionName || '(anonymous)'} ${short ? `${short}:${f.lineNumber + 1}` : ''}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  const group = url.includes('node_modules/')
    ? short
        .split('/')
        .slice(0, short.startsWith('@') ? 2 : 1)
        .join('/')
    : url.startsWith('node:')
      ? 'node internals'
      : url
        ? short.split('/').slice(0, 4).join('/')
        : f.functionName || '(native)';
  pkg.set(group, (pkg.get(group) ?? 0) + us);
}
const show = (m, title) => {
  console.log(`\n${title} (total ${(total / 1e6).toFixed(2)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${k}`,
    );
};
show(fn, 'Self time by function');
show(pkg, 'Self time by package / folder');
