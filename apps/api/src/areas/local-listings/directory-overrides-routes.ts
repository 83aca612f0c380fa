import {
  type DirectoryOverride,
  directoryOverrideCreateBody,
  directoryOverrideUpdateBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { checkLocations } from '../locations/check-locations';

/** /directory_overrides: directory-specific publishing (the `enabled` of location_source_overrides). */
export function directoryOverridesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.post(
    '/',
    describeRoute({ returns: 'DirectoryOverride', status: 201 }),
    allow('local_listing', 'create'),
    input('json', directoryOverrideCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      await checkLocations(db, auth.accountId, [body.location_id]);
      const dir = await db
        .selectFrom('sources')
        .select('id')
        .where('id', '=', body.source_id)
        .where('is_directory', '=', true)
        .executeTakeFirst();
      if (!dir) throw badRequest('source_id is not a listing directory');
      const row = await db
        .insertInto('location_source_overrides')
        .values({
          account_id: auth.accountId,
          location_id: body.location_id,
          source_id: body.source_id,
          enabled: body.enabled,
        })
        .onConflict((oc) =>
          oc
            .columns(['location_id', 'source_id'])
            .doUpdateSet({ enabled: body.enabled, updated_at: new Date() }),
        )
        .returning(['id', 'location_id', 'source_id', 'enabled'])
        .executeTakeFirstOrThrow();
      return c.json(row satisfies DirectoryOverride, 201);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ returns: 'DirectoryOverride' }),
    allow('local_listing', 'create'),
    input('json', directoryOverrideUpdateBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const existing = await db
        .selectFrom('location_source_overrides')
        .select('id')
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .executeTakeFirst();
      if (!existing) throw notFound('Directory override');
      const row = await db
        .updateTable('location_source_overrides')
        .set({ enabled: body.enabled, updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', auth.accountId)
        .returning(['id', 'location_id', 'source_id', 'enabled'])
        .executeTakeFirst();
      if (!row) throw notFound('Directory override');
      return c.json(row satisfies DirectoryOverride);
    },
  );

  return app;
}
