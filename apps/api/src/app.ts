import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { accountSettingsRoutes, accountsRoutes } from './areas/accounts/routes';
import { amplifyRoutes, publicWidgetRoutes } from './areas/amplify/routes';
import { authRoutes } from './areas/auth/routes';
import { billingRoutes } from './areas/billing/routes';
import { categoriesRoutes, mediaCategoriesRoutes } from './areas/categories/routes';
import { exportCsvRoutes, exportFilesRoutes } from './areas/exports/routes';
import { featureRequestsRoutes } from './areas/feature-requests/routes';
import { geoRoutes } from './areas/geo/routes';
import { groupsRoutes } from './areas/groups/routes';
import { insightsRoutes } from './areas/insights/routes';
import { issuesRoutes } from './areas/issues/routes';
import { eligibleLocationsRoutes } from './areas/local-listings/eligible-locations';
import { localListingsRoutes } from './areas/local-listings/listings-routes';
import { locationPerformanceRoutes } from './areas/location-performance/routes';
import { locationSourceOverridesRoutes } from './areas/location-source-overrides/routes';
import { locationSyncRoutes } from './areas/locations/location-sync';
import { placesRoutes } from './areas/locations/places-search';
import { locationsRoutes } from './areas/locations/routes';
import {
  imageWebhookRoutes,
  mediaRoutes,
  realtimeRoutes,
  uploadRoutes,
} from './areas/media/routes';
import { metricsRoutes } from './areas/metrics/routes';
import { npiRoutes } from './areas/npi/routes';
import { passwordsRoutes } from './areas/passwords/routes';
import { responsesRoutes } from './areas/reviews/responses';
import { reviewsRoutes } from './areas/reviews/routes';
import { scheduledExportsRoutes, unsubscribeRoutes } from './areas/scheduled-exports/routes';
import { sourcesRoutes } from './areas/sources/routes';
import { specialHoursRoutes } from './areas/special-hours/routes';
import { reviewTagsRoutes, tagsRoutes } from './areas/tags/routes';
import { userPreferencesRoutes } from './areas/user-preferences/routes';
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
  // Diff and bulk hours first: their routes authenticate themselves (issue 5).
  api.route('/locations', locationSyncRoutes());
  api.route('/locations', locationsRoutes());
  api.route('/categories', categoriesRoutes());
  api.route('/media_categories', mediaCategoriesRoutes());
  api.route('/local_listings/eligible_locations', eligibleLocationsRoutes());
  // Issue 6: local listings, insights (keywords), location performance.
  api.route('/', localListingsRoutes());
  api.route('/', insightsRoutes());
  api.route('/', locationPerformanceRoutes());
  api.route('/billing', billingRoutes());
  api.route('/npi', npiRoutes());
  api.route('/places', placesRoutes());
  api.route('/special_hours', specialHoursRoutes());
  api.route('/location_source_overrides', locationSourceOverridesRoutes());
  api.route('/issues', issuesRoutes());
  api.route('/media', mediaRoutes());
  api.route('/upload', uploadRoutes());
  api.route('/webhooks', imageWebhookRoutes());
  api.route('/realtime', realtimeRoutes());
  api.route('/groups', groupsRoutes());
  api.route('/sources', sourcesRoutes());
  api.route('/', geoRoutes());
  api.route('/reviews', reviewsRoutes());
  api.route('/metrics', metricsRoutes());
  api.route('/user_preferences', userPreferencesRoutes());
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
    // Constraint violations that slipped past validation (e.g. a race) are the caller's conflict, not a crash.
    const code = (err as { code?: string }).code;
    if (code === '23505')
      return c.json({ error: 'A record with these values already exists' }, 409);
    if (code === '23503' || code === '23514' || code === '22P02' || code === '22003')
      return c.json({ error: 'The request refers to data that is not valid' }, 400);
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
