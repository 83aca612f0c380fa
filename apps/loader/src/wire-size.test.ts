import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputChunk } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../api/src/create-site';
import { build } from '../build.mjs';
import { BUDGET } from './budgets';

/**
 * The budgets for what crosses the network: the embed build, precompressed as
 * `pnpm build` does, served by the real site (serve-static.ts), read back as
 * Content-Length with and without Accept-Encoding.
 */
const root = mkdtempSync(join(tmpdir(), 'plaudit-wire-'));
const embed = join(root, 'embed');
let chunks: OutputChunk[] = [];
const site = createSite({
  api: { fetch: async () => new Response('api', { status: 404 }) },
  staticRoots: { embed, console: join(root, 'console'), examples: join(root, 'examples') },
});

beforeAll(async () => {
  mkdirSync(join(root, 'console'));
  mkdirSync(join(root, 'examples'));
  const [loaderOut, runtimeOut] = await build(embed);
  chunks = [...loaderOut!, ...runtimeOut!].filter((o): o is OutputChunk => o.type === 'chunk');
  const script = fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url));
  execFileSync(process.execPath, [script, embed]);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function wire(file: string, acceptEncoding?: string) {
  const res = await site.request(`http://plaudit.test/embed/${file}`, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  expect(res.status, file).toBe(200);
  const body = new Uint8Array(await res.arrayBuffer());
  const length = Number(res.headers.get('content-length'));
  expect(length, file).toBe(body.length);
  return { length, encoding: res.headers.get('content-encoding'), vary: res.headers.get('vary') };
}

/** A chunk and the chunks it imports statically (what the browser fetches to run it). */
function closure(name: string, seen = new Set<string>()): Set<string> {
  const c = chunks.find((x) => x.fileName === name || x.name === name);
  if (!c || seen.has(c.fileName)) return seen;
  seen.add(c.fileName);
  for (const dep of c.imports) closure(dep, seen);
  return seen;
}

async function total(files: Iterable<string>, acceptEncoding?: string) {
  let n = 0;
  for (const f of files) n += (await wire(f, acceptEncoding)).length;
  return n;
}

describe('embed files on the wire', () => {
  it('every file goes out as brotli or gzip by Accept-Encoding, with Vary', async () => {
    // Files under 256 B would not be precompressed (scripts/precompress.mjs): there are none.
    const small = chunks.filter((c) => Buffer.byteLength(c.code) < 256);
    expect(small.map((c) => c.name)).toEqual([]);
    for (const c of chunks.filter((x) => !small.includes(x))) {
      const plain = await wire(c.fileName);
      const gz = await wire(c.fileName, 'gzip');
      const br = await wire(c.fileName, 'gzip, deflate, br');
      expect(plain.encoding, c.fileName).toBeNull();
      expect(gz.encoding, c.fileName).toBe('gzip');
      expect(br.encoding, c.fileName).toBe('br');
      expect(br.vary, c.fileName).toMatch(/accept-encoding/i);
      expect(gz.length, c.fileName).toBeLessThan(plain.length);
      expect(br.length, c.fileName).toBeLessThanOrEqual(gz.length);
    }
  });

  it('the budgets hold for the gzip bytes sent (and brotli is smaller still)', async () => {
    const loader = await wire('loader.js', 'gzip');
    expect(loader.length).toBeLessThanOrEqual(BUDGET.loader);

    // A star snapshot loads core.js only (painted from the server HTML, no Preact); a page with
    // all four kinds adds the Preact runtime with the teaser's and the feed's views.
    const star = new Set(['loader.js', ...closure('core.js')]);
    const starGz = await total(star, 'gzip');
    const starBr = await total(star, 'br');
    const all = new Set([...star, ...closure('runtime')]);
    const allGz = await total(all, 'gzip');
    const allBr = await total(all, 'br');
    console.info(
      `on the wire: loader ${loader.length} B gzip; star snapshot page ${starGz} B gzip / ${starBr} B br; all four kinds ${allGz} B gzip / ${allBr} B br; uncompressed ${await total(all)} B (${[...all].join(', ')})`,
    );
    expect(starGz).toBeLessThanOrEqual(BUDGET.starOnlyPage);
    expect(allGz).toBeLessThanOrEqual(BUDGET.allKinds);
    expect(starBr).toBeLessThan(starGz);
    expect(allBr).toBeLessThan(allGz);
  });
});
