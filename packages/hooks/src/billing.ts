import { usePlauditSWR } from './data/data-hooks';

/** The price of adding one location (billing preview); `enabled` false skips the call. */
export function useLocationPreview(enabled: boolean) {
  return usePlauditSWR('locationPreview', enabled ? [1] : null, (api, accountId) =>
    api.billing.locationPreview(accountId, { num_added_locations: 1 }),
  );
}
