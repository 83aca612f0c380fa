/**
 * The three competitor reports (overview, locations beside their competitors, brands)
 * assembled from the figures of competitors-stats.ts; the routes and the exports use them.
 */
import type {
  CompetitorBrandsReport,
  CompetitorLocationRow,
  CompetitorOverview,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import {
  type CompetitorScope,
  comparedLocationIds,
  competitorCategories,
  competitorRawByCompetitor,
  competitorsInScope,
  competitorTimeseries,
  ownRawByLocation,
  type ScopedCompetitor,
  statsOf,
  sumRaw,
} from './competitors-stats';

/** GET /reports/{account_id}/competitor/overview */
export async function competitorOverview(
  db: Db,
  scope: CompetitorScope,
): Promise<CompetitorOverview> {
  const competitors = await competitorsInScope(db, scope);
  const mineIds = comparedLocationIds(scope, competitors);
  const [own, theirs, timeseries, categories] = await Promise.all([
    ownRawByLocation(db, scope, mineIds),
    competitorRawByCompetitor(db, scope),
    competitorTimeseries(db, scope, mineIds),
    competitorCategories(db, scope, mineIds),
  ]);
  return {
    mine: statsOf(sumRaw(own.values())),
    competitors: statsOf(sumRaw(theirs.values())),
    timeseries,
    categories,
    locations: new Set(competitors.map((c) => c.location_id)).size,
    competitors_count: competitors.length,
  };
}

/** Position of `mine` among the ratings (1 = best; no rating ranks after every rating). */
export function rankOf(mine: number | null, others: (number | null)[]): number {
  const ahead = others.filter((o) => o !== null && (mine === null || o > mine)).length;
  return ahead + 1;
}

/** Every location with competitors beside them (the order of `competitorsInScope`). */
export async function competitorLocationRows(
  db: Db,
  scope: CompetitorScope,
): Promise<CompetitorLocationRow[]> {
  const competitors = await competitorsInScope(db, scope);
  const mineIds = comparedLocationIds(scope, competitors);
  if (!competitors.length) return [];
  const [own, theirs] = await Promise.all([
    ownRawByLocation(db, scope, mineIds),
    competitorRawByCompetitor(db, scope),
  ]);
  const rows = new Map<number, CompetitorLocationRow>();
  for (const c of competitors) {
    let row = rows.get(c.location_id);
    if (!row) {
      row = {
        location_id: c.location_id,
        location_name: c.location_name,
        mine: statsOf(own.get(c.location_id)),
        competitors: [],
        rank: 1,
      };
      rows.set(c.location_id, row);
    }
    row.competitors.push({
      competitor_id: c.id,
      name: c.name,
      brand_name: c.brand_name,
      stats: statsOf(theirs.get(c.id)),
    });
  }
  for (const row of rows.values())
    row.rank = rankOf(
      row.mine.average_rating,
      row.competitors.map((c) => c.stats.average_rating),
    );
  return [...rows.values()];
}

async function accountLocationCount(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const OTHER_COMPETITORS = 'Other competitors';

/** GET /reports/{account_id}/competitor/brands: `accountName` is the "mine" row's name. */
export async function competitorBrandsReport(
  db: Db,
  scope: CompetitorScope,
  accountName: string,
): Promise<CompetitorBrandsReport> {
  const competitors = await competitorsInScope(db, scope);
  const mineIds = comparedLocationIds(scope, competitors);
  const [own, theirs, brands] = await Promise.all([
    ownRawByLocation(db, scope, mineIds),
    competitorRawByCompetitor(db, scope),
    db
      .selectFrom('competitor_brands')
      .select(['id', 'name'])
      .where('account_id', '=', scope.accountId)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute(),
  ]);
  const byBrand = new Map<number | null, ScopedCompetitor[]>();
  for (const c of competitors) byBrand.set(c.brand_id, [...(byBrand.get(c.brand_id) ?? []), c]);
  const brandRow = (brand_id: number | null, name: string) => {
    const members = byBrand.get(brand_id) ?? [];
    return {
      brand_id,
      name,
      competitors: members.length,
      stats: statsOf(sumRaw(members.map((c) => theirs.get(c.id)))),
    };
  };
  return {
    mine: {
      name: accountName,
      locations:
        mineIds === null ? await accountLocationCount(db, scope.accountId) : mineIds.length,
      stats: statsOf(sumRaw(own.values())),
    },
    brands: [
      ...brands.map((b) => brandRow(b.id, b.name)),
      ...(byBrand.has(null) ? [brandRow(null, OTHER_COMPETITORS)] : []),
    ],
  };
}
