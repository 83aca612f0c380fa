import { createHash, randomBytes } from 'node:crypto';
import {
  CONNECTED_ACCOUNT_RULES,
  INTEGRATION_CATALOGUE,
  OAUTH_PROVIDERS,
  type OauthProvider,
  type OauthStart,
  oauthCallbackBody,
  oauthStartBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { openSecret, sealSecret } from '../../http/secret-box';
import { input, readBody } from '../../http/validate';
import { authorizeUrl, exchangeCode, oauthClientConfig } from '../../providers/oauth';
import { reviewSiteClient } from '../../providers/review-sites';
import { integrationCards } from './catalogue';
import { scheduleReviewSync } from './review-sync-jobs';
import { sandboxTokenFetch } from './sandbox-routes';

const STATE_TTL_MS = 10 * 60_000;
export const STATE_EXPIRED =
  'This connection attempt has expired or was already used. Start again from Integrations.';

const b64url = (b: Buffer) => b.toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function readProvider(name: string): OauthProvider {
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(name)) throw notFound('OAuth provider');
  return name as OauthProvider;
}

/** The console's callback page for the provider, on the origin the browser uses. */
function checkRedirect(uri: string, provider: OauthProvider): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw badRequest('redirect_uri must be an http or https address');
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password)
    throw badRequest('redirect_uri must be an http or https address');
  if (url.pathname !== `/oauth/outbound/${provider}` || url.search || url.hash)
    throw badRequest(`redirect_uri must be the console's /oauth/outbound/${provider} page`);
  return url.toString();
}

/**
 * /oauth/outbound/{provider}: connects Google, Facebook or Trustpilot with the authorization
 * code flow and PKCE. `start` keeps a one-time state (hashed) and the code verifier (sealed)
 * and answers the consent page's address; `callback` checks the state, exchanges the code at
 * the provider's token endpoint, checks the connected account's rule and stores the tokens
 * sealed, with their expiry.
 */
export function oauthOutboundRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.post(
    '/:provider/start',
    describeRoute({ returns: 'OauthStart' }),
    allow('integration', 'create'),
    input('json', oauthStartBody, { deferred: true }),
    async (c) => {
      const provider = readProvider(c.req.param('provider'));
      const body = await readBody(c);
      const redirectUri = checkRedirect(body.redirect_uri, provider);
      const { db } = c.var.deps;
      const config = oauthClientConfig(provider);
      if (!config.clientId) {
        // The sandbox consent page lives beside the console the browser uses.
        const origin = new URL(redirectUri).origin;
        config.authorizeUrl = `${origin}/api/oauth/sandbox/${provider}/authorize`;
      }
      const state = b64url(randomBytes(32));
      const verifier = b64url(randomBytes(48));
      await db.deleteFrom('oauth_states').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('oauth_states')
        .values({
          state_hash: sha256(state),
          account_id: c.var.auth.accountId,
          user_id: c.var.auth.userId,
          provider,
          code_verifier_box: await sealSecret(db, verifier),
          redirect_uri: redirectUri,
          expires_at: new Date(Date.now() + STATE_TTL_MS),
        })
        .execute();
      const answer: OauthStart = {
        authorize_url: authorizeUrl(config, {
          redirectUri,
          state,
          codeChallenge: sha256(verifier),
        }),
      };
      return c.json(answer);
    },
  );

  app.post(
    '/:provider/callback',
    describeRoute({ returns: 'IntegrationCard' }),
    allow('integration', 'create'),
    input('json', oauthCallbackBody, { deferred: true }),
    async (c) => {
      const provider = readProvider(c.req.param('provider'));
      const body = await readBody(c);
      const auth = c.var.auth;
      const { db } = c.var.deps;
      // One use: the state is gone whatever happens next.
      const pending = await db
        .deleteFrom('oauth_states')
        .where('state_hash', '=', sha256(body.state))
        .where('provider', '=', provider)
        .where('account_id', '=', auth.accountId)
        .where('user_id', '=', auth.userId)
        .where('expires_at', '>', new Date())
        .returning(['code_verifier_box', 'redirect_uri'])
        .executeTakeFirst();
      if (!pending) throw badRequest(STATE_EXPIRED);
      const config = oauthClientConfig(provider);
      if (!config.clientId) {
        // The sandbox's token endpoint is this server's own, asked in-process: never at the
        // redirect URI's origin, which the user chose (the server would POST wherever it names).
        config.tokenUrl = `http://sandbox.invalid/api/oauth/sandbox/${provider}/token`;
        config.fetch = sandboxTokenFetch(c);
      }
      let tokens: Awaited<ReturnType<typeof exchangeCode>>;
      try {
        tokens = await exchangeCode(config, {
          code: body.code,
          codeVerifier: await openSecret(db, pending.code_verifier_box),
          redirectUri: pending.redirect_uri,
        });
      } catch (err) {
        throw new HttpError(502, (err as Error).message);
      }
      // Spec 1 section 5: the connected account's rule, asked of the site (or the sandbox).
      const [account, locations] = await Promise.all([
        db
          .selectFrom('accounts')
          .select(['name', 'vertical'])
          .where('id', '=', auth.accountId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('locations')
          .select(['id', 'name', 'google_place_id', 'website'])
          .where('account_id', '=', auth.accountId)
          .orderBy('id')
          .execute(),
      ]);
      let meetsRule: boolean;
      try {
        ({ meets_rule: meetsRule } = await reviewSiteClient(
          provider,
          tokens.access_token,
          account,
        ).listPlaces(locations));
      } catch (err) {
        throw new HttpError(502, (err as Error).message);
      }
      if (!meetsRule) throw badRequest(CONNECTED_ACCOUNT_RULES[provider]);
      const expiresAt = tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null;
      // Sealed before the transaction (the key may need a query of its own).
      const accessBox = await sealSecret(db, tokens.access_token);
      const refreshBox = tokens.refresh_token ? await sealSecret(db, tokens.refresh_token) : null;
      const integrationId = await db.transaction().execute(async (tx) => {
        const integration = await tx
          .insertInto('integrations')
          .values({
            account_id: auth.accountId,
            source_code: provider,
            status: 'active',
            created_by_user_id: auth.userId,
          })
          .onConflict((oc) =>
            oc.columns(['account_id', 'source_code']).doUpdateSet({
              status: 'active',
              created_by_user_id: auth.userId,
              updated_at: new Date(),
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .deleteFrom('oauth_tokens')
          .where('integration_id', '=', integration.id)
          .where('account_id', '=', auth.accountId)
          .execute();
        await tx
          .insertInto('oauth_tokens')
          .values({
            account_id: auth.accountId,
            integration_id: integration.id,
            expires_at: expiresAt,
            access_token_box: accessBox,
            refresh_token_box: refreshBox,
            scope: tokens.scope,
          })
          .execute();
        return integration.id;
      });
      // Reviews start arriving now, and then every REVIEW_SYNC_EVERY_MS.
      if (c.var.deps.reviewSyncEveryMs)
        await scheduleReviewSync(db, { id: integrationId, account_id: auth.accountId });
      const entry = INTEGRATION_CATALOGUE.filter((e) => e.code === provider);
      const [card] = await integrationCards(db, auth.accountId, entry, false);
      return c.json(card);
    },
  );

  return app;
}
