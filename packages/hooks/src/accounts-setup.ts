import type { SetupProgress } from '@plaudit/api-client';
import { type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/**
 * GET /accounts/{id}/setup_progress for the signed-in account: the trial banner's stage and
 * checklist. Pass `enabled: false` (accounts that are not in a trial) to skip the call.
 */
export function useSetupProgress(
  enabled = true,
  options?: DataOptions<SetupProgress>,
): DataResponse<SetupProgress> {
  return usePlauditSWR(
    'setup-progress',
    enabled ? [] : null,
    (api, accountId) => api.accountsSetup.progress(accountId),
    options,
  );
}
