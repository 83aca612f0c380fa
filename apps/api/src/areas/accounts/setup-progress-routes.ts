import {
  type PermissionAction,
  type PermissionResource,
  SETUP_STEPS,
  type SetupStep,
  setupStepBody,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/derive-permissions';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requirePermission } from '../../http/permissions';
import { input, readBody, readId } from '../../http/validate';
import { computeSetupProgress } from './compute-setup-progress';

/** Who may skip a step: whoever may do it (spec 1 section 6 gates the items the same way). */
const STEP_PERMISSION: Record<SetupStep, [PermissionResource, PermissionAction]> = {
  invite_colleague: ['user', 'create'],
  integrate_facebook: ['integration', 'create'],
  ask_for_review: ['campaign', 'create'],
  respond_to_review: ['campaign', 'create'],
};

/**
 * GET /accounts/{id}/setup_progress: the trial banner's stage and checklist, for any user of
 * the account (another account is 404). PUT /accounts/{id}/setup_progress/steps/{step}
 * {state: 'skipped' | 'unstarted'}: skip a step or take the skip back, for whoever may do the
 * step (403 otherwise).
 */
export function setupProgressRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/:id/setup_progress/*', authenticate({ allowInactive: true }));
  app.use('/:id/setup_progress', authenticate({ allowInactive: true }));

  const ownAccount = (c: Context<AppEnv>) => {
    const id = readId(c);
    if (id !== c.var.auth.accountId) throw notFound('Account');
    return id;
  };

  app.get('/:id/setup_progress', describeRoute({ returns: 'SetupProgress' }), async (c) => {
    const accountId = ownAccount(c);
    return c.json(await computeSetupProgress(c.var.deps.db, accountId));
  });

  app.put(
    '/:id/setup_progress/steps/:step',
    describeRoute({ returns: 'SetupProgress' }),
    // Someone who may do none of the steps learns nothing more (403 before the input is read).
    guard((auth) => {
      if (!Object.values(STEP_PERMISSION).some(([r, a]) => can(auth.permissions, r, a)))
        throw forbidden();
    }),
    input('json', setupStepBody, { deferred: true }),
    async (c) => {
      const accountId = ownAccount(c);
      const step = c.req.param('step') as SetupStep;
      if (!SETUP_STEPS.includes(step))
        throw badRequest(`step must be one of: ${SETUP_STEPS.join(', ')}`);
      const auth = c.var.auth;
      requirePermission(auth, ...STEP_PERMISSION[step]);
      const body = await readBody(c);
      const { db } = c.var.deps;
      if (body.state === 'skipped')
        await db
          .insertInto('setup_steps')
          .values({ account_id: accountId, step, skipped_by_user_id: auth.userId })
          .onConflict((oc) => oc.columns(['account_id', 'step']).doNothing())
          .execute();
      else
        await db
          .deleteFrom('setup_steps')
          .where('account_id', '=', accountId)
          .where('step', '=', step)
          .execute();
      return c.json(await computeSetupProgress(db, accountId));
    },
  );
  return app;
}
