import type { PermissionSummary } from '@plaudit/api-client';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '@plaudit/api-client/schemas';

/**
 * A permission summary granting exactly the listed `resource.action` pairs (`'review.read'`), or
 * every one with `'all'`: the session a test signs in with.
 */
export function grantedPermissions(granted: readonly string[] | 'all'): PermissionSummary {
  const grants = (resource: string, action: string) =>
    granted === 'all' || granted.includes(`${resource}.${action}`);
  return Object.fromEntries(
    PERMISSION_RESOURCES.map((resource) => [
      resource,
      Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, grants(resource, action)])),
    ]),
  ) as PermissionSummary;
}
