import {
  LOCAL_SEARCH_DEFAULT_GRID,
  LOCAL_SEARCH_UNRANKED,
  type LocalSearchGrid,
  type LocalSearchGridSize,
  type LocalSearchRadiusUnit,
} from '@plaudit/api-client/schemas';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Database, NewRow } from '../../db/database';
import type { Db } from '../../db/open-database';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { enqueue } from '../../jobs/queue';
import {
  localRanking,
  MAX_RANK,
  type RankedPlace,
  type RankingProvider,
} from '../../providers/local-search-ranking';

export const LOCAL_SEARCH_TICK_JOB = 'local_search.tick';
export const LOCAL_SEARCH_SCAN_JOB = 'local_search.scan';
const WEEK_MS = 7 * 86_400_000;
const KM_PER_MILE = 1.609344;
const KM_PER_DEG = 111.32;

type Executor = Kysely<Database>;
export type LocalSearchJobDeps = Pick<AppDeps, 'db' | 'providers'> & {
  /** How often the scheduler looks for due keywords; default 60 s. */
  localSearchTickMs?: number;
};

const fallback = new WeakMap<object, RankingProvider>();
/** The configured ranking provider, else the simulator. */
export function rankingOf(deps: Pick<AppDeps, 'providers'>): RankingProvider {
  if (deps.providers.localSearch) return deps.providers.localSearch;
  const p = fallback.get(deps) ?? localRanking();
  fallback.set(deps, p);
  return p;
}

export const radiusKm = (g: Pick<LocalSearchGrid, 'radius' | 'radius_unit'>) =>
  g.radius_unit === 'mi' ? g.radius * KM_PER_MILE : g.radius;

/** The points of a grid around a centre: row 0 north, column 0 west, the centre in the middle. */
export function gridPoints(
  center: { latitude: number; longitude: number },
  grid: LocalSearchGrid,
): { row: number; col: number; latitude: number; longitude: number }[] {
  const n = grid.grid_size;
  const half = (n - 1) / 2;
  const km = radiusKm(grid);
  const cos = Math.cos(center.latitude * (Math.PI / 180));
  const out = [];
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) {
      const north = ((half - row) / half) * km;
      const east = ((col - half) / half) * km;
      out.push({
        row,
        col,
        latitude: Number((center.latitude + north / KM_PER_DEG).toFixed(6)),
        longitude: Number((center.longitude + east / (KM_PER_DEG * cos)).toFixed(6)),
      });
    }
  return out;
}

/** The Monday (UTC) of the week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The grid a location scans with (its saved one, else the default). */
export async function gridOf(db: Executor, accountId: number, locationId: number) {
  const row = await db
    .selectFrom('local_search_grids')
    .select(['grid_size', 'radius', 'radius_unit'])
    .where('account_id', '=', accountId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return row
    ? ({
        grid_size: row.grid_size as LocalSearchGridSize,
        radius: row.radius,
        radius_unit: row.radius_unit as LocalSearchRadiusUnit,
      } satisfies LocalSearchGrid)
    : LOCAL_SEARCH_DEFAULT_GRID;
}

/**
 * Queues a scan of a keyword (inside the caller's transaction): one scan row
 * with the location's grid copied in, and one job for it. A keyword with a scan
 * already waiting or running gets no second one: that scan is returned.
 */
export async function queueScan(
  db: Executor,
  keyword: { id: number; account_id: number; location_id: number },
  schedule: 'weekly' | 'manual',
): Promise<number | null> {
  const loc = await db
    .selectFrom('locations')
    .select(['latitude', 'longitude'])
    .where('id', '=', keyword.location_id)
    .where('account_id', '=', keyword.account_id)
    .executeTakeFirst();
  if (loc?.latitude == null || loc.longitude == null) return null;
  const grid = await gridOf(db, keyword.account_id, keyword.location_id);
  const inserted = await db
    .insertInto('local_search_scans')
    .values({
      account_id: keyword.account_id,
      location_id: keyword.location_id,
      keyword_id: keyword.id,
      schedule,
      ...grid,
      center_latitude: loc.latitude,
      center_longitude: loc.longitude,
    })
    .onConflict((oc) =>
      oc.column('keyword_id').where('status', 'in', ['queued', 'running']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const pending = await db
      .selectFrom('local_search_scans')
      .select('id')
      .where('keyword_id', '=', keyword.id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return pending?.id ?? null;
  }
  await enqueue(
    db,
    localSearchScanJob,
    { scan_id: inserted.id },
    {
      accountId: keyword.account_id,
      dedupeKey: `local_search_scan:${inserted.id}`,
      maxAttempts: 3,
    },
  );
  return inserted.id;
}

/** The rank of the location in a result list (its place id; else its exact name), null when absent. */
export function rankIn(
  places: readonly RankedPlace[],
  loc: { place_id: string | null; name: string; id: number },
): number | null {
  const i = places.findIndex((p) =>
    loc.place_id
      ? p.place_id === loc.place_id
      : p.place_id === `location:${loc.id}` || p.name.toLowerCase() === loc.name.toLowerCase(),
  );
  return i >= 0 && i < MAX_RANK ? i + 1 : null;
}

/**
 * Runs one scan: claims it (queued or left running by a worker that died;
 * never a finished one), asks the provider at every point, then writes the
 * points (one row per point by primary key, so a retry cannot double them)
 * and the figures in one transaction.
 */
export async function runScan(
  deps: Pick<AppDeps, 'db' | 'providers'>,
  scanId: number,
  signal?: AbortSignal,
): Promise<'done' | 'skipped'> {
  const { db } = deps;
  const provider = rankingOf(deps);
  const scan = await db
    .updateTable('local_search_scans')
    .set({
      status: 'running',
      started_at: sql`coalesce(started_at, now())`,
      provider: provider.name,
    })
    .where('id', '=', scanId)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
  if (!scan) return 'skipped';
  const [loc, keyword] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['id', 'name', 'city', 'google_place_id', 'latitude', 'longitude'])
      .where('id', '=', scan.location_id)
      .where('account_id', '=', scan.account_id)
      .executeTakeFirst(),
    db
      .selectFrom('local_search_keywords')
      .select('keyword')
      .where('id', '=', scan.keyword_id)
      .where('account_id', '=', scan.account_id)
      .executeTakeFirst(),
  ]);
  if (!loc || !keyword) return 'skipped';
  const grid: LocalSearchGrid = {
    grid_size: scan.grid_size as LocalSearchGridSize,
    radius: scan.radius,
    radius_unit: scan.radius_unit as LocalSearchRadiusUnit,
  };
  const points = gridPoints(
    { latitude: scan.center_latitude, longitude: scan.center_longitude },
    grid,
  );
  const spacingM = ((radiusKm(grid) * 2) / (grid.grid_size - 1)) * 1000;
  const week = weekOf(new Date(scan.created_at));
  const target = { id: loc.id, place_id: loc.google_place_id, name: loc.name };
  const rows: NewRow<'local_search_results'>[] = [];
  for (const p of points) {
    signal?.throwIfAborted();
    const places = await provider.search({
      keyword: keyword.keyword,
      latitude: p.latitude,
      longitude: p.longitude,
      radius_m: Math.max(500, spacingM),
      location: {
        id: loc.id,
        place_id: loc.google_place_id,
        name: loc.name,
        city: loc.city,
        latitude: scan.center_latitude,
        longitude: scan.center_longitude,
      },
      week,
    });
    rows.push({
      scan_id: scan.id,
      account_id: scan.account_id,
      grid_row: p.row,
      grid_col: p.col,
      latitude: p.latitude,
      longitude: p.longitude,
      rank: rankIn(places, target),
      top_results: JSON.stringify(places.slice(0, MAX_RANK).map((x, i) => ({ rank: i + 1, ...x }))),
    });
  }
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('local_search_results')
      .values(rows)
      .onConflict((oc) => oc.columns(['scan_id', 'grid_row', 'grid_col']).doNothing())
      .execute();
    await finishScan(tx, scan.id);
  });
  return 'done';
}

/** Writes a scan's figures from its points and marks it done (seed and jobs). */
export async function finishScan(db: Executor, scanId: number, finishedAt?: Date) {
  await sql`
    UPDATE local_search_scans s SET status = 'done',
      finished_at = ${finishedAt ?? sql`now()`},
      provider = coalesce(s.provider, 'local'),
      points = f.points, points_found = f.found, points_top3 = f.top3, points_top10 = f.top10,
      average_rank = f.average_rank, error = NULL
    FROM (
      SELECT count(*)::int AS points, count(rank)::int AS found,
        count(*) FILTER (WHERE rank <= 3)::int AS top3,
        count(*) FILTER (WHERE rank <= 10)::int AS top10,
        round(avg(coalesce(rank, ${LOCAL_SEARCH_UNRANKED}))::numeric, 2)::float8 AS average_rank
      FROM local_search_results WHERE scan_id = ${scanId}
    ) f
    WHERE s.id = ${scanId} AND s.status <> 'done'`.execute(db);
}

/**
 * Turns every due keyword of an account with the local_search setting into one
 * queued scan and moves its next_scan_at a week on, in one transaction
 * (SKIP LOCKED: two servers ticking at once take different keywords).
 */
export async function scheduleDueScans(db: Db, now = new Date()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('local_search_keywords as k')
      .select(['k.id', 'k.account_id', 'k.location_id', 'k.next_scan_at'])
      .where('k.next_scan_at', '<=', now)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('account_settings as s')
            .select('s.id')
            .whereRef('s.account_id', '=', 'k.account_id')
            .where('s.code', '=', 'local_search')
            .where('s.value', '=', 'true'),
        ),
      )
      .orderBy('k.next_scan_at')
      .limit(200)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const k of due) {
      await queueScan(tx, k, 'weekly');
      let next = new Date(k.next_scan_at).getTime() + WEEK_MS;
      if (next <= now.getTime()) next = now.getTime() + WEEK_MS;
      await tx
        .updateTable('local_search_keywords')
        .set({ next_scan_at: new Date(next) })
        .where('id', '=', k.id)
        .where('account_id', '=', k.account_id)
        .execute();
    }
    return due.length;
  });
}

/** Recurring: queues the weekly scans that are due. */
export const localSearchTickJob = defineJob({
  kind: LOCAL_SEARCH_TICK_JOB,
  payload: v.object({}),
  async handler(_payload, { deps }: JobRunContext<LocalSearchJobDeps>) {
    await scheduleDueScans(deps.db);
    return { runAgainAt: new Date(Date.now() + (deps.localSearchTickMs ?? 60_000)) };
  },
});

export const localSearchScanJob = defineJob({
  kind: LOCAL_SEARCH_SCAN_JOB,
  payload: v.object({ scan_id: v.number() }),
  async handler(payload, { deps, signal }: JobRunContext<LocalSearchJobDeps>) {
    await runScan(deps, payload.scan_id, signal);
  },
  async onFailed(payload, { deps, error }) {
    await deps.db
      .updateTable('local_search_scans')
      .set({ status: 'failed', error: error.slice(0, 500), finished_at: new Date() })
      .where('id', '=', payload.scan_id)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  },
});
