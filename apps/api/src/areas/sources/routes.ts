import { type Source, sourceListQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Row } from '../../db/database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, likeContains, likePrefix, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { input, readId } from '../../http/validate';

export const serializeSource = (r: Row<'sources'>): Source => ({
  id: r.id,
  code: r.code,
  name: r.name,
  ordinal: r.ordinal,
  icon_url: r.icon_url,
  is_directory: r.is_directory,
});

/** Review sources and directories, sorted by ordinal then name. */
export function sourcesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Source', list: 'sources' }),
    input('query', sourceListQuery),
    async (c) => {
      const q = c.req.valid('query');
      let base = c.var.deps.db.selectFrom('sources').selectAll();
      if (q.directories_only) base = base.where('is_directory', '=', true);
      if (q.keywords)
        base = base.where(
          'name',
          'ilike',
          q.search_type === 'typeahead' ? likePrefix(q.keywords) : likeContains(q.keywords),
        );
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const order = q.sort?.order ?? 'asc';
      const by = q.sort?.by ?? 'ordinal,name';
      const sorted =
        by === 'name'
          ? base.orderBy('name', order)
          : base.orderBy('ordinal', order).orderBy('name', order);
      const { rows, total } = await pageOf(sorted.orderBy('id'), count, q);
      return c.json(
        halList(c.req.url, 'sources', rows.map(serializeSource), total, q.page, q.per_page),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Source' }), async (c) => {
    const row = await c.var.deps.db
      .selectFrom('sources')
      .selectAll()
      .where('id', '=', readId(c))
      .executeTakeFirst();
    if (!row) throw notFound('Source');
    return c.json(serializeSource(row));
  });

  return app;
}
