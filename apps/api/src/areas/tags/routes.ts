import {
  type ReviewTag,
  reviewTagCreateBody,
  reviewTagDeleteQuery,
  reviewTagListQuery,
  type Tag,
  tagCreateBody,
  tagListQuery,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { recordReviewEvent } from '../../domain/review-history';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { halList, likeContains, likePrefix, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { addTagToReviews } from './add-tag-to-reviews';

const serializeTag = (t: { id: number; account_id: number; name: string; created_at: Date }) => ({
  id: t.id,
  account_id: t.account_id,
  name: t.name,
  created_at: new Date(t.created_at).toISOString(),
});

const findTagByName = (db: Db, accountId: number, name: string) =>
  db
    .selectFrom('tags')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();

/** /tags: the account's tag names (typeahead, create, delete). */
export function tagsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'Tag', list: 'tags' }),
    allow('tag', 'read'),
    input('query', tagListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      let base = c.var.deps.db.selectFrom('tags').where('account_id', '=', accountId);
      if (q.keywords)
        base = base.where(
          'name',
          'ilike',
          q.search_type === 'typeahead' ? likePrefix(q.keywords) : likeContains(q.keywords),
        );
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'name';
      const sorted = base
        .selectAll()
        .orderBy(by === 'name' ? sql`lower(name)` : sql`created_at`, q.sort?.order ?? 'asc')
        .orderBy('id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'tags', rows.map(serializeTag) as Tag[], total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'Tag', status: 201 }),
    allow('tag', 'create'),
    input('json', tagCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      if (await findTagByName(db, accountId, body.name))
        throw conflict('A tag with that name already exists');
      const row = await db
        .insertInto('tags')
        .values({ account_id: accountId, name: body.name })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(serializeTag(row), 201);
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('tag', 'delete'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const tag = await db
      .selectFrom('tags')
      .selectAll()
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .executeTakeFirst();
    if (!tag) throw notFound('Tag');
    await db.transaction().execute(async (tx) => {
      // The reviews that carried the tag lose it: that is a change to each of them.
      const tagged = await tx
        .deleteFrom('review_tags')
        .where('tag_id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returning('review_id')
        .execute();
      for (const t of tagged)
        await recordReviewEvent(tx, {
          accountId: auth.accountId,
          reviewId: t.review_id,
          userId: auth.userId,
          type: 'tag_removed',
          data: { name: tag.name },
        });
      await tx.deleteFrom('tags').where('id', '=', id).execute();
    });
    return c.body(null, 204);
  });

  return app;
}

function reviewTagsOf(db: Db, accountId: number) {
  return db
    .selectFrom('review_tags as rt')
    .innerJoin('tags as t', 't.id', 'rt.tag_id')
    .where('rt.account_id', '=', accountId);
}

/** /review_tags: the tags on reviews (list, add by name, remove by review and name). */
export function reviewTagsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'ReviewTag', list: 'review_tags' }),
    allow('tag', 'read'),
    input('query', reviewTagListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      let base = reviewTagsOf(c.var.deps.db, accountId);
      if (q.review_id !== undefined) base = base.where('rt.review_id', '=', q.review_id);
      if (q.name) base = base.where(sql`lower(t.name)`, '=', q.name.toLowerCase());
      if (q.keywords) base = base.where('t.name', 'ilike', likeContains(q.keywords));
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base
        .select(['rt.id', 't.name', 'rt.review_id', 'rt.account_id'])
        .orderBy(
          q.sort?.by === 'created_at' ? sql`rt.created_at` : sql`lower(t.name)`,
          q.sort?.order ?? 'asc',
        )
        .orderBy('rt.id');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'review_tags', rows as ReviewTag[], total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'ReviewTag', status: 201 }),
    allow('tag', 'create'),
    input('json', reviewTagCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const review = await db
        .selectFrom('reviews')
        .select('id')
        .where('id', '=', body.review_id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!review) throw notFound('Review');
      const row = await db.transaction().execute(async (tx) => {
        const tagged = await addTagToReviews(
          tx,
          { accountId, userId: auth.userId },
          [review.id],
          body.name,
        );
        if (tagged.length === 0) throw conflict('The review already has that tag');
        return tx
          .selectFrom('review_tags as rt')
          .innerJoin('tags as t', 't.id', 'rt.tag_id')
          .select(['rt.id', 't.name'])
          .where('rt.review_id', '=', review.id)
          .where('rt.account_id', '=', accountId)
          .where(sql`lower(t.name)`, '=', body.name.toLowerCase())
          .executeTakeFirstOrThrow();
      });
      const created = { id: row.id, name: row.name };
      const out: ReviewTag = { ...created, review_id: body.review_id, account_id: accountId };
      return c.json(out, 201);
    },
  );

  const remove = async (
    c: Context<AppEnv>,
    accountId: number,
    where: { id: number } | { reviewId: number; name: string },
  ) => {
    const auth = c.var.auth;
    const { db } = c.var.deps;
    let q = reviewTagsOf(db, accountId).select(['rt.id', 'rt.review_id', 't.name']);
    q =
      'id' in where
        ? q.where('rt.id', '=', where.id)
        : q
            .where('rt.review_id', '=', where.reviewId)
            .where(sql`lower(t.name)`, '=', where.name.toLowerCase());
    const found = await q.executeTakeFirst();
    if (!found) throw notFound('Review tag');
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('review_tags').where('id', '=', found.id).execute();
      await recordReviewEvent(tx, {
        accountId,
        reviewId: found.review_id,
        userId: auth.userId,
        type: 'tag_removed',
        data: { name: found.name },
      });
    });
    return c.body(null, 204);
  };

  // DELETE /review_tags?account_id&review_id&name (spec 1 section 7), or by id.
  app.delete(
    '/',
    describeRoute({
      summary: 'Untag a review by review and tag name',
      status: 204,
    }),
    allow('tag', 'delete'),
    input('query', reviewTagDeleteQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      return remove(c, accountId, { reviewId: q.review_id, name: q.name });
    },
  );
  app.delete(
    '/:id',
    describeRoute({ summary: 'Untag a review by tag id', status: 204 }),
    allow('tag', 'delete'),
    async (c) => remove(c, c.var.auth.accountId, { id: readId(c) }),
  );

  return app;
}
