import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The published dist/styles.css is one file: src/styles.css lists the partials (one per
 * component, under src/styles/) with `@import`, and this puts each partial's text in place of its
 * `@import` line. Vite resolves the same imports when the console uses the source file.
 */
export function bundleStyles(entry: string): string {
  const from = dirname(entry);
  return readFileSync(entry, 'utf8').replace(/^@import "([^"]+)";$/gm, (_line, path: string) =>
    readFileSync(resolve(from, path), 'utf8').replace(/\n$/, ''),
  );
}
