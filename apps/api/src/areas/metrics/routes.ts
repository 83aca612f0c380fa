import {
  metricsBreakdownQuery,
  metricsNpsQuery,
  metricsOverviewQuery,
  metricsSourcesQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { forbidden } from '../../http/errors';
import { halList } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';

import { metricsBreakdown, metricsOverview, metricsSources } from './compute-metrics';
import { npsScore } from './nps-score';

/** The account a path or query names, checked against the caller (404 for another account). */
const accountOf = scopedAccountId;

/**
 * Metrics (spec 1 §7): GET /metrics/{account_id}/overview, /metrics/overview/breakdown,
 * /metrics/{account_id}/sources. Permission metrics read; the review filters of /reviews.
 */
export function metricsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate(), allow('metrics', 'read'));

  app.get(
    '/overview/breakdown',
    describeRoute({
      returns: 'MetricsBreakdownRow',
      list: 'metrics',
    }),
    input('query', metricsBreakdownQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = accountOf(c.var.auth, q.account_id);
      const { rows, total } = await metricsBreakdown(c.var.deps.db, accountId, q);
      return c.json(halList(c.req.url, 'metrics', rows, total, q.page, q.per_page));
    },
  );

  app.get(
    '/:account_id/overview',
    describeRoute({ returns: 'MetricsOverview' }),
    input('query', metricsOverviewQuery),
    async (c) => {
      const accountIdParam = readId(c, 'account_id');
      const q = c.req.valid('query');
      const accountId = accountOf(c.var.auth, accountIdParam);
      return c.json(await metricsOverview(c.var.deps.db, accountId, q));
    },
  );

  app.get(
    '/:account_id/nps',
    describeRoute({ returns: 'NpsScore' }),
    guard((auth) => {
      if (auth.settings.nps_score !== true)
        throw forbidden(
          'The Net Promoter Score is not enabled for this account (the nps_score setting is off).',
        );
    }),
    input('query', metricsNpsQuery),
    async (c) => {
      const accountIdParam = readId(c, 'account_id');
      const q = c.req.valid('query');
      const accountId = accountOf(c.var.auth, accountIdParam);
      scopedAccountId(c.var.auth, q.account_id);
      return c.json(await npsScore(c.var.deps.db, accountId, q));
    },
  );

  app.get(
    '/:account_id/sources',
    describeRoute({ returns: 'MetricsSources' }),
    input('query', metricsSourcesQuery),
    async (c) => {
      const accountIdParam = readId(c, 'account_id');
      const q = c.req.valid('query');
      const accountId = accountOf(c.var.auth, accountIdParam);
      return c.json(await metricsSources(c.var.deps.db, accountId, q));
    },
  );

  return app;
}
