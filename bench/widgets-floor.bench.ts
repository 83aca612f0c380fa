/**
 * pnpm bench:widgets-floor [--runs 9] [--server <url> | --port 8970]: how early a widget could
 * paint at all. The
 * example page /examples/script-tag/ in the bench's Chromium (bench/widgets.bench.ts's viewport,
 * 1280×3600, a fresh context per run), interleaved: once as it is, once with /embed/loader.js
 * refused (the host page alone). Reports the page's first contentful paint both ways and, with
 * the loader, when all four widgets had painted (the widgets bench's probe; no request
 * interception on the page with the loader). Medians, written to bench/results/widgets-floor.json.
 * Without --server it starts the built product on a fresh seeded database (tests/e2e/serve.mjs)
 * on --port; build first (`pnpm run build`). --server measures a running one, e.g. another
 * checkout's, to compare loading sequences back to back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/chromium-launch';
import { arg, waitForHealth } from './lib/http-load';

const runs = Number(arg('runs', '9'));
const port = arg('port', '8970');
const server = arg('server', '') || `http://127.0.0.1:${port}`;
let child: ChildProcess | null = null;
if (!arg('server', '')) {
  child = spawn(process.execPath, ['tests/e2e/serve.mjs', port], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(server, child);
}

/** Before the page's scripts: the time every widget's shadow root holds a laid-out root. */
const PROBE = `(() => {
  const painted = {};
  window.__painted = painted;
  const frame = () => {
    const hosts = document.querySelectorAll('[data-plaudit-widget]');
    let done = hosts.length > 0;
    hosts.forEach((el) => {
      const root = el.shadowRoot && el.shadowRoot.querySelector('[part~="root"]');
      if (!(root && root.getBoundingClientRect().height > 0)) done = false;
    });
    if (done) painted.all = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const list = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const fcp = { alone: [] as number[], withLoader: [] as number[] };
const painted: number[] = [];
try {
  for (let i = 0; i < runs + 1; i++)
    for (const loader of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 3600 } });
      const page = await context.newPage();
      if (!loader) await page.route('**/embed/loader.js', (r) => r.abort());
      await page.addInitScript({ content: PROBE });
      await page.goto(`${server}/examples/script-tag/`);
      // The first contentful paint is reported after its frame: it may come after the probe.
      await page.waitForFunction(
        (loader) =>
          performance.getEntriesByName('first-contentful-paint').length > 0 &&
          (!loader || (window as never as { __painted: { all?: number } }).__painted.all),
        loader,
      );
      const [first, all] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        (window as never as { __painted: { all?: number } }).__painted.all ?? 0,
      ]);
      if (i > 0) {
        (loader ? fcp.withLoader : fcp.alone).push(first!);
        if (loader) painted.push(all!);
      }
      await context.close();
    }
} finally {
  await browser.close();
  if (child?.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
}
console.log(
  `host page alone, first contentful paint: ${Math.round(median(fcp.alone))} ms (${list(fcp.alone)})`,
);
console.log(
  `with the loader, first contentful paint: ${Math.round(median(fcp.withLoader))} ms (${list(fcp.withLoader)})`,
);
console.log(
  `with the loader, all four painted:       ${Math.round(median(painted))} ms (${list(painted)})`,
);

const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const round = (xs: number[]) => xs.map((x) => Math.round(x));
writeFileSync(
  join(dir, 'widgets-floor.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      url: '/examples/script-tag/',
      viewport: '1280x3600',
      runs,
      median_ms: {
        host_page_alone_fcp: Math.round(median(fcp.alone)),
        with_loader_fcp: Math.round(median(fcp.withLoader)),
        with_loader_all_four_painted: Math.round(median(painted)),
      },
      runs_ms: {
        host_page_alone_fcp: round(fcp.alone),
        with_loader_fcp: round(fcp.withLoader),
        with_loader_all_four_painted: round(painted),
      },
    },
    null,
    2,
  )}\n`,
);
