import {
  type OAuthTokenBody,
  type OAuthTokenError,
  oauthTokenBody,
  safeParse,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { sql } from 'kysely';
import { readBasicAuth } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { hashToken } from '../../http/credentials';
import { describeRoute } from '../../http/openapi/describe-route';
import { allLimits, limitRequests } from '../../http/rate-limit';
import { documentedInput, jsonDepthOver, TOO_DEEP } from '../../http/validate';
import { issueTokens, revokeGrantTokens, secretMatches, verifierMatches } from './oauth-tokens';

/** An error of the token endpoint in RFC 6749 5.2's shape. */
class TokenError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(description);
  }
}

export const TOKEN_LIMITS = { perMinute: 60, failuresPer15Minutes: 20 };
const TOO_MANY = 'Too many token requests. Please wait a few minutes and try again.';

/** The body as form fields (RFC 6749) or JSON; anything else is an invalid request. */
async function readTokenBody(c: Context<AppEnv>): Promise<OAuthTokenBody> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  let input: unknown;
  if (type.startsWith('application/x-www-form-urlencoded'))
    input = Object.fromEntries(new URLSearchParams(text));
  else if (type.startsWith('application/json')) {
    if (jsonDepthOver(text)) throw new TokenError('invalid_request', TOO_DEEP);
    try {
      input = JSON.parse(text);
    } catch {
      throw new TokenError('invalid_request', 'The body is not valid JSON');
    }
  } else
    throw new TokenError(
      'invalid_request',
      'Send the body as application/x-www-form-urlencoded or application/json',
    );
  const parsed = safeParse(oauthTokenBody, input);
  if (!parsed.ok)
    throw new TokenError('invalid_request', parsed.issues.map((i) => i.message).join('; '));
  return parsed.value;
}

/** The client, authenticated by its secret when it has one (body or HTTP Basic). */
async function authenticateClient(c: Context<AppEnv>, body: OAuthTokenBody) {
  const basic = readBasicAuth(c.req.header('authorization'));
  const clientId = basic ? decodeURIComponent(basic.email) : body.client_id;
  const secret = basic ? decodeURIComponent(basic.token) : body.client_secret;
  if (!clientId) throw new TokenError('invalid_request', 'client_id is required');
  const client = await c.var.deps.db
    .selectFrom('oauth_clients')
    .select(['id', 'secret_hash'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw new TokenError('invalid_client', 'Unknown client', 401);
  if (client.secret_hash && (!secret || !secretMatches(secret, client.secret_hash)))
    throw new TokenError('invalid_client', 'The client secret is missing or wrong', 401);
  return client;
}

const required = (value: string | undefined, name: string): string => {
  if (!value) throw new TokenError('invalid_request', `${name} is required`);
  return value;
};

/**
 * POST /oauth/token (RFC 6749 4.1.3 and 6): a partner app exchanges its authorization code and
 * PKCE verifier, or its refresh token, for an access token. Codes work once (a second use
 * revokes what the first one issued); refresh tokens are rotated. Any origin may call it (no
 * cookies are involved); limited per client address.
 */
export function oauthTokenRoutes() {
  const app = new Hono<AppEnv>();
  app.use(
    '/',
    cors({
      origin: '*',
      allowMethods: ['POST'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Plaudit-Client'],
      maxAge: 600,
    }),
  );
  app.post(
    '/',
    describeRoute({
      returns: 'OAuthTokenAnswer',
      summary: 'An authorization code (with its PKCE verifier) or a refresh token for tokens',
      // invalid_client, as RFC 6749 answers a client that fails to authenticate.
      errors: [401],
    }),
    documentedInput('json', oauthTokenBody),
    allLimits(
      limitRequests({
        name: 'oauth-token',
        windowMs: 60_000,
        limit: TOKEN_LIMITS.perMinute,
        key: clientAddress,
        message: TOO_MANY,
      }),
      limitRequests({
        name: 'oauth-token-failures',
        windowMs: 15 * 60_000,
        limit: TOKEN_LIMITS.failuresPer15Minutes,
        key: clientAddress,
        count: 'failures',
        message: TOO_MANY,
      }),
    ),
    async (c) => {
      c.header('cache-control', 'no-store');
      c.header('pragma', 'no-cache');
      try {
        const body = await readTokenBody(c);
        const client = await authenticateClient(c, body);
        if (body.grant_type === 'authorization_code')
          return c.json(await exchangeCode(c, body, client.id));
        if (body.grant_type === 'refresh_token') return c.json(await refresh(c, body, client.id));
        throw new TokenError('unsupported_grant_type', 'Use authorization_code or refresh_token');
      } catch (err) {
        if (!(err instanceof TokenError)) throw err;
        if (err.status === 401) c.header('www-authenticate', 'Basic realm="plaudit"');
        return c.json(
          { error: err.code, error_description: err.description } satisfies OAuthTokenError,
          err.status,
        );
      }
    },
  );
  return app;
}

async function exchangeCode(c: Context<AppEnv>, body: OAuthTokenBody, clientId: number) {
  const code = required(body.code, 'code');
  const redirectUri = required(body.redirect_uri, 'redirect_uri');
  const verifier = required(body.code_verifier, 'code_verifier');
  const { db } = c.var.deps;
  const hash = hashToken(code);
  // Marking the code used is the check: two racing exchanges get one answer.
  const used = await db
    .updateTable('oauth_codes as k')
    .set({ used_at: new Date() })
    .from('oauth_grants as g')
    .whereRef('g.id', '=', 'k.grant_id')
    .where('k.code_hash', '=', hash)
    .where('k.used_at', 'is', null)
    .where('k.expires_at', '>', sql<Date>`now()`)
    .returning([
      'g.id as grant_id',
      'g.account_id',
      'g.client_id',
      'k.redirect_uri',
      'k.code_challenge',
      'k.scopes',
    ])
    .executeTakeFirst();
  if (!used) {
    const known = await db
      .selectFrom('oauth_codes')
      .select(['grant_id', 'used_at'])
      .where('code_hash', '=', hash)
      .executeTakeFirst();
    // A code used twice was copied: what the first use issued ends too (RFC 6749 4.1.2).
    if (known?.used_at) await revokeGrantTokens(db, known.grant_id);
    throw new TokenError('invalid_grant', 'The code is not valid, has expired or was already used');
  }
  if (used.client_id !== clientId)
    throw new TokenError('invalid_grant', 'The code was issued to another client');
  if (used.redirect_uri !== redirectUri)
    throw new TokenError('invalid_grant', 'redirect_uri does not match the authorization request');
  if (!verifierMatches(verifier, used.code_challenge))
    throw new TokenError('invalid_grant', 'code_verifier does not match the code challenge');
  return issueTokens(db, { id: used.grant_id, account_id: used.account_id }, used.scopes);
}

async function refresh(c: Context<AppEnv>, body: OAuthTokenBody, clientId: number) {
  const token = required(body.refresh_token, 'refresh_token');
  const { db } = c.var.deps;
  const hash = hashToken(token);
  const used = await db
    .updateTable('oauth_access_tokens as t')
    .set({ revoked_at: new Date() })
    .from('oauth_grants as g')
    .whereRef('g.id', '=', 't.grant_id')
    .where('t.token_hash', '=', hash)
    .where('t.kind', '=', 'refresh')
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('g.client_id', '=', clientId)
    .returning(['g.id as grant_id', 'g.account_id', 't.scopes'])
    .executeTakeFirst();
  if (!used) {
    const known = await db
      .selectFrom('oauth_access_tokens')
      .select(['grant_id', 'revoked_at'])
      .where('token_hash', '=', hash)
      .where('kind', '=', 'refresh')
      .executeTakeFirst();
    // A rotated refresh token used again was copied: the grant's tokens end.
    if (known?.revoked_at) await revokeGrantTokens(db, known.grant_id);
    throw new TokenError('invalid_grant', 'The refresh token is not valid or has expired');
  }
  return issueTokens(db, { id: used.grant_id, account_id: used.account_id }, used.scopes);
}
