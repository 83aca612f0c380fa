import {
  type Category,
  categoryListQuery,
  type MediaCategory,
  mediaCategoryListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { halList, likeContains, likePrefix, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allowAny } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';

/**
 * GET /categories (typeahead: names starting with the keywords first, then
 * names containing them; or the categories of a Google place), GET
 * /categories/{id}. The catalogue is global; callers need location read.
 */
export function categoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Category', list: 'categories' }),
    allowAny('location', 'read', 'create', 'update'),
    input('query', categoryListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      let base = db.selectFrom('categories as cat');
      let placeOrder: string[] | null = null;
      if (q.google_place_id) {
        let gcids: string[];
        try {
          gcids = await locationProvidersOf(c.var.deps).places.placeCategories(q.google_place_id);
        } catch {
          throw new HttpError(
            503,
            'Unable to fetch categories at this time. Please reload or try again later.',
          );
        }
        placeOrder = gcids;
        base = base.where('cat.google_category_id', 'in', gcids.length ? gcids : ['']);
      }
      if (q.keywords) {
        base = base.where('cat.name', 'ilike', likeContains(q.keywords));
      }
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      let sorted = base.select(['cat.id', 'cat.name', 'cat.google_category_id']);
      if (placeOrder?.length) {
        // The place's primary category first.
        sorted = sorted.orderBy(
          sql`array_position(${sql.val(placeOrder)}::text[], cat.google_category_id)`,
        );
      } else if (q.keywords && q.sort?.by !== 'name') {
        sorted = sorted.orderBy(sql`(cat.name ILIKE ${likePrefix(q.keywords)})`, 'desc');
      }
      sorted = sorted.orderBy('cat.name', q.sort?.order ?? 'asc').orderBy('cat.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'categories', rows satisfies Category[], total, q.page, q.per_page),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'Category' }),
    allowAny('location', 'read', 'create', 'update'),
    async (c) => {
      const id = readId(c);
      const row = await c.var.deps.db
        .selectFrom('categories')
        .select(['id', 'name', 'google_category_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('Category');
      return c.json(row satisfies Category);
    },
  );

  return app;
}

/** GET /media_categories (Logo and Cover are fixed entries; `name` filters). */
export function mediaCategoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'MediaCategory',
      list: 'media_categories',
    }),
    allowAny('media', 'read', 'create'),
    input('query', mediaCategoryListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = c.var.deps.db.selectFrom('media_categories as mc');
      if (q.name) base = base.where('mc.name', 'ilike', likeContains(q.name));
      if (q.source_id)
        base = base.where((eb) =>
          eb.or([eb('mc.source_id', '=', q.source_id!), eb('mc.source_id', 'is', null)]),
        );
      if (q.keywords) base = base.where('mc.name', 'ilike', likeContains(q.keywords));
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'rank';
      const sorted = base
        .select(['mc.id', 'mc.code', 'mc.name', 'mc.source_id', 'mc.rank'])
        .orderBy(
          by === 'name' ? 'mc.name' : 'mc.rank',
          q.sort?.order ?? (by === 'rank' ? 'desc' : 'asc'),
        )
        .orderBy('mc.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(
          c.req.url,
          'media_categories',
          rows satisfies MediaCategory[],
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  return app;
}
