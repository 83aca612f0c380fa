import {
  SSO_ERRORS,
  SSO_TOKEN_MINUTES,
  type SsoToken,
  ssoLoginBody,
  ssoTokenBody,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { hashToken, newToken } from '../../http/credentials';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard } from '../../http/permissions';
import { limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';
import { startSession } from './start-session';

/**
 * POST /sso_tokens {user_id}: a partner (parent account, with user update permission) issues a
 * single sign-on link for a user of one of its child accounts. The token is random, stored as
 * a hash, works once and for SSO_TOKEN_MINUTES; another account's user is 404. The child
 * account's owner only when the owner allowed it (`partner_owner_sign_in`), else 403.
 */
export function ssoTokenRoutes() {
  const app = new Hono<AppEnv>();
  const mayIssue = guard((auth) => {
    if (!auth.isParent) throw forbidden('Only partner accounts can issue sign-in links.');
    if (!auth.permissions.user.update) throw forbidden();
  });
  app.post(
    '/',
    describeRoute({ returns: 'SsoToken', status: 201 }),
    authenticate({ firstParty: true }),
    mayIssue,
    input('json', ssoTokenBody),
    async (c) => {
      const { db, publicOrigin } = c.var.deps;
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const user = await db
        .selectFrom('users as u')
        .innerJoin('accounts as a', 'a.id', 'u.account_id')
        .select(['u.id', 'u.account_id', 'u.owner', 'a.partner_owner_sign_in'])
        .where('u.id', '=', body.user_id)
        .where('u.deleted_at', 'is', null)
        .where('a.parent_id', '=', auth.accountId)
        .executeTakeFirst();
      if (!user) throw notFound('User');
      // The owner's user is signed in as by the partner only with the owner's consent.
      if (user.owner && !user.partner_owner_sign_in) throw forbidden(SSO_ERRORS.ownerNotAllowed);
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + SSO_TOKEN_MINUTES * 60_000);
      await db
        .insertInto('sso_tokens')
        .values({
          token_hash: hash,
          user_id: user.id,
          account_id: user.account_id,
          issuer_account_id: auth.accountId,
          issued_by_user_id: auth.userId,
          expires_at: expiresAt,
        })
        .execute();
      // Spent and expired tokens are of no further use: they go now and then.
      await db
        .deleteFrom('sso_tokens')
        .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
      return c.json(
        {
          token,
          url: `${publicOrigin}/sso-login/${token}`,
          user_id: user.id,
          account_id: user.account_id,
          expires_at: expiresAt.toISOString(),
        } satisfies SsoToken,
        201,
      );
    },
  );
  return app;
}

/**
 * POST /auth/sso {token} (mounted before /auth): the token exchanged for a session, once (the UPDATE that marks it used
 * is the check, so two tabs racing get one session). The session is impersonated: the partner
 * acts as the user. Unknown, used and expired tokens are 401 with the reason; failures are
 * limited per client address like logins.
 */
export function ssoLoginRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    describeRoute({
      returns: 'Session',
      summary: "A partner's single sign-on token exchanged for a session, once",
      status: 201,
      errors: [401],
    }),
    limitRequests({
      name: 'sso-login',
      windowMs: 15 * 60_000,
      limit: 20,
      key: clientAddress,
      count: 'failures',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    }),
    input('json', ssoLoginBody),
    async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const hash = hashToken(body.token);
      const used = await db
        .updateTable('sso_tokens as t')
        .set({ used_at: new Date() })
        .from('users as u')
        .whereRef('u.id', '=', 't.user_id')
        .where('t.token_hash', '=', hash)
        .where('t.used_at', 'is', null)
        .where('t.expires_at', '>', sql<Date>`now()`)
        .where('u.deleted_at', 'is', null)
        .returning(['u.id', 'u.account_id', 't.issuer_account_id', 't.issued_by_user_id'])
        .executeTakeFirst();
      if (!used) {
        const known = await db
          .selectFrom('sso_tokens')
          .select(['used_at', 'expires_at'])
          .where('token_hash', '=', hash)
          .executeTakeFirst();
        throw unauthorized(
          !known ? SSO_ERRORS.invalid : known.used_at ? SSO_ERRORS.used : SSO_ERRORS.expired,
        );
      }
      // The partner acts as the user: an impersonated session (spec 1: the flag, exports
      // without e-mail), recording the partner account and the partner user who minted it.
      return c.json(
        await startSession(db, used, {
          kind: 'impersonation',
          parentAccountId: used.issuer_account_id,
          issuedByUserId: used.issued_by_user_id,
        }),
        201,
      );
    },
  );
  return app;
}
