/**
 * Lighthouse's CPU slowdown for a host, from its BenchmarkIndex (the score Lighthouse records in
 * `lhr.environment.benchmarkIndex`): the formula of Lighthouse's CPU throttling calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs/throttling.md
 * "Calibrating multipliers"). The default 4× assumes a host at about 1,533; below 1,000
 * Lighthouse warns that "the tested device appears to have a slower CPU than Lighthouse expects".
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's default mobile throttling (mobileSlow4G), as recorded in lhr.configSettings. */
export const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};
