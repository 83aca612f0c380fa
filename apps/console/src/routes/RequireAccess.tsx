import { type Requirement, usePermission } from '@plaudit/hooks';
import type { ReactNode } from 'react';
import { PageLoading } from '../components/PageLoading';
import { RefusedPage } from '../components/RefusedPage';

/** The server's text for a refused permission, reused for a refused screen. */
export const NO_PERMISSION = 'You do not have permission to perform this action.';

/**
 * Renders the screen when the gate passes; otherwise says so in its place, inside the frame and
 * before any form (a refusal only on submit would waste the user's typing).
 */
export function RequireAccess({
  requirement,
  children,
}: {
  requirement: Requirement;
  children: ReactNode;
}) {
  const permission = usePermission();
  if (requirement.settings?.length && !permission.settingsLoaded) return <PageLoading />;
  if (!permission.check(requirement)) return <RefusedPage />;
  return <>{children}</>;
}
