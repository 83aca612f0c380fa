import type { IntegrationCard } from '@plaudit/api-client';
import { type DataOptions, usePlauditSWR } from './data/data-hooks';

/** GET /integrations/catalogue (administrators): every integration with its state. */
export function useIntegrationCatalogue(enabled = true, options?: DataOptions<IntegrationCard[]>) {
  return usePlauditSWR(
    'integrationCatalogue',
    enabled ? [] : null,
    (api) => api.integrations.catalogue(),
    options,
  );
}

/** GET /integrations/expiry_notice: the Facebook expiry banner, when this user should see it. */
export function useIntegrationExpiryNotice(enabled = true) {
  return usePlauditSWR('integrationExpiryNotice', enabled ? [] : null, (api) =>
    api.integrations.expiryNotice(),
  );
}
