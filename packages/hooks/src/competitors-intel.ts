import type { CompetitorSources } from '@plaudit/api-client';
import { type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/**
 * GET /intel/accounts/{account_id}/sources for the signed-in account: the
 * sources its competitor reviews come from (the competitor exports' source
 * filter). On failure show COMPETITOR_SOURCES_ERROR.
 */
export function useCompetitorSources(
  options?: DataOptions<CompetitorSources>,
): DataResponse<CompetitorSources> {
  return usePlauditSWR(
    'competitorSources',
    [],
    (api, accountId) => api.competitorsIntel.sources(accountId),
    options,
  );
}
