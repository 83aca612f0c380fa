// Budget test (node project): what an app bundles for the date range picker (esbuild, minified,
// gzip; React external as in any React app). Its MM/DD/YY inputs need two date-fns functions,
// not date-fns's full parser and formatter with every locale token.

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('ui-kit bundle budget', () => {
  it('DateRangePicker bundles at most 6 KB gzip, of which date-fns at most 3 KB minified', async () => {
    const out = await build({
      stdin: {
        contents: `export { DateRangePicker } from './src/index.ts';`,
        resolveDir: packageDir,
        loader: 'ts',
        sourcefile: 'app.ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      conditions: ['@plaudit/source'],
      jsx: 'automatic',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const output = Object.values(out.metafile.outputs)[0]!;
    const dateFns = Object.entries(output.inputs)
      .filter(([file]) => file.includes('node_modules/date-fns'))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    // 1.7 KB today; date-fns's parse and format made it 40 KB.
    expect(dateFns).toBeLessThanOrEqual(3 * 1024);
    // 4.3 KB today; it was 12.9 KB.
    expect(gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length).toBeLessThanOrEqual(
      6 * 1024,
    );
  });
});
