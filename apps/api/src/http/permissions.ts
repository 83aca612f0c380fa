import {
  isOAuthScope,
  OAUTH_SCOPES,
  type OAuthScope,
  type PermissionAction,
  type PermissionResource,
} from '@plaudit/api-client/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { requireOwnAccountId } from './account-scope';
import type { AppEnv, AuthContext } from './context';
import { can } from './derive-permissions';
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

/**
 * What a route's `allow` / `allowAny` middleware requires, read back from the route table (the
 * partner quickstart's table of the OAuth scope each call needs is generated from it).
 */
export type RoutePermission = {
  resource: PermissionResource;
  actions: PermissionAction[];
  /** `every` for `allow`, `some` for `allowAny`. */
  needs: 'every' | 'some';
};

const PERMISSION = Symbol.for('plaudit.routePermission');

const marked = (handler: MiddlewareHandler<AppEnv>, permission: RoutePermission) =>
  Object.assign(handler, { [PERMISSION]: permission });

/** The permission a route handler requires, when it is an `allow` / `allowAny` middleware. */
export const routePermissionOf = (handler: unknown): RoutePermission | undefined =>
  (findTargetHandler(handler as MiddlewareHandler) as { [PERMISSION]?: RoutePermission } | null)?.[
    PERMISSION
  ];

/** Route middleware: 403 unless the caller may do every one of `actions` on `resource`. */
export const allow = (resource: PermissionResource, ...actions: PermissionAction[]) =>
  marked(
    guard((auth) => requirePermission(auth, resource, ...actions)),
    { resource, actions, needs: 'every' },
  );

/** Route middleware: 403 unless the caller may do at least one of `actions` on `resource`. */
export const allowAny = (resource: PermissionResource, ...actions: PermissionAction[]) =>
  marked(
    guard((auth) => requireSomePermission(auth, resource, ...actions)),
    { resource, actions, needs: 'some' },
  );

/** Whether an app's scopes grant `action` on `resource`. */
const scopesGrant = (scopes: readonly string[], resource: string, action: string) =>
  scopes.some(
    (s) =>
      isOAuthScope(s) &&
      (OAUTH_SCOPES[s as OAuthScope].grants as Record<string, readonly string[]>)[
        resource
      ]?.includes(action),
  );

/**
 * Route middleware for a permission checked inside the handler against another grid than the
 * caller's own (a partner answering in a child account: the child's grid): 403 up front when an
 * app's access token has no scope granting `action` on `resource`. Password sessions pass.
 */
export const allowScope = (resource: PermissionResource, action: PermissionAction) =>
  marked(
    guard((auth) => {
      if (auth.oauth && !scopesGrant(auth.oauth.scopes, resource, action)) throw forbidden();
    }),
    { resource, actions: [action], needs: 'every' },
  );
