import { sql } from 'kysely';
import { recordReviewInsights } from '../src/areas/insights/record-insights';
import { rebuildInsightRollups } from '../src/areas/insights/rollups';
import type { Db } from '../src/db/open-database';

const DAY = 86_400_000;

/**
 * Local listings and insights demo data, after seedDemo: Google integrations (Blue Fern and
 * Evergreen, with references for locations that have a place id; Copper
 * Kettle has none, so it shows 'No active Google integration'), OAuth tokens,
 * a Facebook integration close to expiry for Blue Fern, and the keywords and
 * experience categories of every review. Integrations another seed created
 * are kept.
 */
export async function seedListingsAndInsights(
  db: Db,
  accountIds: { blueFern: number; evergreen: number },
  anchor = new Date(),
): Promise<{ insightsMs: number; keywords: number; categories: number }> {
  for (const accountId of [accountIds.blueFern, accountIds.evergreen]) {
    await sql`INSERT INTO integrations (account_id, source_code, status)
      VALUES (${accountId}, 'google', 'active') ON CONFLICT (account_id, source_code) DO NOTHING`.execute(
      db,
    );
    await sql`INSERT INTO location_integration_refs (account_id, integration_id, location_id, reference_id)
      SELECT l.account_id, i.id, l.id, l.google_place_id
      FROM locations l JOIN integrations i ON i.account_id = l.account_id AND i.source_code = 'google'
      WHERE l.account_id = ${accountId} AND l.google_place_id IS NOT NULL
      ON CONFLICT (integration_id, location_id) DO NOTHING`.execute(db);
    await sql`INSERT INTO oauth_tokens (account_id, integration_id, expires_at)
      SELECT i.account_id, i.id, ${new Date(anchor.getTime() + 45 * DAY).toISOString()}::timestamptz
      FROM integrations i WHERE i.account_id = ${accountId} AND i.source_code = 'google'
        AND NOT EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.integration_id = i.id)`.execute(db);
  }
  await sql`INSERT INTO integrations (account_id, source_code, status)
    VALUES (${accountIds.blueFern}, 'facebook', 'active') ON CONFLICT (account_id, source_code) DO NOTHING`.execute(
    db,
  );
  await sql`INSERT INTO oauth_tokens (account_id, integration_id, expires_at)
    SELECT i.account_id, i.id, ${new Date(anchor.getTime() + 5 * DAY).toISOString()}::timestamptz
    FROM integrations i WHERE i.account_id = ${accountIds.blueFern} AND i.source_code = 'facebook'
      AND NOT EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.integration_id = i.id)`.execute(db);
  // The seeded reviews came through these connections: they were last read when the seed ran.
  await sql`UPDATE integrations SET last_synced_at = ${anchor.toISOString()}::timestamptz
    WHERE status = 'active' AND last_synced_at IS NULL`.execute(db);
  const r = await recordReviewInsights(db);
  await sql`ANALYZE review_keywords`.execute(db);
  await sql`ANALYZE review_categories`.execute(db);
  // The report rollups of every account, set-based (clears the days the inserts marked).
  await rebuildInsightRollups(db);
  return { insightsMs: r.elapsedMs, keywords: r.keywords, categories: r.categories };
}
