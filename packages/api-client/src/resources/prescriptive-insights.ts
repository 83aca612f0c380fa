import type {
  PrescriptiveInsights,
  PrescriptiveInsightsQuery,
} from '../schemas/prescriptive-insights';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';

/** GET /prescriptive_insights: the account's recommendations, highest impact first. */
export function listPrescriptiveInsights(
  client: Client,
  query?: PrescriptiveInsightsQuery,
  options?: CallOptions,
): Promise<PrescriptiveInsights> {
  return client.request('GET', '/prescriptive_insights', {
    ...options,
    query: query as QueryParams,
  });
}

export const prescriptiveInsights = {
  list: listPrescriptiveInsights,
};
