import type { PermissionAction, PermissionResource } from '@plaudit/api-client/schemas';
import { can } from '../areas/auth/derive-permissions';
import type { AuthContext } from './context';
import { forbidden, notFound } from './errors';

/** Throws 403 unless the caller may do every one of `actions` on `resource`. */
export function requirePermission(
  auth: AuthContext,
  resource: PermissionResource,
  ...actions: PermissionAction[]
) {
  for (const action of actions) if (!can(auth.permissions, resource, action)) throw forbidden();
}

/** Throws 403 unless the caller may do at least one of `actions` on `resource`. */
export function requireSomePermission(
  auth: AuthContext,
  resource: PermissionResource,
  ...actions: PermissionAction[]
) {
  if (!actions.some((a) => can(auth.permissions, resource, a))) throw forbidden();
}

/** The account a request acts on: an `account_id` given must be the caller's own (404 otherwise). */
export function scopedAccountId(auth: AuthContext, requested: number | undefined): number {
  if (requested !== undefined && requested !== auth.accountId) throw notFound('Account');
  return auth.accountId;
}
