// The npm tarball's budget (run after the build, with publint): at most 300 KB packed, no source
// maps and no sources, declarations once (dist/types, one file per module). The answers are
// valibot schemas, shipped as runtime values in the ESM and the CommonJS files (about 0.5 KB
// packed per answer type, their declarations typed by the value they parse to): 250 KB before
// them, 256.5 KB with 14 answer types, 291.9 KB with 102 of 151.
import { execFileSync } from 'node:child_process';

const BUDGET = 300 * 1024;
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
