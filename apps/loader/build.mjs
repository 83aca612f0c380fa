// Rollup configs of the embed bundle, shared by rollup.config.mjs and the budget test.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const TARGET = 'es2020';
/** core.js itself: the dispatcher, no Preact (every kind paints from the server's HTML first). */
const CORE = /[\\/]loader[\\/]src[\\/]runtime\.ts$/;

/**
 * @param {string} outDir absolute or relative output directory (served as /embed/); emptied first
 */
export function configs(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  return [
    {
      // The loader: one classic-script IIFE, no imports, no exports.
      input: here('./src/loader.ts'),
      plugins: [
        // Only for constants shared with the runtime (RESERVED_HEIGHT): inlined, tree-shaken.
        nodeResolve({
          exportConditions: ['@plaudit/source', 'browser', 'import', 'default'],
          extensions: ['.ts', '.tsx', '.mjs', '.js'],
        }),
        esbuild({ target: TARGET }),
        terser({
          ecma: 2020,
          compress: { passes: 3, unsafe_arrows: true, pure_getters: true, unsafe: true },
          format: { comments: false },
        }),
      ],
      // No "use strict" (about 10 B of the 1 KB): an IIFE that declares every name it assigns.
      output: {
        file: `${outDir}/loader.js`,
        format: 'iife',
        generatedCode: 'es2015',
        strict: false,
      },
    },
    {
      // core.js, and the runtime chunk it imports with import() for the interactive kinds.
      input: { core: here('./src/runtime.ts') },
      preserveEntrySignatures: 'allow-extension',
      plugins: [
        nodeResolve({
          exportConditions: ['@plaudit/source', 'browser', 'import', 'default'],
          extensions: ['.ts', '.tsx', '.mjs', '.js'],
        }),
        esbuild({ target: TARGET }),
        terser({
          module: true,
          ecma: 2020,
          compress: {
            passes: 3,
            unsafe_arrows: true,
            pure_getters: true,
            unsafe: true,
            unsafe_comps: true,
            unsafe_methods: true,
            keep_fargs: false,
          },
          format: { comments: false, wrap_func_args: false },
        }),
      ],
      output: {
        dir: outDir,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        // core.js: the dispatcher alone. runtime-[hash].js: Preact, preact/hooks, live() and the
        // teaser's and the feed's views with what they share (texts, stars, review cards, dates).
        manualChunks: (id) => (CORE.test(id) ? undefined : 'runtime'),
        generatedCode: 'es2015',
      },
    },
  ];
}

/** Builds both bundles into outDir; returns the emitted chunks per build. */
export async function build(outDir) {
  const results = [];
  for (const config of configs(outDir)) {
    const bundle = await rollup({ ...config, onwarn: config.onwarn ?? defaultWarn });
    try {
      const { output } = await bundle.write(config.output);
      results.push(output);
    } finally {
      await bundle.close();
    }
  }
  return results;
}

function defaultWarn(warning, warn) {
  if (warning.code === 'CIRCULAR_DEPENDENCY') return;
  warn(warning);
}
