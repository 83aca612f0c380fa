// The areas of the product and where each one lives in every layer. An area's name is the
// name of its folder in apps/api/src/areas; each layer uses that name unless this table says
// where the area lives instead, and why (`check-vocabulary.mjs` checks both ways and writes
// the table in ARCHITECTURE.md from it).

/** The layers, each with the default place of an area named `a`. */
export const LAYERS = {
  client: { title: 'client', dir: 'packages/api-client/src/resources', file: (a) => `${a}.ts` },
  schemas: { title: 'schemas', dir: 'packages/api-client/src/schemas', file: (a) => `${a}.ts` },
  hooks: { title: 'hooks', dir: 'packages/hooks/src', file: (a) => `${a}.ts` },
  console: { title: 'console', dir: 'apps/console/src/features', file: (a) => a },
  e2e: { title: 'e2e', dir: 'tests/e2e', file: (a) => `console-${a}.spec.ts` },
};

/**
 * Each area: the specification's section that describes it (document § section, or "peer"
 * for what peers offer and the specification does not list) and, per layer, where it lives
 * when not under its own name: another entry of that layer (a file or folder name), or
 * `{ none: why }`. An entry elsewhere must name the area there: as the area's own name in any
 * case, or as one of its `word`s.
 */
export const AREAS = {
  'account-settings': {
    spec: '1 §7 Auth and account',
    schemas: 'accounts.ts',
    console: 'settings',
  },
  accounts: { spec: '1 §7 Auth and account', e2e: 'console-account-settings.spec.ts' },
  alerts: { spec: 'peer', e2e: 'console-alerts-webhooks.spec.ts' },
  amplify: { spec: '3 §2.4 Amplify widgets' },
  auth: { spec: '1 §7 Auth and account', hooks: { none: 'the session store: hooks/src/session' } },
  'auto-response-rules': { spec: 'peer', e2e: 'console-inbox.spec.ts' },
  benchmark: {
    spec: '1 §7 Data and reports',
    console: 'competitors',
    e2e: 'console-competitors.spec.ts',
  },
  billing: { spec: '3 §2.7 Integrations and billing' },
  campaigns: { spec: '1 §7 Data and reports' },
  categories: {
    spec: '1 §7 Data and reports',
    console: 'locations',
    e2e: 'console-insights.spec.ts',
  },
  'child-reviews': { spec: '1 §2 Parent (partner) account routes' },
  competitors: { spec: '1 §2 Child (normal) account routes' },
  'custom-email': { spec: 'peer' },
  disputes: { spec: 'peer' },
  'email-changes': {
    spec: '1 §7 Auth and account',
    hooks: { none: 'a one-shot form: the client call, then the session store' },
    e2e: 'console-email-change.spec.ts',
    word: 'new email address',
  },
  exports: { spec: '1 §7 Exports and downloads', hooks: 'scheduled-exports.ts' },
  'feature-requests': {
    spec: '3 §7 Amplify',
    client: 'amplify.ts',
    schemas: 'amplify.ts',
    hooks: { none: 'a one-shot request from a teaser: the client call' },
    console: 'amplify',
    e2e: 'console-amplify.spec.ts',
  },
  geo: {
    spec: '2 §7 The calls it makes',
    console: 'locations',
    e2e: 'console-locations.spec.ts',
    word: 'country',
  },
  groups: { spec: '1 §7 Data and reports', e2e: 'console-groups-performance.spec.ts' },
  insights: { spec: '3 §7 Keywords' },
  integrations: { spec: '3 §2.7 Integrations and billing' },
  issues: { spec: '2 §7 The calls it makes', console: 'locations' },
  'local-listings': { spec: '3 §7 Local Listings', e2e: 'console-listings.spec.ts' },
  'local-search': { spec: '3 §2.5 Keywords' },
  'location-performance': {
    spec: '3 §7 Location performance',
    e2e: 'console-location-performance-scores.spec.ts',
    word: 'location performance',
  },
  'location-source-overrides': {
    spec: '3 §7 Local Listings',
    console: 'locations',
    e2e: 'console-listings-directories.spec.ts',
    word: ['sourceoverride', 'auto sync'],
  },
  locations: { spec: '2 §2 Screens and routes' },
  media: { spec: '2 §7 The calls it makes', e2e: 'console-photos.spec.ts', word: 'photo' },
  metrics: {
    spec: '1 §7 Data and reports',
    console: 'dashboard',
    e2e: 'console-dashboard.spec.ts',
  },
  npi: {
    spec: '2 §7 The calls it makes',
    hooks: { none: 'looked up inline by the location form: the client call' },
    console: 'locations',
    e2e: 'console-locations-npi.spec.ts',
  },
  oauth: { spec: '1 §7 Auth and account', e2e: 'console-partner-apps.spec.ts' },
  'partner-account-reports': { spec: '1 §2 Parent (partner) account routes' },
  'partner-origins': {
    spec: 'peer',
    console: 'oauth',
    e2e: 'custom-ui.spec.ts',
  },
  'partner-scorecards': { spec: '1 §2 Parent (partner) account routes', console: 'partner-tools' },
  passwords: {
    spec: '1 §7 Auth and account',
    hooks: { none: 'one-shot forms that call the client' },
    console: 'auth',
    e2e: 'console-auth.spec.ts',
  },
  places: {
    spec: 'peer',
    hooks: { none: 'searched inline by the competitor and scorecard forms' },
    console: 'competitors',
    e2e: 'console-competitors.spec.ts',
  },
  'prescriptive-insights': { spec: 'peer' },
  'response-drafts': { spec: 'peer', e2e: 'console-smart-responses.spec.ts', word: 'draft' },
  'response-templates': { spec: 'peer', e2e: 'console-inbox.spec.ts' },
  responses: {
    spec: '1 §7 Data and reports',
    console: 'reviews',
    e2e: 'console-inbox.spec.ts',
  },
  'review-imports': { spec: 'peer' },
  'review-notes': { spec: 'peer', e2e: 'console-inbox.spec.ts', word: 'internal notes' },
  reviews: { spec: '1 §2 Child (normal) account routes' },
  'scheduled-exports': { spec: '1 §7 Scheduled exports', e2e: 'console-exports.spec.ts' },
  signup: { spec: '1 §7 Auth and account' },
  sources: {
    spec: '1 §7 Data and reports',
    console: 'filters',
    e2e: 'console-filters.spec.ts',
  },
  'special-hours': {
    spec: '2 §2 Location add and edit form',
    console: 'locations',
    e2e: 'console-locations.spec.ts',
    word: 'holiday hours',
  },
  'storage-files': {
    spec: '1 §7 Exports and downloads',
    client: { none: 'signed links the server writes; opened by the browser, not called' },
    schemas: { none: "the link's query is declared beside its route: nothing else reads it" },
    hooks: { none: 'signed links, not data' },
    console: { none: 'the browser opens the link itself' },
    e2e: { none: 'no screen: storage-files.test.ts fetches the links over HTTP' },
  },
  tags: { spec: '1 §7 Data and reports', console: 'reviews', e2e: 'console-reviews.spec.ts' },
  triage: {
    spec: '1 §7 Other',
    client: { none: 'a network check: the page sends raw requests to see what the network does' },
    hooks: { none: 'a network check, not data' },
    e2e: 'console-auth.spec.ts',
  },
  'user-preferences': {
    spec: '1 §7 Saved filters (user preferences)',
    console: 'filters',
    e2e: 'console-filters.spec.ts',
  },
  users: { spec: '1 §7 Data and reports', e2e: 'console-account-settings.spec.ts' },
  'visual-reports': { spec: 'peer' },
  webhooks: { spec: '1 §7 Other', e2e: 'console-alerts-webhooks.spec.ts' },
};
