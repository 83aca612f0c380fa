import type { PermissionAction, PermissionResource } from '@plaudit/api-client/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { can } from '../areas/auth/derive-permissions';
import { requireOwnAccountId } from './account-scope';
import type { AppEnv, AuthContext } from './context';
import { forbidden } from './errors';

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
export const scopedAccountId = (auth: AuthContext, requested: number | undefined): number =>
  requireOwnAccountId(auth, requested);

/**
 * Route middleware that runs a permission check (403) before the handler
 * reads any input, so a caller without the permission learns nothing about
 * what valid input looks like. Checks that need the input (the resource of an
 * export, the user being edited) stay in the handler.
 */
export function guard(
  check: (auth: AuthContext, c: Context<AppEnv>) => void | Promise<void>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await check(c.var.auth, c);
    await next();
  };
}

/** Route middleware: 403 unless the caller may do every one of `actions` on `resource`. */
export const allow = (resource: PermissionResource, ...actions: PermissionAction[]) =>
  guard((auth) => requirePermission(auth, resource, ...actions));

/** Route middleware: 403 unless the caller may do at least one of `actions` on `resource`. */
export const allowAny = (resource: PermissionResource, ...actions: PermissionAction[]) =>
  guard((auth) => requireSomePermission(auth, resource, ...actions));
