import {
  type LocalSearchGrid,
  type LocalSearchReport,
  localSearchAccountQuery,
  localSearchGridBody,
  localSearchKeywordCreateBody,
  localSearchKeywordUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, allowAny, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import {
  outrankingCompetitors,
  overviewOf,
  scanPoints,
  scanTrend,
  serializeKeywords,
  serializeScan,
} from './local-search-report';
import { gridOf, queueScan } from './local-search-scans';

const WEEK_MS = 7 * 86_400_000;
const KEYWORD_TAKEN = 'This location already tracks that keyword';
const NO_POSITION = 'This location has no map position (latitude and longitude) to scan around';

export async function findLocation(db: Db, accountId: number, locationId: number) {
  const loc = await db
    .selectFrom('locations')
    .select(['id', 'name', 'latitude', 'longitude', 'google_place_id'])
    .where('id', '=', locationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!loc) throw notFound('Location');
  return loc;
}

async function findKeyword(db: Db, accountId: number, id: number) {
  const k = await db
    .selectFrom('local_search_keywords')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!k) throw notFound('Keyword');
  return k;
}

async function requireFreeKeyword(
  db: Db,
  locationId: number,
  keyword: string,
  except?: number,
): Promise<void> {
  let q = db
    .selectFrom('local_search_keywords')
    .select('id')
    .where('location_id', '=', locationId)
    .where(sql`lower(keyword)`, '=', keyword.toLowerCase());
  if (except !== undefined) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst()) throw conflict(KEYWORD_TAKEN);
}

/**
 * /local_search: keywords tracked per location, the grid of each location, Scan
 * now, and the report of a keyword (latest scan per point, trend, competitors
 * that outrank the location). Reading needs local_search read; managing needs
 * create / update / delete. The overview needs read or preview: it is what a
 * preview-only user (the local_search setting off) sees.
 */
export function localSearchRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/overview',
    describeRoute({
      returns: 'LocalSearchOverview',
      summary: 'Figures over the latest scans of every keyword (read or preview)',
    }),
    allowAny('local_search', 'read', 'preview'),
    input('query', localSearchAccountQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      if (q.location_id !== undefined) await findLocation(c.var.deps.db, accountId, q.location_id);
      return c.json(await overviewOf(c.var.deps.db, accountId, q.location_id));
    },
  );

  app.get(
    '/locations',
    describeRoute({
      returns: 'LocalSearchLocation',
      list: 'locations',
      summary: 'The locations with their grid and tracked keywords',
    }),
    allow('local_search', 'read'),
    input('query', localSearchAccountQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      const { db } = c.var.deps;
      let locQ = db
        .selectFrom('locations as l')
        .leftJoin('local_search_grids as g', 'g.location_id', 'l.id')
        .select([
          'l.id',
          'l.name',
          'l.latitude',
          'l.longitude',
          'g.grid_size',
          'g.radius',
          'g.radius_unit',
        ])
        .where('l.account_id', '=', accountId)
        .orderBy('l.name')
        .orderBy('l.id');
      if (q.location_id !== undefined) locQ = locQ.where('l.id', '=', q.location_id);
      const locs = await locQ.execute();
      const keywordRows = await db
        .selectFrom('local_search_keywords')
        .selectAll()
        .where('account_id', '=', accountId)
        .$if(q.location_id !== undefined, (k) => k.where('location_id', '=', q.location_id!))
        .orderBy(sql`lower(keyword)`)
        .execute();
      const keywords = await serializeKeywords(db, accountId, keywordRows);
      const locations = locs.map((l) => ({
        location_id: l.id,
        name: l.name,
        latitude: l.latitude,
        longitude: l.longitude,
        grid: (l.grid_size
          ? { grid_size: l.grid_size, radius: l.radius, radius_unit: l.radius_unit }
          : { grid_size: 5, radius: 2, radius_unit: 'mi' }) as LocalSearchGrid,
        keywords: keywords.filter((k) => k.location_id === l.id),
      }));
      // Every location on one page (an account has at most a few hundred).
      return c.json(
        halList(c.req.url, 'locations', locations, locations.length, 1, locations.length || 1),
      );
    },
  );

  app.post(
    '/keywords',
    describeRoute({
      returns: 'LocalSearchKeyword',
      status: 201,
      summary: 'Tracks a keyword for a location and queues its first scan',
    }),
    allow('local_search', 'create'),
    input('json', localSearchKeywordCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const loc = await findLocation(db, auth.accountId, body.location_id);
      if (loc.latitude == null || loc.longitude == null) throw badRequest(NO_POSITION);
      await requireFreeKeyword(db, loc.id, body.keyword);
      const row = await db.transaction().execute(async (tx) => {
        const k = await tx
          .insertInto('local_search_keywords')
          .values({
            account_id: auth.accountId,
            location_id: loc.id,
            keyword: body.keyword,
            next_scan_at: new Date(Date.now() + WEEK_MS),
            created_by: auth.userId,
          })
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!k) throw conflict(KEYWORD_TAKEN);
        await queueScan(tx, k, 'weekly');
        return k;
      });
      const [out] = await serializeKeywords(db, auth.accountId, [row]);
      return c.json(out, 201);
    },
  );

  app.patch(
    '/keywords/:id',
    describeRoute({
      returns: 'LocalSearchKeyword',
      summary: 'Renames a tracked keyword (its past scans stay)',
    }),
    allow('local_search', 'update'),
    input('json', localSearchKeywordUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const k = await findKeyword(db, auth.accountId, id);
      await requireFreeKeyword(db, k.location_id, body.keyword, id);
      const row = await db
        .updateTable('local_search_keywords')
        .set({ keyword: body.keyword })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [out] = await serializeKeywords(db, auth.accountId, [row]);
      return c.json(out);
    },
  );

  app.delete(
    '/keywords/:id',
    describeRoute({ status: 204, summary: 'Stops tracking a keyword and deletes its scans' }),
    allow('local_search', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      await findKeyword(db, auth.accountId, id);
      await db
        .deleteFrom('local_search_keywords')
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  app.post(
    '/keywords/:id/scans',
    describeRoute({
      returns: 'LocalSearchScan',
      status: 202,
      summary: 'Scan now: queues a scan of the keyword (the waiting one when there is one)',
    }),
    allow('local_search', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const k = await findKeyword(db, auth.accountId, id);
      const scanId = await db.transaction().execute((tx) => queueScan(tx, k, 'manual'));
      if (scanId === null) throw badRequest(NO_POSITION);
      const scan = await db
        .selectFrom('local_search_scans')
        .selectAll()
        .where('id', '=', scanId)
        .executeTakeFirstOrThrow();
      return c.json(serializeScan(scan), 202);
    },
  );

  app.get(
    '/keywords/:id/report',
    describeRoute({
      returns: 'LocalSearchReport',
      summary: 'The latest scan of a keyword per point, its trend and the competitors above it',
    }),
    allow('local_search', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const k = await findKeyword(db, auth.accountId, id);
      const loc = await findLocation(db, auth.accountId, k.location_id);
      const [keyword] = await serializeKeywords(db, auth.accountId, [k]);
      const trend = await scanTrend(db, auth.accountId, k.id);
      const latest = keyword!.last_scan;
      const report: LocalSearchReport = {
        keyword: keyword!,
        location: {
          id: loc.id,
          name: loc.name,
          latitude: loc.latitude,
          longitude: loc.longitude,
        },
        latest: latest
          ? { ...latest, grid_points: await scanPoints(db, auth.accountId, latest.id) }
          : null,
        trend,
        competitors: latest
          ? await outrankingCompetitors(db, auth.accountId, latest.id, loc.google_place_id)
          : [],
      };
      return c.json(report);
    },
  );

  app.get(
    '/grids/:location_id',
    describeRoute({ returns: 'LocalSearchGrid', summary: 'The grid a location scans with' }),
    allow('local_search', 'read'),
    async (c) => {
      const auth = c.var.auth;
      const locationId = readId(c, 'location_id');
      await findLocation(c.var.deps.db, auth.accountId, locationId);
      return c.json(await gridOf(c.var.deps.db, auth.accountId, locationId));
    },
  );

  app.patch(
    '/grids/:location_id',
    describeRoute({
      returns: 'LocalSearchGrid',
      summary: 'Sets the grid of the next scans (size 5 or 7, radius in km or mi)',
    }),
    allow('local_search', 'update'),
    input('json', localSearchGridBody),
    async (c) => {
      const auth = c.var.auth;
      const locationId = readId(c, 'location_id');
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findLocation(db, auth.accountId, locationId);
      await db
        .insertInto('local_search_grids')
        .values({ location_id: locationId, account_id: auth.accountId, ...body })
        .onConflict((oc) =>
          oc.column('location_id').doUpdateSet({ ...body, updated_at: new Date() }),
        )
        .execute();
      return c.json(await gridOf(db, auth.accountId, locationId));
    },
  );

  return app;
}
