import { defineConfig } from 'tsup';

/**
 * npm build. preact is a dependency and react an optional peer: both stay
 * external. The kinds stay separate chunks (loaded by import()). The .d.ts
 * files import the payload types from @plaudit/api-client/schemas (types only,
 * no runtime code of api-client ends up in dist).
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    server: 'src/server.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  external: ['preact', 'preact-render-to-string', 'react'],
  splitting: true,
  clean: true,
  sourcemap: true,
  target: 'es2020',
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = 'preact';
    options.conditions = ['@plaudit/source'];
  },
});
