/**
 * pnpm bench:lighthouse — Lighthouse (mobile, performance only) on the console's /login and
 * /dashboard, served by the built product (tests/e2e/serve.mjs: the real server on a fresh seeded
 * PGlite, port --port, default 8848). Build the console first (`pnpm --filter @plaudit/console build`).
 *
 * The console keeps its session in localStorage (no cookie), so /dashboard is measured signed in:
 * one Chromium (CHROME_PATH, default /usr/bin/chromium) with a persistent profile and a DevTools
 * port; /login is measured first, signed out; then Playwright signs in as admin@demo.test through
 * the /login form and Lighthouse connects to the same browser with `disableStorageReset` so the
 * session is kept (the bench empties the HTTP cache before each run: every run is a first visit). Lighthouse's default mobile settings:
 * Moto G Power viewport, simulated slow 4G and 4× CPU slowdown.
 *
 * `--reports <dir>` also keeps each run's full Lighthouse report. Each figure records the host's
 * BenchmarkIndex (Lighthouse's 4× CPU slowdown is calibrated for a host at about 1,500; a
 * slower host would make the score look worse than a phone would see it).
 * Writes bench/results/lighthouse.json: per route the median-score run of --runs (3): score, FCP,
 * LCP, TBT, CLS, Speed Index, bytes transferred, JavaScript transferred, unused JavaScript, and
 * the audits that cost the score most (weight × (1 − audit score)).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../tests/chromium-launch';
import { arg } from './lib/http-load';

const root = join(import.meta.dirname, '..');
const PORT = Number(arg('port', '8848'));
const DEBUG_PORT = Number(arg('debug-port', String(PORT + 1000)));
const runs = Number(arg('runs', '3'));
/** `--reports <dir>`: also keep every run's full Lighthouse report there (JSON). */
const reportsDir = arg('reports', '');
const origin = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** `--routes /dashboard`: measure only these (comma-separated; default both). */
const ROUTES = arg('routes', '/login,/dashboard')
  .split(',')
  .filter((r): r is '/login' | '/dashboard' => r === '/login' || r === '/dashboard');

type Audit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: {
    overallSavingsBytes?: number;
    items?: { resourceType?: string; transferSize?: number }[];
  };
};
type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: Record<string, number>;
  };
  categories: {
    performance: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
};

const round = (x: number, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
const num = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function figures(lhr: Lhr) {
  const perf = lhr.categories.performance;
  const scriptBytes = (lhr.audits['resource-summary']?.details?.items ?? []).find(
    (i) => i.resourceType === 'script',
  )?.transferSize;
  return {
    score: perf.score === null ? null : round(perf.score * 100),
    final_url: lhr.finalDisplayedUrl,
    fcp_ms: round(num(lhr, 'first-contentful-paint')),
    lcp_ms: round(num(lhr, 'largest-contentful-paint')),
    tbt_ms: round(num(lhr, 'total-blocking-time')),
    cls: round(num(lhr, 'cumulative-layout-shift'), 3),
    speed_index_ms: round(num(lhr, 'speed-index')),
    transferred_bytes: round(num(lhr, 'total-byte-weight')),
    script_transferred_bytes: scriptBytes ?? null,
    unused_js_bytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    cpu_slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // What keeps the score below 100: each scored metric's weight × (1 − its score).
    limited_by: perf.auditRefs
      .filter((r) => r.weight > 0)
      .map((r) => {
        const a = lhr.audits[r.id]!;
        return {
          audit: r.id,
          display: a.displayValue ?? '',
          audit_score: a.score,
          points_lost: round(r.weight * (1 - (a.score ?? 0)), 1),
        };
      })
      .filter((x) => x.points_lost > 0)
      .sort((a, b) => b.points_lost - a.points_lost),
  };
}

/** Waits for /api/health: a fresh database is migrated and seeded first (minutes on a busy machine). */
async function waitUntilUp(child: ChildProcess, limitMs = 600_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error('the server exited early');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer /api/health within ${limitMs / 1000} s`);
}

/** Signs in like a user (tests/e2e/sign-in.ts): the session lands in the profile's localStorage. */
async function signIn(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('about:blank');
}

async function clearHttpCache(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const server = spawn(process.execPath, ['tests/e2e/serve.mjs', String(PORT)], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const profile = mkdtempSync(join(tmpdir(), 'plaudit-lighthouse-'));
try {
  await waitUntilUp(server);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      ...CHROMIUM_LAUNCH.args.filter((a) => a !== '--headless'),
    ],
  });
  try {
    type Result = ReturnType<typeof figures> & { runs: (number | null)[] };
    const results: Record<string, Result> = {};
    let meta: { lighthouse: string; settings: Lhr['configSettings'] } | undefined;
    /** --runs Lighthouse runs of `route`; the median-score run. */
    const measure = async (route: string): Promise<Result> => {
      const all: ReturnType<typeof figures>[] = [];
      for (let i = 0; i < runs; i++) {
        const signedIn = route === '/dashboard';
        // Signed in, Lighthouse must keep localStorage (the session), and then it keeps the
        // HTTP cache too: empty the cache here, so every run is a first visit.
        if (signedIn) await clearHttpCache(context);
        const run = () =>
          lighthouse(`${origin}${route}`, {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: signedIn,
          });
        let result = await run();
        // A trace lost on a loaded machine (NO_NAVSTART and the like) is run again, once.
        if ((result?.lhr as unknown as Lhr | undefined)?.runtimeError) {
          if (signedIn) await clearHttpCache(context);
          result = await run();
        }
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (reportsDir && result) {
          mkdirSync(reportsDir, { recursive: true });
          const name = `${route.slice(1) || 'root'}-${i + 1}.json`;
          writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr));
        }
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
        meta = { lighthouse: lhr.lighthouseVersion, settings: lhr.configSettings };
        const f = figures(lhr);
        if (new URL(f.final_url).pathname !== route) {
          throw new Error(`${route} ended on ${f.final_url} (not signed in?)`);
        }
        all.push(f);
      }
      const sorted = [...all].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
      const r = { ...sorted[sorted.length >> 1]!, runs: all.map((f) => f.score) };
      console.log(
        `${route.padEnd(11)} score ${r.score} (runs ${r.runs.join(', ')})  LCP ${r.lcp_ms} ms  TBT ${r.tbt_ms} ms  CLS ${r.cls}  ${round(r.transferred_bytes / 1024, 1)} KiB transferred  ${round(r.unused_js_bytes / 1024, 1)} KiB unused JS  CPU ${r.cpu_slowdown}× (host BenchmarkIndex ${r.benchmark_index})`,
      );
      console.log(
        `${''.padEnd(11)} limited by: ${r.limited_by.map((l) => `${l.audit} ${l.display} (−${l.points_lost})`).join(', ') || 'nothing'}`,
      );
      return r;
    };
    for (const route of ROUTES) {
      // /login is measured signed out (signed in, it sends the user on); then the sign-in.
      if (route === '/dashboard') await signIn(context);
      results[route] = await measure(route);
    }
    const resultsDir = join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify(
        {
          measured_at: new Date().toISOString(),
          lighthouse: meta?.lighthouse,
          form_factor: meta?.settings.formFactor,
          throttling_method: meta?.settings.throttlingMethod,
          throttling: meta?.settings.throttling,
          runs_per_route: runs,
          note: 'Median-score run per route; shared 2-core machine, so TBT and scores are noisy.',
          routes: results,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await context.close();
  }
} finally {
  await stop(server);
  rmSync(profile, { recursive: true, force: true });
}
