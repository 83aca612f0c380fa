// The npm tarball's budget (run after the build, with publint): at most 260 KB packed, no source
// maps and no sources, declarations once (dist/types, one file per module). 250 KB until the
// answers became valibot schemas: their runtime values and declarations (valibot's schema types
// are spelled out in the .d.ts) took 14 answer types from 246.8 to 256.5 KB.
import { execFileSync } from 'node:child_process';

const BUDGET = 260 * 1024;
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const paths = pack.files.map((f) => f.path);
const problems = [];
if (pack.size > BUDGET) problems.push(`the tarball is ${pack.size} B, over ${BUDGET} B`);
for (const path of paths) {
  if (path.endsWith('.map')) problems.push(`${path}: source maps are not shipped`);
  if (path.startsWith('src/')) problems.push(`${path}: sources are not shipped`);
  if (/\.d\.c?ts$/.test(path) && !path.startsWith('dist/types/') && !/index\.d\.c?ts$/.test(path))
    problems.push(`${path}: declarations live in dist/types, one file per module`);
}
if (!paths.includes('dist/types/index.d.ts')) problems.push('dist/types/index.d.ts is missing');
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `@plaudit/api-client tarball: ${(pack.size / 1024).toFixed(1)} KB packed, ${(pack.unpackedSize / 1024).toFixed(0)} KB unpacked, ${paths.length} files (budget ${BUDGET / 1024} KB)`,
);
