import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A partner's build: the @plaudit packages are used as published (their dist/ builds and
 * types), so there is no `@plaudit/source` condition here. Served by the Plaudit server under
 * /examples/custom-ui/; `vite` (dev) proxies /api to a running server.
 */
export default defineConfig({
  base: '/examples/custom-ui/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': process.env.PLAUDIT_API_ORIGIN ?? 'http://127.0.0.1:8787' },
  },
});
