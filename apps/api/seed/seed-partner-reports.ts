import { sql } from 'kysely';
import type { Db } from '../src/db/open-database';

const DAY = 86_400_000;

/**
 * The partner account reports' integrations health: besides the connected Google
 * and Facebook integrations seeded for Blue Fern and Evergreen (seed-listings-insights.ts),
 * Evergreen has a broken Healthgrades connection (inactive after a refused sync) and an expired
 * ZocDoc one, and Copper Kettle has requested access to OpenTable, so the partner's report and
 * its `mta_integrations` export show every kind of health.
 */
export async function seedPartnerReports(
  db: Db,
  accountIds: { evergreen: number; copperKettle: number },
  anchor = new Date(),
): Promise<number> {
  const rows = [
    {
      account_id: accountIds.evergreen,
      source_code: 'healthgrades',
      status: 'inactive',
      last_sync_error: 'Healthgrades refused the saved credentials. Reconnect to resume.',
      last_synced_at: new Date(anchor.getTime() - 12 * DAY),
    },
    {
      account_id: accountIds.evergreen,
      source_code: 'zocdoc',
      status: 'expired',
      last_sync_error: null,
      last_synced_at: new Date(anchor.getTime() - 20 * DAY),
    },
    {
      account_id: accountIds.copperKettle,
      source_code: 'opentable',
      status: 'access_requested',
      last_sync_error: null,
      last_synced_at: null,
    },
  ] as const;
  for (const r of rows)
    await sql`INSERT INTO integrations (account_id, source_code, status, last_sync_error, last_synced_at, created_at)
      VALUES (${r.account_id}, ${r.source_code}, ${r.status}, ${r.last_sync_error},
        ${r.last_synced_at?.toISOString() ?? null}::timestamptz,
        ${new Date(anchor.getTime() - 90 * DAY).toISOString()}::timestamptz)
      ON CONFLICT (account_id, source_code) DO NOTHING`.execute(db);
  // ZocDoc's token ran out a week ago.
  await sql`INSERT INTO oauth_tokens (account_id, integration_id, expires_at)
    SELECT i.account_id, i.id, ${new Date(anchor.getTime() - 7 * DAY).toISOString()}::timestamptz
    FROM integrations i WHERE i.account_id = ${accountIds.evergreen} AND i.source_code = 'zocdoc'
      AND NOT EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.integration_id = i.id)`.execute(db);
  return rows.length;
}
