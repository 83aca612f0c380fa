import {
  loginBody,
  type Session,
  SIGNUP_MESSAGES,
  shadowTokenBody,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { authenticate, loadAuth, readBasicAuth, readBearer } from '../../http/authenticate';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { newToken, verifyPassword } from '../../http/credentials';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard } from '../../http/permissions';
import { allLimits, countedBy, limitRequests } from '../../http/rate-limit';
import { input } from '../../http/validate';
import { startSession } from './start-session';

const SHADOW_HOURS = 12;

/** Delay before answering the nth failed login in the window: nothing for the first 3, then doubling up to 4 s. */
export const defaultLoginDelay = (failures: number) =>
  failures < 3 ? 0 : Math.min(4000, 250 * 2 ** (failures - 3));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const TOO_MANY_LOGINS =
  'Too many failed login attempts. Please wait a few minutes and try again.';

/**
 * Failed logins are limited three ways, each counted atomically in the
 * database before the password is checked (a burst of parallel guesses gets
 * exactly the allowed number checked):
 * - per client address and account: 10 failures in 15 minutes, then 429. A
 *   client that has not failed can still sign in, so nobody can lock the owner
 *   out from elsewhere;
 * - per client address: 20 failures in 15 minutes across any accounts (one
 *   client trying many e-mails);
 * - per account: after 100 failures in 15 minutes from all clients together (a
 *   spread-out attack), a client with a failure of its own gets no second try.
 * A successful login does not count.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perClientAccount: 10,
  perClient: 20,
  accountUnderAttack: 100,
};

/** The e-mail of a login body, or '' (the body is validated later). */
async function loginEmail(c: Context<AppEnv>): Promise<string> {
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

const loginLimits = allLimits(
  limitRequests({
    name: 'login-client',
    windowMs: LOGIN_LIMITS.windowMs,
    limit: LOGIN_LIMITS.perClient,
    key: clientAddress,
    count: 'failures',
    message: TOO_MANY_LOGINS,
  }),
  limitRequests({
    name: 'login-account',
    windowMs: LOGIN_LIMITS.windowMs,
    limit: Number.MAX_SAFE_INTEGER,
    key: loginEmail,
    count: 'failures',
    message: TOO_MANY_LOGINS,
    exposeAs: 'loginAccountFailures',
  }),
  limitRequests({
    name: 'login-client-account',
    windowMs: LOGIN_LIMITS.windowMs,
    limit: (c) =>
      countedBy(c, 'loginAccountFailures') > LOGIN_LIMITS.accountUnderAttack
        ? 1
        : LOGIN_LIMITS.perClientAccount,
    key: async (c) => `${clientAddress(c)} ${await loginEmail(c)}`,
    count: 'failures',
    message: TOO_MANY_LOGINS,
    exposeAs: 'loginClientAccountFailures',
  }),
);

export function authRoutes() {
  const app = new Hono<AppEnv>();

  // Log in: e-mail and password give a session with a new random token.
  app.post(
    '/',
    describeRoute({
      returns: 'Session',
      summary: 'Log in: e-mail and password give a session with a new random token',
      status: 201,
      // A wrong password; a user who may not log in (locked, deactivated).
      errors: [401, 403],
    }),
    loginLimits,
    input('json', loginBody),
    async (c) => {
      const { db, loginDelayMs = defaultLoginDelay } = c.var.deps;
      const body = c.req.valid('json');
      const user = await db
        .selectFrom('users')
        .select(['id', 'account_id', 'password_hash', 'confirmed_at'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const ok = await verifyPassword(body.password, user?.password_hash ?? null);
      if (!user || !ok) {
        await sleep(loginDelayMs(countedBy(c, 'loginClientAccountFailures')));
        throw unauthorized('Invalid email or password');
      }
      // A new business's first user signs in through the confirmation link first.
      if (!user.confirmed_at) throw forbidden(SIGNUP_MESSAGES.unconfirmed);
      return c.json(await startSession(db, user), 201);
    },
  );

  // The current session (also for inactive accounts, so the console can show billing).
  app.get(
    '/',
    describeRoute({
      returns: 'Session',
      summary: 'The current session (also for inactive accounts, so the console can show billing)',
    }),
    authenticate({ allowInactive: true }),
    (c) => {
      const header = c.req.header('authorization');
      const token = readBearer(header) ?? readBasicAuth(header)?.token ?? '';
      return c.json({ token, ...c.var.auth.session } satisfies Session);
    },
  );

  // Log out: the token stops working at once.
  app.delete(
    '/',
    describeRoute({ summary: 'Log out: the token stops working at once', status: 204 }),
    authenticate({ allowInactive: true }),
    async (c) => {
      // An app's access token is revoked alone (the user's consent stays; see /oauth_grants).
      await c.var.deps.db
        .updateTable(c.var.auth.tokenKind === 'oauth' ? 'oauth_access_tokens' : 'auth_tokens')
        .set({ revoked_at: new Date() })
        .where('id', '=', c.var.auth.tokenId)
        .execute();
      return c.body(null, 204);
    },
  );

  return app;
}

/** POST /shadow_user/tokens: a parent user gets a session into one of its child accounts. */
export function shadowUserRoutes() {
  const app = new Hono<AppEnv>();
  const mayShadow = guard((auth) => {
    if (!auth.isParent) throw forbidden('Only partner accounts can open child accounts.');
    if (!auth.permissions.account.read) throw forbidden();
  });
  app.post(
    '/tokens',
    describeRoute({ returns: 'Session', status: 201 }),
    authenticate({ firstParty: true }),
    mayShadow,
    input('json', shadowTokenBody),
    async (c) => {
      const { db } = c.var.deps;
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const child = await db
        .selectFrom('accounts')
        .select(['id'])
        .where('id', '=', body.child_account_id)
        .where('parent_id', '=', auth.accountId)
        .executeTakeFirst();
      if (!child) throw notFound('Account');
      const { token, hash } = newToken();
      await db
        .insertInto('auth_tokens')
        .values({
          account_id: child.id,
          user_id: auth.userId,
          token_hash: hash,
          kind: 'shadow',
          parent_account_id: auth.accountId,
          expires_at: new Date(Date.now() + SHADOW_HOURS * 3_600_000),
        })
        .execute();
      const session = await loadAuth(db, token);
      if (!session) throw unauthorized();
      return c.json({ token, ...session.session } satisfies Session, 201);
    },
  );

  return app;
}
