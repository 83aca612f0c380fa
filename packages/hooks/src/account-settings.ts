import type { AccountSettingsMap, Whitelabel } from '@plaudit/api-client';
import { type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/** GET /account_settings (every page) as a map; `'true'`/`'false'` are booleans. */
export function useAccountSettings(
  options?: DataOptions<AccountSettingsMap>,
): DataResponse<AccountSettingsMap> {
  return usePlauditSWR('accountSettings', [], (api) => api.accountSettings.get(), options);
}

/** GET /mywhitelabel: the account's white label, or null without one. */
export function useWhitelabel(
  options?: DataOptions<Whitelabel | null>,
): DataResponse<Whitelabel | null> {
  return usePlauditSWR('whitelabel', [], (api) => api.whitelabel.get(), options);
}
