import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputAsset, OutputChunk } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../build.mjs';
import { BUDGET } from './budgets';

const gz = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;

let dir = '';
let loader: OutputChunk;
let chunks: Map<string, OutputChunk>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plaudit-embed-'));
  const [loaderOut, runtimeOut] = await build(dir);
  const isChunk = (o: OutputChunk | OutputAsset): o is OutputChunk => o.type === 'chunk';
  loader = loaderOut!.filter(isChunk)[0]!;
  chunks = new Map(runtimeOut!.filter(isChunk).map((c) => [c.fileName, c]));
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A chunk and every chunk it imports statically (what the browser fetches to run it). */
function closure(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const dep of chunks.get(fileName)?.imports ?? []) closure(dep, seen);
  return seen;
}

function kindChunk(kind: string): string {
  const found = [...chunks.values()].find(
    (c) => c.facadeModuleId?.includes(`/kinds/${kind}.`) || c.name === kind,
  );
  if (!found) throw new Error(`no chunk for ${kind}`);
  return found.fileName;
}

const total = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gz(chunks.get(f)!.code), 0);

describe('embed bundle', () => {
  it('loader.js is a classic-script IIFE without module syntax', () => {
    expect(loader.fileName).toBe('loader.js');
    expect(loader.code).not.toMatch(/^\s*(import|export)\s/m);
    expect(loader.code).not.toMatch(/\bdefine\s*\(|typeof define|module\.exports/);
    expect(loader.code).toContain('core.js');
  });

  it('a star snapshot page loads neither review cards nor preact/hooks', () => {
    const files = closure(kindChunk('star-snapshot'));
    const code = [...files].map((f) => chunks.get(f)!.code).join('\n');
    expect(code).not.toContain('Response from the owner');
    expect([...files].some((f) => /^(card|dates|hooks)-/.test(f))).toBe(false);
  });

  it('the runtime is a core plus one chunk per kind, loaded with import()', () => {
    const core = chunks.get('core.js')!;
    expect(core.isEntry).toBe(true);
    expect(core.dynamicImports).toHaveLength(4);
    for (const kind of ['teaser', 'full-page', 'star-snapshot', 'location-info'])
      expect(core.dynamicImports).toContain(kindChunk(kind));
    // No eval or Function constructor (strict CSP) anywhere.
    for (const code of [loader.code, ...[...chunks.values()].map((c) => c.code)])
      expect(code).not.toMatch(/\beval\(|new Function\(/);
  });

  it(`loader.js is at most ${BUDGET.loader} bytes gzip -9`, () => {
    const size = gz(loader.code);
    console.info(`loader.js: ${size} B gzip -9`);
    expect(size).toBeLessThanOrEqual(BUDGET.loader);
  });

  it(`a page with only a star snapshot loads at most ${BUDGET.starOnlyPage} bytes gzip -9`, () => {
    const files = closure('core.js');
    closure(kindChunk('star-snapshot'), files);
    const size = gz(loader.code) + total(files);
    console.info(`star snapshot page (${['loader.js', ...files].join(', ')}): ${size} B gzip -9`);
    expect(size).toBeLessThanOrEqual(BUDGET.starOnlyPage);
  });

  it(`all four kinds load at most ${BUDGET.allKinds} bytes gzip -9`, () => {
    const size = gz(loader.code) + total(chunks.keys());
    console.info(`all four kinds (${chunks.size + 1} files): ${size} B gzip -9`);
    expect(size).toBeLessThanOrEqual(BUDGET.allKinds);
  });
});
