import {
  INTEGRATION_CATALOGUE,
  type IntegrationCard,
  type IntegrationCatalogueEntry,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import type { AccountSettingsMap } from '../../http/derive-permissions';

const DAY = 86_400_000;

/** The catalogue entries this account sees (an entry's feature flag must be on). */
export const visibleEntries = (settings: AccountSettingsMap) =>
  INTEGRATION_CATALOGUE.filter((e) => !e.feature_flag || settings[e.feature_flag] === true);

/** The catalogue with the account's state of each entry (spec 3 section 4.7). */
export async function integrationCards(
  db: Db,
  accountId: number,
  entries: readonly IntegrationCatalogueEntry[],
  webhooksActive: boolean,
): Promise<IntegrationCard[]> {
  const rows = await db
    .selectFrom('integrations as i')
    .select([
      'i.id',
      'i.source_code',
      'i.status',
      'i.last_synced_at',
      'i.last_sync_error',
      (eb) =>
        eb
          .selectFrom('oauth_tokens as t')
          .select((e) => e.fn.max('t.expires_at').as('x'))
          .whereRef('t.integration_id', '=', 'i.id')
          .as('expires_at'),
    ])
    .where('i.account_id', '=', accountId)
    .execute();
  const byCode = new Map(rows.map((r) => [r.source_code, r]));
  const now = Date.now();
  return entries.map((e) => {
    const row = byCode.get(e.code);
    const expiresAt = row?.expires_at ? new Date(row.expires_at) : null;
    const days = expiresAt ? Math.floor((expiresAt.getTime() - now) / DAY) : null;
    let state: IntegrationCard['state'] = 'not_integrated';
    if (e.connect === 'webhooks') state = webhooksActive ? 'integrated' : 'not_integrated';
    else if (row?.status === 'access_requested') state = 'requested';
    else if (row?.status === 'active')
      state = expiresAt && expiresAt.getTime() < now ? 'expired' : 'integrated';
    else if (row?.status === 'expired') state = 'expired';
    return {
      ...e,
      state,
      integration_id: row && row.status !== 'inactive' ? row.id : null,
      expires_at: expiresAt ? expiresAt.toISOString() : null,
      days_until_expires: days,
      last_synced_at: row?.last_synced_at ? new Date(row.last_synced_at).toISOString() : null,
      last_sync_error: row?.last_sync_error ?? null,
    };
  });
}
