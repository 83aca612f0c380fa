/**
 * pnpm bench (or `node --import tsx --conditions=@plaudit/source bench/widgets.bench.ts`):
 * the script-tag widgets on the real server, fresh seeded PGlite in a temp DATA_DIR.
 *
 * 1. Browser (Playwright + /usr/bin/chromium, the launch args of playwright.config.ts), on the
 *    example page /examples/script-tag/ in a fresh context each run (empty HTTP cache), with a
 *    1280×3600 viewport so the whole page is in view and every widget loads at once:
 *    - painted: ms from navigation start until each widget's shadow root holds its painted
 *      root (`[part~="root"]` with a height), and until all four have (polled every frame);
 *    - CLS: sum of `layout-shift` entries without recent input, until painted + 1 s;
 *    - TBT: sum of (duration − 50 ms) over `longtask` entries, until painted + 1 s.
 *    Median of --runs (5).
 * 2. HTTP: autocannon on GET /api/public/widgets/:id (star_snapshot and full_page) against the
 *    Plaudit server, and against a bare node:http server (its own process, like the Plaudit
 *    server) answering the same JSON bytes; --connections (10), --duration s (10) each.
 *    Reports requests/s, latency and the ratio Plaudit / bare (aim ≥ 0.5).
 * Writes bench/results/widgets.json and prints the tables. Build first (`pnpm run build`).
 *
 * --baseline-embed <dir>: also measures the page with /embed/* served from another build of
 * apps/loader (e.g. main's apps/loader/dist/embed) and the payload asked for without
 * Accept-Encoding (as before payloads were compressed), runs interleaved with this build's: before/after in one
 * run. --server <url>: measures an already running server (e.g. `node tests/e2e/serve.mjs 8832`)
 * instead of starting one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_LAUNCH } from '../tests/chromium-launch';
import { arg, waitForHealth } from './lib/http-load';

const runs = Number(arg('runs', '5'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const root = join(import.meta.dirname, '..');
const PORT = Number(arg('port', '8903'));
const BARE_PORT = PORT + 1;
const external = arg('server', '');
const url = external || `http://127.0.0.1:${PORT}`;
const baselineEmbed = arg('baseline-embed', '');
const THIS_EMBED = join(import.meta.dirname, '..', 'apps/loader/dist/embed');
const KINDS = ['star_snapshot', 'teaser', 'full_page', 'location_info'] as const;
type Kind = (typeof KINDS)[number];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

type PageRun = {
  painted: Record<Kind | 'all', number>;
  cls: number;
  tbt: number;
  longTasks: number;
};

/**
 * Runs in the page before any of its scripts: observers and a per-frame paint probe. Plain
 * JavaScript in a string: a serialised TS function would carry tsx's `__name` helper calls.
 */
const PROBE = `(() => {
  const painted = {};
  const state = { painted, cls: 0, longTasks: [] };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) state.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = () => {
    const hosts = document.querySelectorAll('[data-plaudit-widget]');
    let done = hosts.length > 0;
    hosts.forEach((el) => {
      const kind = el.getAttribute('data-plaudit-kind') || el.getAttribute('data-plaudit-widget');
      if (painted[kind] !== undefined) return;
      const root = el.shadowRoot && el.shadowRoot.querySelector('[part~="root"]');
      if (root && root.getBoundingClientRect().height > 0) painted[kind] = performance.now();
      else done = false;
    });
    if (done) painted.all = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * /embed/* from `dir` and the payload through the same interception; the baseline asks for the
 * payload without Accept-Encoding (as before payloads were compressed). Both variants go through it, so the
 * interception's own cost is the same on both sides.
 */
async function routeEmbed(page: Page, dir: string, compressPayload: boolean) {
  await page.route(`${url}/embed/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    // The server-rendered widgets (core.js paints the still kinds from them) come from the server.
    if (path.startsWith('/embed/widgets/')) return route.continue();
    const file = join(dir, path.slice('/embed/'.length));
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' },
      body: readFileSync(file),
    });
  });
  await page.route(`${url}/api/public/widgets/**`, (route) => {
    const headers = { ...route.request().headers() };
    if (!compressPayload) delete headers['accept-encoding'];
    return route.continue({ headers });
  });
}

type Variant = 'this build' | 'baseline';

async function measurePage(
  variants: Variant[],
): Promise<Record<Variant, { runs: PageRun[]; median: PageRun }>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const all = Object.fromEntries(variants.map((v) => [v, [] as PageRun[]])) as Record<
    Variant,
    PageRun[]
  >;
  try {
    for (let i = 0; i < runs + 1; i++)
      for (const variant of variants) {
        const results = all[variant];
        const context = await browser.newContext({ viewport: { width: 1280, height: 3600 } });
        const page = await context.newPage();
        if (variant === 'baseline') await routeEmbed(page, baselineEmbed, false);
        else if (baselineEmbed) await routeEmbed(page, THIS_EMBED, true);
        const problems: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'warning' || m.type() === 'error') problems.push(m.text());
        });
        await page.addInitScript({ content: PROBE });
        await page.goto(`${url}/examples/script-tag/`);
        await page.waitForFunction(
          () =>
            (window as unknown as { __bench: { painted: { all?: number } } }).__bench.painted.all,
          undefined,
          { timeout: 30_000 },
        );
        await page.waitForTimeout(1000);
        const raw = await page.evaluate(
          () =>
            (
              window as unknown as {
                __bench: {
                  painted: Record<Kind | 'all', number>;
                  cls: number;
                  longTasks: { start: number; duration: number }[];
                };
              }
            ).__bench,
        );
        await context.close();
        if (problems.length) throw new Error(`the example page logged: ${problems.join(' | ')}`);
        const until = raw.painted.all + 1000;
        const tasks = raw.longTasks.filter((t) => t.start <= until);
        const run: PageRun = {
          painted: raw.painted,
          cls: raw.cls,
          tbt: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
          longTasks: tasks.length,
        };
        // The first load warms the server (payload cache, file reads): not counted.
        if (i > 0) results.push(run);
        console.log(
          `  ${variant}, ${i === 0 ? 'warm-up' : `run ${i}`}: all painted ${round(run.painted.all)} ms, CLS ${run.cls.toFixed(4)}, TBT ${round(run.tbt)} ms`,
        );
      }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(variants.map((v) => [v, summarise(all[v])])) as Record<
    Variant,
    { runs: PageRun[]; median: PageRun }
  >;
}

function summarise(results: PageRun[]): { runs: PageRun[]; median: PageRun } {
  const pick = (f: (r: PageRun) => number) => median(results.map(f));
  return {
    runs: results,
    median: {
      painted: Object.fromEntries(
        (['all', ...KINDS] as const).map((k) => [k, round(pick((r) => r.painted[k]))]),
      ) as PageRun['painted'],
      cls: round(
        pick((r) => r.cls),
        4,
      ),
      tbt: round(pick((r) => r.tbt)),
      longTasks: pick((r) => r.longTasks),
    },
  };
}

type Load = {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  kBPerSec: number;
  errors: number;
  non2xx: number;
};

async function load(name: string, target: string, seconds = duration): Promise<Load> {
  const r = await autocannon({ url: target, connections, duration: seconds });
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    kBPerSec: Math.round(r.throughput.average / 1024),
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** A bare node:http server in its own process answering `body` to every request. */
async function startBare(file: string, contentType: string): Promise<ChildProcess> {
  const code = `
const { createServer } = require('node:http');
const body = require('node:fs').readFileSync(${JSON.stringify(file)});
createServer((req, res) => {
  res.writeHead(200, {
    'content-type': ${JSON.stringify(contentType)},
    'content-length': body.length,
    'cache-control': 'public, max-age=60, stale-while-revalidate=300',
    'access-control-allow-origin': '*',
  });
  res.end(body);
}).listen(${BARE_PORT}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return child;
}

async function measureHttp(dir: string, ids: Record<Kind, string>) {
  const rows: (Load & { ratio?: number })[] = [];
  for (const kind of ['star_snapshot', 'full_page'] as const) {
    const target = `${url}/api/public/widgets/${ids[kind]}`;
    const res = await fetch(target);
    if (!res.ok) throw new Error(`${target}: HTTP ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const file = join(dir, `${kind}.json`);
    writeFileSync(file, bytes);
    await load('warm-up', target, 3);
    const plaudit = await load(
      `Plaudit GET /api/public/widgets/:id (${kind}, ${bytes.length} B)`,
      target,
    );
    const bare = await startBare(file, res.headers.get('content-type') ?? 'application/json');
    let baseline: Load;
    try {
      baseline = await load(
        `bare node:http, same bytes (${kind})`,
        `http://127.0.0.1:${BARE_PORT}/`,
      );
    } finally {
      await stop(bare);
    }
    rows.push(
      { ...plaudit, ratio: round(plaudit.requestsPerSec / baseline.requestsPerSec, 2) },
      baseline,
    );
  }
  return rows;
}

if (!existsSync(join(root, 'apps/loader/dist/embed/loader.js')))
  throw new Error('apps/loader/dist/embed is missing: run `pnpm run build` first');

const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-widgets-'));
const server = external
  ? null
  : spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@plaudit/source', 'apps/api/src/main.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(PORT),
          DATA_DIR: dataDir,
          PUBLIC_ORIGIN: url,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
try {
  const t0 = Date.now();
  if (server) await waitForHealth(url, server);
  console.log(`server up on a freshly seeded database in ${round((Date.now() - t0) / 1000)} s`);
  // The demo widget ids, as the example page names them.
  const html = await (await fetch(`${url}/examples/script-tag/`)).text();
  const ids = Object.fromEntries(
    [...html.matchAll(/<div\b[^>]*\bdata-plaudit-widget="[^"]*"[^>]*>/g)].map(([tag]) => [
      /data-plaudit-kind="([^"]*)"/.exec(tag)![1],
      /data-plaudit-widget="([^"]*)"/.exec(tag)![1],
    ]),
  ) as Record<Kind, string>;

  console.log(`\nExample page, ${runs} runs (+1 warm-up):`);
  const variants: Variant[] = baselineEmbed ? ['baseline', 'this build'] : ['this build'];
  const pages = await measurePage(variants);
  const page = pages['this build'];
  console.log(`\nExample page /examples/script-tag/ (median of ${runs}; ms from navigation start)`);
  const table = (m: PageRun) => ({
    'all four painted (ms)': m.painted.all,
    'star_snapshot painted (ms)': m.painted.star_snapshot,
    'teaser painted (ms)': m.painted.teaser,
    'full_page painted (ms)': m.painted.full_page,
    'location_info painted (ms)': m.painted.location_info,
    'cumulative layout shift': m.cls,
    'total blocking time (ms)': m.tbt,
    'long tasks': m.longTasks,
  });
  if (pages.baseline)
    console.table({ baseline: table(pages.baseline.median), 'this build': table(page.median) });
  else console.table(table(page.median));

  console.log(`\nHTTP load (${connections} connections, ${duration} s each):`);
  const http = await measureHttp(dataDir, ids);
  console.table(http);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/widgets.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
        page: {
          url: '/examples/script-tag/',
          viewport: '1280x3600',
          median: page.median,
          runs: page.runs,
          ...(pages.baseline
            ? {
                baseline: {
                  embed: baselineEmbed,
                  median: pages.baseline.median,
                  runs: pages.baseline.runs,
                },
              }
            : {}),
        },
        http: { connections, duration, results: http },
      },
      null,
      2,
    )}\n`,
  );
  console.log('\nwrote bench/results/widgets.json');
} finally {
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
