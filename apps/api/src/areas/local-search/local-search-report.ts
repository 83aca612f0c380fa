import type {
  LocalSearchCompetitor,
  LocalSearchGridSize,
  LocalSearchKeyword,
  LocalSearchOverview,
  LocalSearchPoint,
  LocalSearchRadiusUnit,
  LocalSearchRankedPlace,
  LocalSearchScan,
  LocalSearchScanStatus,
} from '@plaudit/api-client/schemas';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';

type ScanRow = Selectable<Database['local_search_scans']>;
type KeywordRow = Selectable<Database['local_search_keywords']>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const share = (n: number | null, of: number | null) =>
  n == null || !of ? null : Math.round((n / of) * 1000) / 1000;

export function serializeScan(s: ScanRow): LocalSearchScan {
  return {
    id: s.id,
    keyword_id: s.keyword_id,
    location_id: s.location_id,
    status: s.status as LocalSearchScanStatus,
    schedule: s.schedule as LocalSearchScan['schedule'],
    grid_size: s.grid_size as LocalSearchGridSize,
    radius: s.radius,
    radius_unit: s.radius_unit as LocalSearchRadiusUnit,
    created_at: iso(s.created_at)!,
    started_at: iso(s.started_at),
    finished_at: iso(s.finished_at),
    average_rank: s.average_rank,
    points: s.points,
    points_found: s.points_found,
    points_top3: s.points_top3,
    points_top10: s.points_top10,
    top3_share: share(s.points_top3, s.points),
    top10_share: share(s.points_top10, s.points),
  };
}

/** Each keyword with its newest finished scan and its pending one. */
export async function serializeKeywords(
  db: Db,
  accountId: number,
  keywords: KeywordRow[],
): Promise<LocalSearchKeyword[]> {
  if (!keywords.length) return [];
  const ids = keywords.map((k) => k.id);
  const [last, pending] = await Promise.all([
    db
      .selectFrom('local_search_scans')
      .selectAll()
      .distinctOn('keyword_id')
      .where('account_id', '=', accountId)
      .where('keyword_id', 'in', ids)
      .where('status', '=', 'done')
      .orderBy('keyword_id')
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('local_search_scans')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('keyword_id', 'in', ids)
      .where('status', 'in', ['queued', 'running'])
      .execute(),
  ]);
  const lastBy = new Map(last.map((s) => [s.keyword_id, serializeScan(s)]));
  const pendingBy = new Map(pending.map((s) => [s.keyword_id, serializeScan(s)]));
  return keywords.map((k) => ({
    id: k.id,
    location_id: k.location_id,
    keyword: k.keyword,
    next_scan_at: iso(k.next_scan_at)!,
    created_at: iso(k.created_at)!,
    last_scan: lastBy.get(k.id) ?? null,
    pending_scan: pendingBy.get(k.id) ?? null,
  }));
}

/** The points of a scan, with the first three places ranked at each. */
export async function scanPoints(db: Db, accountId: number, scanId: number) {
  const rows = await db
    .selectFrom('local_search_results')
    .select(['grid_row', 'grid_col', 'latitude', 'longitude', 'rank', 'top_results'])
    .where('account_id', '=', accountId)
    .where('scan_id', '=', scanId)
    .orderBy('grid_row')
    .orderBy('grid_col')
    .execute();
  return rows.map(
    (r): LocalSearchPoint => ({
      row: r.grid_row,
      col: r.grid_col,
      latitude: r.latitude,
      longitude: r.longitude,
      rank: r.rank,
      top: (
        (typeof r.top_results === 'string'
          ? JSON.parse(r.top_results)
          : r.top_results) as LocalSearchRankedPlace[]
      ).slice(0, 3),
    }),
  );
}

/**
 * The places that rank above the location over the points of a scan (every
 * place listed where the location is unranked), most points first; the
 * account's own locations left out.
 */
export async function outrankingCompetitors(
  db: Db,
  accountId: number,
  scanId: number,
  locationPlaceId: string | null,
  limit = 10,
): Promise<LocalSearchCompetitor[]> {
  const res = await sql<{
    place_id: string;
    name: string;
    points_outranking: number;
    average_rank: number;
  }>`
    SELECT e->>'place_id' AS place_id, min(e->>'name') AS name,
      count(*) FILTER (WHERE r.rank IS NULL OR (e->>'rank')::int < r.rank)::int AS points_outranking,
      round(avg((e->>'rank')::int)::numeric, 1)::float8 AS average_rank
    FROM local_search_results r, jsonb_array_elements(r.top_results) e
    WHERE r.scan_id = ${scanId} AND r.account_id = ${accountId}
      AND e->>'place_id' IS DISTINCT FROM ${locationPlaceId}
      -- The account's other locations are not competitors (by place id, or by the name
      -- or public name where the place ids differ).
      AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.account_id = ${accountId}
        AND (l.google_place_id = e->>'place_id' OR lower(l.name) = lower(e->>'name')
          OR lower(l.public_name) = lower(e->>'name')))
    GROUP BY e->>'place_id'
    HAVING count(*) FILTER (WHERE r.rank IS NULL OR (e->>'rank')::int < r.rank) > 0
    ORDER BY points_outranking DESC, average_rank, name
    LIMIT ${limit}`.execute(db);
  return res.rows;
}

/** Finished scans of a keyword, oldest first (the newest 52). */
export async function scanTrend(db: Db, accountId: number, keywordId: number) {
  const rows = await db
    .selectFrom('local_search_scans')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('keyword_id', '=', keywordId)
    .where('status', '=', 'done')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(52)
    .execute();
  return rows.reverse().map(serializeScan);
}

/** The latest finished scan of each keyword of the account (optionally one location). */
export function latestScans(db: Db, accountId: number, locationId?: number) {
  let q = db
    .selectFrom('local_search_scans as s')
    .innerJoin('local_search_keywords as k', 'k.id', 's.keyword_id')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .selectAll('s')
    .select(['k.keyword', 'l.name as location_name'])
    .distinctOn('s.keyword_id')
    .where('s.account_id', '=', accountId)
    .where('s.status', '=', 'done');
  if (locationId !== undefined) q = q.where('s.location_id', '=', locationId);
  return q.orderBy('s.keyword_id').orderBy('s.finished_at', 'desc').orderBy('s.id', 'desc');
}

/** Figures over every keyword's latest scan (the preview shows only these). */
export async function overviewOf(
  db: Db,
  accountId: number,
  locationId?: number,
): Promise<LocalSearchOverview> {
  const [latest, counts] = await Promise.all([
    latestScans(db, accountId, locationId).execute(),
    db
      .selectFrom('locations as l')
      .select((eb) => [
        eb.fn.countAll<number>().as('locations'),
        eb.fn.count<number>('l.id').filterWhere('l.latitude', 'is not', null).as('with_position'),
        eb
          .selectFrom('local_search_keywords as k')
          .select(eb.fn.countAll<number>().as('n'))
          .where('k.account_id', '=', accountId)
          .$if(locationId !== undefined, (q) => q.where('k.location_id', '=', locationId!))
          .as('keywords'),
        eb
          .selectFrom('local_search_scans as s')
          .select(eb.fn.countAll<number>().as('n'))
          .where('s.account_id', '=', accountId)
          .where('s.status', '=', 'done')
          .$if(locationId !== undefined, (q) => q.where('s.location_id', '=', locationId!))
          .as('scans'),
      ])
      .where('l.account_id', '=', accountId)
      .$if(locationId !== undefined, (q) => q.where('l.id', '=', locationId!))
      .executeTakeFirstOrThrow(),
  ]);
  const points = latest.reduce((n, s) => n + (s.points ?? 0), 0);
  const sum = (k: 'points_top3' | 'points_top10') => latest.reduce((n, s) => n + (s[k] ?? 0), 0);
  const rankSum = latest.reduce((n, s) => n + (s.average_rank ?? 0) * (s.points ?? 0), 0);
  const last = latest.reduce<Date | null>((m, s) => {
    const f = s.finished_at ? new Date(s.finished_at) : null;
    return f && (!m || f > m) ? f : m;
  }, null);
  return {
    locations: Number(counts.locations),
    locations_with_position: Number(counts.with_position),
    keywords: Number(counts.keywords ?? 0),
    scans: Number(counts.scans ?? 0),
    average_rank: points ? Math.round((rankSum / points) * 100) / 100 : null,
    top3_share: share(sum('points_top3'), points),
    top10_share: share(sum('points_top10'), points),
    last_scan_at: iso(last),
  };
}
