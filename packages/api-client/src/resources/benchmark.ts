import type { Vertical } from '../schemas/accounts';
import type { Benchmark, BenchmarkQuery } from '../schemas/benchmark';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { ListInput } from './resource';

/** The period (start_date, end_date) and source_id of GET /benchmark/{vertical_id}. */
export type BenchmarkInput = ListInput<BenchmarkQuery>;

/**
 * GET /benchmark/{vertical_id}: industry averages of a vertical (rating, reviews
 * per location per month, response rate and time, sentiment and experience
 * category shares), null with a reason below the minimum group size.
 */
export function getBenchmark(
  client: Client,
  verticalId: Vertical,
  query?: BenchmarkInput,
  options?: CallOptions,
): Promise<Benchmark> {
  return client.get<Benchmark>(`/benchmark/${encodeURIComponent(verticalId)}`, {
    ...options,
    query: query as QueryParams,
  });
}

export const benchmark = { get: getBenchmark };
