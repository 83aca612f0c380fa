/**
 * What a Chromium performance trace of a page load says: long tasks, blocking time, self time
 * by kind of work, CPU time per chunk and function (named through the build's source maps), and
 * the API calls' timing. Used by `dashboard-trace.bench.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

// Source maps (VLQ mappings decoded here: one lookup per reported function)

type Mapping = { col: number; src: number; line: number; name: number };
export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const mapCache = new Map<
  string,
  { sources: string[]; names: string[]; lines: Mapping[][] } | null
>();
export function sourceMap(file: string) {
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
export function original(dir: string, url: string, line: number, col: number): string {
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

export type TraceEvent = {
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

export const CATEGORIES = [
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
export const SAMPLES = process.argv.includes('--samples');
if (SAMPLES) CATEGORIES.push('disabled-by-default-v8.cpu_profiler');

export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
export const KIND: [RegExp, string][] = [
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
export const kindOf = (name: string) => KIND.find(([re]) => re.test(name))?.[1] ?? 'other';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? Number.NaN : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
};
export const ms = (us: number) => Math.round(us / 100) / 10;
export const chunkName = (url: string) => {
  if (!url) return '';
  const file = basename(new URL(url).pathname);
  return file.replace(/-[A-Za-z0-9_-]{8}(\.js)$/, '$1') || url;
};

export function analyse(
  events: TraceEvent[],
  dir: string,
  origin: string,
  { route, throttle, top }: { route: string; throttle: number; top: number },
) {
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        String(e.args.data.documentLoaderURL ?? '').startsWith(`${origin}${route}`),
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
        String(e.args?.data?.url ?? '').startsWith(`${origin}${route}`),
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
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) * throttle;
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
      .slice(0, top)
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
