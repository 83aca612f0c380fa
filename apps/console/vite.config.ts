import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiKitStyles = fileURLToPath(new URL('../../packages/ui-kit/src/styles.css', import.meta.url));

/**
 * The console's build renders with Preact through preact/compat (about 10 KB gzip instead of
 * React DOM's 64 KB): every `react`, `react-dom` and JSX runtime import, ours and our
 * dependencies', goes to Preact. `vite` (dev, with React Fast Refresh) and the unit tests
 * (vitest) keep React; `pnpm start`, the e2e specs and production run the Preact build.
 */
const fromConsole = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const preactCompat = [
  { find: /^react$/, replacement: fromConsole('preact/compat') },
  { find: /^react-dom$/, replacement: fromConsole('preact/compat') },
  { find: /^react-dom\/client$/, replacement: fromConsole('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: fromConsole('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: fromConsole('preact/jsx-dev-runtime') },
  // react-router's package exports only its development build (warnings and checks included);
  // the production build beside it is the same API, smaller.
  {
    find: /^react-router$/,
    replacement: fromConsole('react-router').replace(
      /dist\/development\/index\.m?js$/,
      'dist/production/index.mjs',
    ),
  },
];

/**
 * The console: workspace packages are compiled from source through the `@plaudit/source`
 * export condition; every screen is its own chunk (React.lazy in src/routes).
 */
export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    conditions: ['@plaudit/source', 'module', 'browser', 'development|production'],
    // ui-kit exports its stylesheet from dist/; read the source instead, like its code.
    alias: [
      { find: '@plaudit/ui-kit/styles.css', replacement: uiKitStyles },
      ...(command === 'build' ? preactCompat : []),
    ],
    dedupe: ['preact'],
  },
  define: {
    // staging, qa or sandbox shows the staging badge (PLAUDIT_ENV or VITE_PLAUDIT_ENV at build time).
    'import.meta.env.PLAUDIT_ENV': JSON.stringify(
      process.env.PLAUDIT_ENV ?? process.env.VITE_PLAUDIT_ENV ?? 'production',
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: bench/console-size.bench.ts walks it to sum a route's JavaScript.
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // react-router reads `React.useOptimistic` through a computed key and falls back when
        // it is missing, as it is in preact/compat: the one expected warning of the Preact build.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': process.env.PLAUDIT_API_ORIGIN ?? 'http://127.0.0.1:8787' },
  },
}));
