import {
  COMPETITOR_BRAND_NAME_TAKEN,
  type CompetitorBrand,
  competitorBrandBody,
  competitorBrandListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';

/** Brands with how many competitor places and locations they cover. */
const brandsQuery = (db: Db, accountId: number) =>
  db
    .selectFrom('competitor_brands as b')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('competitors')
          .select([
            'brand_id',
            sql<number>`count(*)::int`.as('competitors'),
            sql<number>`count(DISTINCT location_id)::int`.as('locations'),
          ])
          .where('account_id', '=', accountId)
          .where('brand_id', 'is not', null)
          .groupBy('brand_id')
          .as('n'),
      (join) => join.onRef('n.brand_id', '=', 'b.id'),
    )
    .where('b.account_id', '=', accountId);

const brandColumns = [
  'b.id',
  'b.name',
  sql<number>`coalesce(n.competitors, 0)`.as('competitors'),
  sql<number>`coalesce(n.locations, 0)`.as('locations'),
] as const;

const serializeBrand = (r: CompetitorBrand): CompetitorBrand => ({
  id: r.id,
  name: r.name,
  competitors: Number(r.competitors),
  locations: Number(r.locations),
});

async function findBrand(db: Db, accountId: number, id: number): Promise<CompetitorBrand> {
  const row = await brandsQuery(db, accountId)
    .select(brandColumns)
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Competitor brand');
  return serializeBrand(row);
}

async function requireFreeName(db: Db, accountId: number, name: string, except?: number) {
  let q = db
    .selectFrom('competitor_brands')
    .select('id')
    .where('account_id', '=', accountId)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst()) throw conflict(COMPETITOR_BRAND_NAME_TAKEN);
}

/** A unique-index race (two creates of one name at once) answers like the check. */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/** /competitor_brands: named groups of competitor places. */
export function competitorBrandsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'CompetitorBrand',
      list: 'competitor_brands',
    }),
    allow('competitor', 'read'),
    input('query', competitorBrandListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      let base = brandsQuery(c.var.deps.db, accountId);
      if (q.keywords) base = base.where('b.name', 'ilike', likeContains(q.keywords));
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const sortExpr = {
        name: sql`lower(b.name)`,
        competitors: sql`coalesce(n.competitors, 0)`,
        created_at: sql`b.created_at`,
      }[by];
      const sorted = base
        .select(brandColumns)
        .orderBy(sql`${sortExpr} ${sql.raw(q.sort?.order ?? 'asc')}`)
        .orderBy('b.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'competitor_brands',
          rows.map(serializeBrand),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'CompetitorBrand' }),
    allow('competitor', 'read'),
    async (c) => c.json(await findBrand(c.var.deps.db, c.var.auth.accountId, readId(c))),
  );

  app.post(
    '/',
    describeRoute({ returns: 'CompetitorBrand', status: 201 }),
    allow('competitor', 'create'),
    input('json', competitorBrandBody),
    async (c) => {
      const body = c.req.valid('json');
      const accountId = scopedAccountId(c.var.auth, body.account_id);
      const { db } = c.var.deps;
      await requireFreeName(db, accountId, body.name);
      const row = await db
        .insertInto('competitor_brands')
        .values({ account_id: accountId, name: body.name })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((err) => {
          throw isUniqueViolation(err) ? conflict(COMPETITOR_BRAND_NAME_TAKEN) : err;
        });
      return c.json(await findBrand(db, accountId, row.id), 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'CompetitorBrand' }),
    allow('competitor', 'update'),
    input('json', competitorBrandBody),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const body = c.req.valid('json');
      scopedAccountId(c.var.auth, body.account_id);
      const { db } = c.var.deps;
      await findBrand(db, accountId, id);
      await requireFreeName(db, accountId, body.name, id);
      await db
        .updateTable('competitor_brands')
        .set({ name: body.name })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute()
        .catch((err) => {
          throw isUniqueViolation(err) ? conflict(COMPETITOR_BRAND_NAME_TAKEN) : err;
        });
      return c.json(await findBrand(db, accountId, id));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204, summary: 'Deletes the brand; its competitors stay, unbranded' }),
    allow('competitor', 'delete'),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const id = readId(c);
      const { db } = c.var.deps;
      await findBrand(db, accountId, id);
      await db
        .deleteFrom('competitor_brands')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}
