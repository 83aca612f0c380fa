import type { PrescriptiveInsights } from '@plaudit/api-client';
import { usePlauditSWR } from './data/data-hooks';

/** GET /prescriptive_insights for a group or a location (null: the whole account). */
export function usePrescriptiveInsights(
  filter: { group_id?: number; location_id?: number },
  enabled = true,
) {
  return usePlauditSWR<PrescriptiveInsights>(
    'prescriptiveInsights',
    enabled ? [filter.group_id ?? null, filter.location_id ?? null] : null,
    (api, accountId) =>
      api.prescriptiveInsights.list({
        account_id: accountId,
        ...(filter.group_id ? { group_id: filter.group_id } : {}),
        ...(filter.location_id ? { location_id: filter.location_id } : {}),
      }),
  );
}
