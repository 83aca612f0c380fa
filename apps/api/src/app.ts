import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { accountSettingsRoutes, accountsRoutes } from './areas/accounts/routes';
import { amplifyRoutes, publicWidgetRoutes } from './areas/amplify/routes';
import { authRoutes } from './areas/auth/routes';
import { featureRequestsRoutes } from './areas/feature-requests/routes';
import { geoRoutes } from './areas/geo/routes';
import { groupsRoutes } from './areas/groups/routes';
import { locationsRoutes } from './areas/locations/routes';
import { passwordsRoutes } from './areas/passwords/routes';
import { exportCsvRoutes, exportFilesRoutes } from './areas/exports/routes';
import { responsesRoutes } from './areas/reviews/responses';
import { reviewsRoutes } from './areas/reviews/routes';
import { scheduledExportsRoutes, unsubscribeRoutes } from './areas/scheduled-exports/routes';
import { reviewTagsRoutes, tagsRoutes } from './areas/tags/routes';
import { sourcesRoutes } from './areas/sources/routes';
import { usersRoutes } from './areas/users/routes';
import type { AppDeps, AppEnv } from './http/context';
import { HttpError } from './http/errors';

export const API_VERSION = '1';
const HAL_TYPE = `application/hal+json; version=${API_VERSION}`;

/**
 * The Plaudit API as a Hono app under /api. `fetch` also honours
 * `X-HTTP-Method-Override` on POST (PATCH, PUT and DELETE sent as POST).
 */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('deps', deps);
    const accept = c.req.header('accept') ?? '';
    const version = /version=(\d+)/.exec(accept)?.[1];
    if (version && version !== API_VERSION)
      return c.json(
        { error: `API version ${version} is not supported; use version=${API_VERSION}` },
        406,
      );
    await next();
    if (c.res.headers.get('content-type')?.startsWith('application/json'))
      c.res.headers.set('content-type', HAL_TYPE);
  });

  api.use(
    '/public/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'OPTIONS'],
      exposeHeaders: ['ETag'],
      maxAge: 86400,
    }),
  );

  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/', authRoutes());
  api.route('/accounts', accountsRoutes());
  api.route('/', accountSettingsRoutes());
  api.route('/', usersRoutes());
  api.route('/locations', locationsRoutes());
  api.route('/groups', groupsRoutes());
  api.route('/sources', sourcesRoutes());
  api.route('/', geoRoutes());
  api.route('/reviews', reviewsRoutes());
  api.route('/responses', responsesRoutes());
  api.route('/tags', tagsRoutes());
  api.route('/review_tags', reviewTagsRoutes());
  api.route('/export_files', exportFilesRoutes());
  api.route('/export/csv', exportCsvRoutes());
  api.route('/scheduled_exports', scheduledExportsRoutes());
  api.route('/unsubscribe', unsubscribeRoutes());
  api.route('/amplify', amplifyRoutes());
  api.route('/public/widgets', publicWidgetRoutes());
  api.route('/feature_requests', featureRequestsRoutes());
  api.route('/passwords', passwordsRoutes());

  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(
        err.details ? { error: err.message, details: err.details } : { error: err.message },
        err.status,
      );
    }
    console.error(err);
    return c.json({ error: 'Something went wrong. Please refresh the page.' }, 500);
  });

  const app = new Hono<AppEnv>();
  app.route('/api', api);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  return {
    app,
    fetch: async (request: Request): Promise<Response> =>
      app.fetch(await applyMethodOverride(request)),
  };
}

const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/** POST with `X-HTTP-Method-Override: PATCH` becomes a PATCH (the client cannot send PATCH everywhere). */
export async function applyMethodOverride(request: Request): Promise<Request> {
  const override = request.headers.get('x-http-method-override')?.toUpperCase();
  if (request.method !== 'POST' || !override || !OVERRIDABLE.has(override)) return request;
  const headers = new Headers(request.headers);
  headers.delete('x-http-method-override');
  return new Request(request.url, { method: override, headers, body: await request.arrayBuffer() });
}
