// Budget test (node project): what a React app bundles of the widget wrapper up front (esbuild,
// minified, code splitting as Vite does). The runtime (Preact, the widget kinds) must arrive in
// chunks of its own, loaded when a widget mounts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = mkdtempSync(join(tmpdir(), 'plaudit-amplify-size-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('amplify React wrapper budget', () => {
  it('keeps Preact and the widget kinds out of the host app’s main chunk', async () => {
    const out = await build({
      stdin: {
        contents: `import { PlauditWidget } from './src/react/index.ts'; export default PlauditWidget;`,
        resolveDir: packageDir,
        loader: 'ts',
        sourcefile: 'app.ts',
      },
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      outdir,
      external: ['react'],
      conditions: ['@plaudit/source'],
      jsx: 'automatic',
      jsxImportSource: 'preact',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const outputs = out.metafile.outputs;
    const mainName = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('app.ts'));
    expect(mainName).toBeDefined();
    // What the page loads up front: the entry and every chunk it imports statically.
    const upFront = new Set<string>();
    const visit = (name: string) => {
      if (upFront.has(name)) return;
      upFront.add(name);
      for (const i of outputs[name]!.imports) {
        if (i.kind === 'import-statement' && !i.external) visit(i.path);
      }
    };
    visit(mainName!);
    const inputsOf = (names: Iterable<string>) =>
      [...names].flatMap((n) => Object.keys(outputs[n]!.inputs));
    expect(inputsOf(upFront).filter((f) => f.includes('node_modules/preact'))).toEqual([]);
    expect(inputsOf(upFront).filter((f) => f.includes('/kinds/'))).toEqual([]);
    // Preact is there, in a chunk the wrapper imports on mount.
    const later = Object.keys(outputs).filter((n) => !upFront.has(n));
    expect(inputsOf(later).some((f) => f.includes('node_modules/preact'))).toBe(true);
    const gzip = out.outputFiles
      .filter((f) => [...upFront].some((n) => f.path.endsWith(`/${n.split('/').pop()}`)))
      .reduce((sum, f) => sum + gzipSync(f.contents, { level: 9 }).length, 0);
    // 1.7 KB today (the reserved heights and the wrapper); it was 7.9 KB with Preact up front.
    expect(gzip).toBeLessThanOrEqual(2 * 1024);
  });
});
