import { benchmarkQuery, VERTICALS, type Vertical } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readQuery } from '../../http/validate';
import { sharedBenchmarkCache } from './benchmark';

/**
 * GET /benchmark/{vertical_id} (spec 1 section 7): industry averages
 * of a vertical (restaurant, health_care, retail, services) across accounts,
 * null below the minimum group size (benchmark.ts).
 *
 * Who may read it: any signed-in user with metrics read (every user type of a
 * business account except e-mail only; a parent account's users have none).
 * The answer holds only platform-wide aggregates, the same for every caller,
 * so it takes no account_id. Another word than a vertical is 404.
 */
export function benchmarkRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate(), allow('metrics', 'read'));

  app.get(
    '/:vertical_id',
    describeRoute({
      returns: 'Benchmark',
      params: { vertical_id: v.picklist(VERTICALS) },
    }),
    input('query', benchmarkQuery, { deferred: true }),
    async (c) => {
      const vertical = c.req.param('vertical_id');
      if (!(VERTICALS as readonly string[]).includes(vertical))
        throw new HttpError(404, `Vertical not found: give one of ${VERTICALS.join(', ')}`);
      const q = readQuery(c);
      return c.json(await sharedBenchmarkCache.get(c.var.deps.db, vertical as Vertical, q));
    },
  );

  return app;
}
