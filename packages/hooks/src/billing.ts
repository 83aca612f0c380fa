import type { AccountExperiment } from '@plaudit/api-client';
import { usePlauditSWR } from './data/data-hooks';

/** The price of adding one location (billing preview); `enabled` false skips the call. */
export function useLocationPreview(enabled: boolean) {
  return usePlauditSWR('locationPreview', enabled ? [1] : null, (api, accountId) =>
    api.billing.locationPreview(accountId, { num_added_locations: 1 }),
  );
}

/** GET /billing/{accountId}/display_settings: what the billing pages may show the user. */
export function useBillingDisplaySettings() {
  return usePlauditSWR('billingDisplaySettings', [], (api, accountId) =>
    api.billing.displaySettings(accountId),
  );
}

/** GET /billing/{accountId}: subscription, card, location count, SMS credits (admins; `enabled`). */
export function useBilling(enabled = true) {
  return usePlauditSWR('billing', enabled ? [] : null, (api, accountId) =>
    api.billing.get(accountId),
  );
}

/** GET /billing/{accountId}/invoices (admins; `enabled`). */
export function useInvoices(enabled = true) {
  return usePlauditSWR('billingInvoices', enabled ? [] : null, (api, accountId) =>
    api.billing.invoices(accountId),
  );
}

/** GET /billing/{accountId}/plans (admins; `enabled`). */
export function useBillingPlans(enabled = true) {
  return usePlauditSWR('billingPlans', enabled ? [] : null, (api, accountId) =>
    api.billing.plans(accountId),
  );
}

/** GET /account_experiments: the experiments (feature flags) the account takes part in. */
export function useAccountExperiments() {
  return usePlauditSWR<AccountExperiment[]>(
    'accountExperiments',
    [],
    async (api) => (await api.billing.experiments()).items,
  );
}
