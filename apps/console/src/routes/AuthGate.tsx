import { errorMessage } from '@plaudit/api-client';
import { useSession } from '@plaudit/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isBillingPath, isCompetitorPreviewOnly } from '../access/access';
import { PageLoading } from '../components/PageLoading';
import { errorHref, loginHref, splitBasePath, withBase } from '../lib/paths';
import { clearLeavingShadow, isLeavingShadow } from '../lib/shadow';

export const BILLING_EDIT_PATH = '/settings/billing/edit';
export const COMPETITOR_PREVIEW_PATH = '/competitors/preview';

/**
 * The auth gate of spec 1 section 2:
 * - no session (or a 401 ended it) → /login, keeping where the user was going in `redirect`;
 * - /as/{accountId}: the partner's shadow session into that child account (opened on demand);
 *   a path outside /as/ is the partner's own: a partner who comes back to one while viewing a
 *   child (browser Back, a typed URL) leaves the child's session first;
 * - an inactive account → /settings/billing/edit, except on billing pages;
 * - a competitor-preview-only user → /competitors/preview;
 * - loading the white label failed other than with a 401 → /error with its status and message.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const auth = useSession((s) => s.auth);
  const parentAuth = useSession((s) => s.parentAuth);
  const setShadowSession = useSession((s) => s.setShadowSession);
  const leaveShadowSession = useSession((s) => s.leaveShadowSession);
  const { base, accountId, rest } = splitBasePath(location.pathname);
  const [shadowError, setShadowError] = useState<string | null>(null);
  const whitelabelError = useSession((s) => s.whitelabelError);
  const clearWhitelabelError = useSession((s) => s.clearWhitelabelError);
  // Shown once on /error (the Navigate below runs first), then forgotten.
  useEffect(() => {
    if (whitelabelError) clearWhitelabelError();
  }, [whitelabelError, clearWhitelabelError]);

  if (accountId === null) clearLeavingShadow();
  const leaving = accountId !== null && isLeavingShadow();
  const needsShadow =
    !leaving &&
    auth.token !== null &&
    accountId !== null &&
    auth.account_id !== accountId &&
    (auth.isParent || parentAuth !== null);

  // Back from /as/3/... to /accounts, or a typed /child-reviews: the partner's own page.
  const returning = accountId === null && parentAuth !== null;
  useEffect(() => {
    if (returning) void leaveShadowSession();
  }, [returning, leaveShadowSession]);

  useEffect(() => {
    if (!needsShadow || accountId === null) return;
    let cancelled = false;
    setShadowError(null);
    setShadowSession(accountId).catch((err: unknown) => {
      if (!cancelled) setShadowError(errorMessage(err));
    });
    return () => {
      cancelled = true;
    };
  }, [needsShadow, accountId, setShadowSession]);

  if (!auth.token) {
    return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  }
  if (leaving || returning) return <PageLoading />;
  if (shadowError) return <Navigate to={errorHref(404, shadowError)} replace />;
  if (whitelabelError)
    return <Navigate to={errorHref(whitelabelError.status, whitelabelError.message)} replace />;
  if (needsShadow) return <PageLoading label="Opening the account…" />;

  // /as/ belongs to shadow sessions; a shadow session lives under /as/.
  if (accountId !== null && auth.account_id !== accountId) {
    return <Navigate to={rest + location.search} replace />;
  }

  if (!auth.account_active && !isBillingPath(rest)) {
    return <Navigate to={withBase(base, BILLING_EDIT_PATH)} replace />;
  }
  if (
    !auth.isParent &&
    isCompetitorPreviewOnly(auth.permissions) &&
    rest !== COMPETITOR_PREVIEW_PATH &&
    !rest.startsWith('/settings/profile')
  ) {
    return <Navigate to={withBase(base, COMPETITOR_PREVIEW_PATH)} replace />;
  }
  return <>{children}</>;
}
