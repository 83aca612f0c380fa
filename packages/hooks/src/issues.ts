import { usePlauditSWR } from './data/data-hooks';

/** A location's issues (missing or conflicting place ids); `enabled` false skips the call. */
export function useLocationIssues(locationId: number | null, enabled: boolean) {
  return usePlauditSWR('issues', enabled && locationId ? [locationId] : null, (api, accountId) =>
    api.issues.list({ account_id: accountId, location_id: locationId as number }),
  );
}
