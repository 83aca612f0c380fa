import { defineConfig, type Options } from 'tsup';
import { pureDefinitions } from './pure-definitions';

/** The package's JavaScript build (the bundle-size test builds with it too). */
export const buildOptions = {
  entry: { index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts' },
  format: ['esm', 'cjs'],
  // CommonJS shares chunks between the entry and /schemas too (ESM always does).
  splitting: true,
  target: 'es2020',
  esbuildPlugins: [pureDefinitions],
  // The CommonJS files (require(), no tree-shaking) lose their whitespace and comments, which
  // keeps the tarball within its budget; names stay, so stack traces read as before. The ESM
  // files keep their `/* @__PURE__ */` marks, which bundlers need to tree-shake.
  esbuildOptions(options, context) {
    if (context.format === 'cjs') options.minifyWhitespace = true;
  },
} satisfies Options;

// Declarations: one file per module, written by `tsc -p tsconfig.build.json` (see type-entries.mjs).
export default defineConfig({ ...buildOptions, clean: true });
