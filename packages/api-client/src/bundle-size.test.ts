// Budget test (node project): what an app bundles of the built package (esbuild, minified, gzip),
// for the calls it imports. Builds the package's JavaScript into a temporary node_modules.
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../tsup.config';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'plaudit-api-client-size-'));
  const installed = join(appDir, 'node_modules/@plaudit/api-client');
  mkdirSync(installed, { recursive: true });
  cpSync(join(packageDir, 'package.json'), join(installed, 'package.json'));
  await build({
    ...buildOptions,
    entry: Object.fromEntries(
      Object.entries(buildOptions.entry).map(([name, file]) => [name, join(packageDir, file)]),
    ),
    tsconfig: join(packageDir, 'tsconfig.json'),
    outDir: join(installed, 'dist'),
    dts: false,
    sourcemap: false,
    silent: true,
    config: false,
  });
  const valibot = realpathSync(join(packageDir, 'node_modules/valibot'));
  symlinkSync(valibot, join(appDir, 'node_modules/valibot'), 'dir');
}, 120_000);
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

/** The minified and gzipped size of an app made of `code`, in bytes. */
async function appSize(code: string) {
  const out = await bundle({
    stdin: { contents: code, resolveDir: appDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const js = out.outputFiles[0]!.contents;
  return {
    min: js.length,
    gzip: gzipSync(js, { level: 9 }).length,
    text: out.outputFiles[0]!.text,
  };
}

const LIST_AND_ANSWER = `
import { createClient, createResponse, listReviews } from '@plaudit/api-client';
const client = createClient({ baseUrl: 'https://api.example.com' });
export async function answerFirst() {
  const page = await listReviews(client, { account_id: 42, per_page: 5 });
  return createResponse(client, page.items[0].id, { content: 'Thank you!' });
}`;

describe('api-client bundle budget', () => {
  it('an app that lists reviews and answers one bundles at most 8 KB gzip', async () => {
    const size = await appSize(LIST_AND_ANSWER);
    expect(size.gzip).toBeLessThanOrEqual(8 * KB);
    // No schema and no valibot: the calls send what they are given and the server checks it.
    expect(size.text).not.toContain('Invalid '); // valibot's messages
    expect(size.text).not.toContain('must be an object');
  });

  it('a constant from the entry or from /schemas brings no schema', async () => {
    for (const from of ['@plaudit/api-client', '@plaudit/api-client/schemas']) {
      const size = await appSize(
        `import { OAUTH_SCOPES } from '${from}'; export default OAUTH_SCOPES;`,
      );
      expect(size.gzip, from).toBeLessThanOrEqual(1 * KB);
      expect(size.text, from).not.toContain('must be an object');
    }
  });

  it('the whole createPlauditApi stays under 12 KB gzip', async () => {
    const size = await appSize(`
      import { createClient, createPlauditApi } from '@plaudit/api-client';
      export const api = createPlauditApi(createClient({ baseUrl: 'https://api.example.com' }));`);
    expect(size.gzip).toBeLessThanOrEqual(12 * KB);
  });
});
