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
