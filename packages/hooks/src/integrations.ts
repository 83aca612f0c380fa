import type { Integration, IntegrationCard, IntegrationListInput, Page } from '@plaudit/api-client';
import { clean, type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

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

/**
 * GET /integrations: the account's integrations; for a partner, its child accounts'
 * (`integration_status` filters, paging as every list).
 */
export function useIntegrations(
  query?: IntegrationListInput,
  options?: DataOptions<Page<Integration>>,
): DataResponse<Page<Integration>> {
  const q = clean(query);
  return usePlauditSWR('integrations', [q], (api) => api.integrations.list(q), options);
}

/** GET /integrations/banner (administrators): whether to offer connecting a review site. */
export function useIntegrationsBanner(enabled = true) {
  return usePlauditSWR('integrationsBanner', enabled ? [] : null, (api) =>
    api.integrations.banner(),
  );
}
