// Preloaded into a benchmarked server (`node --import ./bench/lib/loop-delay.mjs ...`, see
// bench/embedded.bench.ts --loop-delay): samples the main thread's event loop delay with
// perf_hooks.monitorEventLoopDelay and prints its percentiles and the time spent in garbage
// collection, every 5 s and when the server is told to stop. A request waits at least this long
// before the server reads it.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
let gcMs = 0;
let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    longestGcMs = Math.max(longestGcMs, e.duration);
  }
}).observe({ entryTypes: ['gc'] });
const ms = (ns) => Math.round(ns / 1e5) / 10;
function report() {
  console.log(
    `[loop-delay] p50 ${ms(histogram.percentile(50))} ms, p95 ${ms(histogram.percentile(95))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms; GC ${Math.round(gcMs)} ms (longest ${Math.round(longestGcMs)} ms)`,
  );
  histogram.reset();
  gcMs = 0;
  longestGcMs = 0;
}
setInterval(report, 5_000).unref();
process.prependListener('SIGTERM', report);
