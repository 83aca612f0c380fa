import { countryListQuery, stateListQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, likeContains, likePrefix, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readId } from '../../http/validate';

type GeoList =
  | { table: 'countries'; returns: 'Country'; query: typeof countryListQuery }
  | { table: 'states'; returns: 'State'; query: typeof stateListQuery };

/**
 * A list by name (typeahead: names starting with the typed text, case-insensitive; `full`:
 * names containing it) and one by id, the same for countries and states; states also narrow
 * to a country.
 */
function geoRoutes({ table, returns, query }: GeoList) {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get('/', describeRoute({ returns, list: table }), input('query', query), async (c) => {
    const q = c.req.valid('query');
    let base = c.var.deps.db.selectFrom(table).selectAll();
    if ('country_id' in q && q.country_id) base = base.where('country_id', '=', q.country_id);
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
    return c.json(halList(c.req.url, table, rows, total, q.page, q.per_page));
  });

  app.get('/:id', describeRoute({ returns }), async (c) => {
    const row = await c.var.deps.db
      .selectFrom(table)
      .selectAll()
      .where('id', '=', readId(c))
      .executeTakeFirst();
    if (!row) throw notFound(returns);
    return c.json(row);
  });

  return app;
}

/** Countries. */
export const countriesRoutes = () =>
  geoRoutes({ table: 'countries', returns: 'Country', query: countryListQuery });

/** States of a country. */
export const statesRoutes = () =>
  geoRoutes({ table: 'states', returns: 'State', query: stateListQuery });
