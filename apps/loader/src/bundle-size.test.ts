import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

/** The Preact runtime chunk (core.js imports it for the interactive kinds). */
const runtime = () => [...chunks.keys()].find((f) => f.startsWith('runtime-'))!;

const total = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gz(chunks.get(f)!.code), 0);

describe('embed bundle', () => {
  it('loader.js is a classic-script IIFE without module syntax', () => {
    expect(loader.fileName).toBe('loader.js');
    expect(loader.code).not.toMatch(/^\s*(import|export)\s/m);
    expect(loader.code).not.toMatch(/\bdefine\s*\(|typeof define|module\.exports/);
    expect(loader.code).toContain('core.js');
  });

  it('a star snapshot page loads core.js alone: no Preact, no review cards, no kind chunk', () => {
    const files = closure('core.js');
    expect([...files]).toEqual(['core.js']);
    const core = chunks.get('core.js')!.code;
    expect(core).not.toContain('Response from the owner');
    expect(core).not.toMatch(/__H|preact/i); // no Preact internals
    expect(core).toContain('/embed/widgets/');
  });

  it('core.js imports the Preact runtime (with both interactive views) with import(), and nothing else exists', () => {
    const core = chunks.get('core.js')!;
    expect(core.isEntry).toBe(true);
    expect(core.imports).toEqual([]);
    expect(core.dynamicImports).toEqual([runtime()]);
    // The still kinds' Preact views are not in the embed build (core.js paints them from the
    // server's HTML); the teaser's and the feed's are in the runtime chunk.
    expect([...chunks.keys()].sort()).toEqual(['core.js', runtime()]);
    const rt = chunks.get(runtime())!.code;
    expect(rt).toContain('Response from the owner');
    expect(rt).toContain('Show more');
    expect(rt).toContain('Next review');
    // No CSS text in the Preact code: the widgets keep the CSS their server markup came with.
    expect(rt).not.toMatch(/\{display:|border-radius:/);
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
    const size = gz(loader.code) + total(files);
    console.info(`star snapshot page (${['loader.js', ...files].join(', ')}): ${size} B gzip -9`);
    expect(size).toBeLessThanOrEqual(BUDGET.starOnlyPage);
  });

  it(`all four kinds load at most ${BUDGET.allKinds} bytes gzip -9`, () => {
    // Star snapshot and location information load core.js only; teaser and feed the runtime.
    const files = closure('core.js');
    closure(runtime(), files);
    const size = gz(loader.code) + total(files);
    console.info(
      `all four kinds (${['loader.js', ...files].join(', ')}): ${size} B gzip -9; every file built: ${gz(loader.code) + total(chunks.keys())} B`,
    );
    expect(size).toBeLessThanOrEqual(BUDGET.allKinds);
  });
});

describe('the still kinds’ server-rendered HTML (data, like the payload: not in the budgets)', () => {
  it('is reported beside the budgets', async () => {
    const { renderWidgetHtml } = await import('@plaudit/amplify/server');
    const { sampleWidgets } = await import('@plaudit/amplify');
    for (const kind of ['star_snapshot', 'location_info'] as const) {
      const html = renderWidgetHtml(sampleWidgets[kind], { apiOrigin: 'https://plaudit.test' });
      const size = gz(html);
      console.info(
        `${kind} HTML (sample): ${size} B gzip -9, ${brotliCompressSync(html).length} B br`,
      );
      expect(size).toBeLessThan(4096);
    }
  });
});
