import {
  type ReviewNote,
  reviewNoteCreateBody,
  reviewNoteListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { recordReviewEvent } from '../../domain/review-history';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { findReview } from '../responses/responses';

const notesOf = (db: Db, accountId: number, reviewId: number) =>
  db
    .selectFrom('review_notes as n')
    .where('n.account_id', '=', accountId)
    .where('n.review_id', '=', reviewId);

const withNoteColumns = (q: ReturnType<typeof notesOf>) =>
  q
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.review_id',
      'n.user_id',
      'u.name as user_name',
      'n.content',
      'n.created_at',
    ]);

type NoteRow = Awaited<ReturnType<ReturnType<typeof withNoteColumns>['executeTakeFirstOrThrow']>>;

const serializeNote = (n: NoteRow): ReviewNote => ({
  ...n,
  created_at: new Date(n.created_at).toISOString(),
});

/** A short excerpt of a note for the review's history (the note itself may be deleted later). */
const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/**
 * /reviews/{reviewId}/notes: internal notes, never published. Anyone who may update the
 * review writes them; a note is deleted by its author or an administrator.
 */
export function reviewNotesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'ReviewNote', list: 'notes' }),
    allow('review', 'read'),
    input('query', reviewNoteListQuery),
    async (c) => {
      const auth = c.var.auth;
      const reviewId = readId(c, 'reviewId');
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      await findReview(db, auth.accountId, reviewId);
      const base = notesOf(db, auth.accountId, reviewId);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const order = q.sort?.order ?? 'asc';
      const sorted = withNoteColumns(base).orderBy('n.created_at', order).orderBy('n.id', order);
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'notes', rows.map(serializeNote), total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'ReviewNote', status: 201 }),
    allow('review', 'update'),
    input('json', reviewNoteCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const reviewId = readId(c, 'reviewId');
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await findReview(db, auth.accountId, reviewId);
      const id = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('review_notes')
          .values({
            account_id: auth.accountId,
            review_id: reviewId,
            user_id: auth.userId,
            content: body.content,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReviewEvent(tx, {
          accountId: auth.accountId,
          reviewId,
          userId: auth.userId,
          type: 'note_added',
          data: { note_id: row.id, excerpt: excerpt(body.content) },
        });
        return row.id;
      });
      const note = await withNoteColumns(notesOf(db, auth.accountId, reviewId))
        .where('n.id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(serializeNote(note), 201);
    },
  );

  app.delete('/:id', describeRoute({ status: 204 }), allow('review', 'update'), async (c) => {
    const auth = c.var.auth;
    const reviewId = readId(c, 'reviewId');
    const id = readId(c);
    const { db } = c.var.deps;
    const note = await notesOf(db, auth.accountId, reviewId)
      .select(['n.id', 'n.user_id', 'n.content'])
      .where('n.id', '=', id)
      .executeTakeFirst();
    if (!note) throw notFound('Note');
    if (note.user_id !== auth.userId && auth.userType !== 'administrator')
      throw forbidden('Only the note’s author or an administrator can delete it.');
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('review_notes').where('id', '=', id).execute();
      await recordReviewEvent(tx, {
        accountId: auth.accountId,
        reviewId,
        userId: auth.userId,
        type: 'note_deleted',
        data: { note_id: id, excerpt: excerpt(note.content) },
      });
    });
    return c.body(null, 204);
  });

  return app;
}
