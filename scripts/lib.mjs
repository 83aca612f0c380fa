// Shared helpers for the start and test scripts: run commands, find pnpm.
import { spawn, spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

/** `pnpm` when the right version is on PATH, else `npx --yes pnpm@VERSION`. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export async function pnpm(args, opts) {
  const [cmd, ...pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], opts);
}

export const log = (msg) => console.log(`\n\u001b[1m▶ ${msg}\u001b[0m`);
