// Writes the type entries of the package: the declarations are emitted once, one file per source
// module, under dist/types (`tsc -p tsconfig.build.json`), as CommonJS declarations; each entry
// re-exports them, as ESM (.d.ts) for `import` and as CommonJS (.d.cts) for `require`. (An ES
// module may re-export a CommonJS one; the other way round TypeScript refuses.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

write('dist/types/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);
for (const [entry, types] of [
  ['dist/index', './types/index.js'],
  ['dist/schemas/index', '../types/schemas/index.js'],
]) {
  const text = `export * from '${types}';\n`;
  write(`${entry}.d.ts`, text);
  write(`${entry}.d.cts`, text);
}
