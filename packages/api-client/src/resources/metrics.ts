import type {
  MetricsBreakdownQuery,
  MetricsBreakdownRow,
  MetricsNpsQuery,
  MetricsOverview,
  MetricsOverviewQuery,
  MetricsSources,
  MetricsSourcesQuery,
  NpsScore,
} from '../schemas/metrics';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

/** Review filters of a metrics call (dates, months, groups, locations, sources). */
export type MetricsOverviewInput = ListInput<Omit<MetricsOverviewQuery, 'account_id'>>;
export type MetricsSourcesInput = ListInput<Omit<MetricsSourcesQuery, 'account_id'>>;
export type MetricsBreakdownInput = ListInput<MetricsBreakdownQuery>;
/** Dates and locations (NPS answers have no review source). */
export type MetricsNpsInput = ListInput<Omit<MetricsNpsQuery, 'account_id'>>;

const at = (accountId: Id, what: string) =>
  `/metrics/${encodeURIComponent(String(accountId))}/${what}`;

/**
 * GET /metrics/{account_id}/overview: average rating, review counts (total, positive,
 * negative), their change against the previous period of equal length, and the monthly series.
 */
export function getMetricsOverview(
  client: Client,
  accountId: Id,
  query?: MetricsOverviewInput,
  options?: CallOptions,
): Promise<MetricsOverview> {
  return client.get<MetricsOverview>(at(accountId, 'overview'), {
    ...options,
    query: query as QueryParams,
  });
}

/** GET /metrics/overview/breakdown: the overview per location (`view: 'locations'`) or group. */
export function listMetricsBreakdown(
  client: Client,
  query?: MetricsBreakdownInput,
  options?: CallOptions,
): Promise<Page<MetricsBreakdownRow>> {
  return client.list<MetricsBreakdownRow>(
    '/metrics/overview/breakdown',
    'metrics',
    query as QueryParams,
    options,
  );
}

/** GET /metrics/{account_id}/sources: reviews per source and their share of the period. */
export function getMetricsSources(
  client: Client,
  accountId: Id,
  query?: MetricsSourcesInput,
  options?: CallOptions,
): Promise<MetricsSources> {
  return client.get<MetricsSources>(at(accountId, 'sources'), {
    ...options,
    query: query as QueryParams,
  });
}

/**
 * GET /metrics/{account_id}/nps (the nps_score setting): the Net Promoter Score of the period's
 * NPS answers, its promoters, passives and detractors, the previous period and the monthly trend.
 */
export function getNpsScore(
  client: Client,
  accountId: Id,
  query?: MetricsNpsInput,
  options?: CallOptions,
): Promise<NpsScore> {
  return client.get<NpsScore>(at(accountId, 'nps'), { ...options, query: query as QueryParams });
}

export const metrics = {
  overview: getMetricsOverview,
  nps: getNpsScore,
  breakdown: listMetricsBreakdown,
  sources: getMetricsSources,
};
