import {
  type CompetitorLocationRow,
  type CompetitorPreview,
  competitorLocationsQuery,
  competitorReportQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, allowAny, scopedAccountId } from '../../http/permissions';
import { input, readId, readQuery } from '../../http/validate';
import {
  type CompetitorPlacesProvider,
  competitorPlacesOf,
} from '../../providers/competitor-places';
import {
  competitorBrandsReport,
  competitorLocationRows,
  competitorOverview,
  rankOf,
} from './competitors-report-rows';
import { competitorScope } from './competitors-stats';

/** Sorts the locations report: rank by default (best first), ties by name. */
export function sortLocationRows(
  rows: CompetitorLocationRow[],
  by: 'location_name' | 'average_rating' | 'reviews' | 'response_rate' | 'rank' = 'rank',
  order?: 'asc' | 'desc',
): CompetitorLocationRow[] {
  const dir =
    (order ?? (by === 'average_rating' || by === 'reviews' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const value = (r: CompetitorLocationRow): number | string | null =>
    by === 'location_name'
      ? r.location_name.toLowerCase()
      : by === 'rank'
        ? r.rank
        : by === 'reviews'
          ? r.mine.reviews
          : r.mine[by];
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === vb) return a.location_name.localeCompare(b.location_name);
    if (va === null) return 1;
    if (vb === null) return -1;
    return (va < vb ? -1 : 1) * dir;
  });
}

/** What the full comparison adds, shown beside the preview's figures. */
export const COMPETITOR_UNLOCKS = [
  'Choose the competitors of each location and group them into brands',
  'Rating, review volume, response rate and sentiment against your competitors, month by month',
  'Experience categories: what customers praise and criticise at your competitors',
  'Each location ranked beside its competitors, and your brand against competing brands',
  'Competitor exports and scheduled exports',
];

const PREVIEW_LOCATIONS = 5;
const PREVIEW_PLACES = 5;

/**
 * The preview (competitor preview permission): the account's busiest locations (up to five,
 * with coordinates) against the places nearby of their category (up to five each, names
 * withheld), with the ratings and review counts the site gives for them; the account's own
 * all-time rating and volume.
 */
export async function competitorPreview(
  db: Db,
  provider: CompetitorPlacesProvider,
  accountId: number,
): Promise<CompetitorPreview> {
  const own = await sql<{
    id: number;
    name: string;
    latitude: number | null;
    longitude: number | null;
    category: string | null;
    reviews: number;
    rating_sum: number;
    rated: number;
  }>`
    SELECT l.id, l.name, l.latitude, l.longitude, k.google_category_id AS category,
      coalesce(r.reviews, 0)::int AS reviews, coalesce(r.rating_sum, 0)::int AS rating_sum,
      coalesce(r.rated, 0)::int AS rated
    FROM locations l
    LEFT JOIN categories k ON k.id = l.category_id
    LEFT JOIN (
      SELECT location_id, count(*) AS reviews, sum(rating) FILTER (WHERE rating > 0) AS rating_sum,
        count(*) FILTER (WHERE rating > 0) AS rated
      FROM reviews WHERE account_id = ${accountId} GROUP BY location_id
    ) r ON r.location_id = l.id
    WHERE l.account_id = ${accountId}
    ORDER BY coalesce(r.reviews, 0) DESC, lower(l.name), l.id`.execute(db);
  const avg = (sum: number, n: number) => (n ? Math.round((sum / n) * 100) / 100 : null);
  const chosen = await db
    .selectFrom('competitors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const previewed = own.rows
    .filter((l) => l.latitude !== null && l.longitude !== null)
    .slice(0, PREVIEW_LOCATIONS);
  const seen = new Map<string, { rating: number | null; count: number }>();
  const locations: CompetitorPreview['locations'] = [];
  for (const l of previewed) {
    const found = await provider
      .nearbyPlaces(
        { latitude: l.latitude as number, longitude: l.longitude as number },
        { category: l.category, limit: PREVIEW_PLACES + 1 },
      )
      .catch(() => []);
    const places = found.slice(0, PREVIEW_PLACES);
    for (const p of places)
      seen.set(p.google_place_id, { rating: p.rating, count: p.rating_count ?? 0 });
    const mine = { average_rating: avg(l.rating_sum, l.rated), reviews: l.reviews };
    locations.push({
      location_id: l.id,
      location_name: l.name,
      mine,
      places: places.map((p, i) => ({
        label: `Nearby place ${i + 1}`,
        distance_km: p.distance_km,
        average_rating: p.rating,
        reviews: p.rating_count ?? 0,
      })),
      rank: places.length
        ? rankOf(
            mine.average_rating,
            places.map((p) => p.rating),
          )
        : null,
    });
  }
  let nearbySum = 0;
  let nearbyRated = 0;
  let nearbyReviews = 0;
  for (const p of seen.values()) {
    nearbyReviews += p.count;
    if (p.rating !== null && p.count) {
      nearbySum += p.rating * p.count;
      nearbyRated += p.count;
    }
  }
  const sum = own.rows.reduce((s, l) => s + l.rating_sum, 0);
  const rated = own.rows.reduce((s, l) => s + l.rated, 0);
  return {
    mine: { average_rating: avg(sum, rated), reviews: own.rows.reduce((s, l) => s + l.reviews, 0) },
    nearby: {
      average_rating: nearbyRated ? Math.round((nearbySum / nearbyRated) * 100) / 100 : null,
      reviews: nearbyReviews,
      places: seen.size,
    },
    locations,
    total_locations: own.rows.length,
    competitors_chosen: Number(chosen.n),
    unlocks: COMPETITOR_UNLOCKS,
  };
}

/** /reports/{account_id}/competitor/...: the competitor reports over the shared filters. */
export function competitorReportsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/:account_id/competitor/*', authenticate());

  app.get(
    '/:account_id/competitor/overview',
    describeRoute({
      returns: 'CompetitorOverview',
      summary: 'Mine against my competitors: rating, volume, response rate, sentiment, categories',
    }),
    allow('competitor', 'read'),
    input('query', competitorReportQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      return c.json(await competitorOverview(db, await competitorScope(db, accountId, q)));
    },
  );

  app.get(
    '/:account_id/competitor/locations',
    describeRoute({
      returns: 'CompetitorLocationRow',
      summary: 'Each location with competitors beside them, ranked by average rating',
      list: 'locations',
    }),
    allow('competitor', 'read'),
    input('query', competitorLocationsQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const rows = sortLocationRows(
        await competitorLocationRows(db, await competitorScope(db, accountId, q)),
        q.sort?.by,
        q.sort?.order,
      );
      const start = (q.page - 1) * q.per_page;
      return c.json(
        halList(
          c.req.url,
          'locations',
          rows.slice(start, start + q.per_page),
          rows.length,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/:account_id/competitor/brands',
    describeRoute({
      returns: 'CompetitorBrandsReport',
      summary: 'My brand against competing brands',
    }),
    allow('competitor', 'read'),
    input('query', competitorReportQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const account = await db
        .selectFrom('accounts')
        .select('name')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      return c.json(
        await competitorBrandsReport(db, await competitorScope(db, accountId, q), account.name),
      );
    },
  );

  app.get(
    '/:account_id/competitor/preview',
    describeRoute({
      returns: 'CompetitorPreview',
      summary: 'The competitor preview: my locations against nearby places, names withheld',
    }),
    allowAny('competitor', 'preview', 'read'),
    async (c) => {
      const accountId = scopedAccountId(c.var.auth, readId(c, 'account_id'));
      return c.json(
        await competitorPreview(c.var.deps.db, competitorPlacesOf(c.var.deps), accountId),
      );
    },
  );

  return app;
}
