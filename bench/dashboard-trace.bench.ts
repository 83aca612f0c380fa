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
import { basename, extname, isAbsolute, join, normalize, sep } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/chromium-launch';
import { arg } from './lib/http-load';

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
// Source maps (VLQ mappings decoded here: one lookup per reported function)

type Mapping = { col: number; src: number; line: number; name: number };
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const mapCache = new Map<
  string,
  { sources: string[]; names: string[]; lines: Mapping[][] } | null
>();
function sourceMap(file: string) {
  if (mapCache.has(file)) return mapCache.get(file)!;
  let parsed = null;
  if (existsSync(`${file}.map`)) {
    const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
      sources: string[];
      names: string[];
      mappings: string;
    };
    const lines: Mapping[][] = [];
    let src = 0;
    let line = 0;
    let name = 0;
    for (const text of raw.mappings.split(';')) {
      const row: Mapping[] = [];
      let col = 0;
      for (const seg of text.split(',')) {
        if (!seg) continue;
        const values: number[] = [];
        let shift = 0;
        let value = 0;
        for (const ch of seg) {
          const digit = B64.indexOf(ch);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1);
            shift = 0;
            value = 0;
          }
        }
        col += values[0]!;
        if (values.length >= 4) {
          src += values[1]!;
          line += values[2]!;
          if (values.length >= 5) name += values[4]!;
          row.push({ col, src, line, name: values.length >= 5 ? name : -1 });
        }
      }
      lines.push(row);
    }
    parsed = { sources: raw.sources, names: raw.names, lines };
  }
  mapCache.set(file, parsed);
  return parsed;
}

/** `file:line` (and the original name) of a generated position, through the chunk's source map. */
function original(dir: string, url: string, line: number, col: number): string {
  const path = new URL(url).pathname;
  const map = sourceMap(join(dir, path));
  const row = map?.lines[line];
  if (!map || !row?.length) return '';
  let hit = row[0]!;
  for (const m of row) if (m.col <= col) hit = m;
  const source = map.sources[hit.src]!.replace(/^(\.\.\/)+/, '')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^(apps\/console\/)/, '');
  const name = hit.name >= 0 ? ` ${map.names[hit.name]}` : '';
  return `${source}:${hit.line + 1}${name}`;
}

// ---------------------------------------------------------------------------------------------
// The trace

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: trace event arguments differ by event
  args?: Record<string, any>;
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
/**
 * `--samples`: also record V8's sampler (CPU time by chunk and function). It costs the main
 * thread time of its own, so the timing figures of a sampled run are higher; compare runs
 * taken the same way.
 */
const SAMPLES = process.argv.includes('--samples');
if (SAMPLES) CATEGORIES.push('disabled-by-default-v8.cpu_profiler');

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KIND: [RegExp, string][] = [
  [
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/,
    'style',
  ],
  [/^(Layout|UpdateLayer|UpdateLayerTree|InvalidateLayout)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|CompositeLayers|PaintImage|Decode.*|RasterTask|Commit)$/, 'paint'],
  [/^(ParseHTML)$/, 'html'],
  [/GC|gc/, 'gc'],
  [
    /^(EvaluateScript|v8\.|V8\.|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|FireIdleCallback|XHRReadyStateChange|XHRLoad|CompileScript|CompileCode|CacheScript|ParseScript|StreamingCompileScript|v8\.evaluateModule)/,
    'script',
  ],
];
const kindOf = (name: string) => KIND.find(([re]) => re.test(name))?.[1] ?? 'other';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? Number.NaN : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
};
const ms = (us: number) => Math.round(us / 100) / 10;
const chunkName = (url: string) => {
  if (!url) return '';
  const file = basename(new URL(url).pathname);
  return file.replace(/-[A-Za-z0-9_-]{8}(\.js)$/, '$1') || url;
};

function analyse(events: TraceEvent[], dir: string, origin: string) {
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        String(e.args.data.documentLoaderURL ?? '').startsWith(`${origin}${ROUTE}`),
    )
    .at(-1);
  let pid: number;
  let tid: number;
  let t0: number;
  let frame: unknown;
  if (nav) {
    ({ pid, tid, ts: t0 } = nav);
    frame = nav.args!.frame;
  } else {
    // A renderer that began recording late misses navigationStart: the document's request
    // starts the clock, and the process that painted it is the page's.
    const sent = events.find(
      (e) =>
        e.name === 'ResourceSendRequest' &&
        String(e.args?.data?.url ?? '').startsWith(`${origin}${ROUTE}`),
    );
    const painted = events.find(
      (e) => e.name === 'firstContentfulPaint' && (!sent || e.ts > sent.ts),
    );
    if (!sent || !painted) throw new Error('no navigation to the route in the trace');
    t0 = sent.ts;
    pid = painted.pid;
    frame = painted.args?.frame;
    const thread = events.find(
      (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
    );
    tid = thread?.tid ?? painted.tid;
  }
  const mine = (e: TraceEvent) => e.pid === pid && e.args?.frame === frame;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && mine(e))?.ts ?? t0;
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && mine(e))
    .at(-1)?.ts;

  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Top-level tasks only (a RunTask may be nested in ThreadControllerImpl::RunTask).
  const tasks: TraceEvent[] = [];
  for (const e of main) {
    if (!TASK_NAMES.has(e.name)) continue;
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(e);
  }
  const end = Math.max(...main.map((e) => e.ts + (e.dur ?? 0)));
  // A task's time on the CPU (`tdur`: thread time) times the slowdown is what it would last on a
  // quiet machine under that slowdown; its wall time (`dur`) also holds the time the shared
  // machine's other work kept the thread waiting. Both are reported; the CPU figures compare.
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) * THROTTLE;
  const wall = (e: TraceEvent) => e.dur ?? 0;
  const blocking = (list: TraceEvent[], len: (e: TraceEvent) => number, from: number) =>
    list.reduce((sum, t) => {
      // As Lighthouse: a task that began before FCP counts only its part after FCP.
      const cut = Math.max(0, Math.min(len(t), from - t.ts));
      return sum + Math.max(0, len(t) - cut - 50_000);
    }, 0);
  const long = tasks.filter((t) => wall(t) > 50_000);
  const longCpu = tasks.filter((t) => cpu(t) > 50_000);
  const afterFcp = (list: TraceEvent[]) => list.filter((t) => t.ts + wall(t) > fcp);

  // Self time per event name on the main thread (children subtracted), wall and CPU.
  const self = new Map<string, number>();
  const selfCpu = new Map<string, number>();
  const stack: { e: TraceEvent; child: number; childCpu: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.e.ts + wall(stack.at(-1)!.e) <= until) {
      const top = stack.pop()!;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + wall(top.e) - top.child);
      selfCpu.set(top.e.name, (selfCpu.get(top.e.name) ?? 0) + cpu(top.e) - top.childCpu);
      if (stack.length) {
        stack.at(-1)!.child += wall(top.e);
        stack.at(-1)!.childCpu += cpu(top.e);
      }
    }
  };
  for (const e of main) {
    close(e.ts);
    stack.push({ e, child: 0, childCpu: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const kinds = (map: Map<string, number>) => {
    const byKind: Record<string, number> = {};
    for (const [name, us] of map) {
      if (TASK_NAMES.has(name)) continue;
      const kind = kindOf(name);
      byKind[kind] = (byKind[kind] ?? 0) + us;
    }
    return Object.fromEntries(
      Object.entries(byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([k, us]) => [k, ms(us)]),
    );
  };
  const styles = main.filter((e) => e.name === 'UpdateLayoutTree');
  const elements = styles.reduce(
    (n, e) => n + Number(e.args?.elementCount ?? e.args?.data?.elementCount ?? 0),
    0,
  );
  const longestStyle = Math.max(0, ...styles.map(cpu));

  // The V8 sampler's profile of the main thread.
  const chunks = events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === pid && e.args?.data?.cpuProfile,
  );
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  const startOf = new Map(
    events
      .filter((e) => e.name === 'Profile' && profileIds.has(e.id))
      .map((e) => [e.id, e.args!.data.startTime as number]),
  );
  const nodes = new Map<
    number,
    { functionName: string; url: string; lineNumber: number; columnNumber: number }
  >();
  const byChunk = new Map<string, number>();
  const byFunction = new Map<
    string,
    { us: number; url: string; line: number; col: number; name: string }
  >();
  const clock = new Map<string, number>();
  for (const c of chunks) {
    if (!profileIds.has(c.id)) continue;
    const p = c.args!.data.cpuProfile as {
      nodes?: {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
      }[];
      samples?: number[];
    };
    for (const n of p.nodes ?? [])
      nodes.set(n.id, {
        ...n.callFrame,
        url: n.callFrame.url ?? '',
        functionName: n.callFrame.functionName ?? '',
      });
    const deltas = (c.args!.data.timeDeltas ?? []) as number[];
    let now = clock.get(c.id!) ?? startOf.get(c.id) ?? 0;
    const samples = p.samples ?? [];
    for (let i = 0; i < samples.length; i++) {
      now += deltas[i] ?? 0;
      const us = deltas[i + 1] ?? 0;
      if (now < t0 || now > end) continue;
      const f = nodes.get(samples[i]!);
      if (!f || f.functionName === '(idle)') continue;
      const chunk = f.url.startsWith(origin)
        ? chunkName(f.url)
        : f.url
          ? 'other'
          : f.functionName.startsWith('(')
            ? f.functionName
            : '(native)';
      byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + us);
      if (f.url.startsWith(origin)) {
        const key = `${chunk}:${f.lineNumber}:${f.columnNumber}:${f.functionName}`;
        const entry = byFunction.get(key) ?? {
          us: 0,
          url: f.url,
          line: f.lineNumber,
          col: f.columnNumber,
          name: f.functionName,
        };
        entry.us += us;
        byFunction.set(key, entry);
      }
    }
    clock.set(c.id!, now);
  }

  // API calls and scripts: when each was sent and finished, after the navigation.
  // The first send and the last finish of each request id (a request may be reported twice).
  const sent = new Map<string, { url: string; ts: number }>();
  const finished = new Map<string, number>();
  for (const e of events) {
    const id = e.args?.data?.requestId;
    if (!id) continue;
    if (e.name === 'ResourceSendRequest' && /^https?:/.test(e.args?.data?.url ?? '')) {
      if (!sent.has(id)) sent.set(id, { url: e.args!.data.url, ts: e.ts });
    } else if (e.name === 'ResourceFinish') finished.set(id, Math.max(finished.get(id) ?? 0, e.ts));
  }
  const requests: { url: string; start_ms: number; end_ms: number | null }[] = [];
  for (const [id, s] of sent) {
    if (s.ts < t0) continue;
    const end = finished.get(id);
    requests.push({
      url: s.url.replace(origin, '').slice(0, 160),
      start_ms: ms(s.ts - t0),
      end_ms: end === undefined ? null : ms(end - t0),
    });
  }
  requests.sort((a, b) => a.start_ms - b.start_ms);

  return {
    fcp_ms: ms(fcp - t0),
    lcp_ms: lcp === undefined ? null : ms(lcp - t0),
    end_ms: ms(end - t0),
    tasks: tasks.length,
    // CPU figures: each task's thread time × the slowdown.
    cpu_long_tasks: longCpu.length,
    cpu_tbt_ms: ms(blocking(afterFcp(longCpu), cpu, fcp)),
    cpu_blocking_all_ms: ms(blocking(longCpu, cpu, 0)),
    cpu_main_thread_ms: ms(tasks.reduce((s, t) => s + cpu(t), 0)),
    cpu_by_kind_ms: kinds(selfCpu),
    cpu_by_event_ms: Object.fromEntries(
      [...selfCpu]
        .filter(([n]) => !TASK_NAMES.has(n))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([n, us]) => [n, ms(us)]),
    ),
    cpu_long_task_list: longCpu.map((t) => ({ at_ms: ms(t.ts - t0), cpu_ms: ms(cpu(t)) })),
    // Wall-clock figures (as Lighthouse's trace would count them on this machine).
    long_tasks: long.length,
    long_tasks_after_fcp: afterFcp(long).length,
    tbt_ms: ms(blocking(afterFcp(long), wall, fcp)),
    blocking_all_ms: ms(blocking(long, wall, 0)),
    main_thread_ms: ms(tasks.reduce((s, t) => s + wall(t), 0)),
    by_kind_ms: kinds(self),
    style_recalcs: styles.length,
    style_elements: elements,
    longest_style_cpu_ms: ms(longestStyle),
    by_chunk_ms: Object.fromEntries(
      [...byChunk].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, ms(us)]),
    ),
    top_functions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, TOP)
      .map((f) => ({
        ms: ms(f.us),
        chunk: chunkName(f.url),
        name: f.name || '(anonymous)',
        source: original(dir, f.url, f.line, f.col),
      })),
    requests,
  };
}

// ---------------------------------------------------------------------------------------------
// Runs

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Waits for the dashboard's overview answer, then for 1.5 s without a request in flight. Nothing
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
  return async () => {
    await overview;
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
  return analyse(events, dist.dir, origin);
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
  const f = analyse(traceEvents, DISTS[0]!.dir, new URL(url).origin);
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
