import { defineConfig, type Options } from 'tsup';
import { pureDefinitions } from './pure-definitions';

/** The package's JavaScript build (the bundle-size test builds with it too). */
export const buildOptions = {
  entry: { index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts' },
  format: ['esm', 'cjs'],
  target: 'es2020',
  esbuildPlugins: [pureDefinitions],
} satisfies Options;

// Declarations: one file per module, written by `tsc -p tsconfig.build.json` (see type-entries.mjs).
export default defineConfig({ ...buildOptions, clean: true });
