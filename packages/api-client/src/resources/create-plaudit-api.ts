import type { Client } from '../transport/create-client';
import { accountSettings, whitelabel } from './account-settings';
import { accounts } from './accounts';
import { accountsSetup } from './accounts-setup';
import { alerts } from './alerts';
import { featureRequests, widgets } from './amplify';
import { auth } from './auth';
import { autoResponseRules } from './auto-response-rules';
import { benchmark } from './benchmark';
import { billing } from './billing';
import { campaigns, campaignTemplates } from './campaigns';
import { categories, mediaCategories } from './categories';
import { childReviews } from './child-reviews';
import { competitors } from './competitors';
import { competitorsIntel } from './competitors-intel';
import { customEmail } from './custom-email';
import { disputes } from './disputes';
import { emailChanges } from './email-changes';
import { exportFiles } from './exports';
import { countries, states } from './geo';
import { groups } from './groups';
import { insights } from './insights';
import { integrations } from './integrations';
import { issues } from './issues';
import { localListings } from './local-listings';
import { localSearch } from './local-search';
import { locationPerformance } from './location-performance';
import { locationSourceOverrides } from './location-source-overrides';
import { locations } from './locations';
import { media } from './media';
import { metrics } from './metrics';
import { npi } from './npi';
import { oauth, oauthClients, oauthGrants } from './oauth';
import { partnerAccountReports } from './partner-account-reports';
import { partnerOrigins } from './partner-origins';
import { partnerScorecards } from './partner-scorecards';
import { passwords } from './passwords';
import { places } from './places';
import { prescriptiveInsights } from './prescriptive-insights';
import { bindClient } from './resource';
import { responseDrafts } from './response-drafts';
import { responseTemplates } from './response-templates';
import { responses } from './responses';
import { reviewImports } from './review-imports';
import { reviewNotes } from './review-notes';
import { reviews } from './reviews';
import { scheduledExports } from './scheduled-exports';
import { signup } from './signup';
import { sources } from './sources';
import { specialHours } from './special-hours';
import { reviewTags, tags } from './tags';
import { userPreferences } from './user-preferences';
import { users } from './users';
import { visualReports } from './visual-reports';
import { webhooks } from './webhooks';

/**
 * Every call of every area with `client` applied, as one object: `api.reviews.list(query)` is
 * `listReviews(client, query)`. Convenient on a server; a browser app that cares about size
 * imports the standalone calls instead (this object brings every area into the bundle).
 *
 * @example
 * ```ts
 * import { createClient, createPlauditApi } from '@plaudit/api-client';
 *
 * const api = createPlauditApi(createClient({ baseUrl: 'https://app.plaudit.example/api' }));
 * await api.auth.login({ email, password }); // the client keeps the session
 * const locations = await api.locations.list({ group_id: 3 });
 * ```
 */
export function createPlauditApi(client: Client) {
  return {
    client,
    auth: bindClient(client, auth),
    accounts: bindClient(client, accounts),
    accountsSetup: bindClient(client, accountsSetup),
    signup: bindClient(client, signup),
    users: bindClient(client, users),
    accountSettings: bindClient(client, accountSettings),
    whitelabel: bindClient(client, whitelabel),
    locations: bindClient(client, locations),
    /** Location save with holiday hours and overrides, Google diff, bulk hours. */
    categories: bindClient(client, categories),
    mediaCategories: bindClient(client, mediaCategories),
    billing: bindClient(client, billing),
    npi: bindClient(client, npi),
    places: bindClient(client, places),
    specialHours: bindClient(client, specialHours),
    locationSourceOverrides: bindClient(client, locationSourceOverrides),
    issues: bindClient(client, issues),
    media: bindClient(client, media),
    groups: bindClient(client, groups),
    sources: bindClient(client, sources),
    countries: bindClient(client, countries),
    states: bindClient(client, states),
    reviews: bindClient(client, reviews),
    responses: bindClient(client, responses),
    reviewNotes: bindClient(client, reviewNotes),
    /** Review disputes: POST /reviews/{id}/disputes, /disputes (the dispute_reviews setting). */
    disputes: bindClient(client, disputes),
    responseTemplates: bindClient(client, responseTemplates),
    /** Smart responses: the account's voice and drafts of replies. */
    responseDrafts: bindClient(client, responseDrafts),
    campaigns: bindClient(client, campaigns),
    campaignTemplates: bindClient(client, campaignTemplates),
    competitors: bindClient(client, competitors),
    /** Competitor sources and CSV downloads (/intel, /export/csv/intel). */
    competitorsIntel: bindClient(client, competitorsIntel),
    autoResponseRules: bindClient(client, autoResponseRules),
    alerts: bindClient(client, alerts),
    webhooks: bindClient(client, webhooks),
    partnerOrigins: bindClient(client, partnerOrigins),
    /** The consent screen of /oauth/authorize; oauthClients and oauthGrants manage apps. */
    oauth: bindClient(client, oauth),
    oauthClients: bindClient(client, oauthClients),
    oauthGrants: bindClient(client, oauthGrants),
    reviewImports: bindClient(client, reviewImports),
    tags: bindClient(client, tags),
    reviewTags: bindClient(client, reviewTags),
    exportFiles: bindClient(client, exportFiles),
    scheduledExports: bindClient(client, scheduledExports),
    userPreferences: bindClient(client, userPreferences),
    metrics: bindClient(client, metrics),
    passwords: bindClient(client, passwords),
    customEmail: bindClient(client, customEmail),
    emailChanges: bindClient(client, emailChanges),
    widgets: bindClient(client, widgets),
    featureRequests: bindClient(client, featureRequests),
    localListings: bindClient(client, localListings),
    integrations: bindClient(client, integrations),
    insights: bindClient(client, insights),
    locationPerformance: bindClient(client, locationPerformance),
    /** Industry averages per vertical (GET /benchmark/{vertical_id}). */
    benchmark: bindClient(client, benchmark),
    localSearch: bindClient(client, localSearch),
    /** Child accounts' figures for partners (GET /partner_account_reports). */
    partnerAccountReports: bindClient(client, partnerAccountReports),
    /** Child-account reviews waiting for a response, answered in place. */
    childReviews: bindClient(client, childReviews),
    visualReports: bindClient(client, visualReports),
    prescriptiveInsights: bindClient(client, prescriptiveInsights),
    partnerScorecards: bindClient(client, partnerScorecards),
  };
}

export type PlauditApi = ReturnType<typeof createPlauditApi>;
