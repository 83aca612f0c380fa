import {
  OAUTH_CODE_SECONDS,
  OAUTH_ERRORS,
  OAUTH_SCOPES,
  type OAuthAuthorizeQuery,
  type OAuthConsent,
  type OAuthRedirect,
  oauthAuthorizeQuery,
  oauthDecisionBody,
  parseScopes,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard } from '../../http/permissions';
import { input } from '../../http/validate';
import { CHALLENGE, newSecret } from './oauth-tokens';

/**
 * A request the app must hear about (RFC 6749 4.1.2.1): answered 400 with `redirect_to`, the
 * app's registered redirect URI with `error`, `error_description` and `state`; the console
 * sends the browser there.
 */
class RedirectError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    readonly redirectTo: string,
  ) {
    super(description);
  }
}

function withParams(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

type CheckedRequest = {
  client: { id: number; client_id: string; name: string; account_id: number };
  partner: { id: number; name: string };
  scopes: ReturnType<typeof parseScopes> & {};
  redirectUri: string;
  challenge: string;
};

/**
 * Checks an authorization request. An unknown client or a redirect URI it has not registered
 * is 400 and never redirected; a user outside the partner's accounts is 403; anything else
 * wrong goes back to the app (RedirectError).
 */
async function checkRequest(
  c: Context<AppEnv>,
  auth: AuthContext,
  q: OAuthAuthorizeQuery,
): Promise<CheckedRequest> {
  const { db } = c.var.deps;
  const client = await db
    .selectFrom('oauth_clients as c')
    .innerJoin('accounts as p', 'p.id', 'c.account_id')
    .select([
      'c.id',
      'c.client_id',
      'c.name',
      'c.account_id',
      'c.redirect_uris',
      'p.name as partner',
    ])
    .where('c.client_id', '=', q.client_id)
    .executeTakeFirst();
  if (!client) throw new HttpError(400, OAUTH_ERRORS.unknownClient, undefined, 'unknown_client');
  if (!client.redirect_uris.includes(q.redirect_uri))
    throw new HttpError(400, OAUTH_ERRORS.badRedirect, undefined, 'bad_redirect_uri');
  const inPartner =
    auth.accountId === client.account_id ||
    (await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', auth.accountId)
      .where('parent_id', '=', client.account_id)
      .executeTakeFirst()) !== undefined;
  if (!inPartner) throw forbidden(OAUTH_ERRORS.notForAccount);

  const back = (code: string, description: string) =>
    new RedirectError(
      code,
      description,
      withParams(q.redirect_uri, { error: code, error_description: description, state: q.state }),
    );
  if (q.response_type !== 'code')
    throw back('unsupported_response_type', 'Only response_type=code is supported');
  if (q.code_challenge_method !== 'S256' || !q.code_challenge || !CHALLENGE.test(q.code_challenge))
    throw back(
      'invalid_request',
      'PKCE is required: code_challenge with code_challenge_method=S256',
    );
  const scopes = parseScopes(q.scope ?? '');
  if (!scopes) throw back('invalid_scope', 'Ask for one or more known scopes');
  return {
    client,
    partner: { id: client.account_id, name: client.partner },
    scopes,
    redirectUri: q.redirect_uri,
    challenge: q.code_challenge,
  };
}

/** Runs `work`, answering a RedirectError as 400 `{error, code, redirect_to}`. */
async function answering(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof RedirectError)) throw err;
    return c.json({ error: err.description, code: err.code, redirect_to: err.redirectTo }, 400);
  }
}

/** Only the user, signed in as themself, decides (not an app's token, not a partner acting in a child). */
const ownSessionOnly = guard((auth) => {
  if (auth.tokenKind !== 'session')
    throw forbidden('Sign in with your own Plaudit account to authorize an app.');
});

/**
 * /oauth/authorize: what the console's consent screen shows (GET, the app's request as its
 * query) and the user's answer (POST): allowed, a single-use code for the app; denied,
 * `error=access_denied`. Either way the answer names where the browser goes next.
 */
export function oauthAuthorizeRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({
      returns: 'OAuthConsent',
      summary: 'The consent screen of an app’s authorization request (OAuth 2 with PKCE)',
    }),
    authenticate({ firstParty: true }),
    ownSessionOnly,
    input('query', oauthAuthorizeQuery),
    (c) =>
      answering(c, async () => {
        const auth = c.var.auth;
        const checked = await checkRequest(c, auth, c.req.valid('query'));
        const grant = await c.var.deps.db
          .selectFrom('oauth_grants')
          .select('scopes')
          .where('user_id', '=', auth.userId)
          .where('account_id', '=', auth.accountId)
          .where('client_id', '=', checked.client.id)
          .executeTakeFirst();
        const consent: OAuthConsent = {
          client: { client_id: checked.client.client_id, name: checked.client.name },
          partner: checked.partner,
          scopes: checked.scopes.map((name) => ({
            name,
            description: OAUTH_SCOPES[name].description,
          })),
          redirect_uri: checked.redirectUri,
          already_authorized:
            grant !== undefined && checked.scopes.every((s) => grant.scopes.includes(s)),
        };
        return c.json(consent);
      }),
  );

  app.post(
    '/',
    describeRoute({
      returns: 'OAuthRedirect',
      summary: 'The user allows or denies an app; the answer says where the browser goes',
    }),
    authenticate({ firstParty: true }),
    ownSessionOnly,
    input('json', oauthDecisionBody),
    (c) =>
      answering(c, async () => {
        const auth = c.var.auth;
        const body = c.req.valid('json');
        const checked = await checkRequest(c, auth, body);
        if (!body.allow)
          return c.json({
            redirect_to: withParams(checked.redirectUri, {
              error: 'access_denied',
              error_description: 'The user denied the request',
              state: body.state,
            }),
          } satisfies OAuthRedirect);
        const { db } = c.var.deps;
        const scopes = [...checked.scopes];
        const grant = await db
          .insertInto('oauth_grants')
          .values({
            account_id: auth.accountId,
            user_id: auth.userId,
            client_id: checked.client.id,
            scopes,
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'account_id', 'client_id'])
              .doUpdateSet({ scopes, updated_at: new Date() }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        const code = newSecret('pcd');
        await db
          .insertInto('oauth_codes')
          .values({
            code_hash: code.hash,
            account_id: auth.accountId,
            grant_id: grant.id,
            redirect_uri: checked.redirectUri,
            code_challenge: checked.challenge,
            scopes,
            expires_at: new Date(Date.now() + OAUTH_CODE_SECONDS * 1000),
          })
          .execute();
        // Spent and expired codes are of no further use: they go now and then.
        await db
          .deleteFrom('oauth_codes')
          .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
          .execute();
        return c.json({
          redirect_to: withParams(checked.redirectUri, { code: code.value, state: body.state }),
        } satisfies OAuthRedirect);
      }),
  );
  return app;
}
