import { responseUpdateBody } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { recordReviewEvent } from '../../domain/review-history';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { conflict } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { findResponse, requestDirectory, serializeResponse, updateResponse } from './responses';

/** /responses/{id}: edit, publish, delete (through the directory provider). */
export function responsesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get('/:id', describeRoute({ returns: 'Response' }), allow('response', 'read'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    return c.json(serializeResponse(await findResponse(c.var.deps.db, auth.accountId, id)));
  });

  app.patch(
    '/:id',
    describeRoute({ returns: 'Response' }),
    allow('response', 'update'),
    input('json', responseUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const current = await findResponse(db, auth.accountId, id);
      if (current.read_only) throw conflict('This response cannot be edited');
      if (current.status === 'pending_publish' || current.status === 'pending_delete')
        throw conflict('The response is being sent to the directory; try again in a moment');
      if (current.status === 'error_unpublished')
        throw conflict('The response is being removed from the directory');
      // A published response is published again with its new text.
      const republish = current.status === 'published';
      await db.transaction().execute(async (tx) => {
        await updateResponse(tx, auth.accountId, id, {
          content: body.content,
          ...(republish ? { status: 'pending_publish' as const } : {}),
        });
        const event = {
          accountId: auth.accountId,
          reviewId: current.review_id,
          userId: auth.userId,
        };
        await recordReviewEvent(tx, {
          ...event,
          type: 'response_updated',
          responseId: id,
          data: { content: body.content },
        });
        if (republish) await requestDirectory(tx, 'publish', event, id);
      });
      return c.json(serializeResponse(await findResponse(db, auth.accountId, id)));
    },
  );

  app.post(
    '/:id/publish',
    describeRoute({ returns: 'Response', status: 202 }),
    allow('response', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const current = await findResponse(db, auth.accountId, id);
      if (current.status !== 'draft' && current.status !== 'error_published')
        throw conflict(
          current.status === 'published'
            ? 'The response is already published'
            : 'The response is being sent to the directory; try again in a moment',
        );
      const event = { accountId: auth.accountId, reviewId: current.review_id, userId: auth.userId };
      await db.transaction().execute(async (tx) => {
        await updateResponse(tx, auth.accountId, id, { status: 'pending_publish' });
        await requestDirectory(tx, 'publish', event, id);
      });
      return c.json(serializeResponse(await findResponse(db, auth.accountId, id)), 202);
    },
  );

  app.delete(
    '/:id',
    describeRoute({
      returns: 'Response',
      summary: 'Delete a response (202 while a published one is taken down)',
      status: [202, 204],
    }),
    allow('response', 'delete'),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const { db } = c.var.deps;
      const current = await findResponse(db, auth.accountId, id);
      if (current.status === 'pending_publish' || current.status === 'pending_delete')
        throw conflict('The response is being sent to the directory; try again in a moment');
      const event = { accountId: auth.accountId, reviewId: current.review_id, userId: auth.userId };
      // Never published: nothing to remove from the directory.
      if (current.published_at === null) {
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom('responses').where('id', '=', id).execute();
          await recordReviewEvent(tx, { ...event, type: 'response_deleted', responseId: id });
        });
        return c.body(null, 204);
      }
      await db.transaction().execute(async (tx) => {
        await updateResponse(tx, auth.accountId, id, { status: 'pending_delete' });
        await requestDirectory(tx, 'delete', event, id);
      });
      return c.json(serializeResponse(await findResponse(db, auth.accountId, id)), 202);
    },
  );

  return app;
}
