import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import {
  accountSettingsRoutes,
  whitelabelRoutes,
  whitelabelsRoutes,
} from './areas/account-settings/routes';
import { accountsRoutes } from './areas/accounts/routes';
import { setupProgressRoutes } from './areas/accounts/setup-progress-routes';
import { alertsRoutes, alertUnsubscribeRoutes } from './areas/alerts/routes';
import { amplifyRoutes, publicWidgetEmbedRoutes, publicWidgetRoutes } from './areas/amplify/routes';
import { authRoutes, shadowUserRoutes } from './areas/auth/routes';
import { ssoLoginRoutes, ssoTokenRoutes } from './areas/auth/sso-routes';
import { autoResponseRulesRoutes } from './areas/auto-response-rules/routes';
import { benchmarkRoutes } from './areas/benchmark/routes';
import { accountExperimentsRoutes } from './areas/billing/experiments-routes';
import { billingRoutes } from './areas/billing/routes';
import { campaignCsvRoutes } from './areas/campaigns/csv-routes';
import { campaignRecipientsRoutes } from './areas/campaigns/recipients-routes';
import { campaignReportsRoutes } from './areas/campaigns/reports-routes';
import { requestPagesRoutes } from './areas/campaigns/request-pages';
import { campaignResponsesRoutes } from './areas/campaigns/responses-routes';
import { campaignsRoutes } from './areas/campaigns/routes';
import { campaignTemplatesRoutes } from './areas/campaigns/templates-routes';
import { requestUnsubscribeRoutes } from './areas/campaigns/unsubscribe-routes';
import { categoriesRoutes, mediaCategoriesRoutes } from './areas/categories/routes';
import { childReviewsRoutes } from './areas/child-reviews/routes';
import { competitorBrandsRoutes } from './areas/competitors/competitors-brands';
import {
  competitorCsvRoutes,
  competitorIntelRoutes,
} from './areas/competitors/competitors-export-routes';
import { competitorReportsRoutes } from './areas/competitors/competitors-reports';
import { competitorsRoutes } from './areas/competitors/routes';
import { customEmailRoutes } from './areas/custom-email/routes';
import { disputesRoutes, reviewDisputesRoutes } from './areas/disputes/routes';
import { emailChangesRoutes } from './areas/email-changes/routes';
import { exportCsvRoutes, exportFilesRoutes } from './areas/exports/routes';
import './app-exporters';
import { featureRequestsRoutes } from './areas/feature-requests/routes';
import { countriesRoutes, statesRoutes } from './areas/geo/routes';
import { groupsRoutes } from './areas/groups/routes';
import { insightsRoutes, reviewKeywordsRoutes } from './areas/insights/routes';
import { oauthOutboundRoutes } from './areas/integrations/oauth-routes';
import { integrationsRoutes, oauthTokensRoutes } from './areas/integrations/routes';
import { oauthSandboxRoutes } from './areas/integrations/sandbox-routes';
import { issuesRoutes } from './areas/issues/routes';
import { directoryOverridesRoutes } from './areas/local-listings/directory-overrides-routes';
import {
  bulkActionsRoutes,
  googlePostContentRoutes,
} from './areas/local-listings/google-post-routes';
import { localListingsRoutes } from './areas/local-listings/listings-routes';
import { localSearchCsvRoutes } from './areas/local-search/local-search-csv';
import { localSearchRoutes } from './areas/local-search/routes';
import { locationPerformanceRoutes } from './areas/location-performance/routes';
import { locationSourceOverridesRoutes } from './areas/location-source-overrides/routes';
import { locationSyncRoutes } from './areas/locations/location-sync';
import { locationsRoutes } from './areas/locations/routes';
import { urlsRoutes } from './areas/locations/urls-routes';
import { realtimeRoutes } from './areas/media/realtime-routes';
import { mediaRoutes } from './areas/media/routes';
import { imageWebhookRoutes, uploadRoutes } from './areas/media/upload-routes';
import { metricsRoutes } from './areas/metrics/routes';
import { npiRoutes } from './areas/npi/routes';
import { oauthAuthorizeRoutes } from './areas/oauth/authorize-routes';
import { oauthClientsRoutes } from './areas/oauth/clients-routes';
import { oauthGrantsRoutes } from './areas/oauth/grants-routes';
import { oauthTokenRoutes } from './areas/oauth/token-routes';
import { partnerAccountReportsRoutes } from './areas/partner-account-reports/routes';
import { partnerOriginsRoutes } from './areas/partner-origins/routes';
import { publicPartnerScorecardRoutes } from './areas/partner-scorecards/public-routes';
import { partnerScorecardsRoutes } from './areas/partner-scorecards/routes';
import { passwordsRoutes } from './areas/passwords/routes';
import { placesRoutes } from './areas/places/routes';
import { prescriptiveInsightsRoutes } from './areas/prescriptive-insights/routes';
import { responseDraftsRoutes, responseVoiceRoutes } from './areas/response-drafts/routes';
import { responseTemplatesRoutes } from './areas/response-templates/routes';
import { responsesRoutes } from './areas/responses/routes';
import { reviewImportsRoutes } from './areas/review-imports/routes';
import { reviewNotesRoutes } from './areas/review-notes/routes';
import { reviewsRoutes } from './areas/reviews/routes';
import { scheduledExportsRoutes, unsubscribeRoutes } from './areas/scheduled-exports/routes';
import { confirmRoutes, signupRoutes } from './areas/signup/routes';
import { sourcesRoutes } from './areas/sources/routes';
import { specialHoursRoutes } from './areas/special-hours/routes';
import { storageFilesRoutes } from './areas/storage-files/routes';
import { reviewTagsRoutes, tagsRoutes } from './areas/tags/routes';
import { triageRoutes } from './areas/triage/routes';
import { userPreferencesRoutes } from './areas/user-preferences/routes';
import { usersRoutes } from './areas/users/routes';
import { visualReportsRoutes } from './areas/visual-reports/routes';
import { webhookDeliveriesRoutes, webhooksRoutes } from './areas/webhooks/routes';
import { ALL_KEYS, CHANGE_TOPICS, changesOf } from './db/changes';
import { invalidateAuthCache } from './http/auth-cache';
import { compressJson } from './http/compress-json';
import type { AppDeps, AppEnv } from './http/context';
import { clientErrorOf, HttpError } from './http/errors';
import { buildOpenApiDocument } from './http/openapi/build-document';
import { checkDocumentedStatus } from './http/openapi/check-documented-status';
import { describeRoute } from './http/openapi/describe-route';
import { partnerCors } from './http/partner-cors';
import { PUBLIC_CORS } from './http/public-cors';
import { apiSecurityHeaders } from './http/security-headers';

export const API_VERSION = '1';
const HAL_TYPE = `application/hal+json; version=${API_VERSION}`;

/** Largest request body outside uploads (which have their own, larger limit). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large (at most 1 MB).';
/** Routes that take files and limit their bodies themselves. */
const OWN_BODY_LIMIT = ['/api/upload', '/api/review_imports'];

/**
 * The Plaudit API as a Hono app under /api. `fetch` also honours
 * `X-HTTP-Method-Override` on POST (PATCH, PUT and DELETE sent as POST).
 */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  // Under test, an answer whose status the OpenAPI document does not list fails loudly.
  if (process.env.VITEST)
    api.use(
      '*',
      checkDocumentedStatus(() => app),
    );

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
  // JSON answers over 1 KB go out brotli- or gzip-compressed (http/compress-json.ts).
  api.use('*', compressJson);
  // A request that may change users, accounts, settings or tokens: every server forgets the
  // tokens it resolved (through the change bus: LISTEN/NOTIFY when several share PostgreSQL).
  if ((deps.authCacheMs ?? 0) > 0)
    changesOf(deps.db).subscribe(CHANGE_TOPICS.sessions, () => invalidateAuthCache());
  api.use('*', async (c, next) => {
    try {
      await next();
    } finally {
      if (!READ_METHODS.has(c.req.method)) {
        invalidateAuthCache();
        if ((deps.authCacheMs ?? 0) > 0)
          changesOf(deps.db).publish(CHANGE_TOPICS.sessions, ALL_KEYS);
      }
    }
  });

  // Bodies over the limit are refused before they are read (a declared length at once,
  // a chunked body when it passes the limit), and the connection closes rather than
  // reading the rest. Bodies within the limit are read whole before the handler runs:
  // an answer given without reading one (a 403 or 404 first) would otherwise leave the
  // connection to be drained, or dropped under load, under the client's next request.
  // GET and HEAD carry no body (node's Request has none for them): skipping them here also
  // spares every read the cost of building a full Request object just to find that out.
  api.use(
    '*',
    except(
      [...OWN_BODY_LIMIT, (c) => c.req.method === 'GET' || c.req.method === 'HEAD'],
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => {
          c.header('connection', 'close');
          return c.json({ error: BODY_TOO_LARGE }, 413);
        },
      }),
      async (c, next) => {
        if (c.req.raw.body) await c.req.arrayBuffer();
        await next();
      },
    ),
  );

  api.use('/public/*', cors(PUBLIC_CORS));
  // Browsers on the origins partners allowed (their own apps) may call the rest of the API.
  api.use('*', partnerCors);
  api.use('*', apiSecurityHeaders);

  api.get(
    '/health',
    describeRoute({
      returns: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
      summary: 'Is the server up',
    }),
    (c) => c.json({ status: 'ok' }),
  );
  // Built on first request from the whole app, so every route below is in it.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.use('/openapi.json', cors(PUBLIC_CORS));
  api.get(
    '/openapi.json',
    describeRoute({
      returns: { type: 'object', description: 'This OpenAPI 3.1 document' },
      summary: 'This API described as OpenAPI 3.1',
    }),
    (c) => {
      openApi ??= buildOpenApiDocument(app, API_VERSION);
      c.header('cache-control', 'public, max-age=300');
      return c.json(openApi);
    },
  );
  api.route('/auth/sso', ssoLoginRoutes());
  api.route('/auth', authRoutes());
  api.route('/shadow_user', shadowUserRoutes());
  api.route('/sso_tokens', ssoTokenRoutes());
  api.route('/accounts', setupProgressRoutes());
  api.route('/accounts', accountsRoutes());
  api.route('/account_settings', accountSettingsRoutes());
  api.route('/mywhitelabel', whitelabelRoutes());
  api.route('/whitelabels', whitelabelsRoutes());
  api.route('/users', usersRoutes());
  // Diff and bulk hours before the other location routes: they authenticate themselves.
  api.route('/locations', locationSyncRoutes());
  api.route('/locations', locationsRoutes());
  api.route('/categories', categoriesRoutes());
  api.route('/media_categories', mediaCategoriesRoutes());
  api.route('/local_listings', localListingsRoutes());
  api.route('/directory_overrides', directoryOverridesRoutes());
  api.route('/google_post_content', googlePostContentRoutes());
  api.route('/bulk_actions', bulkActionsRoutes());
  api.route('/integrations', integrationsRoutes());
  api.route('/oauth_tokens', oauthTokensRoutes());
  api.route('/insights', insightsRoutes());
  api.route('/review', reviewKeywordsRoutes());
  const performance = locationPerformanceRoutes();
  api.route('/location_performance_overview', performance.overview);
  api.route('/location_score', performance.scores);
  api.route('/reports', performance.locationReports);
  api.route('/reports', campaignReportsRoutes());
  api.route('/reports', competitorReportsRoutes());
  api.route('/competitors', competitorsRoutes());
  api.route('/competitor_brands', competitorBrandsRoutes());
  api.route('/metrics', performance.groupReports);
  api.route('/metric_targets', performance.metricTargets);
  api.route('/target_scores', performance.targetScores);
  api.route('/metric_targets_per_location', performance.metricTargetsPerLocation);
  api.route('/location_custom_targets', performance.locationCustomTargets);
  api.route('/location_custom_targets_per_location', performance.locationCustomTargetsPerLocation);
  api.route('/billing', billingRoutes());
  api.route('/account_experiments', accountExperimentsRoutes());
  api.route('/npi', npiRoutes());
  api.route('/places', placesRoutes());
  api.route('/special_hours', specialHoursRoutes());
  api.route('/location_source_overrides', locationSourceOverridesRoutes());
  api.route('/issues', issuesRoutes());
  api.route('/urls', urlsRoutes());
  api.route('/media', mediaRoutes());
  api.route('/upload', uploadRoutes());
  api.route('/webhooks', imageWebhookRoutes());
  api.route('/webhooks', webhooksRoutes());
  api.route('/webhook_deliveries', webhookDeliveriesRoutes());
  api.route('/alerts', alertsRoutes());
  api.route('/review_imports', reviewImportsRoutes());
  api.route('/oauth/outbound', oauthOutboundRoutes());
  api.route('/oauth/sandbox', oauthSandboxRoutes());
  api.route('/realtime', realtimeRoutes());
  api.route('/groups', groupsRoutes());
  api.route('/sources', sourcesRoutes());
  api.route('/countries', countriesRoutes());
  api.route('/states', statesRoutes());
  api.route('/reviews/:reviewId/notes', reviewNotesRoutes());
  api.route('/reviews/:reviewId/response_drafts', responseDraftsRoutes());
  api.route('/reviews/:reviewId/disputes', reviewDisputesRoutes());
  api.route('/disputes', disputesRoutes());
  api.route('/reviews', reviewsRoutes());
  api.route('/metrics', metricsRoutes());
  api.route('/benchmark', benchmarkRoutes());
  api.route('/user_preferences', userPreferencesRoutes());
  api.route('/responses', responsesRoutes());
  api.route('/response_templates', responseTemplatesRoutes());
  api.route('/response_voice', responseVoiceRoutes());
  api.route('/auto_response_rules', autoResponseRulesRoutes());
  api.route('/tags', tagsRoutes());
  api.route('/review_tags', reviewTagsRoutes());
  api.route('/export_files', exportFilesRoutes());
  api.route('/storage_files', storageFilesRoutes());
  api.route('/export/csv', exportCsvRoutes());
  api.route('/export/csv', campaignCsvRoutes());
  api.route('/export/csv', competitorCsvRoutes());
  api.route('/intel', competitorIntelRoutes());
  api.route('/export/csv/local_search', localSearchCsvRoutes());
  api.route('/local_search', localSearchRoutes());
  api.route('/partner_account_reports', partnerAccountReportsRoutes());
  api.route('/child_reviews', childReviewsRoutes());
  api.route('/visual_reports', visualReportsRoutes());
  api.route('/prescriptive_insights', prescriptiveInsightsRoutes());
  api.route('/scheduled_exports', scheduledExportsRoutes());
  api.route('/unsubscribe', unsubscribeRoutes());
  api.route('/unsubscribe', alertUnsubscribeRoutes());
  api.route('/unsubscribe', requestUnsubscribeRoutes());
  api.route('/amplify', amplifyRoutes());
  api.route('/public/widgets', publicWidgetRoutes());
  api.route('/feature_requests', featureRequestsRoutes());
  api.route('/passwords', passwordsRoutes());
  api.route('/signup', signupRoutes());
  api.route('/confirm', confirmRoutes());
  api.route('/custom_email', customEmailRoutes());
  api.route('/email_changes', emailChangesRoutes());
  api.route('/triage', triageRoutes());
  api.route('/campaigns', campaignRecipientsRoutes());
  api.route('/campaigns', campaignResponsesRoutes());
  api.route('/campaigns', campaignsRoutes());
  api.route('/templates', campaignTemplatesRoutes());
  api.route('/partner_origins', partnerOriginsRoutes());
  // Plaudit as an OAuth 2 authorization server for partners' apps.
  api.route('/oauth/authorize', oauthAuthorizeRoutes());
  api.route('/oauth/token', oauthTokenRoutes());
  api.route('/oauth_clients', oauthClientsRoutes());
  api.route('/oauth_grants', oauthGrantsRoutes());
  api.route('/partner_scorecards', partnerScorecardsRoutes());
  api.route('/public/partner_scorecards', publicPartnerScorecardRoutes());

  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((err, c) => {
    if (err instanceof HttpError) {
      if (err.status === 413) c.header('connection', 'close');
      return c.json(
        {
          error: err.message,
          ...(err.details ? { details: err.details } : {}),
          ...(err.code ? { code: err.code } : {}),
        },
        err.status,
      );
    }
    const mapped = clientErrorOf(err);
    if (mapped) return c.json({ error: mapped.message }, mapped.status);
    // The method, path and stack only: no query string, body, SQL parameters or credentials.
    console.error(`${c.req.method} ${c.req.path} failed: ${err.stack ?? err.message}`);
    return c.json({ error: 'Something went wrong. Please refresh the page.' }, 500);
  });

  const app = new Hono<AppEnv>();
  app.route('/api', api);
  // The public review-request pages (HTML, not the API): /r/{token or location}/{kind}.
  app.use('/r/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route('/r', requestPagesRoutes());
  // The zero-JS widget embed (HTML for pages without script): /embed/widgets/{id}.html.
  app.use('/embed/widgets/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route('/embed/widgets', publicWidgetEmbedRoutes());
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  return {
    app,
    /** `env` carries node:http's request (the client's address) when served by @hono/node-server. */
    fetch: async (request: Request, env?: unknown): Promise<Response> =>
      app.fetch(applyMethodOverride(request), env as AppEnv['Bindings'] | undefined),
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/**
 * POST with `X-HTTP-Method-Override: PATCH` becomes a PATCH (the client cannot
 * send PATCH everywhere). The body is passed on as a stream, unread, so the
 * body limit still applies.
 */
export function applyMethodOverride(request: Request): Request {
  const override = request.headers.get('x-http-method-override')?.toUpperCase();
  if (request.method !== 'POST' || !override || !OVERRIDABLE.has(override)) return request;
  const headers = new Headers(request.headers);
  headers.delete('x-http-method-override');
  return new Request(request.url, {
    method: override,
    headers,
    body: request.body,
    signal: request.signal,
    // Node's fetch needs this to pass a stream on.
    duplex: 'half',
  } as RequestInit);
}
