import { mkdir, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { bundleStyles } from './styles.config';

export default defineConfig({
  entry: { index: 'src/index.ts', charts: 'src/charts/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2020',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'date-fns'],
  // Components use hooks: mark the bundle as client code for React Server Components users.
  banner: { js: "'use client';" },
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await writeFile('dist/styles.css', bundleStyles('src/styles.css'));
  },
});
