import { LOCAL_LISTING_MESSAGES } from '@plaudit/api-client/schemas';
import type { AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { requirePermission, requireSomePermission } from '../../http/permissions';

/** The Local Listings dashboard: read, or preview-only (the preview version of the dashboard). */
export function requireDashboard(auth: AuthContext) {
  requireSomePermission(auth, 'local_listing', 'read', 'preview');
}

/** Auto Sync: location update, the local_listing feature and the publishing capability. */
export function requirePublishing(auth: AuthContext) {
  requirePermission(auth, 'location', 'update');
  requirePermission(auth, 'local_listing', 'read');
  if (auth.settings.local_listings_publishing !== true)
    throw forbidden(LOCAL_LISTING_MESSAGES.autoSyncNotPurchased);
}
