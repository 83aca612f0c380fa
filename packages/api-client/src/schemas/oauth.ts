import * as v from 'valibot';
import type { PermissionAction, PermissionResource, PermissionSummary } from './auth';
import { listQuery } from './common';
import {
  answer,
  array,
  boolean,
  type Infer,
  object,
  optional,
  refine,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

/**
 * The scopes a partner app asks for. Each grants actions of the permission summary; an app's
 * access token may do what the user may do AND what its scopes grant, nothing else.
 */
export const OAUTH_SCOPES = {
  'account:read': {
    description: 'See your account’s name and details',
    grants: { account: ['read'] },
  },
  'locations:read': {
    description: 'See your locations and groups',
    grants: { location: ['read', 'preview'], group: ['read'], source: ['read'] },
  },
  'locations:write': {
    description: 'Add, change and remove locations and groups',
    grants: { location: ['create', 'update', 'delete'], group: ['create', 'update', 'delete'] },
  },
  'reviews:read': {
    description: 'Read your reviews',
    grants: { review: ['read'], source: ['read'], tag: ['read'] },
  },
  'reviews:write': {
    description: 'Change your reviews’ status and tags',
    grants: { review: ['update'], tag: ['create', 'update', 'delete'] },
  },
  'responses:read': {
    description: 'Read the responses to your reviews',
    grants: { response: ['read'] },
  },
  'responses:write': {
    description: 'Write, change and delete responses to your reviews',
    grants: { response: ['create', 'update', 'delete'] },
  },
  'metrics:read': {
    description: 'See your ratings, scores and reports',
    grants: {
      metrics: ['read'],
      location_score: ['read'],
      insights: ['read'],
      visual_report: ['read'],
    },
  },
  'widgets:read': {
    description: 'See your review widgets',
    grants: { amplify: ['read', 'preview'] },
  },
} as const satisfies Record<
  string,
  {
    description: string;
    grants: Partial<Record<PermissionResource, readonly PermissionAction[]>>;
  }
>;

export type OAuthScope = keyof typeof OAUTH_SCOPES;
export const OAUTH_SCOPE_NAMES = Object.keys(OAUTH_SCOPES) as OAuthScope[];
export const oauthScopeAnswer: Schema<OAuthScope> = v.picklist(OAUTH_SCOPE_NAMES);

/** Whether `name` is one of `OAUTH_SCOPES`. */
export const isOAuthScope = (name: string): name is OAuthScope => Object.hasOwn(OAUTH_SCOPES, name);

/** `"reviews:read account:read"` → the scopes, or null when one is unknown or none is given. */
export function parseScopes(text: string): OAuthScope[] | null {
  const names = [...new Set(text.split(' ').filter(Boolean))];
  if (names.length === 0 || !names.every(isOAuthScope)) return null;
  return OAUTH_SCOPE_NAMES.filter((s) => names.includes(s));
}

/** The user's permissions narrowed to what the scopes grant (an app's access token). */
export function narrowPermissions(
  summary: PermissionSummary,
  scopes: readonly string[],
): PermissionSummary {
  const granted = new Set<string>();
  for (const scope of scopes)
    if (isOAuthScope(scope))
      for (const [resource, actions] of Object.entries(OAUTH_SCOPES[scope].grants))
        for (const action of actions) granted.add(`${resource}.${action}`);
  const narrowed = {} as PermissionSummary;
  for (const [resource, set] of Object.entries(summary) as [
    PermissionResource,
    PermissionSummary[PermissionResource],
  ][]) {
    narrowed[resource] = Object.fromEntries(
      Object.entries(set).map(([action, allowed]) => [
        action,
        allowed && granted.has(`${resource}.${action}`),
      ]),
    ) as PermissionSummary[PermissionResource];
  }
  return narrowed;
}

/** How long the codes and tokens of the authorization server live. */
export const OAUTH_CODE_SECONDS = 300;
export const OAUTH_ACCESS_TOKEN_SECONDS = 3600;
export const OAUTH_REFRESH_TOKEN_DAYS = 30;

/** A redirect URI must be https, or http on a loopback host; no fragment. */
export function redirectUriError(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.hash || text.includes('#')) return 'must not have a fragment (#)';
  if (url.username || url.password) return 'must not contain a user name or password';
  const loopback =
    url.hostname === 'localhost' ||
    url.hostname.endsWith('.localhost') ||
    url.hostname === '127.0.0.1' ||
    url.hostname === '[::1]';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return null;
  return 'must use https (http only for localhost)';
}

const oauthClientEntries = {
  id: v.number(),
  account_id: v.number(),
  client_id: described('Sent as `client_id` to /oauth/authorize and /api/oauth/token.', v.string()),
  name: v.string(),
  redirect_uris: v.array(v.string()),
  confidential: described(
    'A confidential client authenticates with its secret at the token endpoint.',
    v.boolean(),
  ),
  authorized_users: described('Users who have authorized the app and not revoked it.', v.number()),
  created_by: v.nullable(v.number()),
  created_at: v.string(),
};
const oauthClientFields = answer(
  described(
    'An app a partner registered (its secret, if any, is shown once, when registered).',
    v.object(oauthClientEntries),
  ),
);
/** An app a partner registered (its secret, if any, is shown once, when registered). */
export interface OAuthClient extends Infer<typeof oauthClientFields> {}
export const oauthClientAnswer: Schema<OAuthClient> = oauthClientFields;

export const oauthClientWithSecretAnswer = answer(
  described(
    "POST /oauth_clients answer: the only time a confidential client's secret is shown.",
    v.object({ ...oauthClientEntries, client_secret: v.nullable(v.string()) }),
  ),
);
/** POST /oauth_clients answer: the only time a confidential client's secret is shown. */
export interface OAuthClientWithSecret extends Infer<typeof oauthClientWithSecretAnswer> {}

/** POST /oauth_clients */
export const oauthClientCreateBody = object({
  name: string({ min: 1, max: 100 }),
  redirect_uris: array(
    refine(string({ min: 1, max: 2048 }), (text) => {
      const error = redirectUriError(text);
      return error ? `{label} ${error}` : null;
    }),
    { min: 1, max: 10 },
  ),
  confidential: optional(boolean(), false),
});
export type OAuthClientCreateBody = Infer<typeof oauthClientCreateBody>;

/** GET /oauth_clients */
export const oauthClientListQuery = object({ ...listQuery(['created_at', 'name'] as const, 100) });
export type OAuthClientListQuery = Infer<typeof oauthClientListQuery>;

/** GET /oauth/authorize: the request an app sent the user with (RFC 6749 4.1.1, RFC 7636). */
export const oauthAuthorizeQuery = object({
  response_type: string({ min: 1, max: 40 }),
  client_id: string({ min: 1, max: 100 }),
  redirect_uri: string({ min: 1, max: 2048 }),
  scope: optional(string({ max: 1000 })),
  state: optional(string({ max: 1000, trim: false })),
  code_challenge: optional(string({ max: 200 })),
  code_challenge_method: optional(string({ max: 20 })),
});
export type OAuthAuthorizeQuery = Infer<typeof oauthAuthorizeQuery>;

/** POST /oauth/authorize: the user's answer (the same request, and whether they allowed it). */
export const oauthDecisionBody = object({
  ...oauthAuthorizeQuery.entries,
  allow: boolean(),
});
export type OAuthDecisionBody = Infer<typeof oauthDecisionBody>;

const oauthApp = v.object({ client_id: v.string(), name: v.string() });
const oauthPartner = v.object({ id: v.number(), name: v.string() });

export const oauthConsentAnswer = answer(
  described(
    'GET /oauth/authorize answer: what the consent screen shows.',
    v.object({
      client: oauthApp,
      partner: described('The partner account that registered the app.', oauthPartner),
      scopes: v.array(v.object({ name: oauthScopeAnswer, description: v.string() })),
      redirect_uri: v.string(),
      already_authorized: described(
        'The user already allowed these scopes to this app (they may allow again).',
        v.boolean(),
      ),
    }),
  ),
);
/** GET /oauth/authorize answer: what the consent screen shows. */
export interface OAuthConsent extends Infer<typeof oauthConsentAnswer> {}

export const oauthRedirectAnswer = answer(
  described(
    "POST /oauth/authorize answer: where to send the browser (the app's redirect URI with `code`\nand `state`, or with `error=access_denied`).",
    v.object({ redirect_to: v.string() }),
  ),
);
/**
 * POST /oauth/authorize answer: where to send the browser (the app's redirect URI with `code`
 * and `state`, or with `error=access_denied`).
 */
export interface OAuthRedirect extends Infer<typeof oauthRedirectAnswer> {}

export const oauthTokenAnswerAnswer = answer(
  described(
    "The token endpoint's answer (RFC 6749 5.1).",
    v.object({
      access_token: v.string(),
      token_type: v.literal('Bearer'),
      expires_in: v.number(),
      refresh_token: v.string(),
      scope: v.string(),
    }),
  ),
);
/** The token endpoint's answer (RFC 6749 5.1). */
export interface OAuthTokenAnswer extends Infer<typeof oauthTokenAnswerAnswer> {}

export const oauthGrantAnswer = answer(
  described(
    'An app the signed-in user authorized (GET /oauth_grants).',
    v.object({
      id: v.number(),
      client: oauthApp,
      partner: oauthPartner,
      scopes: v.array(v.object({ name: v.string(), description: v.string() })),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/** An app the signed-in user authorized (GET /oauth_grants). */
export interface OAuthGrant extends Infer<typeof oauthGrantAnswer> {}

/** GET /oauth_grants */
export const oauthGrantListQuery = object({ ...listQuery(['created_at'] as const, 100) });
export type OAuthGrantListQuery = Infer<typeof oauthGrantListQuery>;

/** Errors of the authorize request that are shown to the user and never redirected. */
export const OAUTH_ERRORS = {
  unknownClient: 'This app is not registered with Plaudit. Ask the app’s maker to check its setup.',
  badRedirect:
    'This app asked to send you to an address it has not registered, so Plaudit stopped here.',
  notForAccount: 'This app is not available to your account.',
  firstParty: 'Apps cannot use this call with an access token. Sign in to Plaudit instead.',
} as const;

/**
 * POST /api/oauth/token, form-encoded or JSON (RFC 6749 4.1.3 and 6): `authorization_code`
 * with `code`, `redirect_uri`, `client_id` and the PKCE `code_verifier`, or `refresh_token`
 * with `refresh_token` and `client_id`. A confidential client adds `client_secret` (or sends
 * HTTP Basic `client_id:client_secret`).
 */
export const oauthTokenBody = object({
  grant_type: string({ min: 1, max: 40 }),
  code: optional(string({ max: 200 })),
  redirect_uri: optional(string({ max: 2048 })),
  client_id: optional(string({ max: 100 })),
  client_secret: optional(string({ max: 200 })),
  code_verifier: optional(string({ max: 200 })),
  refresh_token: optional(string({ max: 200 })),
});
export type OAuthTokenBody = Infer<typeof oauthTokenBody>;

/** An error of the token endpoint, in RFC 6749 5.2's shape (`error` is the code). */
export type OAuthTokenError = { error: string; error_description: string };
