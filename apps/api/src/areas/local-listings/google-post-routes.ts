import {
  type BulkAction,
  bulkActionsBody,
  googlePostContentBody,
  type ListingLocation,
  LOCAL_LISTING_MESSAGES,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { checkLocations } from '../locations/check-locations';
import { bulkActionJob, googlePostIssues } from './google-posts';
import { requirePublishing } from './listing-checks';
import { loadListingLocations } from './listings';

/** POST /google_post_content: Bulk Create Google Post, step 1, the content (validated; spec 3 section 5). */
export function googlePostContentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.post(
    '/',
    describeRoute({ returns: 'GooglePostContent', status: 201 }),
    allow('google_post_content', 'create'),
    input('json', googlePostContentBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      scopedAccountId(auth, body.account_id);
      const now = new Date();
      const issues = googlePostIssues(
        body,
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
      );
      if (issues.length) throw badRequest(issues.map((i) => i.message).join('; '), issues);
      const { account_id: _ignored, ...content } = body;
      const row = await c.var.deps.db
        .insertInto('google_post_contents')
        .values({
          account_id: auth.accountId,
          user_id: auth.userId,
          topic_type: body.topic_type,
          content: JSON.stringify(content),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return c.json(
        { id: row.id, ...content, created_at: new Date(row.created_at).toISOString() },
        201,
      );
    },
  );

  return app;
}

/** POST /bulk_actions: step 2, the bulk action over the selected (or all matching) locations, queued. */
export function bulkActionsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.post(
    '/',
    describeRoute({ returns: 'BulkActionsResult', status: 201 }),
    allow('google_post_content', 'create'),
    guard(requirePublishing),
    input('json', bulkActionsBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      for (const a of body.actions) {
        scopedAccountId(auth, a.account_id);
        scopedAccountId(auth, a.action_filter.include.account_id);
        if (a.user_id !== undefined && a.user_id !== auth.userId) throw notFound('User');
      }
      const { db } = c.var.deps;
      const planned: { action: (typeof body.actions)[number]; ids: number[] }[] = [];
      for (const a of body.actions) {
        const content = await db
          .selectFrom('google_post_contents')
          .select('id')
          .where('id', '=', a.action_payload.google_post_content_id)
          .where('account_id', '=', auth.accountId)
          .executeTakeFirst();
        if (!content) throw notFound('Google post content');
        const inc = a.action_filter.include;
        const locationIds =
          inc.location_id === undefined
            ? undefined
            : Array.isArray(inc.location_id)
              ? inc.location_id
              : [inc.location_id];
        if (locationIds) await checkLocations(db, auth.accountId, locationIds);
        // A true bulk selection (no location ids) takes every matching location.
        const { locations } = await loadListingLocations(db, auth.accountId, {
          location_ids: locationIds,
          group_id: inc.group_id,
          directories: inc.directories,
        });
        const selected = inc.statuses?.length
          ? locations.filter((l) => inc.statuses!.includes(l.status))
          : locations;
        if (selected.length === 0) throw badRequest('No locations match the selection');
        const ok = (l: ListingLocation) =>
          l.publishing_enabled &&
          l.status_reason === null &&
          l.directories.some((d) => d.directory_code === 'google_maps' && d.directory_enabled);
        if (!selected.every(ok)) throw badRequest(LOCAL_LISTING_MESSAGES.bulkGooglePost);
        planned.push({ action: a, ids: selected.map((l) => l.id) });
      }
      const created: BulkAction[] = [];
      await db.transaction().execute(async (tx) => {
        for (const { action: a, ids } of planned) {
          const row = await tx
            .insertInto('bulk_actions')
            .values({
              account_id: auth.accountId,
              user_id: auth.userId,
              resource_type: a.resource_type,
              resource_method: a.resource_method,
              action_payload: JSON.stringify(a.action_payload),
              action_filter: JSON.stringify({ ...a.action_filter, location_ids: ids }),
              location_count: ids.length,
            })
            .returning(['id'])
            .executeTakeFirstOrThrow();
          await enqueue(
            tx,
            bulkActionJob,
            { bulk_action_id: row.id },
            { accountId: auth.accountId, maxAttempts: 3 },
          );
          created.push({
            id: row.id,
            status: 'queued',
            resource_type: a.resource_type,
            resource_method: a.resource_method,
            location_count: ids.length,
            message: LOCAL_LISTING_MESSAGES.postSubmitted,
          });
        }
      });
      return c.json({ bulk_actions: created, message: LOCAL_LISTING_MESSAGES.postSubmitted }, 201);
    },
  );

  return app;
}
