import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';

/**
 * GET /account_experiments: the experiments the caller's account takes part in — named
 * console feature flags (the names of FEATURE_FLAG_DEFAULTS in @plaudit/hooks) with a
 * variant, switched on for the account while enabled and not ended. The console applies them
 * under the user's own `features.*` choices. Every user of the account reads them (they
 * shape the screens everyone sees); an inactive account too (the billing pages load them).
 */
export function accountExperimentsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate({ allowInactive: true }));
  app.get(
    '/',
    describeRoute({ returns: 'AccountExperiment', list: 'account_experiments' }),
    async (c) => {
      const accountId = c.var.auth.accountId;
      const now = new Date();
      const rows = await c.var.deps.db
        .selectFrom('account_experiments')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('enabled', '=', true)
        .where('started_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .orderBy('name')
        .execute();
      const items = rows.map((r) => ({
        id: r.id,
        account_id: r.account_id,
        name: r.name,
        variant: r.variant,
        enabled: r.enabled,
        started_at: new Date(r.started_at).toISOString(),
        ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
      }));
      return c.json(halList(c.req.url, 'account_experiments', items, items.length, 1, 1));
    },
  );
  return app;
}
