import type { Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';
import { documentedStatuses } from './build-document';

/**
 * Under test, every answer's status must be one the OpenAPI document lists for its operation:
 * a status the document does not name (an undocumented 409, a 429 nobody wrote down) fails the
 * request loudly, so the whole API test suite checks the document as it runs. Outside tests
 * it is not installed.
 */
export function checkDocumentedStatus(app: () => Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let statuses: Map<string, Set<number>> | undefined;
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status === 304 || status >= 500) return;
    const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
    if (!route) return;
    statuses ??= documentedStatuses(app());
    const key = `${route.method} ${route.path}`;
    const listed = statuses.get(key);
    if (!listed || listed.has(status)) return;
    throw new Error(
      `${key} answered ${status}; the OpenAPI document lists ${[...listed].join(', ')}`,
    );
  };
}
