import type { DisputeListQuery, DisputePage, ListInput } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

/**
 * GET /disputes with its counts by status, outcome and reason; null skips (an account without
 * the dispute_reviews setting asks for nothing).
 */
export function useDisputes(query: ListInput<DisputeListQuery> | null) {
  const q = query === null ? null : clean(query);
  return usePlauditSWR<DisputePage>('disputes', q ? [q] : null, (api, accountId) =>
    api.disputes.list({ account_id: accountId, ...q }),
  );
}
