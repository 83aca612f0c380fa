import { reviewListQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { filterReviews } from '../../domain/filter-reviews';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { offsetOf } from '../../http/hal';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { countFromDailyCounts } from './count-reviews';
import { reviewCursorPage } from './cursor';
import { addReviewActivityRoutes } from './review-activity-routes';
import { addReviewIntakeRoutes } from './review-intake-routes';
import { loadReview, reviewRelations, toReview, withReviewColumns } from './serialize-review';

export function reviewsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Review', list: 'reviews' }),
    allow('review', 'read'),
    input('query', reviewListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      const filtered = filterReviews(db, accountId, q);
      if (q.before !== undefined || q.after !== undefined)
        return c.json(await reviewCursorPage(db, accountId, q, filtered, c.req.url));
      // Dates and ratings alone: counted per day (count-reviews.ts). Otherwise on the reviews
      // table alone: the joins would only slow the count down.
      const count =
        countFromDailyCounts(db, accountId, q) ??
        filtered.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'published_at';
      const order = q.sort?.order ?? 'desc';
      const page = withReviewColumns(filtered)
        .orderBy(`r.${by}`, order)
        .orderBy('r.id', order)
        .limit(q.per_page)
        .offset(offsetOf(q.page, q.per_page));
      // One statement, one round trip: the page (a derived table, so the related rows are read
      // for its rows only, not for the skipped ones) with each review's responses, tags and
      // waiting automatic response (reviewRelations), and the count as a column beside them.
      const rows = await db
        .selectFrom(page.as('r'))
        .selectAll('r')
        .select([count.as('total'), ...reviewRelations(sql.ref('r.id'))])
        .orderBy(`r.${by}`, order)
        .orderBy('r.id', order)
        .execute();
      // An empty page says nothing of the total: page 1 empty is 0, a page past the end counts.
      const total =
        rows[0]?.total ?? (q.page === 1 ? 0 : ((await count.executeTakeFirst())?.total ?? 0));
      return c.json(
        halList(
          c.req.url,
          'reviews',
          rows.map((r) => toReview(r, r.responses, r.tags, r.auto_response_at, r.dispute)),
          Number(total),
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.get('/:id', describeRoute({ returns: 'Review' }), allow('review', 'read'), async (c) => {
    return c.json(await loadReview(c.var.deps.db, c.var.auth.accountId, readId(c)));
  });

  addReviewIntakeRoutes(app);
  addReviewActivityRoutes(app);
  return app;
}
