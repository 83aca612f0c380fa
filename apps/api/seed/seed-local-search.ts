import { sql } from 'kysely';
import { gridPoints, rankIn, weekOf } from '../src/areas/local-search/local-search-scans';
import type { Db } from '../src/db/open-database';
import { localRanking } from '../src/providers/local-search-ranking';
import { insertRows, resetIdentity } from './insert-rows';

const DAY = 86_400_000;
export const DEMO_LOCAL_SEARCH_KEYWORDS = ['brunch', 'bistro near me'] as const;
const WEEKS = 8;

/**
 * Local search for the demo admin's account (Blue Fern): two keywords on its
 * first three locations with a position, and a scan each week for eight weeks,
 * computed by the simulator the server uses (so a new scan continues the trend).
 * Rows are built in memory and inserted in a few statements.
 */
export async function seedDemoLocalSearch(
  db: Db,
  accountId: number,
  anchor: Date,
): Promise<Record<string, number>> {
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'name', 'city', 'google_place_id', 'latitude', 'longitude'])
    .where('account_id', '=', accountId)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .where('open_status', '=', 'active')
    .orderBy('id')
    .limit(3)
    .execute();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  const provider = localRanking();
  const grid = { grid_size: 5, radius: 2, radius_unit: 'mi' } as const;
  const keywords: Record<string, unknown>[] = [];
  const scans: Record<string, unknown>[] = [];
  const results: Record<string, unknown>[] = [];
  const firstKeywordId =
    ((
      await db
        .selectFrom('local_search_keywords')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0) + 1;
  const firstScanId =
    ((
      await db
        .selectFrom('local_search_scans')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0) + 1;
  let keywordId = firstKeywordId;
  let scanId = firstScanId;
  for (const loc of locations) {
    const lat = loc.latitude!;
    const lng = loc.longitude!;
    const target = { id: loc.id, place_id: loc.google_place_id, name: loc.name };
    for (const keyword of DEMO_LOCAL_SEARCH_KEYWORDS) {
      const kid = keywordId++;
      const created = new Date(anchor.getTime() - (WEEKS * 7 + 1) * DAY);
      keywords.push({
        id: kid,
        account_id: accountId,
        location_id: loc.id,
        keyword,
        // The next weekly scan is due a day after the anchor.
        next_scan_at: new Date(anchor.getTime() + DAY).toISOString(),
        created_by: admin?.id ?? null,
        created_at: created.toISOString(),
      });
      for (let w = WEEKS; w >= 1; w--) {
        const sid = scanId++;
        const at = new Date(anchor.getTime() - (w * 7 - 1) * DAY + 6 * 3_600_000);
        const week = weekOf(at);
        const pts = gridPoints({ latitude: lat, longitude: lng }, grid);
        const ranks: (number | null)[] = [];
        for (const p of pts) {
          const places = await provider.search({
            keyword,
            latitude: p.latitude,
            longitude: p.longitude,
            radius_m: 1600,
            location: { ...target, city: loc.city, latitude: lat, longitude: lng },
            week,
          });
          const rank = rankIn(places, target);
          ranks.push(rank);
          results.push({
            scan_id: sid,
            account_id: accountId,
            grid_row: p.row,
            grid_col: p.col,
            latitude: p.latitude,
            longitude: p.longitude,
            rank,
            top_results: places.map((x, i) => ({ rank: i + 1, ...x })),
          });
        }
        const found = ranks.filter((r): r is number => r !== null);
        scans.push({
          id: sid,
          account_id: accountId,
          location_id: loc.id,
          keyword_id: kid,
          status: 'done',
          schedule: 'weekly',
          ...grid,
          center_latitude: lat,
          center_longitude: lng,
          provider: 'local',
          average_rank:
            Math.round((ranks.reduce<number>((n, r) => n + (r ?? 21), 0) / ranks.length) * 100) /
            100,
          points: ranks.length,
          points_found: found.length,
          points_top3: found.filter((r) => r <= 3).length,
          points_top10: found.filter((r) => r <= 10).length,
          created_at: at.toISOString(),
          started_at: at.toISOString(),
          finished_at: new Date(at.getTime() + 90_000).toISOString(),
        });
      }
    }
  }
  await db.transaction().execute(async (tx) => {
    await insertRows(tx, 'local_search_keywords', keywords);
    await insertRows(tx, 'local_search_scans', scans);
    await insertRows(tx, 'local_search_results', results);
    await resetIdentity(tx, 'local_search_keywords');
    await resetIdentity(tx, 'local_search_scans');
    await sql`ANALYZE local_search_results`.execute(tx);
  });
  return {
    local_search_keywords: keywords.length,
    local_search_scans: scans.length,
    local_search_results: results.length,
  };
}
