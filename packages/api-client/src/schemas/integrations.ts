import { type Infer, object, oneOf, string } from './validate';

/** How an integration is connected: OAuth consent, our webhooks, or a request the team handles. */
export type IntegrationConnect = 'oauth' | 'webhooks' | 'request';
export type IntegrationCategory = 'review_site' | 'maps' | 'social' | 'automation' | 'reporting';

/** One entry of the integrations catalogue (spec 1 section 3, spec 3 section 4.7). */
export type IntegrationCatalogueEntry = {
  code: string;
  display_name: string;
  description: string;
  note: string;
  connect_message: string;
  /** The account setting that must be on for the entry to show (null: always). */
  feature_flag: string | null;
  connect: IntegrationConnect;
  category: IntegrationCategory;
};

const site = (code: string, display_name: string, what: string): IntegrationCatalogueEntry => ({
  code,
  display_name,
  description: `Bring your ${display_name} reviews into Plaudit and ${what}.`,
  note: `Our team connects ${display_name} for you, usually within two business days.`,
  connect_message: `We have your request to connect ${display_name} and will e-mail you when it is done.`,
  feature_flag: null,
  connect: 'request',
  category: 'review_site',
});

/** The catalogue: the review sites, a maps service, and the automation and reporting tools. */
export const INTEGRATION_CATALOGUE: readonly IntegrationCatalogueEntry[] = [
  {
    code: 'google',
    display_name: 'Google My Business',
    description:
      'Fetch your Google reviews, publish responses and keep your Business Profile listings in sync.',
    note: 'Sign in with the Google account that owns your locations’ Business Profiles.',
    connect_message: 'Google My Business is connected. Your reviews arrive within a few minutes.',
    feature_flag: null,
    connect: 'oauth',
    category: 'maps',
  },
  {
    code: 'facebook',
    display_name: 'Facebook',
    description:
      'Fetch your Facebook page ratings and recommendations and answer them from Plaudit.',
    note: 'Sign in as an admin of your brand page. Facebook access lasts 60 days; reconnect before it ends.',
    connect_message: 'Facebook is connected. Your recommendations arrive within a few minutes.',
    feature_flag: null,
    connect: 'oauth',
    category: 'social',
  },
  {
    code: 'trustpilot',
    display_name: 'Trustpilot',
    description: 'Fetch your Trustpilot service reviews and reply to them from Plaudit.',
    note: 'Trustpilot’s API needs a paid Trustpilot plan.',
    connect_message: 'Trustpilot is connected. Your reviews arrive within a few minutes.',
    feature_flag: null,
    connect: 'oauth',
    category: 'review_site',
  },
  {
    ...site('bing', 'Bing Maps', 'keep your Bing Places listings in sync'),
    category: 'maps',
  },
  site('yelp', 'Yelp', 'see them beside the rest'),
  site('trip_advisor', 'Tripadvisor', 'see them beside the rest'),
  site('opentable', 'OpenTable', 'see diners’ ratings beside the rest'),
  site('healthgrades', 'Healthgrades', 'see patients’ ratings beside the rest'),
  site('zocdoc', 'ZocDoc', 'see patients’ ratings beside the rest'),
  {
    code: 'zapier',
    display_name: 'Zapier',
    description:
      'Start Zaps when reviews arrive or responses are published, with Plaudit webhooks.',
    note: 'Create a Zap with “Webhooks by Zapier — Catch Hook”, then add its address as a webhook.',
    connect_message: 'Add the Catch Hook address of your Zap as a webhook.',
    feature_flag: 'webhooks',
    connect: 'webhooks',
    category: 'automation',
  },
  {
    code: 'hootsuite',
    display_name: 'Hootsuite',
    description: 'See and answer reviews in your Hootsuite streams.',
    note: 'Our team sets up the Plaudit app in your Hootsuite organisation.',
    connect_message:
      'We have your request to connect Hootsuite and will e-mail you when it is done.',
    feature_flag: null,
    connect: 'request',
    category: 'automation',
  },
  {
    code: 'tableau',
    display_name: 'Tableau',
    description: 'Chart your review figures in Tableau with the Plaudit web data connector.',
    note: 'Our team sends you the connector and its sign-in details.',
    connect_message: 'We have your request to connect Tableau and will e-mail you when it is done.',
    feature_flag: null,
    connect: 'request',
    category: 'reporting',
  },
];

/** Spec 4.7: not integrated → requested (access_requested) → integrated; expired when a token ran out. */
export type IntegrationState = 'not_integrated' | 'requested' | 'integrated' | 'expired';

/** A catalogue entry with the account's state (GET /integrations/catalogue). */
export type IntegrationCard = IntegrationCatalogueEntry & {
  state: IntegrationState;
  integration_id: number | null;
  /** When the connection's access ends (OAuth), and whole days until then. */
  expires_at: string | null;
  days_until_expires: number | null;
  /** When the connectors last read the site's reviews, and what stopped the last read. */
  last_synced_at: string | null;
  last_sync_error: string | null;
};

/**
 * GET /integrations/banner: the dismissible integrations banner (spec 1 section 4), shown to
 * administrators of an account with no review site connected until one of them dismisses it
 * for the account. `sites` names the sites it offers to connect.
 */
export type IntegrationsBanner = { show: boolean; sites: string[] };

/** The answer of GET /integrations/catalogue. */
export type IntegrationCatalogue = { integrations: IntegrationCard[] };

export const OAUTH_PROVIDERS = ['google', 'facebook', 'trustpilot'] as const;
export type OauthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Spec 1 section 5: the connected accounts' rules, in its words. */
export const CONNECTED_ACCOUNT_RULES: Record<OauthProvider, string> = {
  google: 'The Google account must be the owner of a single-location account.',
  facebook: 'The Facebook account must be an admin of the brand page.',
  trustpilot: 'The Trustpilot account must be paid tier.',
};

/** POST /oauth/outbound/{provider}/start: where the consent page returns to. */
export const oauthStartBody = object({ redirect_uri: string({ min: 1, max: 500 }) });
export type OauthStartBody = Infer<typeof oauthStartBody>;
export type OauthStart = { authorize_url: string };

/** POST /oauth/outbound/{provider}/callback: what the consent page returned. */
export const oauthCallbackBody = object({
  code: string({ min: 1, max: 2000 }),
  state: string({ min: 1, max: 200 }),
});
export type OauthCallbackBody = Infer<typeof oauthCallbackBody>;

/** POST /integrations/requests: ask the team to connect a request-type integration. */
export const integrationRequestBody = object({
  code: oneOf(
    INTEGRATION_CATALOGUE.filter((e) => e.connect === 'request').map((e) => e.code) as [
      string,
      ...string[],
    ],
  ),
});
export type IntegrationRequestBody = Infer<typeof integrationRequestBody>;

/** Spec 1 section 4: the Facebook expiry banner shows from 7 days before the access ends. */
export const EXPIRY_NOTICE_DAYS = 7;

/** GET /integrations/expiry_notice: the Facebook banner for this user, or null. */
export type IntegrationExpiryNotice = {
  notice: { code: 'facebook'; display_name: string; days_until_expires: number } | null;
};

/**
 * Spec 4.8: the Facebook expiry text — 'is expired' below 0 days, 'will expire in less than a
 * day' below 1, 'will expire in 1 day', otherwise 'will expire in N days'.
 */
export function facebookExpiryText(days: number): string {
  if (days < 0) return 'is expired';
  if (days < 1) return 'will expire in less than a day';
  if (days < 2) return 'will expire in 1 day';
  return `will expire in ${Math.floor(days)} days`;
}
