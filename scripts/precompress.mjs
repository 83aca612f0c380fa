#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the given build
// folders, so the server sends the smaller copy a browser accepts (apps/api/src/serve-static.ts)
// without compressing at request time. Usage: node scripts/precompress.mjs <dir> [<dir> …]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing (source maps are left out: only developers fetch them). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt'];
/** Below this many bytes a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const dir of process.argv.slice(2)) {
  for (const file of files(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.includes(extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written++;
  }
}
console.log(`precompress: ${written} files written as .br and .gz`);
