import type { Benchmark, BenchmarkInput, Vertical } from '@plaudit/api-client';
import { clean, type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/**
 * GET /benchmark/{vertical_id}: the industry averages of a vertical for the
 * period and sources (figures null, with `unavailable_reason`, below the
 * minimum group size). Pass null as the vertical to skip.
 */
export function useBenchmark(
  verticalId: Vertical | null | undefined,
  query?: BenchmarkInput,
  options?: DataOptions<Benchmark>,
): DataResponse<Benchmark> {
  const q = clean(query);
  return usePlauditSWR(
    'benchmark',
    verticalId ? [verticalId, q] : null,
    (api) => api.benchmark.get(verticalId as Vertical, q),
    options,
  );
}
