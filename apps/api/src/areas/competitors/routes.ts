import {
  type Competitor,
  type CompetitorSuggestion,
  competitorCreateBody,
  competitorListQuery,
  competitorSuggestionsQuery,
  competitorUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import {
  competitorPlacesOf,
  type FoundPlace,
  PlacesUnavailableError,
} from '../../providers/competitor-places';
import { scheduleCompetitorSync } from './competitors-sync';

/** The most competitors one location may have. */
export const MAX_COMPETITORS_PER_LOCATION = 10;
export const PLACES_UNAVAILABLE =
  'Place search is not available right now. Please try again later.';

/** Competitors with their location, brand and review figures (every stored review). */
export function competitorsQuery(db: Db, accountId: number) {
  return db
    .selectFrom('competitors as c')
    .innerJoin('locations as l', 'l.id', 'c.location_id')
    .leftJoin('competitor_brands as b', 'b.id', 'c.brand_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('competitor_reviews as r')
          .select([
            'r.competitor_id',
            sql<number | null>`round(avg(r.rating)::numeric, 2)::float8`.as('average_rating'),
            sql<number>`count(*)::int`.as('reviews'),
          ])
          .where('r.account_id', '=', accountId)
          .groupBy('r.competitor_id')
          .as('s'),
      (join) => join.onRef('s.competitor_id', '=', 'c.id'),
    )
    .where('c.account_id', '=', accountId);
}

const competitorColumns = [
  'c.id',
  'c.location_id',
  'l.name as location_name',
  'c.brand_id',
  'b.name as brand_name',
  'c.google_place_id',
  'c.name',
  'c.address',
  'c.latitude',
  'c.longitude',
  's.average_rating',
  's.reviews',
  'c.synced_at',
  'c.created_at',
] as const;

type CompetitorRow = Omit<Competitor, 'synced_at' | 'created_at' | 'reviews'> & {
  reviews: number | null;
  synced_at: Date | string | null;
  created_at: Date | string;
};

export const serializeCompetitor = (r: CompetitorRow): Competitor => ({
  id: r.id,
  location_id: r.location_id,
  location_name: r.location_name,
  brand_id: r.brand_id,
  brand_name: r.brand_name,
  google_place_id: r.google_place_id,
  name: r.name,
  address: r.address,
  latitude: r.latitude,
  longitude: r.longitude,
  average_rating: r.average_rating === null ? null : Number(r.average_rating),
  reviews: Number(r.reviews ?? 0),
  synced_at: r.synced_at ? new Date(r.synced_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});

async function findCompetitor(db: Db, accountId: number, id: number): Promise<Competitor> {
  const row = await competitorsQuery(db, accountId)
    .select(competitorColumns)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Competitor');
  return serializeCompetitor(row as CompetitorRow);
}

/** One of the account's locations with its coordinates and primary category. */
export async function findLocation(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('locations as l')
    .leftJoin('categories as k', 'k.id', 'l.category_id')
    .select([
      'l.id',
      'l.name',
      'l.latitude',
      'l.longitude',
      'l.google_place_id',
      'k.google_category_id as category',
    ])
    .where('l.account_id', '=', accountId)
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Location');
  return row;
}

async function requireBrand(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('competitor_brands')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Competitor brand');
}

/** The provider's answer, or 503 with a message when the place search is down. */
async function placesCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PlacesUnavailableError) throw new HttpError(503, PLACES_UNAVAILABLE);
    throw err;
  }
}

/** /competitors: the places each location is compared with (spec 1 sections 2, 6). */
export function competitorsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Competitor', list: 'competitors' }),
    allow('competitor', 'read'),
    input('query', competitorListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      const { db } = c.var.deps;
      let base = competitorsQuery(db, accountId);
      if (q.location_id !== undefined) base = base.where('c.location_id', '=', q.location_id);
      if (q.brand_id !== undefined) base = base.where('c.brand_id', '=', q.brand_id);
      if (q.keywords) base = base.where('c.name', 'ilike', likeContains(q.keywords));
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'location_name';
      const order = q.sort?.order ?? (by === 'average_rating' || by === 'reviews' ? 'desc' : 'asc');
      const sortExpr = {
        name: sql`lower(c.name)`,
        location_name: sql`lower(l.name)`,
        average_rating: sql`s.average_rating`,
        reviews: sql`coalesce(s.reviews, 0)`,
        created_at: sql`c.created_at`,
      }[by];
      const sorted = base
        .select(competitorColumns)
        .orderBy(sql`${sortExpr} ${sql.raw(order)} nulls last`)
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'competitors',
          rows.map((r) => serializeCompetitor(r as CompetitorRow)),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/suggestions',
    describeRoute({
      returns: 'CompetitorSuggestions',
      summary: 'Places near a location (of its category first), or found by name',
    }),
    allow('competitor', 'read'),
    input('query', competitorSuggestionsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      const { db } = c.var.deps;
      const location = await findLocation(db, accountId, q.location_id);
      const center =
        location.latitude !== null && location.longitude !== null
          ? { latitude: location.latitude, longitude: location.longitude }
          : null;
      const provider = competitorPlacesOf(c.var.deps);
      const found: FoundPlace[] = await placesCall(async () =>
        q.keywords
          ? provider.searchPlaces(q.keywords, center)
          : center
            ? provider.nearbyPlaces(center, { category: location.category, limit: 20 })
            : [],
      );
      const chosen = new Set(
        (
          await db
            .selectFrom('competitors')
            .select('google_place_id')
            .where('location_id', '=', location.id)
            .execute()
        ).map((r) => r.google_place_id),
      );
      const places: CompetitorSuggestion[] = found
        .filter((p) => p.google_place_id !== location.google_place_id)
        .map((p) => ({
          google_place_id: p.google_place_id,
          name: p.name,
          address: p.address ?? '',
          distance_km: p.distance_km,
          category: p.category,
          already_chosen: chosen.has(p.google_place_id),
        }));
      return c.json({ _embedded: { places } });
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'Competitor' }),
    allow('competitor', 'read'),
    async (c) => c.json(await findCompetitor(c.var.deps.db, c.var.auth.accountId, readId(c))),
  );

  app.post(
    '/',
    describeRoute({
      returns: 'Competitor',
      status: 201,
      summary: "Chooses a place as a location's competitor and queues its review sync",
    }),
    allow('competitor', 'create'),
    input('json', competitorCreateBody),
    async (c) => {
      const body = c.req.valid('json');
      const accountId = scopedAccountId(c.var.auth, body.account_id);
      const { db } = c.var.deps;
      const location = await findLocation(db, accountId, body.location_id);
      if (body.brand_id != null) await requireBrand(db, accountId, body.brand_id);
      if (body.google_place_id === location.google_place_id)
        throw badRequest('google_place_id is the location itself');
      const existing = await db
        .selectFrom('competitors')
        .select(['google_place_id'])
        .where('location_id', '=', location.id)
        .execute();
      if (existing.some((e) => e.google_place_id === body.google_place_id))
        throw conflict('That place is already a competitor of this location');
      if (existing.length >= MAX_COMPETITORS_PER_LOCATION)
        throw conflict(
          `A location can have at most ${MAX_COMPETITORS_PER_LOCATION} competitors; remove one first`,
        );
      const provider = competitorPlacesOf(c.var.deps);
      const place = await placesCall(() => provider.place(body.google_place_id));
      if (!place) throw badRequest('google_place_id: no place has that id');
      const row = await db
        .insertInto('competitors')
        .values({
          account_id: accountId,
          location_id: location.id,
          brand_id: body.brand_id ?? null,
          google_place_id: place.google_place_id,
          name: place.name.slice(0, 300) || 'Unnamed place',
          address: place.address,
          latitude: place.latitude,
          longitude: place.longitude,
          category: place.category,
          created_by: c.var.auth.userId,
        })
        .onConflict((oc) => oc.columns(['location_id', 'google_place_id']).doNothing())
        .returning(['id', 'account_id'])
        .executeTakeFirst();
      if (!row) throw conflict('That place is already a competitor of this location');
      await scheduleCompetitorSync(db, row);
      return c.json(await findCompetitor(db, accountId, row.id), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'Competitor' }),
    allow('competitor', 'update'),
    input('json', competitorUpdateBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findCompetitor(db, accountId, id);
      if (body.brand_id !== null) await requireBrand(db, accountId, body.brand_id);
      await db
        .updateTable('competitors')
        .set({ brand_id: body.brand_id })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.json(await findCompetitor(db, accountId, id));
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('competitor', 'delete'), async (c) => {
    const accountId = c.var.auth.accountId;
    const id = readId(c);
    const { db } = c.var.deps;
    await findCompetitor(db, accountId, id);
    await db
      .deleteFrom('competitors')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .execute();
    return c.body(null, 204);
  });

  return app;
}
