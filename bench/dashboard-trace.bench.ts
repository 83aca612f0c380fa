/**
 * pnpm bench:dashboard-trace — the main thread's work while a signed-in /dashboard loads, from a
 * Chromium performance trace (CDP `Tracing`, with the V8 sampler) under a 4× CPU slowdown
 * (`Emulation.setCPUThrottlingRate`), on Lighthouse's mobile viewport (412×823, DPR 1.75).
 * A trace counts work rather than simulating a network, so its figures move far less with the
 * machine's load than Lighthouse's score: long tasks, blocking time, script/style/layout time,
 * CPU time per chunk and the functions that took it.
 *
 * One server (tests/e2e/serve.mjs, the real API on a fresh seeded PGlite, port --port, default
 * 8858) and, in front of it, one small static server per console build compared (`--dist
 * name=dir,name=dir`, default `current=apps/console/dist`), each on the next port: the build's
 * files (precompressed copies as the server sends them) and index.html for every other page
 * path; /api goes to the server. Each build's origin is signed in once as admin@demo.test
 * through the /login form; every run is a new tab with the HTTP cache emptied (a first visit
 * with a session, as Lighthouse measures it). Runs alternate between the builds (`--runs`, 5
 * each) so a change of the machine's load falls on both; the medians are compared.
 *
 * Per run, from the renderer's main thread between the navigation and a quiet network after
 * the dashboard's figures have appeared:
 * - FCP, LCP (the last candidate), and the tasks over 50 ms: their count, their total blocking
 *   (time over 50 ms) after FCP as Lighthouse's TBT counts it, and over the whole load;
 * - self time by trace event (script evaluation and calls, style recalculation
 *   `UpdateLayoutTree` and the elements it touched, layout, paint, parsing, GC);
 * - the V8 samples' self time by chunk (file name without its hash) and the top functions,
 *   named through the build's source maps (source file, line, original name);
 * - when each API call started and ended.
 *
 *   pnpm bench:dashboard-trace [--runs 5] [--throttle 4] [--port 8858] [--route /dashboard]
 *     [--dist a=/tmp/build-a,b=apps/console/dist] [--traces <dir>] [--top 25]
 *
 * `--traces <dir>` keeps each run's trace (open it in Chrome DevTools' Performance panel).
 * Writes bench/results/dashboard-trace.json (medians per build, and the last run's details).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { extname, isAbsolute, join, normalize, sep } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/chromium-launch';
import { arg } from './lib/http-load';
import { analyse, CATEGORIES, median, type TraceEvent } from './lib/trace-analysis';

const root = join(import.meta.dirname, '..');
const PORT = Number(arg('port', '8858'));
const RUNS = Number(arg('runs', '5'));
const THROTTLE = Number(arg('throttle', '4'));
const ROUTE = arg('route', '/dashboard');
const TRACES = arg('traces', '');
const TOP = Number(arg('top', '25'));
const DISTS = arg('dist', 'current=apps/console/dist')
  .split(',')
  .map((pair, i) => {
    const [name, dir] = pair.includes('=') ? pair.split('=') : [`build${i + 1}`, pair];
    const path = isAbsolute(dir!) ? dir! : join(root, dir!);
    if (!existsSync(join(path, 'index.html'))) throw new Error(`${path} has no index.html`);
    return { name: name!, dir: path, port: PORT + 1 + i };
  });
const api = `http://127.0.0.1:${PORT}`;

// ---------------------------------------------------------------------------------------------
// Servers

async function waitUntilUp(child: ChildProcess, limitMs = 600_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error('the server exited early');
    try {
      if ((await fetch(`${api}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer /api/health within ${limitMs / 1000} s`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** A console build's files as the product serves them; /api (and /source-icons) to the server. */
function staticServer(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (/^\/(api|source-icons|logos)(\/|$)/.test(path)) {
      const forward = request(
        `${api}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = file;
    for (const [enc, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepts.includes(enc) && existsSync(file + suffix)) {
        body = file + suffix;
        headers['content-encoding'] = enc;
        headers.vary = 'Accept-Encoding';
        break;
      }
    }
    res.writeHead(200, headers);
    res.end(readFileSync(body));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------
async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Waits for the dashboard's overview answer and the filter bar's first locations, then for 1.5 s
 * without a request in flight. Nothing
 * is asked of the page meanwhile (Playwright's locators would run their polling on the main
 * thread being measured); the figures on screen are checked after the trace.
 */
async function settled(page: Page) {
  let inflight = 0;
  let last = Date.now();
  const up = () => {
    inflight++;
    last = Date.now();
  };
  const down = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const overview = page.waitForResponse((r) => /\/api\/metrics\/\d+\/overview\?/.test(r.url()), {
    timeout: 180_000,
  });
  // The filter bar's options are asked once the dashboard has rendered: with the data asked
  // with the entry, the network can be quiet for 1.5 s while the first render still runs.
  const filterOptions = page.waitForResponse((r) => /\/api\/locations\?page=1&/.test(r.url()), {
    timeout: 180_000,
  });
  return async () => {
    await Promise.all([overview, filterOptions]);
    const until = Date.now() + 60_000;
    while (Date.now() < until && (inflight > 0 || Date.now() - last < 1_500))
      await new Promise((r) => setTimeout(r, 100));
  };
}

async function traceOnce(context: BrowserContext, dist: (typeof DISTS)[number], run: number) {
  const origin = `http://127.0.0.1:${dist.port}`;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/api/health`);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  // Tracing.start answers before every process has begun recording: let the renderer catch up,
  // or the trace may miss the navigation's first events.
  await new Promise((r) => setTimeout(r, 1_000));
  const wait = await settled(page);
  await page.goto(`${origin}${ROUTE}`);
  await wait();
  await cdp.send('Tracing.end');
  await complete;
  if ((await page.getByTestId('average-rating-value').count()) !== 1)
    throw new Error('the dashboard did not show its figures');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  if (TRACES) {
    mkdirSync(TRACES, { recursive: true });
    writeFileSync(
      join(TRACES, `${dist.name}-${run}.json`),
      JSON.stringify({ traceEvents: events }),
    );
  }
  return analyse(events, dist.dir, origin, { route: ROUTE, throttle: THROTTLE, top: TOP });
}

/** One run, taken again (twice at most) when its trace missed the navigation (a loaded machine). */
async function traceRun(context: BrowserContext, dist: (typeof DISTS)[number], run: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceOnce(context, dist, run);
    } catch (e) {
      if (attempt === 3) throw e;
      console.log(`${dist.name} run ${run}: ${(e as Error).message}; once more`);
    }
  }
}

type Figures = ReturnType<typeof analyse>;

function summary(runs: Figures[]) {
  const m = (f: (r: Figures) => number | null) =>
    Math.round(median(runs.map((r) => f(r) ?? Number.NaN)) * 10) / 10;
  const medians = (pick: (r: Figures) => Record<string, number>, top = 20) =>
    Object.fromEntries(
      [...new Set(runs.flatMap((r) => Object.keys(pick(r))))]
        .map((k) => [k, m((r) => pick(r)[k] ?? 0)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, top),
    );
  return {
    runs: runs.length,
    cpu_long_tasks: m((r) => r.cpu_long_tasks),
    cpu_tbt_ms: m((r) => r.cpu_tbt_ms),
    cpu_tbt_ms_runs: runs.map((r) => r.cpu_tbt_ms),
    cpu_blocking_all_ms: m((r) => r.cpu_blocking_all_ms),
    cpu_main_thread_ms: m((r) => r.cpu_main_thread_ms),
    cpu_by_kind_ms: medians((r) => r.cpu_by_kind_ms),
    cpu_by_event_ms: medians((r) => r.cpu_by_event_ms, 12),
    style_recalcs: m((r) => r.style_recalcs),
    style_elements: m((r) => r.style_elements),
    longest_style_cpu_ms: m((r) => r.longest_style_cpu_ms),
    fcp_ms: m((r) => r.fcp_ms),
    lcp_ms: m((r) => r.lcp_ms),
    long_tasks: m((r) => r.long_tasks),
    tbt_ms: m((r) => r.tbt_ms),
    tbt_ms_runs: runs.map((r) => r.tbt_ms),
    main_thread_ms: m((r) => r.main_thread_ms),
    by_kind_ms: medians((r) => r.by_kind_ms),
    samples_by_chunk_ms: medians((r) => r.by_chunk_ms),
  };
}

/** `--analyse <trace.json> --dist <dir>`: the figures of a kept trace, without a run. */
const ANALYSE = arg('analyse', '');
if (ANALYSE) {
  const { traceEvents } = JSON.parse(readFileSync(ANALYSE, 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  const url = traceEvents.find(
    (e) =>
      e.name === 'ResourceSendRequest' &&
      new RegExp(`^https?://[^/]+${ROUTE}`).test(String(e.args?.data?.url)),
  )?.args?.data?.url as string;
  const f = analyse(traceEvents, DISTS[0]!.dir, new URL(url).origin, {
    route: ROUTE,
    throttle: THROTTLE,
    top: TOP,
  });
  console.log(JSON.stringify(f, null, 1));
}

let server: ChildProcess | undefined;
const statics: Server[] = [];
let browser: Browser | undefined;
if (!ANALYSE)
  try {
    server = spawn(process.execPath, ['tests/e2e/serve.mjs', String(PORT)], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(server);
    for (const d of DISTS) statics.push(await staticServer(d.dir, d.port));
    browser = await chromium.launch({
      executablePath: CHROMIUM_LAUNCH.executablePath,
      args: CHROMIUM_LAUNCH.args.filter((a) => a !== '--headless'),
      headless: true,
    });
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const signer = await context.newPage();
    for (const d of DISTS) await signIn(signer, `http://127.0.0.1:${d.port}`);
    await signer.close();
    // One warm-up load per build (the server's first answers compile its statements).
    for (const d of DISTS) await traceRun(context, d, 0);
    const results = new Map<string, Figures[]>(DISTS.map((d) => [d.name, []]));
    for (let run = 1; run <= RUNS; run++) {
      const order = run % 2 ? DISTS : [...DISTS].reverse();
      for (const d of order) {
        const f = await traceRun(context, d, run);
        results.get(d.name)!.push(f);
        console.log(
          `${d.name} run ${run}: CPU×${THROTTLE}: long tasks ${f.cpu_long_tasks}, TBT ${f.cpu_tbt_ms} ms, main thread ${f.cpu_main_thread_ms} ms, script ${f.cpu_by_kind_ms.script ?? 0} ms, style ${f.cpu_by_kind_ms.style ?? 0} ms (${f.style_recalcs} recalcs, ${f.style_elements} elements), layout ${f.cpu_by_kind_ms.layout ?? 0} ms | wall: FCP ${f.fcp_ms} ms, LCP ${f.lcp_ms} ms, long tasks ${f.long_tasks}, TBT ${f.tbt_ms} ms`,
        );
      }
    }
    const out: Record<string, unknown> = {
      date: new Date().toISOString(),
      route: ROUTE,
      cpu_throttle: THROTTLE,
      viewport: '412x823@1.75',
      builds: {},
    };
    for (const d of DISTS) {
      const runs = results.get(d.name)!;
      const s = summary(runs);
      (out.builds as Record<string, unknown>)[d.name] = {
        dir: d.dir,
        median: s,
        last_run: runs.at(-1),
      };
      const last = runs.at(-1)!;
      console.log(`\n== ${d.name} (${d.dir}), medians of ${runs.length} runs`);
      console.log(JSON.stringify(s, null, 1));
      console.log(
        `long tasks of the last run (start ms + CPU ms × ${THROTTLE}):`,
        last.cpu_long_task_list.map((t) => `${t.at_ms}+${t.cpu_ms}`).join(', '),
      );
      console.log('top functions of the last run (self ms, chunk, name, source):');
      for (const f of last.top_functions)
        console.log(`  ${String(f.ms).padStart(6)}  ${f.chunk}  ${f.name}  ${f.source}`);
      console.log('requests of the last run (start → end ms after navigation):');
      for (const r of last.requests)
        console.log(
          `  ${String(r.start_ms).padStart(7)} → ${String(r.end_ms).padStart(7)}  ${r.url}`,
        );
    }
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/dashboard-trace.json'),
      `${JSON.stringify(out, null, 2)}\n`,
    );
  } finally {
    await browser?.close();
    for (const s of statics) s.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
  }
