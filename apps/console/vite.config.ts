import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiKitStyles = fileURLToPath(new URL('../../packages/ui-kit/src/styles.css', import.meta.url));

/**
 * The console: workspace packages are compiled from source through the `@plaudit/source`
 * export condition; every screen is its own chunk (React.lazy in src/routes).
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['@plaudit/source', 'module', 'browser', 'development|production'],
    // ui-kit exports its stylesheet from dist/; read the source instead, like its code.
    alias: { '@plaudit/ui-kit/styles.css': uiKitStyles },
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
  },
  server: {
    proxy: { '/api': process.env.PLAUDIT_API_ORIGIN ?? 'http://127.0.0.1:8787' },
  },
});
