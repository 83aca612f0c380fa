import { LOCAL_LISTING_MESSAGES } from '@plaudit/api-client/schemas';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
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

/** The ids, once each, after checking every one is a location of the account (404 otherwise). */
export async function checkLocations(
  db: AppEnv['Variables']['deps']['db'],
  accountId: number,
  ids: number[],
) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw notFound('Location');
  return unique;
}
