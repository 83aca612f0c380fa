import { countryListQuery, stateListQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, likeContains, likePrefix, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readId } from '../../http/validate';

/** Countries (typeahead: names starting with the typed text, case-insensitive). */
export function countriesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Country', list: 'countries' }),
    input('query', countryListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = c.var.deps.db.selectFrom('countries').selectAll();
      if (q.keywords)
        base = base.where(
          'name',
          'ilike',
          q.search_type === 'full' ? likeContains(q.keywords) : likePrefix(q.keywords),
        );
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(
        base.orderBy(q.sort?.by ?? 'name', q.sort?.order ?? 'asc'),
        count,
        q,
      );
      return c.json(halList(c.req.url, 'countries', rows, total, q.page, q.per_page));
    },
  );

  app.get('/:id', describeRoute({ returns: 'Country' }), async (c) => {
    const row = await c.var.deps.db
      .selectFrom('countries')
      .selectAll()
      .where('id', '=', readId(c))
      .executeTakeFirst();
    if (!row) throw notFound('Country');
    return c.json(row);
  });

  return app;
}

/** States of a country (typeahead as for countries). */
export function statesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'State', list: 'states' }),
    input('query', stateListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = c.var.deps.db.selectFrom('states').selectAll();
      if (q.country_id) base = base.where('country_id', '=', q.country_id);
      if (q.keywords)
        base = base.where(
          'name',
          'ilike',
          q.search_type === 'full' ? likeContains(q.keywords) : likePrefix(q.keywords),
        );
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(
        base.orderBy(q.sort?.by ?? 'name', q.sort?.order ?? 'asc'),
        count,
        q,
      );
      return c.json(halList(c.req.url, 'states', rows, total, q.page, q.per_page));
    },
  );

  app.get('/:id', describeRoute({ returns: 'State' }), async (c) => {
    const row = await c.var.deps.db
      .selectFrom('states')
      .selectAll()
      .where('id', '=', readId(c))
      .executeTakeFirst();
    if (!row) throw notFound('State');
    return c.json(row);
  });

  return app;
}
