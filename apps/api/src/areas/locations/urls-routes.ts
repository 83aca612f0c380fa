import { reviewUrlListQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input } from '../../http/validate';
import { reviewUrlsQuery, toReviewUrl } from './review-urls';

/**
 * GET /urls (spec 2): a location's review sites. `exclude_request_reviews` leaves out the
 * sites a review request may not offer (Yelp); `source_feedback_forbidden=true` lists only those.
 */
export function urlsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'ReviewUrl', list: 'urls' }),
    allow('location', 'read'),
    input('query', reviewUrlListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const accountId = c.var.auth.accountId;
      const location = await db
        .selectFrom('locations')
        .select('id')
        .where('id', '=', q.location_id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!location) throw notFound('Location');
      let base = reviewUrlsQuery(db, accountId, q.location_id);
      if (q.exclude_request_reviews || q.source_feedback_forbidden === false)
        base = base.where('s.code', '!=', 'yelp');
      if (q.source_feedback_forbidden === true) base = base.where('s.code', '=', 'yelp');
      const order = q.sort?.order ?? 'asc';
      const sorted = base.orderBy(
        q.sort?.by === 'link' ? sql`d.listing_url` : sql`lower(s.name)`,
        order,
      );
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const { rows, total } = await pageOf(sorted.orderBy('d.id'), count, q);
      return c.json(halList(c.req.url, 'urls', rows.map(toReviewUrl), total, q.page, q.per_page));
    },
  );

  return app;
}
