import { createHash, randomBytes } from 'node:crypto';
import {
  CONNECTED_ACCOUNT_RULES,
  INTEGRATION_CATALOGUE,
  OAUTH_PROVIDERS,
  type OauthProvider,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import * as v from 'valibot';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { limitRequests } from '../../http/rate-limit';
import { input, readQuery } from '../../http/validate';

const CODE_TTL_MS = 5 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The accounts the sandbox offers: the first meets the provider's rule, the second does not. */
const SANDBOX_ACCOUNTS: Record<OauthProvider, [ok: string, notOk: string]> = {
  google: [
    'Owner of a single-location Business Profile account',
    'Manager of a multi-location account (not the owner)',
  ],
  facebook: ['Admin of the brand page', 'Editor of the brand page (not an admin)'],
  trustpilot: ['Trustpilot business account, paid tier', 'Trustpilot business account, free tier'],
};

/** What the sandbox's consent form sends back (a GET form, so a query). */
const sandboxApproveQuery = v.object({
  redirect_uri: v.pipe(v.string('redirect_uri is required'), v.maxLength(2000)),
  state: v.pipe(v.string('state is required'), v.nonEmpty('state is required'), v.maxLength(500)),
  code_challenge: v.pipe(
    v.string('code_challenge is required'),
    v.nonEmpty('code_challenge is required'),
    v.maxLength(500),
  ),
  /** Which sandbox account signs in: the one that meets the provider's rule, or the other. */
  account: v.optional(v.picklist(['ok', 'not_ok']), 'ok'),
  /** `allow`, or anything else to cancel (the provider's error=access_denied). */
  decision: v.optional(v.picklist(['allow', 'deny']), 'deny'),
});

/** The sandbox is public (like a provider's pages): one client gets 60 consents and exchanges a minute. */
const sandboxLimit = limitRequests({
  name: 'oauth-sandbox-client',
  windowMs: 60_000,
  limit: 60,
  key: clientAddress,
  message: 'Too many sign-in attempts. Please wait a minute and try again.',
});

function readProvider(name: string): OauthProvider {
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(name)) throw notFound('OAuth provider');
  return name as OauthProvider;
}

/**
 * /oauth/sandbox/{provider}: a local stand-in for the provider's consent page and token
 * endpoint, used when no client id is configured, so the whole authorization-code flow runs
 * on a developer's machine. It speaks the standard: authorize with state and an S256 code
 * challenge, a one-time code bound to the redirect URI, a form POST to the token endpoint
 * with the code verifier, a JSON token answer.
 */
export function oauthSandboxRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:provider/authorize', describeRoute({ answer: 'html' }), (c) => {
    const provider = readProvider(c.req.param('provider'));
    const q = c.req.query();
    if (!q.redirect_uri || !q.state || !q.code_challenge || q.code_challenge_method !== 'S256')
      throw badRequest('redirect_uri, state and an S256 code_challenge are required');
    const name = INTEGRATION_CATALOGUE.find((e) => e.code === provider)?.display_name ?? provider;
    const [ok, notOk] = SANDBOX_ACCOUNTS[provider];
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in to ${name} (sandbox)</title>
  </head>
  <body>
    <main>
      <h1>Allow Plaudit to read your ${name} reviews?</h1>
      <p>
        This is Plaudit’s sandbox ${name} sign-in: no ${name} client is configured on this
        server, so no real account is connected. Choose the account to sign in as.
      </p>
      <form method="get" action="/api/oauth/sandbox/${provider}/approve">
        <input type="hidden" name="redirect_uri" value="${q.redirect_uri}" />
        <input type="hidden" name="state" value="${q.state}" />
        <input type="hidden" name="code_challenge" value="${q.code_challenge}" />
        <fieldset>
          <legend>Account</legend>
          <p><label><input type="radio" name="account" value="ok" checked /> ${ok}</label></p>
          <p><label><input type="radio" name="account" value="not_ok" /> ${notOk}</label></p>
        </fieldset>
        <p>${CONNECTED_ACCOUNT_RULES[provider]}</p>
        <p>
          <button type="submit" name="decision" value="allow">Allow</button>
          <button type="submit" name="decision" value="deny">Cancel</button>
        </p>
      </form>
    </main>
  </body>
</html>`);
  });

  app.get(
    '/:provider/approve',
    describeRoute({ answer: 'redirect', status: 302 }),
    sandboxLimit,
    input('query', sandboxApproveQuery, { deferred: true }),
    async (c) => {
      const provider = readProvider(c.req.param('provider'));
      const q = readQuery(c);
      let back: URL;
      try {
        back = new URL(q.redirect_uri);
      } catch {
        throw badRequest('redirect_uri is not valid');
      }
      // Only back to the console's own callback page.
      if (!/^https?:$/.test(back.protocol) || back.pathname !== `/oauth/outbound/${provider}`)
        throw badRequest('redirect_uri is not valid');
      back.searchParams.set('state', q.state);
      if (q.decision !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        return c.redirect(back.toString(), 302);
      }
      const code = randomBytes(24).toString('base64url');
      const { db } = c.var.deps;
      await db.deleteFrom('oauth_sandbox_codes').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('oauth_sandbox_codes')
        .values({
          code_hash: sha256(code),
          provider,
          code_challenge: q.code_challenge,
          redirect_uri: q.redirect_uri,
          account_kind: q.account,
          expires_at: new Date(Date.now() + CODE_TTL_MS),
        })
        .execute();
      back.searchParams.set('code', code);
      return c.redirect(back.toString(), 302);
    },
  );

  app.post(
    '/:provider/token',
    describeRoute({ returns: { type: 'object' } }),
    sandboxLimit,
    async (c) => {
      const provider = readProvider(c.req.param('provider'));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const text = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
      const refuse = (description: string) =>
        c.json({ error: 'invalid_grant', error_description: description }, 400);
      if (text('grant_type') !== 'authorization_code')
        return c.json({ error: 'unsupported_grant_type' }, 400);
      // One use: the code is gone whatever happens next.
      const grant = await c.var.deps.db
        .deleteFrom('oauth_sandbox_codes')
        .where('code_hash', '=', sha256(text('code')))
        .where('provider', '=', provider)
        .returningAll()
        .executeTakeFirst();
      if (!grant || new Date(grant.expires_at).getTime() < Date.now())
        return refuse('The code is not valid or has expired.');
      if (grant.redirect_uri !== text('redirect_uri'))
        return refuse('redirect_uri does not match the authorization request.');
      if (sha256(text('code_verifier')) !== grant.code_challenge)
        return refuse('code_verifier does not match the code challenge.');
      return c.json({
        access_token: `sbx.${grant.account_kind}.${randomBytes(24).toString('base64url')}`,
        token_type: 'Bearer',
        // Facebook's user tokens last 60 days; the others an hour with a refresh token.
        expires_in: provider === 'facebook' ? 60 * 86_400 : 3600,
        ...(provider === 'facebook'
          ? {}
          : { refresh_token: `sbx-refresh.${randomBytes(24).toString('base64url')}` }),
        scope: 'reviews',
      });
    },
  );

  return app;
}

/**
 * The sandbox's token endpoint asked in-process, as the request's own server: the code is
 * exchanged without a network request, so no address a user gave (the redirect URI's origin)
 * is ever fetched.
 */
export function sandboxTokenFetch(c: Context<AppEnv>): typeof fetch {
  const local = new Hono<AppEnv>();
  const { deps } = c.var;
  local.use('*', async (inner, next) => {
    inner.set('deps', deps);
    await next();
  });
  local.route('/api/oauth/sandbox', oauthSandboxRoutes());
  return async (input, init) =>
    local.request(
      new Request(input instanceof Request ? input.url : String(input), init),
      undefined,
      c.env,
    );
}
