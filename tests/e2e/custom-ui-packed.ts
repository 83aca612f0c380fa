import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pnpmCommand } from '../../scripts/lib.mjs';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE = join(ROOT, 'examples/custom-ui');
const PACKAGES = ['api-client', 'hooks', 'ui-kit', 'amplify'];

/**
 * examples/custom-ui as a partner gets it: the four packages packed with `pnpm pack` (what npm
 * would publish: their built dist/, package.json with the workspace ranges replaced), installed
 * from those tarballs into a copy of the example outside the workspace, and built with Vite.
 * Needs the packages built first (`pnpm run build`). Returns the built app's directory and the
 * temporary directory holding everything (remove it afterwards).
 */
export async function buildPackedCustomUi(): Promise<{
  dist: string;
  work: string;
  seconds: number;
}> {
  const started = Date.now();
  const [pnpm, ...pnpmArgs] = pnpmCommand();
  const pnpmRun = (args: string[], cwd: string) =>
    run(pnpm!, [...pnpmArgs, ...args], { cwd, env: process.env, maxBuffer: 16 * 1024 * 1024 });

  const work = mkdtempSync(join(tmpdir(), 'plaudit-custom-ui-'));
  const tarballs = join(work, 'tarballs');
  for (const pkg of PACKAGES)
    await pnpmRun(['pack', '--pack-destination', tarballs], join(ROOT, 'packages', pkg));
  const tarball = (pkg: string) => {
    const file = readdirSync(tarballs).find((f) => f.startsWith(`plaudit-${pkg}-`));
    if (!file) throw new Error(`pnpm pack wrote no tarball for @plaudit/${pkg}`);
    return `file:${join(tarballs, file)}`;
  };

  // The example's sources, with a package.json and tsconfig of a stand-alone app.
  const app = join(work, 'app');
  for (const entry of ['src', 'index.html', 'vite.config.ts'])
    cpSync(join(EXAMPLE, entry), join(app, entry), { recursive: true });
  const example = JSON.parse(readFileSync(join(EXAMPLE, 'package.json'), 'utf8'));
  const catalog = catalogVersions();
  const version = (name: string, range: string) =>
    name.startsWith('@plaudit/')
      ? tarball(name.slice('@plaudit/'.length))
      : range === 'catalog:'
        ? catalog[name]!
        : range;
  const pinned = (deps: Record<string, string>) =>
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, version(name, range)]));
  const plaudit = Object.fromEntries(PACKAGES.map((p) => [`@plaudit/${p}`, tarball(p)]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-app',
        private: true,
        type: 'module',
        dependencies: pinned(example.dependencies),
        devDependencies: pinned(example.devDependencies),
        // The packages' own dependencies on each other come from the tarballs too.
        pnpm: { overrides: plaudit, onlyBuiltDependencies: ['esbuild'] },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  );
  // The store of this machine first: the same packages the workspace installed.
  await pnpmRun(
    ['install', '--prefer-offline', '--ignore-workspace', '--config.lockfile=false'],
    app,
  );
  await pnpmRun(['exec', 'vite', 'build'], app);
  return { dist: join(app, 'dist'), work, seconds: (Date.now() - started) / 1000 };
}

/** The exact versions of pnpm-workspace.yaml's catalog (the example's `catalog:` ranges). */
function catalogVersions(): Record<string, string> {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/^\s+"?([^":\s]+)"?:\s*(\S+)\s*$/gm)) out[m[1]!] = m[2]!;
  return out;
}
