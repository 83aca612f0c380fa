import { type Requirement, usePermission } from '@plaudit/hooks';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { errorHref } from '../lib/paths';

/** The server's text for a refused permission, reused for a refused screen. */
export const NO_PERMISSION = 'You do not have permission to perform this action.';

/** Renders the screen when the gate passes; a failed permission check goes to /error. */
export function RequireAccess({
  requirement,
  children,
}: {
  requirement: Requirement;
  children: ReactNode;
}) {
  const permission = usePermission();
  if (requirement.settings?.length && !permission.settingsLoaded) return <PageLoading />;
  if (!permission.check(requirement))
    return <Navigate to={errorHref(403, NO_PERMISSION)} replace />;
  return <>{children}</>;
}
