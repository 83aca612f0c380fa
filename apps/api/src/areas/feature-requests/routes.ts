import {
  type FeatureRequestResult,
  featureRequestBody,
  type PermissionAction,
  type PermissionResource,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requireSomePermission } from '../../http/permissions';
import { limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';

/** Spec 3 section 8: the text the teaser shows when the request fails. */
export const FEATURE_REQUEST_ERROR = 'There was an error while sending your request.';
/** A second request for the same feature by the same user within this time mails nobody again. */
export const FEATURE_REQUEST_REPEAT_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/feature_requests (spec 3 sections 2.2, 3 and 7: the path is "not
 * shown"; this is ours): `{ type: 'feature_request', feature: 'Amplify' |
 * 'Local Listing' | 'Competitors' | 'Local Search' }` (the last two from the
 * competitors and local search previews) from any signed-in user of the account. The request is
 * stored and the account's administrators get an e-mail; 201
 * `{ id, status: 'received' }`. A repeat within a day answers the same id
 * without mailing again. When the mail cannot be sent, nothing is stored and
 * the answer is 503 with the spec's message.
 */
/** Who sees a feature's teaser may ask for it: its preview (or more) permission. */
const REQUESTABLE = {
  Amplify: ['amplify', ['preview', 'create']],
  'Local Listing': ['local_listing', ['preview', 'read']],
  Competitors: ['competitor', ['preview', 'read']],
  'Local Search': ['local_search', ['preview', 'read']],
} as const satisfies Record<string, readonly [PermissionResource, readonly PermissionAction[]]>;

const mayRequest = (auth: AuthContext, feature: keyof typeof REQUESTABLE) => {
  const [resource, actions] = REQUESTABLE[feature];
  requireSomePermission(auth, resource, ...actions);
};

/** A user sends at most 5 requests an hour (each mails every administrator). */
const requestLimit = limitRequests({
  name: 'feature-request-user',
  windowMs: 60 * 60_000,
  limit: 5,
  key: (c) => String(c.var.auth.userId),
  count: 'successes',
  message: 'Too many requests. Please wait an hour and try again.',
});

export function featureRequestsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  // Any feature's permission before the body is read; the named feature's after.
  const mayRequestAny = guard((auth) => {
    const allowed = Object.values(REQUESTABLE).some(([resource, actions]) =>
      actions.some((action) => auth.permissions[resource][action]),
    );
    if (!allowed) throw forbidden();
  });

  app.post(
    '/',
    describeRoute({ returns: 'FeatureRequestResult', status: 201 }),
    mayRequestAny,
    requestLimit,
    input('json', featureRequestBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      mayRequest(auth, body.feature);
      const { db, providers, publicOrigin } = c.var.deps;

      const recent = await db
        .selectFrom('feature_requests')
        .select('id')
        .where('account_id', '=', auth.accountId)
        .where('user_id', '=', auth.userId)
        .where('feature', '=', body.feature)
        .where('created_at', '>', new Date(Date.now() - FEATURE_REQUEST_REPEAT_MS))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (recent)
        return c.json({ id: recent.id, status: 'received' } satisfies FeatureRequestResult, 201);

      const [account, requester, admins] = await Promise.all([
        db
          .selectFrom('accounts')
          .select('name')
          .where('id', '=', auth.accountId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('users')
          .select(['name', 'email'])
          .where('id', '=', auth.userId)
          .where('account_id', '=', auth.accountId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('users')
          .select('email')
          .where('account_id', '=', auth.accountId)
          .where('user_type', '=', 'administrator')
          .where('deleted_at', 'is', null)
          .orderBy('id')
          .execute(),
      ]);

      const id = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('feature_requests')
          .values({ account_id: auth.accountId, user_id: auth.userId, feature: body.feature })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (admins.length > 0) {
          try {
            await providers.mail.send({
              to: admins.map((a) => a.email),
              subject: `${requester.name} requested access to ${body.feature}`,
              text: [
                `${requester.name} (${requester.email}) of ${account.name} asked for access to ${body.feature}.`,
                '',
                `Request #${row.id}. Review your plan and account settings at ${publicOrigin}/`,
              ].join('\n'),
            });
          } catch (err) {
            console.error(`feature request mail failed: ${(err as Error).message}`);
            // Rolls the stored request back.
            throw new HttpError(503, FEATURE_REQUEST_ERROR);
          }
        }
        return row.id;
      });
      return c.json({ id, status: 'received' } satisfies FeatureRequestResult, 201);
    },
  );

  return app;
}
