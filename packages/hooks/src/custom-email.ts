import type { CustomEmailSender } from '@plaudit/api-client';
import { type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/**
 * GET /custom_email: the account's own sender for review requests and alerts and its status
 * (`not_set`, `pending` until the address opens its confirmation link, `confirmed`).
 * Administrators, with the `custom_email` setting on; pass `enabled: false` otherwise.
 *
 * @example
 * ```tsx
 * const sender = useCustomEmail();
 * if (sender.data?.status === 'pending') return <p>Waiting for {sender.data.from_address}</p>;
 * ```
 */
export function useCustomEmail(
  enabled = true,
  options?: DataOptions<CustomEmailSender>,
): DataResponse<CustomEmailSender> {
  return usePlauditSWR('customEmail', enabled ? [] : null, (api) => api.customEmail.get(), options);
}
