// Rollup configs of the embed bundle, shared by rollup.config.mjs and the budget test.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const TARGET = 'es2020';
/**
 * Modules kept out of the Preact runtime chunk: one chunk per kind. Review cards, dates and
 * preact/hooks, which both interactive kinds use, stay in the runtime (one file fewer).
 */
const LAZY = /[\\/]kinds[\\/]|^\0still:/;
/** core.js itself: the dispatcher, no Preact (still kinds paint from the server's HTML). */
const CORE = /[\\/]loader[\\/]src[\\/]runtime\.ts$/;

/**
 * In the embed runtime, the still kinds (star snapshot, location information) are painted by
 * core.js from the server-rendered HTML and never reach mount(): their Preact views are left out
 * of the build (an import() of them rejects), so Rollup can group what the two interactive kinds
 * share (review cards, dates, preact/hooks) into one chunk. The npm package keeps all four.
 */
const STILL_VIEW = /^\.\/kinds\/(star-snapshot|location-info)$/;
const stillViewsOut = {
  name: 'plaudit-still-views-out',
  resolveId(source, importer) {
    if (STILL_VIEW.test(source) && /[\\/]amplify[\\/]src[\\/]mount\.ts$/.test(importer ?? ''))
      return `\0still:${source}`;
    return null;
  },
  load(id) {
    if (id.startsWith('\0still:'))
      return `throw new Error('painted from the server HTML by core.js');`;
    return null;
  },
};

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
      output: { file: `${outDir}/loader.js`, format: 'iife', generatedCode: 'es2015' },
    },
    {
      // The runtime: ES module chunks; core.js statically, one chunk per kind by import().
      input: { core: here('./src/runtime.ts') },
      preserveEntrySignatures: 'allow-extension',
      plugins: [
        stillViewsOut,
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
        // core.js: the dispatcher alone. runtime-[hash].js: preact, mount, base styles, stars and
        // the shared texts, for the interactive kinds. What only some kinds need (preact/hooks,
        // review cards, dates) is left to Rollup, which groups it by the kinds that import it.
        manualChunks: (id) => (CORE.test(id) || LAZY.test(id) ? undefined : 'runtime'),
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
