#!/usr/bin/env node
// Small rooms: no source, test or style file over 400 lines, outside generated code, data and
// seed data. The files still over it are listed with their size today; each may shrink, none
// may grow, and a file that falls to 400 lines or fewer must leave the list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 400;

/** Over the limit today, to be split: path → lines it may not exceed. */
const STILL_LARGE = {};

/** Code a tool writes, data, and the demo seed: not rooms a person keeps. */
const EXEMPT = [
  /(^|\/)[^/]*generated[^/]*$/,
  /(^|\/)__snapshots__\//,
  /-snapshots\//,
  /^apps\/api\/seed\//,
  /\.(json|md|sql|csv|txt|svg|html|ya?ml|lock)$/,
  /^pnpm-lock\.yaml$/,
];
const CODE = /\.(ts|tsx|mjs|cjs|js|jsx|css)$/;

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => CODE.test(f) && !EXEMPT.some((re) => re.test(f)));

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}/${file}`, 'utf8');
  } catch {
    continue; // deleted in the work tree, not yet in the index
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const allowed = STILL_LARGE[file];
  if (allowed === undefined && lines > LIMIT)
    problems.push(`${file}: ${lines} lines (at most ${LIMIT}); split it into smaller files`);
  else if (allowed !== undefined && lines > allowed)
    problems.push(
      `${file}: ${lines} lines, more than its ${allowed} of today; split it, do not grow it`,
    );
  else if (allowed !== undefined && lines <= LIMIT)
    problems.push(`${file}: ${lines} lines now; drop it from STILL_LARGE in check-file-size.mjs`);
}
for (const file of Object.keys(STILL_LARGE))
  if (!files.includes(file)) problems.push(`${file}: gone; drop it from STILL_LARGE`);

if (problems.length) {
  console.error(`File sizes: ${problems.length} problem(s)\n`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
const listed = Object.keys(STILL_LARGE).length;
console.log(
  `File sizes: ${files.length} files, each at most ${LIMIT} lines but ${listed} listed to split.`,
);
